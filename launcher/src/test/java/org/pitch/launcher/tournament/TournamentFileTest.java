package org.pitch.launcher.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.config.ConfigurationException;

/** The tournament file: the shipped example reads, and every mistake names its key, line and the valid values. */
class TournamentFileTest {
    @TempDir
    Path dir;

    @Test
    void theShippedExampleReadsWithItsDefaults() throws Exception {
        Path example = Path.of("../conf/tournament-example.conf");
        TournamentFile t = TournamentFile.load(example);
        assertEquals("example-cup", t.name());
        assertEquals(TournamentFile.Format.ROUND_ROBIN, t.format());
        assertEquals(2, t.matchesPerPairing());
        assertEquals(List.of("HELIOS", "Sample", "Cyrus", "Oxsy"), t.teams().stream().map(TournamentFile.Team::name).toList());
        assertEquals(example.toAbsolutePath().normalize().getParent().resolve("tournament-example-cup"), t.out());
        assertEquals("01:00:00", t.slurm().timeLimit());
        assertEquals("example-cup-results", t.kubernetes().resultsClaim());
        assertEquals("/team", t.teams().get(0).path());
    }

    @Test
    void everyProblemAtOnceNamingTheKeyAndWhatItTakes() throws Exception {
        Path f = Files.writeString(dir.resolve("bad.conf"), """
                name = "Cup 2026"
                format = league
                matches_per_pairing = 0
                colour = red
                teams = [
                  { name = "A", command = "./a.sh" }
                  { name = "A", command = "./b.sh" }
                  { name = "with space", command = "" }
                ]
                slurm { time_limit = "soon", cpus_per_task = two }
                """);
        ConfigurationException e = assertThrows(ConfigurationException.class, () -> TournamentFile.load(f));
        String all = String.join("\n", e.problems().stream().map(Object::toString).toList());
        assertTrue(all.contains("name (" + f + ":1): 'Cup 2026' is not a tournament name"), all);
        assertTrue(all.contains("format (" + f + ":2): 'league' is not a format; valid values: round-robin, knockout"), all);
        assertTrue(all.contains("matches_per_pairing (" + f + ":3): 0 is out of range; valid values: 1 to 100"), all);
        assertTrue(all.contains("colour (" + f + ":4): unknown key; valid keys here: coaches, format, kubernetes"), all);
        assertTrue(all.contains("teams.1.name (" + f + ":7): 'A' is entered twice"), all);
        assertTrue(all.contains("teams.2.name (" + f + ":8): 'with space' is not a team name"), all);
        assertTrue(all.contains("teams.2.command (" + f + ":8): is empty"), all);
        assertTrue(all.contains("slurm.time_limit (" + f + ":10): 'soon' is not a Slurm time limit"), all);
        assertTrue(all.contains("slurm.cpus_per_task (" + f + ":10): expected a whole number"), all);
        assertEquals(9, e.problems().size(), all);
    }

    @Test
    void aMissingFileOrTeamsSayWhat() throws Exception {
        ConfigurationException e = assertThrows(ConfigurationException.class, () -> TournamentFile.load(dir.resolve("none.conf")));
        assertTrue(e.problems().get(0).toString().contains("none.conf): no such file"), e.problems().toString());
        Path f = Files.writeString(dir.resolve("empty.conf"), "name = cup\n");
        e = assertThrows(ConfigurationException.class, () -> TournamentFile.load(f));
        assertTrue(e.problems().get(0).toString().startsWith("teams ("), e.problems().toString());
        assertTrue(e.problems().get(0).message().contains("missing: a list of at least two teams"), e.problems().toString());
    }
}
