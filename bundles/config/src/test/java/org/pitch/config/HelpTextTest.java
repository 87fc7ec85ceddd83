package org.pitch.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.api.param.CsvSaverParam;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.PlayerParam;
import org.pitch.api.param.ServerParam;

/** {@code server::help} and friends: every parameter, its rcssserver type label and its current value. */
class HelpTextTest {
    @TempDir Path dir;

    private Parameters defaults() throws Exception {
        return Fixture.load(dir).parameters();
    }

    @Test
    void serverHelpListsEveryParameterWithLabelAndValue() throws Exception {
        Parameters p = defaults();
        String help = HelpText.namespace("server", p);
        assertNotNull(help);
        assertTrue(help.startsWith("server Options:\n"), help);
        for (ServerParam k : ServerParam.values()) {
            String entry = "\t" + k.rcssKey() + "=" + k.type().rcssLabel() + "\n\t\tcurrent value: ";
            assertTrue(help.contains(entry), "missing " + entry);
        }
        assertTrue(help.contains("\tserver::half_time=<INTEGER>\n\t\tcurrent value: 300\n"));
        assertTrue(help.contains("\tserver::use_offside=<on|off|true|false|1|0|>\n\t\tcurrent value: true\n"));
        assertTrue(help.contains("\tserver::ball_decay=<REAL>\n\t\tcurrent value: 0.94\n"));
        assertTrue(help.contains("\tserver::game_log_dir='<STRING>'\n\t\tcurrent value: './'\n"));
        // only this namespace
        assertTrue(!help.contains("player::"), help);
    }

    @Test
    void serverHelpIsRcssserversListing() throws Exception {
        assertSameListing("reference/help_server.txt", "server");
    }

    @Test
    void playerHelpIsRcssserversListing() throws Exception {
        assertSameListing("reference/help_player.txt", "player");
    }

    @Test
    void csvSaverHelpIsRcssserversListing() throws Exception {
        assertSameListing("reference/help_csvsaver.txt", "CSVSaver");
    }

    /**
     * Same parameters in the same order, each with rcssserver's type label and its default value written
     * as rcssserver writes it (reals without a trailing ".0"). rcssserver's descriptions of some
     * parameters are not compared: Pitch has none.
     */
    private void assertSameListing(String reference, String ns) throws Exception {
        String ref = Fixture.resource(reference);
        Map<String, String> expected = entries(ref.substring(ref.indexOf(ns + " Options:")));
        Map<String, String> actual = entries(HelpText.namespace(ns, defaults()));
        assertEquals(List.copyOf(expected.keySet()), List.copyOf(actual.keySet()), "parameters and their order");
        StringBuilder wrong = new StringBuilder();
        for (Map.Entry<String, String> e : expected.entrySet()) {
            if (!e.getValue().equals(actual.get(e.getKey()))) {
                wrong.append(e.getKey()).append(": rcssserver ").append(e.getValue())
                        .append(", Pitch ").append(actual.get(e.getKey())).append('\n');
            }
        }
        assertEquals("", wrong.toString());
    }

    /** "\tns::name=LABEL" ... "\t\tcurrent value: V" pairs of a listing, as name to "LABEL V". */
    private static Map<String, String> entries(String listing) {
        Map<String, String> out = new LinkedHashMap<>();
        Matcher m = Pattern.compile("(?m)^\\t(\\w+::\\w+)=(\\S+)\\n(?:\\t\\t(?!current value).*\\n|\\n)*?\\t\\tcurrent value: (.*)$")
                .matcher(listing);
        while (m.find()) out.put(m.group(1), m.group(2) + " " + m.group(3));
        return out;
    }

    @Test
    void csvSaverHelpListsLabelAndValue() throws Exception {
        String help = HelpText.namespace("CSVSaver", defaults());
        for (CsvSaverParam k : CsvSaverParam.values()) {
            assertTrue(help.contains("\t" + k.rcssKey() + "=" + k.type().rcssLabel() + "\n"), help);
        }
        assertTrue(help.contains("current value: false"), help);
        assertTrue(help.contains("current value: 'rcssserver.csv'"), help);
    }

    @Test
    void helpShowsTheCurrentNotTheDefaultValue() throws Exception {
        Parameters p = Fixture.load(dir, "server::half_time=1234", "server::use_offside=off", "server::ball_decay=0.5",
                "server::game_log_dir=/var/log", "player::subs_max=9").parameters();
        String server = HelpText.namespace("server", p);
        assertTrue(server.contains("\tserver::half_time=<INTEGER>\n\t\tcurrent value: 1234\n"), server);
        assertTrue(server.contains("\tserver::use_offside=<on|off|true|false|1|0|>\n\t\tcurrent value: false\n"), server);
        assertTrue(server.contains("\tserver::ball_decay=<REAL>\n\t\tcurrent value: 0.5\n"), server);
        assertTrue(server.contains("current value: '/var/log'"), server);
        assertTrue(HelpText.namespace("player", p).contains("\tplayer::subs_max=<INTEGER>\n\t\tcurrent value: 9\n"));
    }

    @Test
    void realsPrintedAsRcssserverPrintsThem() {
        assertEquals("1", HelpText.real(1.0));
        assertEquals("0", HelpText.real(0.0));
        assertEquals("0.94", HelpText.real(0.94));
        assertEquals("-180", HelpText.real(-180));
        assertEquals("130600", HelpText.real(130600));
        assertEquals("0.00125", HelpText.real(0.00125));
        assertEquals("0.0001", HelpText.real(0.0001));
        assertEquals("1e-05", HelpText.real(0.00001));
        assertEquals("1e+06", HelpText.real(1e6));
        assertEquals("1.23457e+06", HelpText.real(1234567));
        assertEquals("3.14159", HelpText.real(Math.PI));
    }

    @Test
    void everyPlayerParameterListed() throws Exception {
        String help = HelpText.namespace("player", defaults());
        for (PlayerParam k : PlayerParam.values()) {
            assertTrue(help.contains("\t" + k.rcssKey() + "=" + k.type().rcssLabel() + "\n\t\tcurrent value: "), k.rcssKey());
        }
    }

    @Test
    void namespaceAsTypedAnyCase() throws Exception {
        assertEquals(HelpText.namespace("CSVSaver", defaults()), HelpText.namespace("csvsaver", defaults()));
    }

    @Test
    void unknownNamespaceHasNoHelp() throws Exception {
        assertNull(HelpText.namespace("pitch", defaults()));
        assertNull(HelpText.namespace("foo", defaults()));
    }

    @Test
    void helpParsedFromTheCommandLineSelectsTheListing() throws Exception {
        CommandLine cl = CommandLine.parse("-server::half_time=10", "server::help");
        assertEquals("server", cl.help());
        // the listing shows the values the rest of the command line sets
        Parameters p = new ConfigLoader(dir).load(cl, java.util.Map.of()).parameters();
        assertTrue(HelpText.namespace(cl.help(), p).contains("\tserver::half_time=<INTEGER>\n\t\tcurrent value: 10\n"));
    }

    @Test
    void generalHelpMentionsOptionsAndProfiles() {
        String help = HelpText.general("1.2.3");
        assertTrue(help.contains("1.2.3"));
        for (String s : new String[] {"--profile", "--config", "--print-config", "--version", "server::help",
            "server::include=FILE", "PITCH_SERVER__HALF_TIME"}) {
            assertTrue(help.contains(s), s);
        }
        for (String profile : ConfigLoader.embeddedProfiles()) assertTrue(help.contains(profile), profile);
    }
}
