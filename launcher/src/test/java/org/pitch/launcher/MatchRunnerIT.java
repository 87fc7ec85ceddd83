package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigSyntax;

/** {@code pitch.jar match} (a server process per match) and {@code pitch.jar batch} (matches in this JVM): unattended matches and their results. */
class MatchRunnerIT extends PitchJarFixture {
    /**
     * The batch test's two matches: ~5 s idle, up to ~55 s measured on a 2-core machine at load 15; one
     * cycle paced after both players were in costs 60 s there (see the test).
     */
    private static final long BATCH_HANG_MS = 240_000;

    /**
     * {@code pitch.jar match} with its own server: two teams (one player each, a bash greeting)
     * play a short real-time auto-mode match on this jar in a process of its own, then the sides
     * change; each match ends by itself and the runner prints the scores Pitch's results block
     * told.
     */
    @Test
    void matchPlaysUnattendedMatchesOnThisPitch() throws Exception {
        int port = freeUdpPortOutsideTheEphemeralRange();
        String greet = "=bash -c 'printf \"(init {name} (version 18))\" > /dev/udp/{host}/{port}'";
        Result r = run("match", "--team", "Alpha" + greet, "--team", "Beta" + greet, "--matches", "2", "--port", Integer.toString(port),
                "server::synch_mode=false", "server::half_time=1", "server::connect_wait=5", "server::kick_off_wait=5",
                "server::game_over_wait=5", "server::coach_port=0", "server::olcoach_port=0", "server::nr_extra_halfs=0",
                "server::penalty_shoot_outs=false");
        assertEquals(0, r.exit(), r::describe);
        assertTrue(r.out().contains("match 1 of 2: Alpha (left) 0 - 0 Beta (right)"), r::describe);
        assertTrue(r.out().contains("match 2 of 2: Beta (left) 0 - 0 Alpha (right)"), r::describe);
        assertTrue(Files.readString(dir.resolve("matches/match-02/server.log")).contains("Game Over. Exiting..."), r::describe);
        assertTrue(Files.readAllLines(dir.resolve("matches/results.csv")).contains("2,Beta,Alpha,0,0,0,0,ok"), r::describe);
        // the fairness report from each server process's timing file: two matches are too few for a verdict
        assertTrue(r.out().contains("fairness of 2 played matches, 2 with both teams' timing"), r::describe);
        assertTrue(r.out().contains("(ratio ") && r.out().contains("too few matches to tell (6 needed)"), r::describe);
        assertTrue(Files.readString(dir.resolve("matches/fairness.json")).contains("\"verdict\": \"too_few_matches\""), r::describe);
        // the variant of the server that played each match: beside its game log and in its row of results.json
        List<? extends Config> rows = json(Files.readString(dir.resolve("matches/results.json"))).getConfigList("matches");
        for (int n = 1; n <= 2; n++) {
            Config variant = rows.get(n - 1).getConfig("variant");
            assertTrue(variant.getString("id").matches("[0-9a-f]{8}") && variant.getString("digest").startsWith(variant.getString("id")), variant::toString);
            assertTrue(variant.getConfigList("bundles").stream().anyMatch(b -> b.getString("name").equals("org.pitch.kernel")
                    && b.getString("sha256").matches("[0-9a-f]{64}")), variant::toString);
            Path beside;
            try (var files = Files.list(dir.resolve("matches/match-0" + n))) {
                beside = files.filter(f -> f.getFileName().toString().endsWith(".variant.json")).findFirst().orElseThrow();
            }
            assertTrue(beside.getFileName().toString().matches("\\d{14}-(Alpha|Beta)_0-vs-(Alpha|Beta)_0\\.variant\\.json"), beside::toString);
            assertEquals(json(Files.readString(beside)).root().unwrapped(), variant.root().unwrapped(), "results.json carries the file");
            assertTrue(Files.exists(dir.resolve("matches/match-0" + n).resolve(beside.getFileName().toString().replace(".variant.json", ".rcg"))));
        }
        // one build, one configuration: one variant, whatever the ports, log folders and seeds
        assertEquals(rows.get(0).getString("variant.id"), rows.get(1).getString("variant.id"));
        assertNotEquals(rows.get(0).getLong("variant.seed"), rows.get(1).getLong("variant.seed"));
    }

    static Config json(String text) {
        return ConfigFactory.parseString(text, ConfigParseOptions.defaults().setSyntax(ConfigSyntax.JSON));
    }

    /**
     * {@code pitch.jar match LEFT_SCRIPT RIGHT_SCRIPT}: two teams given as start scripts (named
     * after their folders, started with -h HOST -p PORT -t NAME as helios-base's start.sh), two
     * matches with the sides swapped.
     */
    @Test
    void matchTakesTwoStartScripts() throws Exception {
        int port = freeUdpPortOutsideTheEphemeralRange();
        String script = "#!/bin/bash\nwhile getopts h:p:t: o; do case $o in h) host=$OPTARG;; p) port=$OPTARG;; t) name=$OPTARG;; esac; done\n"
                + "printf \"(init $name (version 18))\" > /dev/udp/$host/$port\n";
        for (String team : List.of("Gamma", "Delta")) {
            Path start = Files.createDirectories(dir.resolve("teams").resolve(team)).resolve("start.sh");
            Files.writeString(start, script);
            assertTrue(start.toFile().setExecutable(true));
        }
        Result r = run("match", "teams/Gamma/start.sh", "teams/Delta/start.sh", "--matches", "2", "--swap", "--port", Integer.toString(port),
                "server::synch_mode=false", "server::half_time=1", "server::connect_wait=5", "server::kick_off_wait=5",
                "server::game_over_wait=5", "server::coach_port=0", "server::olcoach_port=0", "server::nr_extra_halfs=0",
                "server::penalty_shoot_outs=false");
        assertEquals(0, r.exit(), r::describe);
        assertTrue(r.out().contains("match 1 of 2: Gamma (left) 0 - 0 Delta (right)"), r::describe);
        assertTrue(r.out().contains("match 2 of 2: Delta (left) 0 - 0 Gamma (right)"), r::describe);
        assertTrue(Files.readAllLines(dir.resolve("matches/results.csv")).contains("2,Delta,Gamma,0,0,0,0,ok"), r::describe);
    }

    /**
     * A team whose processes are all gone while the match goes on (a crash) is named on stderr;
     * the match still ends by itself and is counted. Alpha's player stays (its command sleeps on),
     * Beta's command greets and exits at once.
     */
    @Test
    void matchNamesATeamWhoseProcessesEndedDuringTheMatch() throws Exception {
        int port = freeUdpPortOutsideTheEphemeralRange();
        String greet = "printf \"(init {name} (version 18))\" > /dev/udp/{host}/{port}";
        Result r = run("match", "--team", "Alpha=bash -c '" + greet + "; sleep 120'", "--team", "Beta=bash -c '" + greet + "'",
                "--no-swap", "--port", Integer.toString(port), "server::synch_mode=false", "server::half_time=9",
                "server::connect_wait=5", "server::kick_off_wait=5", "server::game_over_wait=5", "server::coach_port=0",
                "server::olcoach_port=0", "server::nr_extra_halfs=0", "server::penalty_shoot_outs=false");
        assertEquals(0, r.exit(), r::describe);
        assertTrue(r.out().contains("match 1 of 1: Alpha (left) 0 - 0 Beta (right)"), r::describe);
        assertTrue(r.err().matches("(?s).*match 1: Beta had no process left \\d+ s into the match, \\d+ s before it ended.*"), r::describe);
        assertFalse(r.err().contains("Alpha had no process left"), r::describe);
    }

    /**
     * {@code pitch.jar batch}: matches back to back in this one JVM (no server process), each with
     * its own seed, in synch mode without the 50 ms waits once the two one-player teams are in
     * ({@code connect_wait = 400} would take 20 s per match paced), and gone to a new match as soon
     * as the players left after time over.
     */
    @Test
    void batchPlaysSeededMatchesBackToBackInThisJvm() throws Exception {
        int port = freeUdpPortOutsideTheEphemeralRange();
        String team = "='" + ProcessHandle.current().info().command().orElse("java") + "' -cp '" + System.getProperty("java.class.path")
                + "' " + org.pitch.launcher.match.DoneTeam.class.getName() + " {host} {port} {name}";
        long t0 = System.nanoTime();
        // a cycle before the kick-off waits 60 s (not rcssserver's 50 ms) unless both players are in, when
        // the wait ends at once: finishing within the hang bound shows no cycle was paced once they were,
        // however slow the machine (400 paced cycles of connect_wait would take hours)
        Result r = runWithin(BATCH_HANG_MS, Map.of(), "batch", "--team", "Alpha" + team, "--team", "Beta" + team,
                "--matches", "2", "--seed", "42", "--port", Integer.toString(port), "pitch.synch_kick_off_when_connected=2",
                "pitch.synch_before_kick_off_ms=60000", "server::connect_wait=400", "server::half_time=2",
                "server::nr_extra_halfs=0", "server::penalty_shoot_outs=false");
        long ms = (System.nanoTime() - t0) / 1_000_000L;
        assertEquals(0, r.exit(), r::describe);
        assertTrue(r.out().contains("batch of 2 in this JVM, seeds from 42"), r::describe);
        assertTrue(r.out().contains("match 1 of 2: Alpha (left) 0 - 0 Beta (right) (seed 42, "), r::describe);
        assertTrue(r.out().contains("match 2 of 2: Beta (left) 0 - 0 Alpha (right) (seed 43, "), r::describe);
        System.out.println("two batch matches: " + ms + " ms");
        List<String> csv = Files.readAllLines(dir.resolve("matches/results.csv"));
        assertEquals("match,left,right,left_goals,right_goals,left_penalties,right_penalties,result,seed,seconds,heap_mb", csv.get(0));
        assertTrue(csv.get(2).startsWith("2,Beta,Alpha,0,0,0,0,ok,43,"), csv::toString);
        String log = Files.readString(dir.resolve("matches/match-02/server.log"));
        assertTrue(log.contains("seed: 43") && log.contains("Game Over. Exiting...") && log.contains("Score: 0 - 0"), log);
        try (var files = Files.list(dir.resolve("matches/match-01"))) {
            assertTrue(files.anyMatch(f -> f.getFileName().toString().endsWith("-Alpha_0-vs-Beta_0.rcg")), "match 1's game log");
        }
        // the players' timing: the server wrote it beside each game log, results.json carries it; a
        // DoneTeam player sends no body command, so every cycle of play it had is a hole (two halves of 20)
        String json = Files.readString(dir.resolve("matches/results.json"));
        for (String name : List.of("Alpha", "Beta")) {
            for (int half = 1; half <= 2; half++) {
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{\"side\": \"[lr]\", \"team\": \"" + name
                        + "\", \"unum\": 1, \"half\": " + half + ", \"cycles\": (\\d+), \"holes\": (\\d+), \"clashes\": 0, \"late\": 0,").matcher(json);
                assertEquals(2, m.results().filter(g -> g.group(1).equals(g.group(2)) && Integer.parseInt(g.group(1)) >= 19).count(),
                        name + ", half " + half + ", in both matches: " + json);
            }
        }
        assertTrue(log.contains("\tTiming 'Alpha': cycles "), log);
        // each match's own framework, the same variant; each its seed
        List<? extends Config> rows = json(json).getConfigList("matches");
        assertEquals(rows.get(0).getString("variant.id"), rows.get(1).getString("variant.id"));
        assertEquals(List.of(42L, 43L), List.of(rows.get(0).getLong("variant.seed"), rows.get(1).getLong("variant.seed")));
        assertTrue(log.matches("(?s).*\nvariant " + rows.get(1).getString("variant.id") + " \\(\\d+ bundles, .*"), log);
    }

    /**
     * The fairness report of a series: in a batch of six matches (synch mode, so the counts do not
     * depend on the machine), Alpha's player dashes every cycle and Beta's every other cycle; the
     * report counts Beta's holes and names it, and the sides, which the teams swapped, show no
     * difference. The latencies depend on the machine's load and are not asserted.
     */
    @Test
    void batchFairnessReportNamesTheTeamThatLeftHoles() throws Exception {
        int port = freeUdpPortOutsideTheEphemeralRange();
        String team = "='" + ProcessHandle.current().info().command().orElse("java") + "' -cp '" + System.getProperty("java.class.path")
                + "' " + org.pitch.launcher.match.DoneTeam.class.getName() + " {host} {port} {name} ";
        Result r = runWithin(3 * BATCH_HANG_MS, Map.of(), "batch", "--team", "Alpha" + team + "1", "--team", "Beta" + team + "2",
                "--matches", "6", "--seed", "7", "--port", Integer.toString(port), "pitch.synch_kick_off_when_connected=2",
                "server::half_time=2", "server::nr_extra_halfs=0", "server::penalty_shoot_outs=false");
        assertEquals(0, r.exit(), r::describe);
        String out = r.out();
        assertTrue(out.indexOf("fairness of 6 played matches, 6 with both teams' timing") > out.indexOf("totals of 6 played matches"), out);
        assertTrue(out.contains("holes per 1000 cycles: Beta had more than Alpha in 6 of 6 matches (0 ties), p = 0.0313, medians "), out);
        assertTrue(out.contains("Beta systematically missed more cycles"), out);
        assertTrue(out.contains("holes per 1000 cycles: left side had more than right side in 3 of 6 matches")
                || out.contains("holes per 1000 cycles: right side had more than left side in 3 of 6 matches"), out);
        java.util.regex.Matcher beta = java.util.regex.Pattern.compile("\\n  Beta +\\d+-\\d+ +(\\d+) +([0-9.]+) ").matcher(out);
        assertTrue(beta.find(), out);
        double holes = Double.parseDouble(beta.group(2));
        assertTrue(holes >= 400 && holes <= 600, "every other cycle a hole: " + holes + "\n" + out);
        String json = Files.readString(dir.resolve("matches/fairness.json"));
        assertTrue(json.contains("\"measure\": \"holes_per_1000\", \"higher\": \"Beta\", \"lower\": \"Alpha\", \"matches\": 6, \"higher_in\": 6, "
                + "\"lower_in\": 0, \"ties\": 0, \"p\": 0.03125"), json);
        assertTrue(json.matches("(?s).*\"side_verdicts\": \\[.*\"measure\": \"holes_per_1000\"[^}]*\"verdict\": \"no_systematic_difference\".*"), json);
        assertEquals(Files.readString(dir.resolve("matches/fairness.txt")),
                out.substring(out.indexOf("fairness of 6"), out.indexOf("results: ")));
    }

    @Test
    void matchWithABadSettingIsRefusedBeforeAnyMatch() throws Exception {
        Result r = run("match", "--team", "A=true", "--team", "B=true", "server::half_tme=3");
        assertEquals(Main.EXIT_CONFIG, r.exit(), r::describe);
        assertTrue(r.err().contains("pitch: match: server.half_tme") && r.err().contains("did you mean server.half_time"), r::describe);
        assertFalse(Files.exists(dir.resolve("matches")), "no match was started");
    }
}
