package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * End to end: {@code java -jar pitch.jar ...} in a separate process, as a user runs it. Runs under
 * Failsafe (integration-test phase) because it needs the shaded jar that {@code package} builds.
 * Each process works in its own temporary folder and binds ports 0, so it never collides with a
 * real server. Output is read with timeouts: a broken launcher fails a test, it does not hang it.
 * The tests run concurrently (each with its own folder, processes and ports).
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS) // bounds a hang only
@Execution(ExecutionMode.CONCURRENT)
class LauncherIT {
    /** Ports 0: the server binds any free ports and prints them. */
    private static final String[] ANY_PORTS = {"server::port=0", "server::coach_port=0", "server::olcoach_port=0"};
    // the timeouts only bound a hang: an answer on loopback takes milliseconds, a start a few seconds under load
    private static final long RUN_TIMEOUT_MS = 120_000;
    private static final long READY_TIMEOUT_MS = 120_000;
    private static final int ANSWER_TIMEOUT_MS = 30_000;
    /**
     * SIGTERM to exit: ~140 ms on an idle machine (docs/performance.md, whose 2 s goal is a benchmark's);
     * up to ~1 s measured here beside other builds. The server gives its framework 2 s to stop
     * (Server.STOP_WAIT_MS), then exits anyway: 6 s still tells a prompt stop from one that waits on
     * something (the 10 s wait) on a machine twice as slow, sharing its cores.
     */
    private static final long STOP_LIMIT_MS = 6_000;
    /**
     * The batch test's two matches: ~5 s idle, up to ~55 s measured on a 2-core machine at load 15; one
     * cycle paced after both players were in costs 60 s there (see the test).
     */
    private static final long BATCH_HANG_MS = 240_000;
    private static final Pattern LISTENING = Pattern.compile(
            "listening on udp (\\S+) ports (\\d+) \\(players, monitors\\), (\\d+) \\(trainer\\), (\\d+) \\(online coach\\)");

    private static Path jar;
    private static String version;
    /** Start-up figures of every server this class starts, for the docs. */
    private static final List<long[]> STARTS = new ArrayList<>(); // {wall ms to "ready in", self-reported ms, VmRSS kB}

    @TempDir
    Path dir;

    private final List<Process> processes = new ArrayList<>();

    @BeforeAll
    static void findJar() {
        jar = Path.of(System.getProperty("pitch.jar", "target/pitch.jar")).toAbsolutePath();
        assertTrue(Files.isRegularFile(jar), jar + " does not exist: run through Maven (mvn verify), which packages it first");
        version = System.getProperty("pitch.version");
    }

    @AfterEach
    void killLeftovers() throws InterruptedException {
        for (Process p : processes) {
            if (p.isAlive()) {
                p.destroyForcibly();
                p.waitFor(10, TimeUnit.SECONDS);
            }
        }
    }

    @AfterAll
    static void reportMeasurements() throws IOException {
        if (STARTS.isEmpty()) return;
        long minWall = STARTS.stream().mapToLong(s -> s[0]).min().getAsLong();
        long minSelf = STARTS.stream().mapToLong(s -> s[1]).min().getAsLong();
        long maxRss = STARTS.stream().mapToLong(s -> s[2]).max().getAsLong();
        long minRss = STARTS.stream().mapToLong(s -> s[2]).min().getAsLong();
        StringBuilder sb = new StringBuilder();
        sb.append("# pitch.jar start-up, measured by LauncherIT (").append(STARTS.size()).append(" starts, ")
                .append(Runtime.getRuntime().availableProcessors()).append(" CPUs, ")
                .append(System.getProperty("java.vm.name")).append(' ').append(System.getProperty("java.version")).append(")\n");
        for (long[] s : STARTS) sb.append("start: ").append(s[0]).append(" ms to 'ready in' (server says ").append(s[1])
                .append(" ms), VmRSS ").append(s[2]).append(" kB\n");
        sb.append("process.start.to.ready.ms.min=").append(minWall).append('\n');
        sb.append("ready.in.self.reported.ms.min=").append(minSelf).append('\n');
        sb.append("vmrss.kb.min=").append(minRss).append('\n');
        sb.append("vmrss.kb.max=").append(maxRss).append('\n');
        sb.append("pitch.jar.bytes=").append(Files.size(jar)).append('\n');
        System.out.print(sb);
        String target = System.getProperty("pitch.measurements");
        if (target != null) {
            Path file = Path.of(target);
            Files.createDirectories(file.getParent());
            Files.writeString(file, sb);
        }
    }

    // ---- help, version, print-config -------------------------------------------------------

    @Test
    void helpPrintsUsage() throws Exception {
        Result r = run("--help");
        assertEquals(0, r.exit, r::describe);
        assertTrue(r.out.contains("Usage: java -jar pitch.jar"), r::describe);
        for (String s : new String[] {"--profile", "--config", "server::help", "--print-config", "--version"}) {
            assertTrue(r.out.contains(s), () -> "--help does not mention " + s + "\n" + r.describe());
        }
        assertEquals("", r.err, r::describe);
    }

    @Test
    void versionPrintsTheVersion() throws Exception {
        Result r = run("--version");
        assertEquals(0, r.exit, r::describe);
        assertTrue(r.out.startsWith("Pitch "), r::describe);
        if (version != null) assertEquals("Pitch " + version, r.out.strip(), "the version comes from the jar's manifest");
        assertEquals("", r.err, r::describe);
    }

    @Test
    void serverHelpListsParametersWithTheirCurrentValues() throws Exception {
        Result r = run("server::help");
        assertEquals(0, r.exit, r::describe);
        assertTrue(r.out.startsWith("server Options:"), r::describe);
        assertTrue(Pattern.compile("(?m)^\\s*server::half_time=<INTEGER>\\R\\s*current value: 300$").matcher(r.out).find(),
                () -> "server::help must list server::half_time=<INTEGER>, current value 300\n" + excerpt(r.out, "half_time"));

        Result changed = run("server::help", "server::half_time=20");
        assertEquals(0, changed.exit, changed::describe);
        assertTrue(Pattern.compile("(?m)^\\s*server::half_time=<INTEGER>\\R\\s*current value: 20$").matcher(changed.out).find(),
                () -> "the current value reflects the command line\n" + excerpt(changed.out, "half_time"));
    }

    @Test
    void printConfigRendersTheEffectiveConfigurationAsHocon() throws Exception {
        Result r = run("--print-config");
        assertEquals(0, r.exit, r::describe);
        // the real rendering quotes keys with underscores: "half_time"=300
        assertTrue(Pattern.compile("(?m)^\\s*\"?half_time\"?\\s*=\\s*300\\s*$").matcher(r.out).find(), () -> excerpt(r.out, "half_time"));
        assertTrue(Pattern.compile("(?m)^pitch \\{$").matcher(r.out).find(), () -> "no pitch block\n" + r.out);
        Config hocon = ConfigFactory.parseString(r.out);
        assertEquals(300, hocon.getInt("server.half_time"));
        assertEquals("standard", hocon.getString("pitch.models.movement"));
        assertTrue(hocon.hasPath("pitch.seed"), "the pitch block carries the seed");
        assertTrue(hocon.hasPath("player") && hocon.hasPath("CSVSaver"), "every rcssserver namespace is rendered");

        Result changed = run("--print-config", "server::half_time=20");
        assertEquals(0, changed.exit, changed::describe);
        assertTrue(Pattern.compile("(?m)^\\s*\"?half_time\"?\\s*=\\s*20\\s*$").matcher(changed.out).find(), () -> excerpt(changed.out, "half_time"));
        assertEquals(20, ConfigFactory.parseString(changed.out).getInt("server.half_time"));
    }

    @Test
    void printConfigOutputCanBeFedBackWithConfig() throws Exception {
        Result first = run("--print-config", "server::half_time=20", "pitch.seed=42");
        assertEquals(0, first.exit, first::describe);
        Files.writeString(dir.resolve("effective.conf"), first.out);
        Result second = run("--print-config", "--config", "effective.conf");
        assertEquals(0, second.exit, second::describe);
        assertEquals(first.out, second.out, "--print-config | --config round-trips");
    }

    // ---- the sample client ------------------------------------------------------------------

    /**
     * {@code pitch.jar client} through a pipe against a running Pitch, as a script drives it: the
     * greeting's answer and the parameters (a v19 player starts in synchronous see, and is told
     * so), its sense_body, a move, a command the server does not know answered with rcssserver's
     * error, the score, then (bye); every line sent is echoed, as rcssclient prints it.
     */
    @Test
    void theSampleClientDrivesAPlayerThroughAPipe() throws Exception {
        Running s = startServer(args("server::simulator_step=20"));
        try {
            String input = "(init Piper (version 19))\n(move -10 10)\n(dance)\n(score)\n(bye)\n";
            // the first sense_body comes at the server's next sense_body step: (bye) waits for it (and
            // for the other answers), as a script reading the client's output would, however slow the machine
            Result r = new PipedClient("client", "--host", "127.0.0.1", "--port", Integer.toString(s.playerPort()), "--linger", "0.5")
                    .send("(init Piper (version 19))", "(move -10 10)", "(dance)", "(score)")
                    .awaitLine(l -> l.startsWith("(sense_body 0 "))
                    .awaitLine("(error illegal_command_form)"::equals)
                    .awaitLine("(score 0 0 0)"::equals)
                    .send("(bye)")
                    .end();
            assertEquals(0, r.exit, r::describe);
            List<String> lines = List.of(r.out.split("\n"));
            assertEquals("(init Piper (version 19))", lines.get(0), r::describe);
            // the echoes of the later commands may come between the server's messages: those in their order
            List<String> received = received(lines, input);
            assertEquals("(init l 1 before_kick_off)", received.get(0), r::describe);
            assertTrue(received.get(1).startsWith("(server_param "), r::describe);
            assertTrue(received.get(2).startsWith("(player_param "), r::describe);
            assertEquals(18, lines.stream().filter(l -> l.startsWith("(player_type (id ")).count(), r::describe);
            assertTrue(lines.contains("(ok synch_see)"), r::describe);
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("(sense_body 0 (view_mode high normal)")), r::describe);
            int dance = lines.indexOf("(dance)");
            assertTrue(dance > 0 && lines.subList(dance, lines.size()).contains("(error illegal_command_form)"), r::describe);
            assertTrue(lines.contains("(score 0 0 0)"), r::describe);
            assertTrue(lines.contains("(bye)"), r::describe);
        } finally {
            stop(s);
        }
        assertTrue((s.out.text() + s.err.text()).contains("A player disconnected : (Piper 1)"), s::describe);
    }

    /**
     * The soccer client chapter (seed 004 §6.1, §6.2.1) seen through {@code pitch client}: a v7
     * player's handshake as the chapter shows it (init, then server_param, player_param and the
     * player types as bare numbers), its sensors (sense_body with the chapter's counters, see,
     * hear of its own say), score, and the refusals. Where rcssserver 19 words them otherwise
     * than the chapter, the test holds rcssserver's words (checked with this client against a
     * rcssserver 19 built from its public source): the chapter's {@code
     * (error no_more_team_or_player_or_goalie)} is {@code (error no_more_team)} for a third team and
     * {@code (error no_more_player_or_goalie_or_illegal_client_version)} for a second goalie, and a
     * say is not answered {@code (ok say)}.
     */
    @Test
    void theClientChapterAsTheClientSeesIt() throws Exception {
        Running s = startServer(args());
        String port = Integer.toString(s.playerPort());
        try {
            String input = "(init foo (version 7) (goalie))\n(sense_body)\n(score)\n(say hello)\n";
            // the input ends once the sensors of the next cycle came (the linger time then bounds nothing checked)
            Result r = new PipedClient("client", "--host", "127.0.0.1", "--port", port, "--linger", "0.6")
                    .send("(init foo (version 7) (goalie))", "(sense_body)", "(score)", "(say hello)")
                    .awaitLine(l -> l.startsWith("(sense_body 0 "))
                    .awaitLine(l -> l.startsWith("(see 0 "))
                    .awaitLine("(score 0 0 0)"::equals)
                    .awaitLine("(hear 0 self \"hello\")"::equals)
                    .end();
            List<String> lines = List.of(r.out.split("\n"));
            List<String> received = received(lines, input);
            assertEquals("(init l 1 before_kick_off)", received.get(0), r::describe);
            assertTrue(received.get(1).startsWith("(server_param 14.02 5 0.3 0.4 0.1 60 1.05 1 8000 45 "), r::describe);
            assertEquals("(player_param 18 3 1 0 0 0 -0.1 0.1 25 0 0 -100 -0.1 0.1 1 0 50 -0.004 -0.004)", received.get(2), r::describe);
            assertEquals(18, lines.stream().filter(l -> l.matches("\\(player_type \\d+( -?[0-9.e-]+){11}\\)")).count(), r::describe);
            assertTrue(lines.contains("(sense_body 0 (view_mode high normal) (stamina 8000 1) (speed 0 0) (head_angle 0) (kick 0) (dash 0)"
                    + " (turn 0) (say 0) (turn_neck 0) (catch 0) (move 0) (change_view 0))"), r::describe);
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("(see 0 ")), r::describe);
            assertTrue(lines.contains("(score 0 0 0)"), r::describe);
            assertTrue(lines.contains("(hear 0 self \"hello\")"), r::describe);
            assertTrue(lines.stream().noneMatch(l -> l.startsWith("(ok say")), r::describe);

            // each greeting's answer is awaited before the input ends
            r = greetThroughTheClient(port, "(init foo (version 19) (goalie))", "(error no_more_player_or_goalie_or_illegal_client_version)");
            assertTrue(r.out.contains("(error no_more_player_or_goalie_or_illegal_client_version)"), r::describe);
            r = greetThroughTheClient(port, "(init bar (version 19))", "(init r 1 before_kick_off)");
            assertTrue(r.out.contains("(init r 1 before_kick_off)"), r::describe);
            r = greetThroughTheClient(port, "(init baz (version 19))", "(error no_more_team)");
            assertTrue(r.out.contains("(error no_more_team)"), r::describe);
        } finally {
            stop(s);
        }
    }

    /** {@code pitch client} sends one greeting, its input ending once the client printed {@code answer}. */
    private Result greetThroughTheClient(String port, String greeting, String answer) throws Exception {
        return new PipedClient("client", "--host", "127.0.0.1", "--port", port, "--linger", "0.3")
                .send(greeting).awaitLine(answer::equals).end();
    }

    /** {@code --trainer}: the trainer's port, its greeting and commands; {@code --compression} deflates both ways. */
    @Test
    void theSampleClientTalksToTheTrainerPortWithCompression() throws Exception {
        Running s = startServer(args("server::coach=true"));
        try {
            Result r = new PipedClient("client", "--trainer", "--host", "127.0.0.1", "--port", Integer.toString(s.trainerPort()),
                    "--compression", "6", "--linger", "0.5")
                    .send("(init (version 19))", "(change_mode play_on)", "(look)")
                    .awaitLine("(ok change_mode)"::equals)
                    .awaitLine(l -> l.startsWith("(ok look "))
                    .end();
            assertEquals(0, r.exit, r::describe);
            List<String> lines = List.of(r.out.split("\n"));
            assertEquals("(init (version 19))", lines.get(0), r::describe);
            assertEquals("(init ok)", received(lines, "(init (version 19))\n(change_mode play_on)\n(look)\n(compression 6)\n").get(0), r::describe);
            assertTrue(lines.contains("(compression 6)") && lines.contains("(ok compression 6)"), r::describe);
            // sent deflated and answered deflated: the client shows the inflated text
            assertTrue(lines.contains("(ok change_mode)"), r::describe);
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("(ok look ")), r::describe);
        } finally {
            stop(s);
        }
    }

    @Test
    void theSampleClientNamesABadOption() throws Exception {
        Result r = run("client", "--port", "x");
        assertEquals(2, r.exit, r::describe);
        assertTrue(r.err.contains("pitch: client: --port wants a whole number from 1 to 65535, not 'x'"), r::describe);
        assertTrue(r.err.contains("Usage: java -jar pitch.jar client"), r::describe);
    }

    // ---- the match runner --------------------------------------------------------------------

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
        assertEquals(0, r.exit, r::describe);
        assertTrue(r.out.contains("match 1 of 2: Alpha (left) 0 - 0 Beta (right)"), r::describe);
        assertTrue(r.out.contains("match 2 of 2: Beta (left) 0 - 0 Alpha (right)"), r::describe);
        assertTrue(Files.readString(dir.resolve("matches/match-02/server.log")).contains("Game Over. Exiting..."), r::describe);
        assertTrue(Files.readAllLines(dir.resolve("matches/results.csv")).contains("2,Beta,Alpha,0,0,0,0,ok"), r::describe);
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
        assertEquals(0, r.exit, r::describe);
        assertTrue(r.out.contains("match 1 of 2: Gamma (left) 0 - 0 Delta (right)"), r::describe);
        assertTrue(r.out.contains("match 2 of 2: Delta (left) 0 - 0 Gamma (right)"), r::describe);
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
        assertEquals(0, r.exit, r::describe);
        assertTrue(r.out.contains("match 1 of 1: Alpha (left) 0 - 0 Beta (right)"), r::describe);
        assertTrue(r.err.matches("(?s).*match 1: Beta had no process left \\d+ s into the match, \\d+ s before it ended.*"), r::describe);
        assertFalse(r.err.contains("Alpha had no process left"), r::describe);
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
        assertEquals(0, r.exit, r::describe);
        assertTrue(r.out.contains("batch of 2 in this JVM, seeds from 42"), r::describe);
        assertTrue(r.out.contains("match 1 of 2: Alpha (left) 0 - 0 Beta (right) (seed 42, "), r::describe);
        assertTrue(r.out.contains("match 2 of 2: Beta (left) 0 - 0 Alpha (right) (seed 43, "), r::describe);
        System.out.println("two batch matches: " + ms + " ms");
        List<String> csv = Files.readAllLines(dir.resolve("matches/results.csv"));
        assertEquals("match,left,right,left_goals,right_goals,left_penalties,right_penalties,result,seed,seconds,heap_mb", csv.get(0));
        assertTrue(csv.get(2).startsWith("2,Beta,Alpha,0,0,0,0,ok,43,"), csv::toString);
        String log = Files.readString(dir.resolve("matches/match-02/server.log"));
        assertTrue(log.contains("seed: 43") && log.contains("Game Over. Exiting...") && log.contains("Score: 0 - 0"), log);
        try (var files = Files.list(dir.resolve("matches/match-01"))) {
            assertTrue(files.anyMatch(f -> f.getFileName().toString().endsWith("-Alpha_0-vs-Beta_0.rcg")), "match 1's game log");
        }
    }

    @Test
    void matchWithABadSettingIsRefusedBeforeAnyMatch() throws Exception {
        Result r = run("match", "--team", "A=true", "--team", "B=true", "server::half_tme=3");
        assertEquals(Main.EXIT_CONFIG, r.exit, r::describe);
        assertTrue(r.err.contains("pitch: match: server.half_tme") && r.err.contains("did you mean server.half_time"), r::describe);
        assertFalse(Files.exists(dir.resolve("matches")), "no match was started");
    }

    // ---- bad configuration: exit 2, a precise message, nothing started ---------------------

    @Test
    void unknownKeyIsRejectedWithASuggestion() throws Exception {
        Result r = run(args("server::half_tme=300"));
        assertConfigError(r, "server.half_tme", "command line argument 1 'server::half_tme=300'", "unknown key", "server.half_time");
    }

    @Test
    void wrongTypeIsRejected() throws Exception {
        Result r = run(args("server::half_time=abc"));
        assertConfigError(r, "server.half_time", "command line argument 1 'server::half_time=abc'", "expected an integer", "abc");
    }

    @Test
    void outOfRangeIsRejected() throws Exception {
        Result r = run("server::port=70000", "server::coach_port=0", "server::olcoach_port=0");
        assertConfigError(r, "server.port", "command line argument 1 'server::port=70000'", "70000", "out of range", "0..65535");
    }

    @Test
    void unknownKeyInAConfigFileNamesFileAndLine() throws Exception {
        Files.writeString(dir.resolve("bad.conf"), "server {\n  half_time = 300\n  half_tme = 3\n}\n");
        Result r = run(args("--config", "bad.conf"));
        assertConfigError(r, "server.half_tme", "bad.conf", "unknown key", "server.half_time");
        assertTrue(Pattern.compile("bad\\.conf\\W{1,4}(line\\s*)?3\\b").matcher(r.err).find(),
                () -> "the message must give bad.conf and line 3\n" + r.describe());
    }

    @Test
    void badEnvironmentVariableIsRejected() throws Exception {
        Result r = run(Map.of("PITCH_SERVER__HALF_TIME", "abc"), args());
        assertConfigError(r, "server.half_time", "PITCH_SERVER__HALF_TIME", "expected an integer", "abc");
    }

    @Test
    void unknownOptionIsRejected() throws Exception {
        Result r = run(args("--frobnicate"));
        assertConfigError(r, "--frobnicate", "unknown option", "--help");
    }

    @Test
    void unknownProfileIsRejected() throws Exception {
        Result r = run(args("--profile", "nosuch"));
        assertConfigError(r, "nosuch", "--profile", "no such profile");
    }

    @Test
    void configuredModelWithoutProviderIsAConfigurationError() throws Exception {
        Process p = start(args("pitch.models.dash=nosuch", "pitch.startup_timeout_ms=1500"));
        Output out = Output.of(p);
        // nothing binds a UDP port while the kernel waits for the missing model
        Set<Integer> seen = new HashSet<>();
        while (p.isAlive()) {
            seen.addAll(udpPortsOf(p.pid()));
            Thread.sleep(50);
        }
        Result r = out.finish(p);
        assertEquals(Main.EXIT_CONFIG, r.exit, r::describe);
        assertTrue(r.err.contains("dash=nosuch"), () -> "the message must name dash=nosuch\n" + r.describe());
        assertEquals(Set.of(), seen, "UDP ports the process bound although it could not start");
        assertNotStarted(r);
    }

    @Test
    void aPortInUseStopsStartUpWithStatus1() throws Exception {
        try (DatagramSocket taken = new DatagramSocket(new InetSocketAddress(0))) {
            int port = taken.getLocalPort();
            Result r = run("server::port=" + port, "server::coach_port=0", "server::olcoach_port=0");
            assertEquals(Main.EXIT_FAILED, r.exit, r::describe);
            assertTrue(r.err.contains("pitch: cannot start:") && r.err.contains(String.valueOf(port)) && r.err.contains("in use"),
                    () -> "the message must name the port that is in use\n" + r.describe());
            assertFalse(r.out.contains("ready in"), r::describe);
        }
    }

    // ---- --check: start as configured, then stop --------------------------------------------

    @Test
    void checkStartsTheServerReportsReadyAndStopsWithStatus0() throws Exception {
        Result r = run(args("--check"));
        assertEquals(0, r.exit, r::describe);
        Matcher m = LISTENING.matcher(r.out);
        assertTrue(m.find() && r.out.contains("ready in "), () -> "a check starts the whole server\n" + r.describe());
        assertTrue(r.out.strip().endsWith("check: the server starts with this configuration; stopped"), r::describe);
        for (int i = 2; i <= 4; i++) {
            int port = Integer.parseInt(m.group(i));
            try (DatagramSocket again = new DatagramSocket(new InetSocketAddress(port))) {
                assertEquals(port, again.getLocalPort());
            } catch (IOException e) {
                fail("port " + port + " is still in use after the check: " + e);
            }
        }
    }

    @Test
    void checkOfABadConfigurationExitsWithStatus2() throws Exception {
        assertConfigError(run(args("--check", "server::half_time=soon")), "server.half_time");
    }

    @Test
    void checkOnAPortInUseFailsAsAStartWould() throws Exception {
        try (DatagramSocket taken = new DatagramSocket(new InetSocketAddress(0))) {
            Result r = run("--check", "server::port=" + taken.getLocalPort(), "server::coach_port=0", "server::olcoach_port=0");
            assertEquals(Main.EXIT_FAILED, r.exit, r::describe);
            assertTrue(r.err.contains("in use"), r::describe);
            assertFalse(r.out.contains("check:"), r::describe);
        }
    }

    /** However the server starts (here: the start script, with its archive and options), a bad configuration is exit status 2 and its message. */
    @Test
    void theStartScriptReportsABadConfigurationWithStatus2() throws Exception {
        Process p = scriptProcess(args("server::half_time=soon"));
        Output output = Output.of(p);
        assertTrue(p.waitFor(RUN_TIMEOUT_MS, TimeUnit.MILLISECONDS), "the script did not end");
        assertConfigError(output.finish(p), "server.half_time");
    }

    /**
     * The framework's bundle cache goes to the user's runtime folder (memory on most systems) and
     * must not outlive the process, whether it stopped on SIGTERM, after a check, or never started
     * because the configuration was bad (the framework is prepared while the configuration loads).
     */
    @Test
    void theBundleCacheInTheRuntimeFolderIsRemovedHoweverTheProcessEnds() throws Exception {
        Path runtime = Files.createDirectories(dir.resolve("runtime"));
        Map<String, String> env = Map.of("XDG_RUNTIME_DIR", runtime.toString());
        assertConfigError(run(env, args("server::half_time=soon")), "server.half_time");
        assertEquals(List.of(), listing(runtime), "after a bad configuration");
        assertEquals(0, run(env, args("--check")).exit);
        assertEquals(List.of(), listing(runtime), "after a check");
        Process p = start(env, args());
        Output output = Output.of(p);
        assertTrue(output.out.await(l -> l.startsWith("ready in"), READY_TIMEOUT_MS) != null, () -> output.out.text() + output.err.text());
        List<String> whileRunning = listing(runtime);
        assertEquals(1, whileRunning.size(), () -> "a running server keeps its cache there: " + whileRunning);
        p.destroy();
        assertTrue(p.waitFor(10, TimeUnit.SECONDS), "the server did not stop on SIGTERM");
        assertEquals(List.of(), listing(runtime), "after SIGTERM");
    }

    private static List<String> listing(Path folder) throws IOException {
        try (java.util.stream.Stream<Path> s = Files.list(folder)) {
            return s.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    /**
     * The build leaves a class-data archive beside the jar (made by the java on the PATH, which
     * is this JVM here); launcher/pitch starts from it: most classes of a start come out of it.
     */
    @Test
    void theStartScriptStartsFromTheBuildsClassDataArchive() throws Exception {
        Path archive = jar.resolveSibling("pitch.jsa");
        assertTrue(Files.isRegularFile(archive) && Files.getLastModifiedTime(archive).compareTo(Files.getLastModifiedTime(jar)) > 0,
                () -> "the build made no archive newer than the jar: " + archive);
        Path loaded = dir.resolve("class-load.txt");
        Process p = scriptProcess(Map.of("PITCH_JAVA_OPTS", "-XX:+UseSerialGC -Xlog:class+load:file=" + loaded),
                args("--check"));
        Output output = Output.of(p);
        assertTrue(p.waitFor(RUN_TIMEOUT_MS, TimeUnit.MILLISECONDS), "the check did not end");
        Result r = output.finish(p);
        assertEquals(0, r.exit, r::describe);
        List<String> lines = Files.readAllLines(loaded);
        long fromArchive = lines.stream().filter(l -> l.endsWith("source: shared objects file (top)")).count();
        long bundleClasses = lines.stream().filter(l -> l.contains(" org.pitch.kernel.")).count();
        long bundleClassesFromArchive = lines.stream()
                .filter(l -> l.contains(" org.pitch.kernel.") && l.endsWith("source: shared objects file (top)")).count();
        assertTrue(fromArchive > lines.size() / 2, () -> fromArchive + " of " + lines.size() + " classes came from the archive");
        // the bundles' classes, loaded by the framework's class loaders, come from it as well
        assertTrue(bundleClassesFromArchive > bundleClasses / 2,
                () -> bundleClassesFromArchive + " of " + bundleClasses + " kernel classes came from the archive");
    }

    // ---- a running server ------------------------------------------------------------------

    @RepeatedTest(3)
    void startAnswerAndStopOnSigterm() throws Exception {
        Running s = startServer(args());

        List<String> out = s.out.lines();
        assertTrue(out.get(0).startsWith("Pitch " + (version == null ? "" : version)), () -> "version line\n" + s.describe());
        assertTrue(out.stream().anyMatch(l -> l.startsWith("profile: defaults")), s::describe);
        int serving = out.indexOf("serving:");
        assertTrue(serving >= 0, s::describe);
        assertTrue(out.stream().skip(serving + 1).anyMatch(l -> l.matches("\\s+movement\\s+standard\\s*")),
                () -> "the serving table lists movement -> standard\n" + s.describe());
        assertTrue(s.playerPort > 0 && s.trainerPort > 0 && s.onlineCoachPort > 0, s::describe);
        assertTrue(udpPortsOf(s.process.pid()).containsAll(List.of(s.playerPort, s.trainerPort, s.onlineCoachPort)),
                () -> "the process must own the ports it announced; it has " + udpPortsOf(s.process.pid()));

        try (DatagramSocket client = new DatagramSocket(new InetSocketAddress("127.0.0.1", 0))) {
            client.setSoTimeout(ANSWER_TIMEOUT_MS);
            DatagramPacket reply = exchange(client, "(init Team (version 19))\0".getBytes(StandardCharsets.ISO_8859_1), s.playerPort);
            assertEquals("(init l 1 before_kick_off)\0", text(reply));
            assertNotEquals(s.playerPort, reply.getPort(), "the reply comes from the player's own new port");
        }

        long t0 = System.nanoTime();
        s.process.destroy(); // SIGTERM
        boolean exited = s.process.waitFor(10, TimeUnit.SECONDS);
        long stopMs = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(exited, "the server did not exit within 10 s of SIGTERM");
        assertTrue(stopMs <= STOP_LIMIT_MS, "exit took " + stopMs + " ms after SIGTERM (limit " + STOP_LIMIT_MS + " ms)");
        Result r = s.finish();
        assertFalse(r.err.contains("Exception"), () -> "a clean stop logs no exception\n" + r.describe());
        for (int port : new int[] {s.playerPort, s.trainerPort, s.onlineCoachPort}) {
            try (DatagramSocket again = new DatagramSocket(new InetSocketAddress(port))) {
                assertEquals(port, again.getLocalPort());
            } catch (IOException e) {
                fail("port " + port + " is still in use after the server exited: " + e);
            }
        }
        System.out.println("SIGTERM to exit: " + stopMs + " ms (exit status " + r.exit + ")");
    }

    @Test
    void theStartScriptRunsTheServerWithItsMeasuredJvmOptions() throws Exception {
        // launcher/pitch execs java with the options of docs/performance.md: the process is the server;
        // real time (the default) runs on C1 alone
        String cmdline = startWithScript(args());
        assertTrue(cmdline.contains("-XX:+UseSerialGC") && cmdline.contains("-Xmx64m") && cmdline.contains("-XX:TieredStopAtLevel=1")
                && cmdline.contains("-jar " + jar), () -> "the server's own command line: " + cmdline);
    }

    @Test
    void theStartScriptGivesSynchModeC2AndASmallHeap() throws Exception {
        // a file the shell would match with the regex exclusion's pattern: the JVM must get the pattern
        Files.writeString(dir.resolve("java.util.regex.X::y"), "");
        String cmdline = startWithScript(args("server::synch_mode=true"));
        assertTrue(cmdline.contains("-XX:+UseSerialGC") && cmdline.contains("-XX:-TieredCompilation")
                && cmdline.contains("-Xmx24m") && !cmdline.contains("TieredStopAtLevel")
                && cmdline.contains("-XX:CompileCommand=exclude,java.util.regex.*::*"),
                () -> "the server's own command line: " + cmdline);
    }

    /** The script names kernel methods for the JIT: a rename must not silently drop what they keep small. */
    @Test
    void theMethodsTheStartScriptNamesForTheJitExist() throws Exception {
        Matcher m = Pattern.compile("dontinline,([\\w.$]+)::(\\w+)").matcher(Files.readString(Path.of("pitch")));
        int named = 0;
        while (m.find()) {
            named++;
            String cls = m.group(1), method = m.group(2);
            assertTrue(Arrays.stream(Class.forName(cls).getDeclaredMethods()).anyMatch(x -> x.getName().equals(method)),
                    () -> "launcher/pitch names " + cls + "::" + method + ", which does not exist");
        }
        assertTrue(named > 0, "launcher/pitch names no method");
    }

    @Test
    void theStartScriptReplaysAWholeMatchsLog() throws Exception {
        // the log player holds the log in memory: a full match's (6,000 shows of 22 players, ~20 MB)
        // needs more than the server's small heap, so the script leaves the replay the JVM's default
        StringBuilder log = new StringBuilder("ULG5\n(server_param (half_time 3000)(simulator_step 100))\n"
                + "(playmode 1 kick_off_l)\n(team 1 TeamA TeamB 0 0)\n");
        for (int t = 1; t <= 6000; t++) {
            log.append("(show ").append(t).append(" ((b) 0 0 0 0)");
            for (char side : new char[] {'l', 'r'}) {
                for (int unum = 1; unum <= 11; unum++) {
                    log.append(" ((").append(side).append(' ').append(unum).append(") 0 0x1 ").append(side == 'l' ? -unum : unum)
                            .append(".1234 ").append(t % 30).append(".5678 0.1234 -0.5678 12.345 -45.678 (v h 90) (s 7654.32 0.987 1 123456)")
                            .append(" (c 0 ").append(t).append(" 0 0 0 0 0 0 0 0 0))");
                }
            }
            log.append(")\n");
        }
        Path file = dir.resolve("whole.rcg");
        Files.writeString(file, log);
        Process p = scriptProcess("replay", file.toString(), "server::port=0");
        Output output = Output.of(p);
        assertTrue(output.out.await(l -> l.startsWith("ready in"), READY_TIMEOUT_MS) != null, () -> output.out.text() + output.err.text());
        assertTrue(output.out.text().contains("6000 shows"), output.out::text);
        String cmdline = Files.readString(Path.of("/proc", Long.toString(p.pid()), "cmdline")).replace('\0', ' ');
        assertFalse(cmdline.contains("-Xmx"), () -> "the replay's command line: " + cmdline);
        p.destroy();
        assertTrue(p.waitFor(10, TimeUnit.SECONDS), "the replay did not stop on SIGTERM");
    }

    /** Runs launcher/pitch with these arguments in the test folder, its own default JVM options, this JVM's java. */
    private Process scriptProcess(String... arguments) throws IOException {
        return scriptProcess(Map.of(), arguments);
    }

    /** The same with environment variables for the script ({@code PITCH_JAVA_OPTS}). */
    private Process scriptProcess(Map<String, String> environment, String... arguments) throws IOException {
        Path script = Path.of("pitch").toAbsolutePath();
        assertTrue(Files.isExecutable(script), script + " is not executable");
        List<String> cmd = new ArrayList<>(List.of("sh", script.toString()));
        cmd.addAll(List.of(arguments));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
        pb.environment().keySet().removeIf(k -> k.startsWith("PITCH_"));
        pb.environment().put("JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
        pb.environment().put("PITCH_JAR", jar.toString());
        pb.environment().putAll(environment);
        Process p = pb.start();
        processes.add(p);
        p.getOutputStream().close();
        return p;
    }

    /** Starts the server through launcher/pitch, checks it answers an init, stops it; returns its command line. */
    private String startWithScript(String... arguments) throws Exception {
        Process p = scriptProcess(arguments);
        Output output = Output.of(p);
        assertTrue(output.out.await(l -> l.startsWith("ready in"), READY_TIMEOUT_MS) != null, () -> output.out.text() + output.err.text());
        String cmdline = Files.readString(Path.of("/proc", Long.toString(p.pid()), "cmdline")).replace('\0', ' ');
        Matcher m = LISTENING.matcher(output.out.text());
        assertTrue(m.find(), output.out::text);
        try (DatagramSocket client = new DatagramSocket(new InetSocketAddress("127.0.0.1", 0))) {
            client.setSoTimeout(ANSWER_TIMEOUT_MS);
            DatagramPacket reply = exchange(client, "(init Team (version 19))\0".getBytes(StandardCharsets.ISO_8859_1), Integer.parseInt(m.group(2)));
            assertEquals("(init l 1 before_kick_off)\0", text(reply));
        }
        p.destroy();
        assertTrue(p.waitFor(10, TimeUnit.SECONDS), "the server did not stop on SIGTERM");
        return cmdline;
    }

    @Test
    void bigDatagramsDoNotTakeTheServerDown() throws Exception {
        // rcssserver 19 crashes (SIGSEGV) on a datagram over 8 KB; Pitch answers and carries on
        Running s = startServer(args());
        try (DatagramSocket client = new DatagramSocket(new InetSocketAddress("127.0.0.1", 0))) {
            client.setSoTimeout(ANSWER_TIMEOUT_MS);
            client.setSendBufferSize(1 << 20);
            for (int size : new int[] {8192, 8193, 10240, 10241, 65507}) {
                byte[] big = new byte[size];
                Arrays.fill(big, (byte) 'x');
                byte[] head = "(say \"".getBytes(StandardCharsets.ISO_8859_1);
                System.arraycopy(head, 0, big, 0, head.length);
                big[size - 2] = '"';
                big[size - 1] = 0;
                DatagramPacket reply = exchange(client, big, s.playerPort);
                assertEquals("(error unknown_command)\0", text(reply), "answer to a " + size + " byte datagram");
            }
            DatagramPacket reply = exchange(client, "(init Team (version 19))\0".getBytes(StandardCharsets.ISO_8859_1), s.playerPort);
            assertEquals("(init l 1 before_kick_off)\0", text(reply), "a player still connects after the big datagrams");
        }
        assertTrue(s.process.isAlive(), s::describe);
        stop(s);
    }

    @Test
    void aJarThatIsNotABundleInPluginsIsReportedAndSkipped() throws Exception {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        // an empty zip archive: only the end-of-central-directory record
        byte[] emptyZip = new byte[22];
        emptyZip[0] = 0x50;
        emptyZip[1] = 0x4b;
        emptyZip[2] = 0x05;
        emptyZip[3] = 0x06;
        Files.write(plugins.resolve("empty.jar"), emptyZip);
        Files.write(plugins.resolve("zero-bytes.jar"), new byte[0]);

        Running s = startServer(args());
        assertTrue(s.out.text().contains("listening on udp"), s::describe);
        try (DatagramSocket client = new DatagramSocket(new InetSocketAddress("127.0.0.1", 0))) {
            client.setSoTimeout(ANSWER_TIMEOUT_MS);
            DatagramPacket reply = exchange(client, "(init Team (version 19))\0".getBytes(StandardCharsets.ISO_8859_1), s.playerPort);
            assertEquals("(init l 1 before_kick_off)\0", text(reply));
        }
        String err = s.err.text();
        assertTrue(err.contains("empty.jar") && Pattern.compile("empty\\.jar is not a usable bundle").matcher(err).find(),
                () -> "stderr must say empty.jar is not a usable bundle\n" + s.describe());
        assertTrue(err.contains("zero-bytes.jar is not a usable bundle"), s::describe);
        stop(s);
    }

    // ---- replay ----------------------------------------------------------------------------

    /** A game log of three cycles: one player of TeamA, who runs; parameters that are not the defaults. */
    private Path tinyLog(String name) throws IOException {
        StringBuilder log = new StringBuilder("ULG5\n(server_param (half_time 120)(simulator_step 100)(visible_angle 90))\n"
                + "(player_param (random_seed 7))\n(player_type (id 0)(player_speed_max 1.05))\n"
                + "(playmode 1 kick_off_l)\n(team 1 TeamA null 0 0)\n");
        for (int t = 1; t <= 3; t++) {
            log.append("(show ").append(t).append(" ((b) 0 0 0 0) ((l 1) 0 0x1 ").append(-10 + t)
                    .append(" 0 1 0 0 0 (v h 90) (s 8000 1 1 130600) (c 0 ").append(t).append(" 0 0 0 0 0 0 0 0 0)))\n");
        }
        Path p = dir.resolve(name);
        Files.writeString(p, log);
        return p;
    }

    /** kill -9 in the middle of a match: the game log, flushed every cycle, is still one the log player reads. */
    @Test
    void aServerKilledMidMatchLeavesALogTheLogPlayerReads() throws Exception {
        Running s = startServer(args("server::game_logging=true", "server::game_log_dir=" + dir, "server::text_logging=false",
                "server::coach=true", "server::simulator_step=20", "server::send_step=30"));
        try (DatagramSocket player = new DatagramSocket(new InetSocketAddress("127.0.0.1", 0));
             DatagramSocket trainer = new DatagramSocket(new InetSocketAddress("127.0.0.1", 0))) {
            player.setSoTimeout(ANSWER_TIMEOUT_MS);
            trainer.setSoTimeout(ANSWER_TIMEOUT_MS);
            assertTrue(text(exchange(player, "(init Killed (version 19))\0".getBytes(StandardCharsets.ISO_8859_1), s.playerPort())).startsWith("(init l 1 "));
            DatagramPacket ok = exchange(trainer, "(init (version 19))\0".getBytes(StandardCharsets.ISO_8859_1), s.trainerPort());
            assertTrue(text(ok).startsWith("(init ok)"), text(ok));
            byte[] cmd = "(start)\0".getBytes(StandardCharsets.ISO_8859_1);
            trainer.send(new DatagramPacket(cmd, cmd.length, ok.getSocketAddress())); // the trainer's own port
            // killed once the player was told of cycle 30: the server had played (and logged) the 20 cycles
            // checked below by then, however few cycles a slow machine runs in a second
            awaitSenseBodyOfCycle(player, 30);
        }
        s.process().destroyForcibly(); // SIGKILL: no shutdown hook, nothing closed
        assertTrue(s.process().waitFor(10, TimeUnit.SECONDS));
        Path log = dir.resolve("incomplete.rcg");
        assertTrue(Files.size(log) > 0, "the log of the killed match: " + log);

        Process p = start("replay", log.getFileName().toString(), "server::port=0");
        Output output = Output.of(p);
        String ready = output.out.await(l -> l.startsWith("ready in"), READY_TIMEOUT_MS);
        assertNotNull(ready, () -> "the log player did not start\n--- stdout ---\n" + output.out.text() + "--- stderr ---\n" + output.err.text());
        Matcher m = Pattern.compile("replaying \\S+: Killed 0 - 0 \\(none\\), game log version \\d+, (\\d+) shows \\(cycles (\\d+)-(\\d+)\\)")
                .matcher(output.out.text());
        assertTrue(m.find(), output.out::text);
        assertTrue(Integer.parseInt(m.group(3)) >= 20, "the cycles up to the kill: " + m.group());
        p.destroy();
        assertTrue(p.waitFor(10, TimeUnit.SECONDS));
    }

    /** Reads the player's messages until a {@code (sense_body T ...)} with T at least {@code cycle}. */
    private static void awaitSenseBodyOfCycle(DatagramSocket player, int cycle) throws IOException {
        Pattern senseBody = Pattern.compile("^\\(sense_body (\\d+) ");
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(RUN_TIMEOUT_MS); // bounds a hang only
        while (System.nanoTime() < deadline) {
            DatagramPacket d = new DatagramPacket(new byte[65536], 65536);
            player.receive(d);
            Matcher m = senseBody.matcher(text(d));
            if (m.find() && Integer.parseInt(m.group(1)) >= cycle) return;
        }
        fail("no sense_body of cycle " + cycle + " or later within " + RUN_TIMEOUT_MS + " ms");
    }

    @Test
    void replayHelpPrintsItsUsage() throws Exception {
        Result r = run("replay", "--help");
        assertEquals(0, r.exit, r::describe);
        assertTrue(r.out.startsWith("Usage: java -jar pitch.jar replay FILE.rcg [--speed F] [--loop]"), r::describe);
        assertEquals("", r.err, r::describe);
        assertTrue(run("--help").out.contains("replay FILE.rcg"), "the general help names the replay");
    }

    @Test
    void aLogThatCannotBeReplayedExitsWithStatus2() throws Exception {
        Files.writeString(dir.resolve("bad.rcg"), "ULG5\n(show 1 ((b) x 0 0 0))\n");
        Result r = run("replay", "bad.rcg", "server::port=0");
        assertEquals(Main.EXIT_CONFIG, r.exit, r::describe);
        assertTrue(r.err.contains("pitch: cannot replay " + dir.resolve("bad.rcg") + ": " + dir.resolve("bad.rcg")
                + ":2: a number expected, not 'x'"), r::describe);
        assertNotStarted(r);

        Result missing = run("replay", "nothing.rcg");
        assertEquals(Main.EXIT_CONFIG, missing.exit, missing::describe);
        assertTrue(missing.err.contains("no such file: " + dir.resolve("nothing.rcg")), missing::describe);
        assertNotStarted(missing);

        Result speed = run("replay", tinyLog("tiny.rcg").getFileName().toString(), "--speed", "fast");
        assertEquals(Main.EXIT_CONFIG, speed.exit, speed::describe);
        assertTrue(speed.err.contains("'fast' is not a speed factor"), speed::describe);
    }

    @Test
    void replayServesTheRecordedMatchToAMonitor() throws Exception {
        tinyLog("tiny.rcg");
        Process p = start("replay", "tiny.rcg", "--speed", "10", "server::port=0");
        Output output = Output.of(p);
        String ready = output.out.await(l -> l.startsWith("ready in"), READY_TIMEOUT_MS);
        assertNotNull(ready, () -> "no 'ready in' line\n--- stdout ---\n" + output.out.text() + "--- stderr ---\n" + output.err.text());
        String out = output.out.text();
        assertTrue(out.contains("replaying " + dir.resolve("tiny.rcg") + ": TeamA 0 - 0 (none), game log version 5, 3 shows (cycles 1-3)"), out);
        assertFalse(out.contains("serving:"), "no kernel: " + out);
        Matcher m = Pattern.compile("listening on udp \\S+ port (\\d+) \\(monitors\\)").matcher(out);
        assertTrue(m.find(), out);
        int port = Integer.parseInt(m.group(1));
        try (DatagramSocket monitor = new DatagramSocket(new InetSocketAddress("127.0.0.1", 0))) {
            monitor.setSoTimeout(ANSWER_TIMEOUT_MS);
            String serverParam = text(exchange(monitor, "(dispinit version 4)\0".getBytes(StandardCharsets.ISO_8859_1), port));
            assertTrue(serverParam.startsWith("(server_param ") && serverParam.contains("(half_time 120)"), "the recorded value: " + excerpt(serverParam, "half_time"));
            List<String> rest = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                DatagramPacket d = new DatagramPacket(new byte[65536], 65536);
                monitor.receive(d);
                rest.add(text(d));
            }
            assertTrue(rest.get(0).startsWith("(player_param ") && rest.get(0).contains("(random_seed 7)"), rest.get(0));
            assertTrue(rest.get(1).startsWith("(player_type (id 0)(player_speed_max 1.05)"), rest.get(1));
            String first = rest.get(2);
            assertEquals("(show 1 (pm 4) (tm TeamA null 0 0) ((b) 0 0 0 0) ((l 1) 0 0x1 -9 0 1 0 0 0 (v h 90) (s 8000 1 1 130600) (c 0 1 0 0 0 0 0 0 0 0 0))",
                    first.substring(0, first.indexOf(" ((l 2)")), "the first show, as a v4 monitor's");
            assertTrue(rest.get(4).startsWith("(show 3 "), rest.get(4));
        }
        String end = output.out.await(l -> l.startsWith("end of the log at cycle 3"), READY_TIMEOUT_MS);
        assertNotNull(end, output.out::text);
        p.destroy();
        assertTrue(p.waitFor(10, TimeUnit.SECONDS), "the replay did not stop on SIGTERM");
    }

    // ---- helpers ---------------------------------------------------------------------------

    /** The given arguments first (so a message can name "command line argument 1"), then ports 0. */
    private static String[] args(String... first) {
        String[] all = Arrays.copyOf(first, first.length + ANY_PORTS.length);
        System.arraycopy(ANY_PORTS, 0, all, first.length, ANY_PORTS.length);
        return all;
    }

    private static void assertConfigError(Result r, String... fragments) {
        assertEquals(Main.EXIT_CONFIG, r.exit, () -> "exit status of a bad configuration\n" + r.describe());
        for (String f : fragments) {
            assertTrue(r.err.contains(f), () -> "stderr must contain '" + f + "'\n" + r.describe());
        }
        assertTrue(r.err.contains("pitch: configuration error:"), r::describe);
        assertTrue(r.err.contains("not started"), r::describe);
        assertNotStarted(r);
        assertFalse(r.out.startsWith("Pitch "), () -> "a bad configuration is reported before the banner\n" + r.describe());
    }

    /** The transport logs "listening on udp" when it binds, the launcher prints it: neither may appear. */
    private static void assertNotStarted(Result r) {
        assertFalse(r.out.contains("listening on udp") || r.err.contains("listening on udp"), () -> "something listened\n" + r.describe());
        assertFalse(r.out.contains("ready in"), r::describe);
    }

    private Process start(Map<String, String> env, String... args) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-jar");
        cmd.add(jar.toString());
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
        pb.environment().keySet().removeIf(k -> k.startsWith("PITCH_")); // only what the test sets
        pb.environment().putAll(env);
        Process p = pb.start();
        processes.add(p);
        p.getOutputStream().close();
        return p;
    }

    private Process start(String... args) throws IOException {
        return start(Map.of(), args);
    }

    /** What the client printed that it did not send: the server's messages, in their order. */
    private static List<String> received(List<String> printed, String input) {
        List<String> sent = List.of(input.split("\n"));
        return printed.stream().filter(l -> !sent.contains(l)).toList();
    }

    /**
     * {@code pitch.jar ARGS} fed line by line through its standard input, as a script that reads
     * the output before it writes on: a line can wait for one the process printed first.
     */
    private final class PipedClient {
        private final Process process;
        private final Output output;
        private final java.io.Writer stdin;
        private final String command;

        PipedClient(String... args) throws IOException {
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar.toString()));
            cmd.addAll(List.of(args));
            ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
            pb.environment().keySet().removeIf(k -> k.startsWith("PITCH_"));
            process = pb.start();
            processes.add(process);
            output = Output.of(process);
            stdin = new java.io.OutputStreamWriter(process.getOutputStream(), StandardCharsets.ISO_8859_1);
            command = "pitch.jar " + String.join(" ", args);
        }

        PipedClient send(String... lines) throws IOException {
            for (String l : lines) stdin.write(l + "\n");
            stdin.flush();
            return this;
        }

        /** Until the process printed a matching line (so far or from now on); RUN_TIMEOUT_MS only bounds a hang. */
        PipedClient awaitLine(java.util.function.Predicate<String> match) throws Exception {
            if (output.out.awaitAny(match, RUN_TIMEOUT_MS) == null) {
                process.destroyForcibly();
                fail(command + " printed no awaited line within " + RUN_TIMEOUT_MS + " ms\n" + output.finish(process).describe());
            }
            return this;
        }

        /** Ends the input and waits for the process to exit. */
        Result end() throws Exception {
            stdin.close();
            if (!process.waitFor(RUN_TIMEOUT_MS, TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                fail(command + " did not exit within " + RUN_TIMEOUT_MS + " ms\n" + output.finish(process).describe());
            }
            return output.finish(process);
        }
    }

    private Result run(String... args) throws Exception {
        return run(Map.of(), args);
    }

    private Result run(Map<String, String> env, String... args) throws Exception {
        return runWithin(RUN_TIMEOUT_MS, env, args);
    }

    private Result runWithin(long timeoutMs, Map<String, String> env, String... args) throws Exception {
        Process p = start(env, args);
        Output out = Output.of(p);
        if (!p.waitFor(timeoutMs, TimeUnit.MILLISECONDS)) {
            p.destroyForcibly();
            fail("pitch.jar " + String.join(" ", args) + " did not exit within " + timeoutMs + " ms\n" + out.finish(p).describe());
        }
        return out.finish(p);
    }

    private Running startServer(String... args) throws Exception {
        long t0 = System.nanoTime();
        Process p = start(args);
        Output output = Output.of(p);
        String ready = output.out.await(l -> l.startsWith("ready in"), READY_TIMEOUT_MS);
        long wallMs = (System.nanoTime() - t0) / 1_000_000;
        if (ready == null) {
            p.destroyForcibly();
            fail("no 'ready in' line within " + READY_TIMEOUT_MS + " ms\n" + output.finish(p).describe());
        }
        Matcher m = LISTENING.matcher(output.out.text());
        assertTrue(m.find(), () -> "no 'listening on udp ... ports N (players, monitors), ...' line\n--- stdout ---\n"
                + output.out.text() + "--- stderr ---\n" + output.err.text());
        Running s = new Running(p, output.out, output.err, Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)));
        Matcher self = Pattern.compile("ready in (\\d+) ms").matcher(ready);
        long rss = vmRssKb(p.pid());
        synchronized (STARTS) {
            STARTS.add(new long[] {wallMs, self.find() ? Long.parseLong(self.group(1)) : -1, rss});
        }
        return s;
    }

    private static void stop(Running s) throws Exception {
        s.process.destroy();
        assertTrue(s.process.waitFor(10, TimeUnit.SECONDS), "the server did not stop on SIGTERM");
    }

    /**
     * A free UDP port for a match runner's server, and the two after it (the runner gives them to the
     * trainer and the online coach unless told otherwise), chosen below Linux's ephemeral range
     * (32768 up): between this check and the server's bind, no port 0 bound by a test running beside
     * this one can take them.
     */
    private static int freeUdpPortOutsideTheEphemeralRange() throws IOException {
        for (int attempt = 0; attempt < 50; attempt++) {
            int port = 10_000 + java.util.concurrent.ThreadLocalRandom.current().nextInt(20_000);
            try (DatagramSocket a = new DatagramSocket(new InetSocketAddress(port));
                 DatagramSocket b = new DatagramSocket(new InetSocketAddress(port + 1));
                 DatagramSocket c = new DatagramSocket(new InetSocketAddress(port + 2))) {
                return port;
            } catch (IOException taken) {
                // another one
            }
        }
        throw new IOException("no three free UDP ports found below 30003");
    }

    private static DatagramPacket exchange(DatagramSocket client, byte[] payload, int port) throws IOException {
        client.send(new DatagramPacket(payload, payload.length, new InetSocketAddress("127.0.0.1", port)));
        DatagramPacket reply = new DatagramPacket(new byte[65536], 65536);
        try {
            client.receive(reply);
        } catch (SocketTimeoutException e) {
            fail("no answer from port " + port + " within " + client.getSoTimeout() + " ms to a " + payload.length + " byte datagram");
        }
        return reply;
    }

    private static String text(DatagramPacket p) {
        return new String(p.getData(), p.getOffset(), p.getLength(), StandardCharsets.ISO_8859_1);
    }

    private static String excerpt(String text, String around) {
        int i = text.indexOf(around);
        if (i < 0) return "('" + around + "' not found in " + text.length() + " chars of output)";
        return text.substring(Math.max(0, i - 200), Math.min(text.length(), i + 200));
    }

    /** Resident memory of a running process, from /proc/PID/status (Linux). */
    private static long vmRssKb(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
            if (line.startsWith("VmRSS:")) return Long.parseLong(line.replaceAll("\\D", ""));
        }
        return -1;
    }

    /** Local UDP ports of the sockets a process holds: its /proc/PID/fd inodes matched in /proc/net/udp{,6}. */
    private static Set<Integer> udpPortsOf(long pid) {
        Set<String> inodes = new HashSet<>();
        try (Stream<Path> fds = Files.list(Path.of("/proc", Long.toString(pid), "fd"))) {
            for (Path fd : (Iterable<Path>) fds::iterator) {
                try {
                    String link = Files.readSymbolicLink(fd).toString();
                    if (link.startsWith("socket:[")) inodes.add(link.substring(8, link.length() - 1));
                } catch (IOException gone) {
                    // the descriptor was closed meanwhile
                }
            }
        } catch (IOException processGone) {
            return Set.of();
        }
        Set<Integer> ports = new HashSet<>();
        for (String table : new String[] {"/proc/net/udp", "/proc/net/udp6"}) {
            try {
                List<String> lines = Files.readAllLines(Path.of(table));
                for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
                    String[] f = line.trim().split("\\s+");
                    if (f.length > 9 && inodes.contains(f[9])) {
                        String local = f[1];
                        ports.add(Integer.parseInt(local.substring(local.indexOf(':') + 1), 16));
                    }
                }
            } catch (IOException noIpv6) {
                // a kernel without IPv6 has no udp6 table
            }
        }
        return ports;
    }

    /** Exit status and everything a finished process wrote. */
    record Result(int exit, String out, String err) {
        String describe() {
            return "exit status " + exit + "\n--- stdout ---\n" + out + "--- stderr ---\n" + err + "---";
        }
    }

    /** A server that printed "ready in", with the ports it announced. */
    record Running(Process process, Lines out, Lines err, int playerPort, int trainerPort, int onlineCoachPort) {
        String describe() {
            return "--- stdout ---\n" + out.text() + "--- stderr ---\n" + err.text() + "---";
        }

        Result finish() throws InterruptedException {
            out.join();
            err.join();
            return new Result(process.exitValue(), out.text(), err.text());
        }
    }

    /** Both output streams of a process, each drained by its own thread. */
    record Output(Lines out, Lines err) {
        static Output of(Process p) {
            return new Output(new Lines(p.getInputStream(), "stdout " + p.pid()), new Lines(p.getErrorStream(), "stderr " + p.pid()));
        }

        Result finish(Process p) throws InterruptedException {
            p.waitFor(10, TimeUnit.SECONDS);
            out.join();
            err.join();
            return new Result(p.isAlive() ? -1 : p.exitValue(), out.text(), err.text());
        }
    }

    /** Lines of one stream as they arrive. */
    static final class Lines {
        private final List<String> lines = new ArrayList<>();
        private final BlockingQueue<String> fresh = new LinkedBlockingQueue<>();
        private final Thread reader;

        Lines(InputStream in, String name) {
            reader = new Thread(() -> {
                try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                    for (String l; (l = r.readLine()) != null; ) {
                        synchronized (lines) {
                            lines.add(l);
                            lines.notifyAll();
                        }
                        fresh.add(l);
                    }
                } catch (IOException closed) {
                    // the process went away
                }
            }, name);
            reader.setDaemon(true);
            reader.start();
        }

        /** The first line (from now on) that matches, or null if none comes within the timeout. */
        String await(java.util.function.Predicate<String> match, long timeoutMs) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
            while (true) {
                long left = deadline - System.nanoTime();
                if (left <= 0) return null;
                String l = fresh.poll(left, TimeUnit.NANOSECONDS);
                if (l == null) return null;
                if (match.test(l)) return l;
            }
        }

        /** The first line printed so far or from now on that matches, or null if none came within the timeout. */
        String awaitAny(java.util.function.Predicate<String> match, long timeoutMs) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
            synchronized (lines) {
                for (int seen = 0; ; ) {
                    for (; seen < lines.size(); seen++) {
                        if (match.test(lines.get(seen))) return lines.get(seen);
                    }
                    long left = deadline - System.nanoTime();
                    if (left <= 0 || !reader.isAlive()) return null;
                    TimeUnit.NANOSECONDS.timedWait(lines, Math.min(left, TimeUnit.MILLISECONDS.toNanos(100)));
                }
            }
        }

        List<String> lines() {
            synchronized (lines) {
                return List.copyOf(lines);
            }
        }

        /** Everything so far, without the JVM's own notes about JAVA_TOOL_OPTIONS and the like. */
        String text() {
            StringBuilder sb = new StringBuilder();
            for (String l : lines()) {
                if (l.startsWith("Picked up ") || l.startsWith("NOTE: Picked up ")) continue;
                sb.append(l).append('\n');
            }
            return sb.toString();
        }

        void join() throws InterruptedException {
            reader.join(10_000);
        }
    }

    @Test
    void helperFindsTheUdpPortsOfAProcess() throws Exception {
        // the /proc lookup the other tests rely on, checked against this JVM's own socket
        try (DatagramSocket s = new DatagramSocket(new InetSocketAddress("127.0.0.1", 0))) {
            assertTrue(udpPortsOf(ProcessHandle.current().pid()).contains(s.getLocalPort()));
        }
        assertNotNull(jar);
        assertNotEquals(0, Files.size(jar));
    }
}
