package org.pitch.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pitch.config.Fixture.assertFileLine;
import static org.pitch.config.Fixture.assertProblem;
import static org.pitch.config.Fixture.failure;
import static org.pitch.config.Fixture.load;
import static org.pitch.config.Fixture.value;
import static org.pitch.config.Fixture.write;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** rcssserver's own syntax, so existing scripts and server.conf files keep working. */
class RcssSyntaxTest {
    @TempDir Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"server::half_time=1234", "-server::half_time=1234", "--server::half_time=1234",
        "server.half_time=1234", "--server.half_time=1234", "SERVER::half_time=1234"})
    void assignmentForms(String arg) throws Exception {
        assertEquals(1234, value(load(dir, arg), "server.half_time"));
    }

    @Test
    void everyNamespace() throws Exception {
        LoadedConfiguration c = load(dir, "player::subs_max=5", "CSVSaver::filename=x.csv", "-CSVSaver::save=on");
        assertEquals(5, value(c, "player.subs_max"));
        assertEquals("x.csv", value(c, "CSVSaver.filename"));
        assertEquals(true, value(c, "CSVSaver.save"));
    }

    @ParameterizedTest
    @CsvSource({"on,true", "off,false", "true,true", "false,false", "1,true", "0,false", "ON,true", "Off,false", "TRUE,true"})
    void booleans(String text, boolean expected) throws Exception {
        // defaults: coach=false, use_offside=true; set both to check either direction
        LoadedConfiguration c = load(dir, "server::coach=" + text, "server::use_offside=" + text);
        assertEquals(expected, value(c, "server.coach"));
        assertEquals(expected, value(c, "server.use_offside"));
    }

    @Test
    void booleansInAFile() throws Exception {
        write(dir, "b.conf", "server::coach = on\nserver::use_offside = 0\nserver::synch_mode = true\nserver::auto_mode = 1\n");
        LoadedConfiguration c = load(dir, "include=b.conf");
        assertEquals(true, value(c, "server.coach"));
        assertEquals(false, value(c, "server.use_offside"));
        assertEquals(true, value(c, "server.synch_mode"));
        assertEquals(true, value(c, "server.auto_mode"));
    }

    @Test
    void quotedAndUnquotedStrings() throws Exception {
        assertEquals("/tmp/logs", value(load(dir, "server::game_log_dir='/tmp/logs'"), "server.game_log_dir"));
        assertEquals("/tmp/logs", value(load(dir, "server::game_log_dir=\"/tmp/logs\""), "server.game_log_dir"));
        assertEquals("/tmp/logs", value(load(dir, "server::game_log_dir=/tmp/logs"), "server.game_log_dir"));
        assertEquals("my logs", value(load(dir, "server::game_log_dir='my logs'"), "server.game_log_dir"));
        assertEquals("", value(load(dir, "server::fixed_teamname_l=''"), "server.fixed_teamname_l"));
    }

    @Test
    void quotedStringsInAFile() throws Exception {
        write(dir, "s.conf", "server::game_log_dir = './logs'\nserver::text_log_dir = \"./text logs\"\n"
                + "server::team_l_start = ''\nserver::log_date_format = '%Y%m%d%H%M-'\n");
        LoadedConfiguration c = load(dir, "include=s.conf");
        assertEquals("./logs", value(c, "server.game_log_dir"));
        assertEquals("./text logs", value(c, "server.text_log_dir"));
        assertEquals("", value(c, "server.team_l_start"));
        assertEquals("%Y%m%d%H%M-", value(c, "server.log_date_format"));
    }

    @Test
    void commentMarkersInsideQuotesBelongToTheValue() throws Exception {
        // rcssserver's grammar reads a quoted string whole; '#' and '//' in it are not comments
        write(dir, "s.conf", "server::game_log_dir = '/data/run#1//logs' # a comment\n"
                + "server::text_log_dir = \"http://host/x\" // another\n");
        LoadedConfiguration c = load(dir, "include=s.conf");
        assertEquals("/data/run#1//logs", value(c, "server.game_log_dir"));
        assertEquals("http://host/x", value(c, "server.text_log_dir"));
    }

    @Test
    void escapedQuotesInsideQuotedStrings() throws Exception {
        write(dir, "s.conf", "server::fixed_teamname_l = 'it\\'s # ours' # comment\nserver::fixed_teamname_r = \"say \\\"hi\\\"\"\n");
        LoadedConfiguration c = load(dir, "include=s.conf");
        assertEquals("it's # ours", value(c, "server.fixed_teamname_l"));
        assertEquals("say \"hi\"", value(c, "server.fixed_teamname_r"));
    }

    @Test
    void includeFileWithComments() throws Exception {
        write(dir, "c.conf", String.join("\n",
                "/* server Configuration file",
                "   server::half_time = 1",
                "*/",
                "",
                "# server::port = 1",
                "// server::port = 2",
                "server::half_time = 1234 # trailing hash comment",
                "server::port = 7000 // trailing slash comment",
                "server::coach_port = /* inline */ 7001",
                "  server::olcoach_port=7002   ",
                "player::subs_max = 5;",
                "/* one-line block */ CSVSaver::save = on",
                "/* a block",
                "   spanning lines */ server::kick_off_wait = 10",
                ""));
        LoadedConfiguration c = load(dir, "include=c.conf");
        assertEquals(1234, value(c, "server.half_time"));
        assertEquals(7000, value(c, "server.port"));
        assertEquals(7001, value(c, "server.coach_port"));
        assertEquals(7002, value(c, "server.olcoach_port"));
        assertEquals(5, value(c, "player.subs_max"));
        assertEquals(true, value(c, "CSVSaver.save"));
        assertEquals(10, value(c, "server.kick_off_wait"));
    }

    @Test
    void rcssserversOwnFilesAreReadable() throws Exception {
        // the files rcssserver 19 writes on first start, fed back in: same values as the defaults
        write(dir, "server.conf", Fixture.resource("reference/default_server.conf").replaceAll("(?m)^server::version.*$", ""));
        write(dir, "player.conf", Fixture.resource("reference/default_player.conf").replaceAll("(?m)^player::version.*$", ""));
        write(dir, "CSVSaver.conf", Fixture.resource("reference/default_CSVSaver.conf").replaceAll("(?m)^CSVSaver::version.*$", ""));
        LoadedConfiguration c = load(dir, "server::half_time=1", "include=server.conf", "include=player.conf", "include=CSVSaver.conf");
        DefaultsTest.assertEqualsReference(c.parameters());
    }

    @Test
    void configOptionWithAnRcssFormatFile() throws Exception {
        write(dir, "old.conf", "# an rcssserver file\nserver::half_time = 600\nserver::use_offside = off\nplayer::subs_max = 2\n");
        LoadedConfiguration c = load(dir, "--config", "old.conf");
        assertEquals(600, value(c, "server.half_time"));
        assertEquals(false, value(c, "server.use_offside"));
        assertEquals(2, value(c, "player.subs_max"));
    }

    @Test
    void rcssValuesWrittenInAHoconFile() throws Exception {
        // values copied from an rcssserver file into HOCON: on/off booleans and '...' strings
        write(dir, "h.conf", "server {\n  use_offside = off\n  coach = on\n  game_log_dir = './logs'\n  half_time = \"600\"\n}\n");
        LoadedConfiguration c = load(dir, "--config", "h.conf");
        assertEquals(false, value(c, "server.use_offside"));
        assertEquals(true, value(c, "server.coach"));
        assertEquals("./logs", value(c, "server.game_log_dir"));
        assertEquals(600, value(c, "server.half_time"));
    }

    @Test
    void configOptionWithAnRcssFormatFileAsProfile() throws Exception {
        write(dir, "conf/profiles/old.conf", "server::half_time = 600\n");
        assertEquals(600, value(load(dir, "--profile", "old"), "server.half_time"));
    }

    @Test
    void rcssFileDoesNotLeakIntoLowerPrecedence() throws Exception {
        write(dir, "old.conf", "server::half_time = 600\n");
        LoadedConfiguration c = load(dir, java.util.Map.of("PITCH_SERVER__HALF_TIME", "700"), "--config", "old.conf");
        assertEquals(700, value(c, "server.half_time"));
    }

    @Test
    void nestedIncludesInOrder() throws Exception {
        write(dir, "a.conf", "server::half_time = 1\nserver::port = 7000\ninclude = 'b.conf'\nserver::port = 7001\n");
        write(dir, "b.conf", "server::half_time = 2\nserver::port = 6999\nserver::include = \"c.conf\"\n");
        write(dir, "c.conf", "server::coach_port = 7005\n");
        LoadedConfiguration c = load(dir, "include=a.conf");
        assertEquals(2, value(c, "server.half_time"));   // b after the first line of a
        assertEquals(7001, value(c, "server.port"));     // a's last line after the include
        assertEquals(7005, value(c, "server.coach_port"));
    }

    @Test
    void nestedIncludeIsRelativeToTheIncludingFile() throws Exception {
        // as rcssserver: a relative include inside a file is looked up next to that file
        write(dir, "conf/main.conf", "include = 'parts/more.conf'\n");
        write(dir, "conf/parts/more.conf", "server::half_time = 42\ninclude = 'last.conf'\n");
        write(dir, "conf/parts/last.conf", "server::port = 7042\n");
        LoadedConfiguration c = load(dir, "include=conf/main.conf");
        assertEquals(42, value(c, "server.half_time"));
        assertEquals(7042, value(c, "server.port"));

        c = load(dir, "--config", "conf/main.conf");
        assertEquals(42, value(c, "server.half_time"));
        assertEquals(7042, value(c, "server.port"));
    }

    @Test
    void includeByAbsolutePath() throws Exception {
        Path f = write(dir, "sub/abs.conf", "server::half_time = 43\n");
        assertEquals(43, value(load(dir, "include=" + f.toAbsolutePath()), "server.half_time"));
    }

    @Test
    void missingIncludeFile() {
        ConfigurationException e = failure(dir, "server::half_time=1", "include=nosuch.conf");
        assertProblem(e, "include", "command line argument 2 'include=nosuch.conf'", "cannot read", "nosuch.conf");
    }

    @Test
    void missingNestedIncludeFile() {
        write(dir, "a.conf", "server::half_time = 1\ninclude = 'gone.conf'\n");
        ConfigurationException e = failure(dir, "server::include=a.conf");
        String line = assertProblem(e, "include", "a.conf", "cannot read", "gone.conf");
        assertFileLine(line, "a.conf", 2);
    }

    @Test
    void selfIncludeIsReportedNotAStackOverflow() {
        write(dir, "loop.conf", "include = 'loop.conf'\n");
        ConfigurationException e = failure(dir, "include=loop.conf");
        assertProblem(e, "include", "loop.conf", "nested");
    }

    @Test
    void malformedLineInAnRcssFile() {
        write(dir, "bad.conf", "server::half_time = 1\nserver::port =\n");
        ConfigurationException e = failure(dir, "include=bad.conf");
        String line = assertProblem(e, "server::port", "bad.conf", "expected 'namespace::name = value'");
        assertFileLine(line, "bad.conf", 2);
    }

    @Test
    void everyProblemOfAnRcssFileAtOnce() {
        // a malformed line does not hide the problems of the other lines
        write(dir, "bad.conf", "server::half_time = 1\nserver::port =\nserver::half_tme = 2\nserver::coach_port = 70000\n");
        ConfigurationException e = failure(dir, "include=bad.conf");
        assertFileLine(assertProblem(e, "server::port", "bad.conf", "expected 'namespace::name = value'"), "bad.conf", 2);
        assertFileLine(assertProblem(e, "server.half_tme", "bad.conf", "unknown key"), "bad.conf", 3);
        assertFileLine(assertProblem(e, "server.coach_port", "bad.conf", "out of range"), "bad.conf", 4);
    }

    @Test
    void unknownKeyInAnRcssFileNamesFileAndLine() {
        write(dir, "bad.conf", "# comment\nserver::half_tme = 1\n");
        ConfigurationException e = failure(dir, "include=bad.conf");
        String line = assertProblem(e, "server.half_tme", "bad.conf", "unknown key", "did you mean server.half_time");
        assertFileLine(line, "bad.conf", 2);
    }

    @Test
    void wrongTypeInAnRcssFileNamesFileAndLine() {
        write(dir, "bad.conf", "server::half_time = 300\n\nserver::use_offside = maybe\n");
        ConfigurationException e = failure(dir, "--config", "bad.conf");
        String line = assertProblem(e, "server.use_offside", "bad.conf", "expected a boolean");
        assertFileLine(line, "bad.conf", 3);
    }

    @Test
    void nameWithoutNamespaceInAFile() {
        write(dir, "bad.conf", "server::half_time = 300\nhalf_time = 200\n");
        ConfigurationException e = failure(dir, "include=bad.conf");
        String line = assertProblem(e, "half_time", "bad.conf", "expected namespace::name", "server::half_time");
        assertFileLine(line, "bad.conf", 2);
        assertTrue(e.problems().size() == 1, e.getMessage());

        // the hint names the namespace the parameter is really in
        write(dir, "bad2.conf", "subs_max = 3\n");
        assertProblem(failure(dir, "include=bad2.conf"), "subs_max", "bad2.conf", "did you mean player::subs_max?");
    }
}
