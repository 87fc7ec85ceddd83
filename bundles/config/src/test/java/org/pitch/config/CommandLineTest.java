package org.pitch.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Parsing the server's arguments: Pitch's options and rcssserver's own forms. */
class CommandLineTest {

    @Test
    void nothing() throws Exception {
        CommandLine cl = CommandLine.parse();
        assertNull(cl.help());
        assertFalse(cl.version());
        assertFalse(cl.printConfig());
        assertTrue(cl.profiles().isEmpty());
        assertTrue(cl.configFiles().isEmpty());
        assertTrue(cl.overrides().isEmpty());
    }

    @ParameterizedTest
    @ValueSource(strings = {"help", "-help", "--help", "-h", "--h"})
    void generalHelp(String arg) throws Exception {
        assertEquals("", CommandLine.parse(arg).help());
    }

    @Test
    void namespaceHelp() throws Exception {
        assertEquals("server", CommandLine.parse("server::help").help());
        assertEquals("server", CommandLine.parse("-server::help").help());
        assertEquals("player", CommandLine.parse("--player::help").help());
        assertEquals("CSVSaver", CommandLine.parse("CSVSaver::help").help());
        // the last help asked for is the one shown
        assertEquals("player", CommandLine.parse("server::help", "player::help").help());
    }

    @Test
    void versionAndPrintConfig() throws Exception {
        assertTrue(CommandLine.parse("--version").version());
        assertTrue(CommandLine.parse("-version").version());
        assertTrue(CommandLine.parse("--print-config").printConfig());
        assertTrue(CommandLine.parse("--check", "server::half_time=20").check());
        assertFalse(CommandLine.parse("server::half_time=20").check());
    }

    @Test
    void profilesAndConfigsInOrderBothSpellings() throws Exception {
        CommandLine cl = CommandLine.parse("--profile", "a", "--config", "x.conf", "--profile=b", "--config=y.conf", "-profile", "c");
        assertEquals(List.of("a", "b", "c"), cl.profiles());
        assertEquals(List.of(Path.of("x.conf"), Path.of("y.conf")), cl.configFiles());
        assertTrue(cl.overrides().isEmpty());
    }

    @Test
    void assignmentsKeepTheirOrderAndPosition() throws Exception {
        CommandLine cl = CommandLine.parse("server::half_time=300", "-server::port=6000", "--player::subs_max=3",
                "server.kick_off_wait=10", "pitch.models.movement=x", "server::include=a.conf", "include=b.conf");
        List<CommandLine.Override> o = cl.overrides();
        assertEquals(7, o.size());
        assertEquals("server::half_time", o.get(0).key());
        assertEquals("300", o.get(0).value());
        assertEquals("server::port", o.get(1).key());
        assertEquals("player::subs_max", o.get(2).key());
        assertEquals("server.kick_off_wait", o.get(3).key());
        assertEquals("pitch.models.movement", o.get(4).key());
        assertEquals("x", o.get(4).value());
        assertFalse(o.get(0).include());
        assertTrue(o.get(5).include());
        assertEquals("a.conf", o.get(5).value());
        assertTrue(o.get(6).include());
        assertTrue(o.get(1).origin().contains("command line argument 2"), o.get(1).origin());
        assertTrue(o.get(1).origin().contains("-server::port=6000"), o.get(1).origin());
    }

    @Test
    void valueMayContainEqualsSign() throws Exception {
        CommandLine.Override o = CommandLine.parse("server::team_l_start=./start.sh --x=1").overrides().get(0);
        assertEquals("server::team_l_start", o.key());
        assertEquals("./start.sh --x=1", o.value());
    }

    @Test
    void unknownOption() {
        ConfigurationException e = assertThrows(ConfigurationException.class, () -> CommandLine.parse("--frobnicate"));
        Fixture.assertProblem(e, "--frobnicate", "command line argument 1", "unknown option", "--profile NAME");
    }

    @Test
    void nameWithoutValueIsAnUnknownOption() {
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> CommandLine.parse("server::half_time=1", "server::port"));
        Fixture.assertProblem(e, "server::port", "command line argument 2", "unknown option");
    }

    @Test
    void profileWithoutValue() {
        ConfigurationException e = assertThrows(ConfigurationException.class, () -> CommandLine.parse("--profile"));
        Fixture.assertProblem(e, "--profile", "command line argument 1 '--profile'", "needs a value");
    }

    @Test
    void configWithoutValue() {
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> CommandLine.parse("server::half_time=1", "--config"));
        Fixture.assertProblem(e, "--config", "command line argument 2", "needs a value");
    }

    @Test
    void allBadArgumentsReportedTogether() {
        ConfigurationException e = assertThrows(ConfigurationException.class,
                () -> CommandLine.parse("--frobnicate", "server::half_time=1", "bogus", "--profile"));
        assertEquals(3, e.problems().size(), e.getMessage());
        Fixture.assertProblem(e, "--frobnicate", "command line argument 1", "unknown option");
        Fixture.assertProblem(e, "bogus", "command line argument 3", "unknown option");
        Fixture.assertProblem(e, "--profile", "command line argument 4", "needs a value");
    }
}
