package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.pitch.launcher.match.DoneTeam;

/**
 * {@code pitch.jar tournament FILE --scheduler local}: a round robin of three scripted one-player
 * teams ({@link DoneTeam}), three matches a pairing so that each team plays six, every match a
 * {@code tournament play} process of its own (a batch of one match, synch mode, 2 × 20 cycles).
 * Alpha's and Gamma's players dash every cycle, Beta's every other cycle: the tournament's
 * fairness report names Beta on holes against its opponents, and no other team nor a side.
 */
class TournamentLocalIT extends PitchJarFixture {
    /** Nine matches, two at a time: ~25 s idle; a hang bound only. */
    private static final long TOURNAMENT_HANG_MS = 600_000;

    @Test
    void aTournamentsFairnessReportNamesTheTeamThatLeftHoles() throws Exception {
        String team = "'" + ProcessHandle.current().info().command().orElse("java") + "' -cp '" + System.getProperty("java.class.path") + "' "
                + DoneTeam.class.getName() + " {host} {port} {name} ";
        Files.writeString(dir.resolve("fair.conf"), "name = fair\nout = out\nseed = 3\nmatches_per_pairing = 3\n"
                + "settings = [\"pitch.synch_kick_off_when_connected=2\", \"server::half_time=2\"]\n"
                + "teams = [\n  { name = Alpha, command = \"" + team + "1\" }\n  { name = Beta, command = \"" + team + "2\" }\n"
                + "  { name = Gamma, command = \"" + team + "1\" }\n]\n");
        Result r = runWithin(TOURNAMENT_HANG_MS, Map.of(), "tournament", "fair.conf", "--scheduler", "local", "--parallel", "2");
        assertEquals(0, r.exit(), r::describe);
        Path out = dir.resolve("out");
        String text = Files.readString(out.resolve("fairness.txt"));
        assertTrue(text.startsWith("fairness of 9 played matches, 9 with both teams' timing, each team against its opponent"), r::describe);
        assertTrue(r.out().contains("round 1: fairness report in " + out.resolve("fairness.txt")), r::describe);
        assertTrue(r.out().endsWith(text + "fairness: " + out.resolve("fairness.txt") + ", .json\n"), r::describe);
        assertTrue(text.contains("holes per 1000 cycles: Beta had more than Beta's opponent in 6 of 6 matches (0 ties), p = 0.0313, medians "), text);
        Matcher beta = Pattern.compile("\\n  Beta +6 +\\d+-\\d+ +(\\d+) +([0-9.]+) ").matcher(text);
        assertTrue(beta.find(), text);
        double holes = Double.parseDouble(beta.group(2));
        assertTrue(holes >= 400 && holes <= 600, "every other cycle a hole: " + holes + "\n" + text);

        String json = Files.readString(out.resolve("fairness.json"));
        List<String> flagged = json.lines().filter(l -> l.contains("\"measure\": \"holes_per_1000\"") && l.contains("systematically_higher")).toList();
        assertEquals(1, flagged.size(), json);
        assertTrue(flagged.get(0).contains("\"higher\": \"Beta\", \"lower\": \"Beta's opponent\", \"matches\": 6, \"higher_in\": 6, \"lower_in\": 0, "
                + "\"ties\": 0, \"p\": 0.03125"), json);
    }
}
