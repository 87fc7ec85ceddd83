package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.regex.Pattern;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;

import org.junit.jupiter.api.Test;

/** {@code pitch.jar --help}, {@code --version}, {@code server::help}, {@code --print-config}: what a user reads before a start. */
class CommandLineIT extends PitchJarFixture {
    @Test
    void helpPrintsUsage() throws Exception {
        Result r = run("--help");
        assertEquals(0, r.exit(), r::describe);
        assertTrue(r.out().contains("Usage: java -jar pitch.jar"), r::describe);
        for (String s : new String[] {"--profile", "--config", "server::help", "--print-config", "--version"}) {
            assertTrue(r.out().contains(s), () -> "--help does not mention " + s + "\n" + r.describe());
        }
        assertEquals("", r.err(), r::describe);
    }

    @Test
    void versionPrintsTheVersion() throws Exception {
        Result r = run("--version");
        assertEquals(0, r.exit(), r::describe);
        assertTrue(r.out().startsWith("Pitch "), r::describe);
        if (version != null) assertEquals("Pitch " + version, r.out().strip(), "the version comes from the jar's manifest");
        assertEquals("", r.err(), r::describe);
    }

    @Test
    void serverHelpListsParametersWithTheirCurrentValues() throws Exception {
        Result r = run("server::help");
        assertEquals(0, r.exit(), r::describe);
        assertTrue(r.out().startsWith("server Options:"), r::describe);
        assertTrue(Pattern.compile("(?m)^\\s*server::half_time=<INTEGER>\\R\\s*current value: 300$").matcher(r.out()).find(),
                () -> "server::help must list server::half_time=<INTEGER>, current value 300\n" + excerpt(r.out(), "half_time"));

        Result changed = run("server::help", "server::half_time=20");
        assertEquals(0, changed.exit(), changed::describe);
        assertTrue(Pattern.compile("(?m)^\\s*server::half_time=<INTEGER>\\R\\s*current value: 20$").matcher(changed.out()).find(),
                () -> "the current value reflects the command line\n" + excerpt(changed.out(), "half_time"));
    }

    @Test
    void printConfigRendersTheEffectiveConfigurationAsHocon() throws Exception {
        Result r = run("--print-config");
        assertEquals(0, r.exit(), r::describe);
        // the real rendering quotes keys with underscores: "half_time"=300
        assertTrue(Pattern.compile("(?m)^\\s*\"?half_time\"?\\s*=\\s*300\\s*$").matcher(r.out()).find(), () -> excerpt(r.out(), "half_time"));
        assertTrue(Pattern.compile("(?m)^pitch \\{$").matcher(r.out()).find(), () -> "no pitch block\n" + r.out());
        Config hocon = ConfigFactory.parseString(r.out());
        assertEquals(300, hocon.getInt("server.half_time"));
        assertEquals("standard", hocon.getString("pitch.models.movement"));
        assertTrue(hocon.hasPath("pitch.seed"), "the pitch block carries the seed");
        assertTrue(hocon.hasPath("player") && hocon.hasPath("CSVSaver"), "every rcssserver namespace is rendered");

        Result changed = run("--print-config", "server::half_time=20");
        assertEquals(0, changed.exit(), changed::describe);
        assertTrue(Pattern.compile("(?m)^\\s*\"?half_time\"?\\s*=\\s*20\\s*$").matcher(changed.out()).find(), () -> excerpt(changed.out(), "half_time"));
        assertEquals(20, ConfigFactory.parseString(changed.out()).getInt("server.half_time"));
    }

    @Test
    void printConfigOutputCanBeFedBackWithConfig() throws Exception {
        Result first = run("--print-config", "server::half_time=20", "pitch.seed=42");
        assertEquals(0, first.exit(), first::describe);
        Files.writeString(dir.resolve("effective.conf"), first.out());
        Result second = run("--print-config", "--config", "effective.conf");
        assertEquals(0, second.exit(), second::describe);
        assertEquals(first.out(), second.out(), "--print-config | --config round-trips");
    }
}
