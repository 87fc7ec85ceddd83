package org.pitch.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.pitch.config.Fixture.load;
import static org.pitch.config.Fixture.value;
import static org.pitch.config.Fixture.write;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** defaults &lt; profile &lt; --config &lt; environment &lt; command line, each layer overriding only what it sets. */
class PrecedenceTest {
    @TempDir Path dir;

    @Test
    void eachLayerOverridesOnlyWhatItSets() throws Exception {
        write(dir, "conf/profiles/p.conf", "server { half_time = 100, port = 7000, olcoach_port = 7100 }\n");
        write(dir, "c.conf", "server {\n  port = 7001\n  coach_port = 7002\n}\n");
        Map<String, String> env = Map.of("PITCH_SERVER__COACH_PORT", "7003", "PITCH_SERVER__KICK_OFF_WAIT", "50");
        // the command-line assignment comes first among the arguments: layers do not depend on argument order
        LoadedConfiguration c = load(dir, env, "server::kick_off_wait=60", "--config", "c.conf", "--profile", "p");

        assertEquals(100, value(c, "server.half_time"));        // profile
        assertEquals(7100, value(c, "server.olcoach_port"));    // profile
        assertEquals(7001, value(c, "server.port"));            // --config over profile
        assertEquals(7003, value(c, "server.coach_port"));      // environment over --config
        assertEquals(60, value(c, "server.kick_off_wait"));     // command line over environment
        assertEquals(100, value(c, "server.drop_ball_time"));   // untouched: default
        assertEquals(RcssReal.read("0.94"), value(c, "server.ball_decay")); // untouched: the default, as rcssserver reads it
        assertEquals(List.of("p"), c.profiles());
    }

    @Test
    void profileOverridesDefaults() throws Exception {
        write(dir, "conf/profiles/short.conf", "server.half_time = 30\n");
        LoadedConfiguration c = load(dir, "--profile", "short");
        assertEquals(30, value(c, "server.half_time"));
        assertEquals(6000, value(c, "server.port"));
    }

    @Test
    void configOverridesProfile() throws Exception {
        write(dir, "conf/profiles/short.conf", "server.half_time = 30\nserver.port = 7000\n");
        write(dir, "c.conf", "server.half_time = 40\n");
        LoadedConfiguration c = load(dir, "--config", "c.conf", "--profile", "short");
        assertEquals(40, value(c, "server.half_time"));
        assertEquals(7000, value(c, "server.port"));
    }

    @Test
    void environmentOverridesConfig() throws Exception {
        write(dir, "c.conf", "server.half_time = 40\nserver.port = 7000\n");
        LoadedConfiguration c = load(dir, Map.of("PITCH_SERVER__HALF_TIME", "50"), "--config", "c.conf");
        assertEquals(50, value(c, "server.half_time"));
        assertEquals(7000, value(c, "server.port"));
    }

    @Test
    void commandLineOverridesEnvironment() throws Exception {
        LoadedConfiguration c = load(dir, Map.of("PITCH_SERVER__HALF_TIME", "50", "PITCH_SERVER__PORT", "7000"),
                "server::half_time=60");
        assertEquals(60, value(c, "server.half_time"));
        assertEquals(7000, value(c, "server.port"));
    }

    @Test
    void laterProfilesAndConfigFilesWin() throws Exception {
        write(dir, "conf/profiles/a.conf", "server.half_time = 10\nserver.port = 7000\n");
        write(dir, "conf/profiles/b.conf", "server.half_time = 20\n");
        write(dir, "x.conf", "server.kick_off_wait = 1\nserver.coach_port = 7001\n");
        write(dir, "y.conf", "server.kick_off_wait = 2\n");
        LoadedConfiguration c = load(dir, "--profile", "a", "--profile", "b", "--config", "x.conf", "--config", "y.conf");
        assertEquals(20, value(c, "server.half_time"));
        assertEquals(7000, value(c, "server.port"));
        assertEquals(2, value(c, "server.kick_off_wait"));
        assertEquals(7001, value(c, "server.coach_port"));
        assertEquals(List.of("a", "b"), c.profiles());
    }

    @Test
    void laterCommandLineArgumentsOverrideEarlierOnes() throws Exception {
        LoadedConfiguration c = load(dir, "server::half_time=100", "server.half_time=200", "--server::half_time=250", "-server::port=7000");
        assertEquals(250, value(c, "server.half_time"));
        assertEquals(7000, value(c, "server.port"));
        c = load(dir, "--server::half_time=250", "server.half_time=200");
        assertEquals(200, value(c, "server.half_time"));
    }

    @Test
    void includeTakesEffectAtItsCommandLinePosition() throws Exception {
        write(dir, "inc.conf", "server::half_time = 200\nserver::port = 6500\nserver::coach_port = 6501\n");
        LoadedConfiguration c = load(dir, Map.of("PITCH_SERVER__COACH_PORT", "7003"),
                "server::half_time=100", "include=inc.conf", "server::port=7000");
        assertEquals(200, value(c, "server.half_time"));  // include after the assignment: include wins
        assertEquals(7000, value(c, "server.port"));      // assignment after the include wins
        assertEquals(6501, value(c, "server.coach_port")); // include is command line: over the environment

        c = load(dir, "server::include=inc.conf", "server::half_time=100");
        assertEquals(100, value(c, "server.half_time"));
        assertEquals(6500, value(c, "server.port"));
    }

    @Test
    void includeOverridesConfigFile() throws Exception {
        write(dir, "inc.conf", "server::half_time = 200\n");
        write(dir, "c.conf", "server.half_time = 40\n");
        LoadedConfiguration c = load(dir, "include=inc.conf", "--config", "c.conf");
        assertEquals(200, value(c, "server.half_time"));
    }

    @Test
    void pitchKeysFromEveryLayer() throws Exception {
        write(dir, "conf/profiles/p.conf", "pitch { models.movement = from-profile, synch_timeout_ms = 100, bind = \"10.0.0.1\" }\n");
        write(dir, "c.conf", "pitch.synch_timeout_ms = 200\npitch.models.dash = from-config\n");
        LoadedConfiguration c = load(dir, Map.of("PITCH_PITCH__SEED", "42", "PITCH_PITCH__MODELS__KICK", "from-env"),
                "--profile", "p", "--config", "c.conf", "pitch.models.movement=from-cli");
        assertEquals(42, c.seed());
        assertEquals("from-cli", c.settings().string("models.movement").orElseThrow());
        assertEquals("from-config", c.settings().string("models.dash").orElseThrow());
        assertEquals("from-env", c.settings().string("models.kick").orElseThrow());
        assertEquals(200.0, c.settings().number("synch_timeout_ms").orElseThrow());
        assertEquals("10.0.0.1", c.settings().string("bind").orElseThrow());
        assertEquals(8192.0, c.settings().number("inbound_queue").orElseThrow());
    }

    @Test
    void environmentForEveryNamespace() throws Exception {
        LoadedConfiguration c = load(dir, Map.of(
                "PITCH_SERVER__HALF_TIME", "77",
                "PITCH_PLAYER__SUBS_MAX", "5",
                "PITCH_CSVSAVER__SAVE", "on",
                "PITCH_CSVSAVER__FILENAME", "out.csv",
                "PITCH_PITCH__RULES__OFFSIDE__ENABLED", "false"));
        assertEquals(77, value(c, "server.half_time"));
        assertEquals(5, value(c, "player.subs_max"));
        assertEquals(true, value(c, "CSVSaver.save"));
        assertEquals("out.csv", value(c, "CSVSaver.filename"));
        assertEquals(false, c.settings().bool("rules.offside.enabled").orElseThrow());
    }

    @Test
    void unrelatedEnvironmentVariablesAreIgnored() throws Exception {
        LoadedConfiguration c = load(dir, Map.of("PATH", "/bin", "HOME", "/root", "PITCH_HOME", "/opt/pitch",
                "MY__VAR", "x"));
        assertEquals(300, value(c, "server.half_time"));
    }
}
