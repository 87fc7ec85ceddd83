package org.pitch.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pitch.config.Fixture.assertFileLine;
import static org.pitch.config.Fixture.assertProblem;
import static org.pitch.config.Fixture.failure;
import static org.pitch.config.Fixture.load;
import static org.pitch.config.Fixture.write;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each problem names the key, where its value came from and what was expected. */
class ErrorsTest {
    private static final String ENV = "environment variable ";

    @TempDir Path dir;

    // ---- unknown keys -----------------------------------------------------------------------

    @Test
    void unknownKeyOnTheCommandLineSuggestsTheNearest() {
        ConfigurationException e = failure(dir, "server::half_tme=1");
        assertProblem(e, "server.half_tme", "command line argument 1 'server::half_tme=1'",
                "unknown key", "did you mean server.half_time?");
    }

    @Test
    void unknownKeyInAHoconFileWithLineNumber() {
        write(dir, "bad.conf", "server {\n  port = 6000\n  half_tme = 1\n}\n");
        ConfigurationException e = failure(dir, "--config", "bad.conf");
        String line = assertProblem(e, "server.half_tme", "bad.conf", "unknown key", "did you mean server.half_time?");
        assertFileLine(line, "bad.conf", 3);
    }

    @Test
    void unknownKeyInTheEnvironment() {
        ConfigurationException e = failure(dir, Map.of("PITCH_SERVER__HALF_TME", "1"));
        assertProblem(e, "server.half_tme", ENV + "PITCH_SERVER__HALF_TME", "unknown key", "did you mean server.half_time?");
    }

    @Test
    void environmentVariableWithUnknownNamespace() {
        ConfigurationException e = failure(dir, Map.of("PITCH_SERVR__HALF_TIME", "1"));
        assertProblem(e, "PITCH_SERVR__HALF_TIME", ENV + "PITCH_SERVR__HALF_TIME", "expected PITCH_<SERVER|PLAYER|CSVSAVER|PITCH>__<NAME>");
    }

    @Test
    void unknownTopLevelSectionInAFile() {
        write(dir, "bad.conf", "servr {\n  half_time = 1\n}\n");
        ConfigurationException e = failure(dir, "--config", "bad.conf");
        String line = assertProblem(e, "servr.half_time", "bad.conf",
                "unknown key", "top-level sections are server, player, CSVSaver and pitch", "did you mean server.half_time?");
        assertFileLine(line, "bad.conf", 2);
    }

    @Test
    void unknownTopLevelSectionOnTheCommandLine() {
        ConfigurationException e = failure(dir, "servr::half_time=1");
        assertProblem(e, "servr.half_time", "command line argument 1", "unknown key",
                "top-level sections are server, player, CSVSaver and pitch", "did you mean server.half_time?");
        e = failure(dir, "foo.bar=1");
        assertProblem(e, "foo.bar", "command line argument 1 'foo.bar=1'", "unknown key", "top-level sections are");
    }

    @Test
    void unknownTopLevelKeyFromText() {
        ConfigurationException e = assertThrows(ConfigurationException.class, () -> ConfigLoader.fromText("halftime = 1", "my text"));
        assertProblem(e, "halftime", "my text", "unknown key", "top-level sections are");
    }

    @Test
    void unknownPitchKey() {
        ConfigurationException e = failure(dir, "pitch.sed=1");
        assertProblem(e, "pitch.sed", "command line argument 1 'pitch.sed=1'", "unknown key", "did you mean pitch.seed?");

        write(dir, "bad.conf", "pitch {\n  synch_timeout = 100\n}\n");
        e = failure(dir, "--config", "bad.conf");
        String line = assertProblem(e, "pitch.synch_timeout", "bad.conf", "unknown key", "did you mean pitch.synch_timeout_ms?");
        assertFileLine(line, "bad.conf", 2);
    }

    @Test
    void unknownModelSlot() {
        ConfigurationException e = failure(dir, "pitch.models.movment=fast");
        assertProblem(e, "pitch.models.movment", "command line argument 1", "unknown model slot",
                "slots are movement, collision", "did you mean pitch.models.movement?");
        e = failure(dir, Map.of("PITCH_PITCH__MODELS__WARP", "x"));
        assertProblem(e, "pitch.models.warp", ENV + "PITCH_PITCH__MODELS__WARP", "unknown model slot", "dash");
    }

    @Test
    void modelMustBeAName() {
        write(dir, "bad.conf", "pitch.models.movement = [1, 2]\n");
        ConfigurationException e = failure(dir, "--config", "bad.conf");
        assertProblem(e, "pitch.models.movement", "bad.conf", "expected an implementation name");
    }

    @Test
    void ruleEnabledMustBeABoolean() {
        write(dir, "bad.conf", "pitch {\n  rules {\n    offside.enabled = 3\n  }\n}\n");
        ConfigurationException e = failure(dir, "--config", "bad.conf");
        String line = assertProblem(e, "pitch.rules.offside.enabled", "bad.conf", "expected a boolean");
        assertFileLine(line, "bad.conf", 3);

        e = failure(dir, "pitch.rules.offside.enabled=3");
        assertProblem(e, "pitch.rules.offside.enabled", "command line argument 1", "expected a boolean");
        e = failure(dir, Map.of("PITCH_PITCH__RULES__OFFSIDE__ENABLED", "maybe"));
        assertProblem(e, "pitch.rules.offside.enabled", ENV + "PITCH_PITCH__RULES__OFFSIDE__ENABLED", "expected a boolean");
    }

    @Test
    void ruleSettingNeedsARuleName() {
        ConfigurationException e = failure(dir, "pitch.rules.enabled=true");
        assertProblem(e, "pitch.rules.enabled", "command line argument 1", "expected pitch.rules.<rule>.<setting>");
    }

    // ---- wrong type -------------------------------------------------------------------------

    @Test
    void wrongTypeOnTheCommandLine() {
        ConfigurationException e = failure(dir, "server::half_time=abc");
        assertProblem(e, "server.half_time", "command line argument 1 'server::half_time=abc'", "expected an integer", "abc");
        e = failure(dir, "server::half_time=1.5");
        assertProblem(e, "server.half_time", "command line argument 1", "expected an integer");
        e = failure(dir, "server::ball_decay=fast");
        assertProblem(e, "server.ball_decay", "command line argument 1", "expected a finite real number");
        e = failure(dir, "server::ball_decay=NaN");
        assertProblem(e, "server.ball_decay", "command line argument 1", "expected a finite real number");
        e = failure(dir, "server::use_offside=maybe");
        assertProblem(e, "server.use_offside", "command line argument 1", "expected a boolean", "maybe");
        e = failure(dir, "server::use_offside=2");
        assertProblem(e, "server.use_offside", "command line argument 1", "expected a boolean");
    }

    @Test
    void wrongTypeInAHoconFile() {
        write(dir, "a.conf", "server {\n  half_time = \"abc\"\n}\n");
        String line = assertProblem(failure(dir, "--config", "a.conf"), "server.half_time", "a.conf", "expected an integer", "abc");
        assertFileLine(line, "a.conf", 2);

        write(dir, "b.conf", "server {\n  half_time = 1.5\n}\n");
        line = assertProblem(failure(dir, "--config", "b.conf"), "server.half_time", "b.conf", "expected an integer", "1.5");
        assertFileLine(line, "b.conf", 2);

        write(dir, "c.conf", "server {\n\n  use_offside = maybe\n}\n");
        line = assertProblem(failure(dir, "--config", "c.conf"), "server.use_offside", "c.conf", "expected a boolean", "maybe");
        assertFileLine(line, "c.conf", 3);

        write(dir, "d.conf", "server.ball_decay = [0.9]\n");
        assertProblem(failure(dir, "--config", "d.conf"), "server.ball_decay", "d.conf", "expected a finite real number", "list");

        write(dir, "e.conf", "server.half_time { x = 1 }\n");
        assertProblem(failure(dir, "--config", "e.conf"), "server.half_time", "e.conf", "unknown key");
    }

    @Test
    void numberIsNotABooleanInAHoconFile() {
        // rcssserver's booleans are on/off/true/false/1/0: 1.5 is none of them
        write(dir, "a.conf", "server.use_offside = 1.5\n");
        assertProblem(failure(dir, "--config", "a.conf"), "server.use_offside", "a.conf", "expected a boolean");
        write(dir, "b.conf", "server.use_offside = 0.5\n");
        assertProblem(failure(dir, "--config", "b.conf"), "server.use_offside", "b.conf", "expected a boolean");
    }

    @Test
    void wrongTypeInTheEnvironment() {
        ConfigurationException e = failure(dir, Map.of("PITCH_SERVER__HALF_TIME", "five minutes"));
        assertProblem(e, "server.half_time", ENV + "PITCH_SERVER__HALF_TIME", "expected an integer");
    }

    @Test
    void pitchNumberWrongType() {
        ConfigurationException e = failure(dir, "pitch.synch_timeout_ms=soon");
        assertProblem(e, "pitch.synch_timeout_ms", "command line argument 1", "expected a number");
    }

    @Test
    void pitchChoiceNamesTheValidWords() {
        ConfigurationException e = failure(dir, "pitch.command_order=random");
        assertProblem(e, "pitch.command_order", "command line argument 1", "expected one of arrival|shuffled", "random");
    }

    /** Found by fuzzing (fuzz/ConfigurationFuzzTest): a NUL made Path.of throw out of the parser. */
    @Test
    void aFileOrProfileNameWithANulIsAProblemNotACrash() {
        ConfigurationException e = failure(dir, "config=a\0b");
        assertProblem(e, "config", "command line argument 1", "not a file name");
        e = failure(dir, "--config", "a\0b");
        assertProblem(e, "--config", "command line argument 1", "not a file name");
        e = failure(dir, "--profile", "x\0y");
        assertProblem(e, "--profile", "command line option --profile", "NUL");
    }

    @Test
    void guardLimitsAreCheckedAndRatesTakeFractions() throws Exception {
        ConfigurationException e = failure(dir, "pitch.guard.datagrams_per_cycle=0");
        assertProblem(e, "pitch.guard.datagrams_per_cycle", "command line argument 1", "out of range", "1..1048576");
        e = failure(dir, "pitch.guard.greetings_per_host=2.5");
        assertProblem(e, "pitch.guard.greetings_per_host", "command line argument 1", "expected an integer", "2.5");
        e = failure(dir, "pitch.guard.greetings_per_second=0");
        assertProblem(e, "pitch.guard.greetings_per_second", "command line argument 1", "out of range", "0.001..1048576");
        assertEquals(0.5, load(dir, "pitch.guard.greetings_per_host_per_second=0.5").settings()
                .number("guard.greetings_per_host_per_second", -1), 0.0, "a rate takes a fraction");
    }

    @Test
    void theOldNameOfTheBindAddressNamesTheNewOne() throws Exception {
        ConfigurationException e = failure(dir, "pitch.host=127.0.0.1");
        assertProblem(e, "pitch.host", "command line argument 1", "renamed; use pitch.bind");
        assertEquals("127.0.0.1", load(dir, "pitch.bind=127.0.0.1").settings().string("bind").orElseThrow());
    }

    // ---- out of range -----------------------------------------------------------------------

    @Test
    void outOfRangeOnTheCommandLine() {
        ConfigurationException e = failure(dir, "server::port=70000");
        assertProblem(e, "server.port", "command line argument 1 'server::port=70000'", "out of range", "0..65535");
        e = failure(dir, "server::ball_decay=1.5");
        assertProblem(e, "server.ball_decay", "command line argument 1 'server::ball_decay=1.5'", "out of range", "0..1");
        e = failure(dir, "server::port=-1");
        assertProblem(e, "server.port", "command line argument 1", "out of range", "0..65535");
    }

    @Test
    void outOfRangeInAFileAndEnvironment() {
        write(dir, "a.conf", "server.port = 70000\n");
        String line = assertProblem(failure(dir, "--config", "a.conf"), "server.port", "a.conf", "out of range 0..65535");
        assertFileLine(line, "a.conf", 1);
        ConfigurationException e = failure(dir, Map.of("PITCH_SERVER__BALL_DECAY", "-0.1"));
        assertProblem(e, "server.ball_decay", ENV + "PITCH_SERVER__BALL_DECAY", "out of range 0..1");
    }

    @Test
    void integerTooLargeFor32Bits() {
        ConfigurationException e = failure(dir, "server::half_time=3000000000");
        assertProblem(e, "server.half_time", "command line argument 1", "32-bit integer");
    }

    @Test
    void rangeBoundsAreInclusive() throws Exception {
        LoadedConfiguration c = Fixture.load(dir, "server::port=65535", "server::ball_decay=1", "server::coach_port=0");
        assertEquals(65535, Fixture.value(c, "server.port"));
        assertEquals(1.0, Fixture.value(c, "server.ball_decay"));
    }

    @Test
    void pitchOutOfRange() {
        ConfigurationException e = failure(dir, "pitch.inbound_queue=1");
        assertProblem(e, "pitch.inbound_queue", "command line argument 1", "out of range");
        e = failure(dir, "pitch.seed=-2");
        assertProblem(e, "pitch.seed", "command line argument 1", "out of range");
    }

    // ---- several at once --------------------------------------------------------------------

    @Test
    void everyProblemIsReportedTogether() {
        write(dir, "bad.conf", "server {\n  half_tme = 1\n  port = 70000\n  use_offside = maybe\n}\n");
        ConfigurationException e = failure(dir, Map.of("PITCH_SERVER__KICK_OFF_WAIT", "soon"),
                "--config", "bad.conf", "server::ball_decay=2", "player::subs_mx=3", "pitch.sed=1");
        assertProblem(e, "server.half_tme", "bad.conf", "unknown key");
        assertProblem(e, "server.port", "bad.conf", "out of range");
        assertProblem(e, "server.use_offside", "bad.conf", "expected a boolean");
        assertProblem(e, "server.kick_off_wait", ENV + "PITCH_SERVER__KICK_OFF_WAIT", "expected an integer");
        assertProblem(e, "server.ball_decay", "command line argument 3", "out of range");
        assertProblem(e, "player.subs_mx", "command line argument 4", "unknown key", "did you mean player.subs_max?");
        assertProblem(e, "pitch.sed", "command line argument 5", "unknown key");
        assertEquals(7, e.problems().size(), e.getMessage());
    }

    @Test
    void problemsFromFilesAndCommandLineTogether() {
        // a problem found while reading (unknown rcss key) and one found while validating (range) in one report
        write(dir, "c.conf", "server.port = 70000\n");
        ConfigurationException e = failure(dir, "--config", "c.conf", "server::half_tme=1");
        assertProblem(e, "server.half_tme", "command line argument 3", "unknown key");
        assertProblem(e, "server.port", "c.conf", "out of range");
    }

    @Test
    void eachProblemIsOneLineOfTheMessage() {
        ConfigurationException e = failure(dir, "server::half_tme=1", "server::port=70000");
        String[] lines = e.getMessage().split("\n");
        assertEquals(e.problems().size(), lines.length);
        for (String l : lines) assertTrue(l.startsWith("configuration error: "), l);
    }

    // ---- files and options ------------------------------------------------------------------

    @Test
    void hoconSyntaxErrorInAConfigFile() {
        write(dir, "broken.conf", "server {\n  half_time = 300\n  port = [\n");
        ConfigurationException e = failure(dir, "--config", "broken.conf");
        assertTrue(e.problems().size() >= 1);
        ConfigProblem p = e.problems().get(0);
        assertTrue(p.key().contains("broken.conf"), p.toString());
        assertTrue(p.origin() != null && p.origin().contains("broken.conf"), p.toString());
        Fixture.assertFileLine(p.toString(), "broken.conf", 4);
    }

    @Test
    void hoconSyntaxErrorFromText() {
        ConfigurationException e = assertThrows(ConfigurationException.class, () -> ConfigLoader.fromText("server { half_time = ", "framework property"));
        String line = assertProblem(e, "framework property", "framework property", "Expecting a value");
        Fixture.assertFileLine(line, "framework property", 1);
    }

    @Test
    void unresolvedSubstitutionIsAConfigurationError() {
        write(dir, "sub.conf", "server {\n  half_time = ${nosuch.value}\n}\n");
        ConfigurationException e = failure(dir, "--config", "sub.conf");
        String line = assertProblem(e, "nosuch.value", "sub.conf", "Could not resolve substitution");
        Fixture.assertFileLine(line, "sub.conf", 2);
        e = assertThrows(ConfigurationException.class, () -> ConfigLoader.fromText("server.half_time = ${nope}", "text"));
        assertProblem(e, "${nope}", "text", "Could not resolve substitution");
    }

    @Test
    void substitutionsAcrossLayersWork() throws Exception {
        write(dir, "sub.conf", "server.extra_half_time = ${server.half_time}\n");
        LoadedConfiguration c = Fixture.load(dir, "--config", "sub.conf");
        assertEquals(300, Fixture.value(c, "server.extra_half_time"));
    }

    @Test
    void missingConfigFile() {
        ConfigurationException e = failure(dir, "--config", "nosuch.conf");
        assertProblem(e, "nosuch.conf", "--config", "cannot read");
    }

    @Test
    void unknownCommandLineOption() {
        ConfigurationException e = failure(dir, "--frobnicate");
        assertProblem(e, "--frobnicate", "command line argument 1 '--frobnicate'", "unknown option");
    }

    @Test
    void profileWithoutValue() {
        ConfigurationException e = failure(dir, "server::half_time=1", "--profile");
        assertProblem(e, "--profile", "command line argument 2 '--profile'", "needs a value");
    }

    @Test
    void assignmentWithoutNamespace() {
        ConfigurationException e = failure(dir, "half_time=1");
        assertProblem(e, "half_time", "command line argument 1 'half_time=1'", "expected namespace::name=value", "did you mean server::half_time?");
    }
}
