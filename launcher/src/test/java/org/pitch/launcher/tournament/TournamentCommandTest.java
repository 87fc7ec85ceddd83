package org.pitch.launcher.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.launcher.match.MatchCommand;

/** The command line of {@code pitch tournament}: bad input is answered with the option and what it takes, status 2. */
class TournamentCommandTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final List<MatchCommand> played = new ArrayList<>();

    private int run(Map<String, String> env, String... args) {
        TournamentCommand.MatchPlayer player = new TournamentCommand.MatchPlayer() {
            @Override
            public int play(MatchCommand command) {
                played.add(command);
                return 0;
            }

            @Override
            public boolean refuses(MatchCommand command) { return command.settings().contains("server::half_time=nonsense"); }
        };
        return TournamentCommand.run(args, dir, List.of("java", "-jar", "pitch.jar"), player, env, System.out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private Path file(String settings) throws Exception {
        return Files.writeString(dir.resolve("cup.conf"), "name = cup\nsettings = [" + settings + "]\n"
                + "teams = [ { name = A, command = \"./a {port}\" }, { name = B, command = \"./b {port}\" } ]\n");
    }

    @Test
    void badOptionsNameTheOptionAndTheValidValues() throws Exception {
        Path f = file("");
        assertEquals(2, run(Map.of(), f.toString(), "--scheduler", "pbs", "--parallel", "0", "--results", "r", "--frobnicate"));
        String text = err.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("--scheduler (command line argument 3): 'pbs' is not a scheduler; valid values: slurm, local"), text);
        assertTrue(text.contains("--parallel (command line argument 5): '0' is not a number of parallel matches (1 or more)"), text);
        assertTrue(text.contains("--frobnicate (command line argument 9): unknown option of tournament"), text);
        assertTrue(text.contains("--results (command line): only goes with --kubernetes DIR"), text);
        err.reset();
        assertEquals(2, run(Map.of(), f.toString(), "--kubernetes"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("--kubernetes (command line argument 3): needs a folder"), err.toString());
        err.reset();
        assertEquals(2, run(Map.of()));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("Usage: java -jar pitch.jar tournament FILE"));
    }

    @Test
    void settingsThisPitchRefusesStopTheTournamentBeforeAnythingIsSubmitted() throws Exception {
        assertEquals(2, run(Map.of(), file("\"server::half_time=nonsense\"").toString(), "--scheduler", "local"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("are refused; nothing submitted"), err.toString());
        assertTrue(Files.notExists(dir.resolve("tournament-cup")), "no round was written");
    }

    @Test
    void aTaskPlaysTheLineOfThePlanItsSchedulerIndexNames() throws Exception {
        Path f = file("\"server::half_time=20\"");
        Path plan = Files.writeString(dir.resolve("plan.tsv"), "# tournament cup, round 2: task index, match, left, right, seed\n"
                + "0\t5\tA\tB\t44\n1\t6\tB\tA\t45\n");
        assertEquals(0, run(Map.of("SLURM_ARRAY_TASK_ID", "1"), "play", f.toString(), "--plan", plan.toString()));
        MatchCommand c = played.get(0);
        assertEquals(List.of("B", "A"), c.teams().stream().map(MatchCommand.Team::name).toList());
        assertEquals("./b {port}", c.teams().get(0).command());
        assertEquals(45, c.seed());
        assertEquals(MatchCommand.FREE_PORTS, c.port());
        assertEquals(dir.resolve("tournament-cup/round-2/match-001"), c.out());
        assertTrue(c.batch() && c.matches() == 1 && !c.swap());
        assertEquals(0, run(Map.of("JOB_COMPLETION_INDEX", "0"), "play", f.toString(), "--plan", plan.toString(), "--out", "/results"));
        assertEquals(Path.of("/results/round-2/match-000"), played.get(1).out());

        assertEquals(2, run(Map.of(), "play", f.toString(), "--plan", plan.toString()));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("no task index: give --index, or run as a Slurm array task"), err.toString());
        assertEquals(2, run(Map.of(), "play", f.toString(), "--plan", plan.toString(), "--index", "7"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("'7' is not a task of"), err.toString());
        assertEquals(2, run(Map.of(), "play", f.toString(), "--plan", dir.resolve("none.tsv").toString(), "--index", "0"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("no such file: " + dir.resolve("none.tsv")), err.toString());
    }
}
