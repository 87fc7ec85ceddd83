package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.pitch.testkit.clients.UdpClient;

/**
 * A plugin from {@code pitch new} to a server end to end: the project written by
 * {@code java -jar pitch.jar new} into a folder of the test, built offline with Maven as its README says ({@code mvn -o verify}, against Pitch's
 * artifacts in the local repository, which {@code mvn install} in this tree put there), its jar
 * dropped into a server's {@code plugins/} with the plugin's setting at a value other than its
 * default on the command line, and the setting's effect seen over UDP by a trainer. The tests of
 * this class run one after the other: each runs a Maven build beside the server.
 */
@Execution(ExecutionMode.SAME_THREAD)
class NewPluginIT extends PitchJarFixture {
    /** Bounds a hang of the nested build only: it takes seconds once Maven has started. */
    private static final long BUILD_TIMEOUT_MS = 600_000;
    private static final Pattern BALL = Pattern.compile("\\(\\(b\\) ([-+.eE\\d]+) ([-+.eE\\d]+) ([-+.eE\\d]+) ([-+.eE\\d]+)\\)");
    /** The trainer connects in coach mode only, ... */
    private static final String TRAINER = "server::coach=true";
    /** ... where the referee rules judge only with this. */
    private static final String REFEREES = "server::coach_w_referee=true";
    private static final Pattern LOOK_TIME = Pattern.compile("^\\(ok look (\\d+) ");

    /**
     * {@code new rule long_shot}, built and run with {@code max_distance} 20 (default 30): a left
     * player's goal from 27 m is a goal kick for the right, and the right player's from 27 m,
     * mirrored, one for the left; the server's console says why each time.
     */
    @Test
    void aRuleFromTheStarterJudgesInAServerWithItsSetting() throws Exception {
        Result refused = run("new", "rule", "LongShot");
        assertEquals(2, refused.exit(), refused::describe);
        assertEquals(1, refused.err().lines().count(), refused::describe);
        assertTrue(refused.err().startsWith("pitch: new: 'LongShot' is not a lower_snake_case name"), refused::describe);
        Path project = newProject("rule", "long_shot");
        Path jar = build(project, "long-shot");
        Files.copy(jar, Files.createDirectories(dir.resolve("plugins")).resolve(jar.getFileName()));

        Running s = startServer(args("pitch.rules.long_shot.max_distance=20", TRAINER, REFEREES,
                "server::kick_rand=0", "server::ball_rand=0", "server::player_rand=0"));
        try (UdpClient left = UdpClient.connect(s.playerPort(), "(init Left (version 19))");
             UdpClient right = UdpClient.connect(s.playerPort(), "(init Right (version 19))");
             UdpClient trainer = UdpClient.connect(s.trainerPort(), "(init (version 19))")) {
            assertTrue(left.first().startsWith("(init l 1 "), left.first());
            assertTrue(right.first().startsWith("(init r 1 "), right.first());
            assertTrue(trainer.first().startsWith("(init ok"), trainer.first());
            trainer.send("(ear on)"); // the referee's words
            trainer.receiveUntil("(ok ear on)");
            // a player the kernel has taken in is in the trainer's look: moves from then on stay
            while (!seesBoth(trainer)) Thread.sleep(20);

            // the left player 0.6 m behind the ball, 26.9 m from the right goal, facing it
            shot(trainer, left, "(move (player Left 1) 25 0 0 0 0)", "(move (player Right 1) -25 -20 180 0 0)", "(move (ball) 25.6 0 0 0 0)");
            assertEquals("goal_kick_r", referee(trainer), s::describe);
            assertNotNull(s.out().await(l -> l.startsWith("long_shot: no goal for Left, shot from 26.9 m (pitch.rules.long_shot.max_distance = 20.0)"),
                    ANSWER_TIMEOUT_MS), s::describe);

            // mirrored: the right player at -25 facing the left goal
            shot(trainer, right, "(move (player Right 1) -25 0 180 0 0)", "(move (player Left 1) 25 20 0 0 0)", "(move (ball) -25.6 0 0 0 0)");
            assertEquals("goal_kick_l", referee(trainer), s::describe);
            assertNotNull(s.out().await(l -> l.startsWith("long_shot: no goal for Right, shot from 26.9 m"), ANSWER_TIMEOUT_MS), s::describe);
        } finally {
            stop(s);
        }
    }

    /**
     * {@code new model windy --slot movement}, built and run as the movement with {@code push}
     * 0.1 (default 0.01): in play, the ball the trainer put at rest on the centre spot speeds up
     * along x exactly as a push of 0.1 per cycle and the ball's decay make it, as the trainer's
     * looks show (noise off, no wind).
     */
    @Test
    void aMovementModelFromTheStarterMovesTheBallWithItsSetting() throws Exception {
        Path project = newProject("model", "windy", "--slot", "movement");
        Path jar = build(project, "windy");
        Files.copy(jar, Files.createDirectories(dir.resolve("plugins")).resolve(jar.getFileName()));

        double decay = 0.94;
        Running s = startServer(args("pitch.models.movement=windy", "pitch.models.windy.push=0.1", TRAINER,
                "server::ball_rand=0", "server::ball_decay=" + decay));
        try (UdpClient trainer = UdpClient.connect(s.trainerPort(), "(init (version 19))")) {
            assertTrue(s.out().text().contains("windy (org.example.windy "), s::describe);
            trainer.send("(move (ball) 0 0 0 0 0)");
            trainer.receiveUntil("(ok move)");
            trainer.send("(change_mode play_on)");
            trainer.receiveUntil("(ok change_mode)");

            // two looks at least two cycles apart, both after the first push
            double[] first = null, later = null;
            while (later == null) {
                double[] look = look(trainer); // time, x, y, vx, vy
                if (look[3] <= 0) continue;
                assertEquals(0, look[2], 0, "along x only");
                assertEquals(0, look[4], 0, "along x only");
                if (first == null) first = look;
                else if (look[0] >= first[0] + 2) later = look;
                if (later == null) Thread.sleep(20);
            }
            // v(t+1) = decay (v(t) + push): after k cycles v = decay^k v0 + push (decay + ... + decay^k)
            int k = (int) (later[0] - first[0]);
            double sum = 0;
            for (int i = 1; i <= k; i++) sum += Math.pow(decay, i);
            double push = (later[3] - Math.pow(decay, k) * first[3]) / sum;
            assertEquals(0.1, push, 1e-4, "the push between cycle " + (int) first[0] + " (vx " + first[3] + ") and " + (int) later[0]
                    + " (vx " + later[3] + ")");
            assertTrue(later[1] > first[1], "the ball moved on along x");
        } finally {
            stop(s);
        }
    }

    /** {@code java -jar pitch.jar new ARGS} in the test's folder; returns the project's folder. */
    private Path newProject(String... args) throws Exception {
        String[] all = new String[args.length + 1];
        all[0] = "new";
        System.arraycopy(args, 0, all, 1, args.length);
        Result r = run(all);
        assertEquals(0, r.exit(), r::describe);
        Path project = dir.resolve(args[1]);
        assertTrue(r.out().startsWith("Wrote the " + args[0] + " plugin '" + args[1] + "'"), r::describe);
        assertTrue(Files.isRegularFile(project.resolve("pom.xml")), r::describe);
        return project;
    }

    /**
     * {@code mvn -B -o verify} in the project, as its README says; returns the bundle. Pitch's own
     * artifacts must be in the local Maven repository at this version ({@code mvn install}).
     */
    private static Path build(Path project, String artifact) throws Exception {
        Path bom = Path.of(System.getProperty("user.home"), ".m2", "repository", "org", "pitch", "pitch-bom", version, "pitch-bom-" + version + ".pom");
        Assumptions.assumeTrue(Files.isRegularFile(bom), "Pitch " + version + " is not in the local Maven repository (" + bom
                + "): the generated project builds against it once mvn install ran in this tree");
        Path log = project.resolve("build.log");
        List<String> cmd = new ArrayList<>(List.of("mvn", "-B", "-o", "verify"));
        Process mvn = new ProcessBuilder(cmd).directory(project.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!mvn.waitFor(BUILD_TIMEOUT_MS, TimeUnit.MILLISECONDS)) {
            mvn.destroyForcibly();
            fail("mvn verify did not end within " + BUILD_TIMEOUT_MS + " ms\n" + Files.readString(log));
        }
        String output = Files.readString(log);
        assertEquals(0, mvn.exitValue(), () -> "mvn -o verify in " + project + ":\n" + output);
        assertTrue(output.contains("Tests run:") && output.contains("Failures: 0, Errors: 0"), output);
        try (Stream<Path> jars = Files.list(project.resolve("target"))) {
            List<Path> found = jars.filter(p -> p.getFileName().toString().matches(Pattern.quote(artifact) + "-.*\\.jar")).toList();
            assertEquals(1, found.size(), found::toString);
            return found.get(0);
        }
    }

    /** Puts the shooter and the ball with the trainer's moves, starts play and has the shooter kick at full power straight ahead. */
    private static void shot(UdpClient trainer, UdpClient shooter, String... moves) throws IOException {
        for (String m : moves) {
            trainer.send(m);
            trainer.receiveUntil("(ok move)");
        }
        trainer.send("(change_mode play_on)");
        trainer.receiveUntil("(ok change_mode)");
        shooter.send("(kick 100 0)");
    }

    /** What the referee says next of a goal ({@code goal_l_1}) or a goal kick ({@code goal_kick_r}), as the trainer hears it. */
    private static String referee(UdpClient trainer) throws IOException {
        Pattern said = Pattern.compile("^\\(hear referee \\d+ (\\S+)\\)$");
        List<String> heard = trainer.receiveUntil(m -> {
            Matcher x = said.matcher(m);
            return x.matches() && x.group(1).startsWith("goal_");
        });
        Matcher m = said.matcher(heard.get(heard.size() - 1));
        assertTrue(m.matches());
        return m.group(1);
    }

    private static boolean seesBoth(UdpClient trainer) throws IOException {
        trainer.send("(look)");
        List<String> got = trainer.receiveUntil("(ok look ");
        String look = got.get(got.size() - 1);
        return look.contains("((p \"Left\" 1) ") && look.contains("((p \"Right\" 1) ");
    }

    /** The trainer's look: time, the ball's x, y, vx, vy. */
    private static double[] look(UdpClient trainer) throws IOException {
        trainer.send("(look)");
        List<String> got = trainer.receiveUntil("(ok look ");
        String reply = got.get(got.size() - 1);
        Matcher t = LOOK_TIME.matcher(reply), b = BALL.matcher(reply);
        assertTrue(t.find() && b.find(), reply);
        return new double[] {Integer.parseInt(t.group(1)), Double.parseDouble(b.group(1)), Double.parseDouble(b.group(2)),
                Double.parseDouble(b.group(3)), Double.parseDouble(b.group(4))};
    }
}
