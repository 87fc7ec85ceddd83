package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.launcher.tournament.ChaserTeam;

/**
 * A tournament through a real Slurm: the repository's {@code scripts/slurm-local.sh} starts (or
 * finds) a one-node cluster on this machine, and {@code pitch tournament FILE} submits a round
 * robin of four scripted teams ({@link ChaserTeam}, eleven players each, real matches of this
 * Pitch, 2 × 20 s halves) as an sbatch job array, follows it with squeue, resubmits the match
 * whose task failed (through {@code slurm.pitch_command}, a wrapper that fails it once) and reads
 * the table back.
 */
class TournamentSlurmIT {
    private static final Path SCRIPT = Path.of("../scripts/slurm-local.sh").toAbsolutePath().normalize();
    private static String slurmConf;
    private static boolean startedHere;

    @TempDir
    Path dir;

    @BeforeAll
    static void slurm() throws Exception {
        Process p = new ProcessBuilder(SCRIPT.toString(), "start").redirectErrorStream(true).start();
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "slurm-local.sh start took over 5 minutes");
        assertEquals(0, p.exitValue(), "a one-node Slurm is needed (scripts/slurm-local.sh start, as root or with sudo): " + text);
        Matcher m = Pattern.compile("export SLURM_CONF=(\\S+)").matcher(text);
        assertTrue(m.find(), text);
        slurmConf = m.group(1);
        startedHere = text.contains("started here");
    }

    @AfterAll
    static void stopWhatWeStarted() throws Exception {
        if (startedHere) new ProcessBuilder(SCRIPT.toString(), "stop").inheritIO().start().waitFor(1, TimeUnit.MINUTES);
    }

    @Test
    void aRoundRobinOfFourTeamsRunsAsAJobArrayToAStandingsTable() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        Path classes = Path.of(ChaserTeam.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        StringBuilder teams = new StringBuilder();
        for (int n = 1; n <= 4; n++) {
            teams.append("  { name = Chase").append(n).append(", command = \"'").append(java).append("' -cp '").append(classes)
                    .append("' ").append(ChaserTeam.class.getName()).append(" {host} {port} {name} ").append(n).append("\" }\n");
        }
        // how the nodes run Pitch: task 1 fails its first try (exit 3, as on a node that died), the
        // others and its second try run this Pitch
        Path pitch = Files.writeString(dir.resolve("pitch-on-node.sh"), "#!/bin/sh\n"
                + "for a in \"$@\"; do index=$a; done\n"
                + "if [ \"$index\" = 1 ] && mkdir '" + dir.resolve("task-1-failed-once") + "' 2>/dev/null; then exit 3; fi\n"
                + "exec '" + java + "' -jar '" + System.getProperty("pitch.jar") + "' \"$@\"\n");
        assertTrue(pitch.toFile().setExecutable(true));
        Path file = Files.writeString(dir.resolve("cup.conf"), "name = slurm-cup\nout = out\nseed = 11\nmatches_per_pairing = 2\n"
                + "settings = [\"server::half_time=10\"]\ntimeout_minutes = 4\n" // the sums below hold whatever the score: short halves
                + "slurm { poll_seconds = 1, cpus_per_task = 1, time_limit = \"00:10:00\", pitch_command = \"" + pitch + "\" }\n"
                + "teams = [\n" + teams + "]\n");
        ProcessBuilder pb = new ProcessBuilder(java, "-jar", System.getProperty("pitch.jar"), "tournament", file.toString())
                .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(dir.resolve("tournament.out").toFile());
        pb.environment().put("SLURM_CONF", slurmConf);
        Process p = pb.start();
        boolean ended = p.waitFor(15, TimeUnit.MINUTES);
        if (!ended) p.destroyForcibly();
        String text = Files.readString(dir.resolve("tournament.out"));
        assertTrue(ended, "the tournament took over 15 minutes: " + text);
        assertEquals(0, p.exitValue(), text);

        Matcher job = Pattern.compile("round 1: 12 match\\(es\\) submitted as job (\\d+)").matcher(text);
        assertTrue(job.find(), "one sbatch job array for the round: " + text);
        assertTrue(text.contains("running="), "followed with squeue while it ran: " + text);
        // the failed task, as Slurm reported it, set aside and submitted once more as a second array
        assertTrue(text.contains("(Chase") && text.contains("task 1): no result, no results.json (FAILED exit 3:0); resubmitting"), text);
        assertTrue(Pattern.compile("round 1: 1 match\\(es\\) submitted as job \\d+ \\(resubmitted\\)").matcher(text).find(), text);
        Path out = dir.resolve("out");
        for (int i = 0; i < 12; i++) {
            Path match = out.resolve(String.format("round-1/match-%03d", i));
            assertTrue(Files.exists(match.resolve("results.json")), match + " has its results");
            try (Stream<Path> files = Files.walk(match)) {
                assertTrue(files.anyMatch(f -> f.toString().endsWith(".rcg")), match + " has its game log");
            }
            assertTrue(Files.exists(out.resolve("round-1/logs/task-" + i + ".out")), "Slurm's output of task " + i);
        }
        List<String> csv = Files.readAllLines(out.resolve("standings.csv"));
        assertEquals(5, csv.size(), String.join("\n", csv));
        int points = 0, goalsFor = 0, goalsAgainst = 0;
        List<String> names = new ArrayList<>();
        for (String line : csv.subList(1, 5)) {
            String[] f = line.split(",");
            names.add(f[1]);
            assertEquals("6", f[2], "each team plays the three others twice: " + line);
            points += Integer.parseInt(f[9]);
            goalsFor += Integer.parseInt(f[6]);
            goalsAgainst += Integer.parseInt(f[7]);
        }
        assertEquals(List.of("Chase1", "Chase2", "Chase3", "Chase4"), names.stream().sorted().toList());
        assertEquals(goalsFor, goalsAgainst);
        String json = Files.readString(out.resolve("standings.json"));
        Matcher sides = Pattern.compile("\"left\": \\{\"goals_for\": (\\d+), \"goals_against\": (\\d+), \"won\": (\\d+), \"drawn\": (\\d+), \"lost\": (\\d+)\\}")
                .matcher(json);
        assertTrue(sides.find(), json);
        int won = Integer.parseInt(sides.group(3)), drawn = Integer.parseInt(sides.group(4)), lost = Integer.parseInt(sides.group(5));
        assertEquals(12, won + drawn + lost, json);
        assertEquals(3 * (won + lost) + 2 * drawn, points, "3 points a decided match, 1 each a draw: " + json);
        assertEquals(goalsFor, Integer.parseInt(sides.group(1)) + Integer.parseInt(sides.group(2)), json);
        assertTrue(Files.readString(out.resolve("standings.html")).contains("<h1>Standings</h1>"));
    }

}
