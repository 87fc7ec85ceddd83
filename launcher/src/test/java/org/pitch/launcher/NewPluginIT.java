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

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.pitch.testkit.clients.UdpClient;

/**
 * A plugin from {@code pitch new} to a server end to end: the project written by
 * {@code java -jar pitch.jar new} into a folder of the test, built with {@code mvn -o verify} as its
 * README says, its jar dropped into a server's {@code plugins/} with the plugin's setting at a value
 * other than its default on the command line, and the setting's effect seen over UDP by a trainer.
 * <p>
 * The nested build is hermetic: an empty local repository of the test's own and a settings file
 * whose only repositories are the SDK folder of this build ({@code distribution/sdk/target/repository},
 * for Pitch's artifacts and everything they need) and, for Maven's own plugins only, the local
 * repository of the build that runs this test, read as a {@code file://} repository. Every other
 * repository (Maven Central, any a pom names) is mirrored to an empty folder, and offline mode
 * allows the {@code file} protocol only. The build's log is checked for that: every download from a
 * {@code file://} URL, and Pitch's artifacts all from the SDK folder. The tests of this class run
 * one after the other: each runs a Maven build beside the server.
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
    /** Maven's transfer lines in batch mode: "Downloading from ID: URL", "Downloaded from ID: URL (size at speed)". */
    private static final Pattern DOWNLOAD = Pattern.compile("(Downloading|Downloaded) from (\\S+): (\\S+)");
    private static final String SDK_ID = "pitch-sdk";
    private static final String OUTER_ID = "outer";

    /** The SDK folder distribution/sdk wrote in this build; the build's local repository; its mvn. */
    private static Path sdk, outerRepository, mvn;

    @BeforeAll
    static void findRepositories() {
        sdk = Path.of(System.getProperty("pitch.sdk.repository", "../distribution/sdk/target/repository")).toAbsolutePath().normalize();
        Path bom = sdk.resolve("org/pitch/pitch-bom/" + version + "/maven-metadata.xml");
        assertTrue(Files.isRegularFile(bom), () -> "no " + bom + ": the SDK folder the generated projects build against is written by"
                + " the module distribution/sdk (pitch-sdk) in its package phase, e.g. mvn -B package -pl distribution/sdk -am");
        outerRepository = Path.of(System.getProperty("pitch.local.repository",
                Path.of(System.getProperty("user.home"), ".m2", "repository").toString())).toAbsolutePath().normalize();
        assertTrue(Files.isDirectory(outerRepository.resolve("org/apache/maven/plugins")),
                () -> outerRepository + " holds no Maven plugins: it is to be the local repository of the build running this test");
        String home = System.getProperty("pitch.maven.home");
        mvn = home == null ? Path.of("mvn") : Path.of(home, "bin", "mvn");
    }

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
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "\n" + s.describe(), e); // what the server said
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
            // (a look every 20 ms: a client sending more than 128 datagrams a cycle has the rest dropped)
            double[] first = null, later = null;
            while (later == null) {
                Thread.sleep(20);
                double[] look = look(trainer); // time, x, y, vx, vy
                if (look[3] <= 0) continue;
                assertEquals(0, look[2], 0, "along x only");
                assertEquals(0, look[4], 0, "along x only");
                if (first == null) first = look;
                else if (look[0] >= first[0] + 2) later = look;
            }
            // v(t+1) = decay (v(t) + push): after k cycles v = decay^k v0 + push (decay + ... + decay^k)
            int k = (int) (later[0] - first[0]);
            double sum = 0;
            for (int i = 1; i <= k; i++) sum += Math.pow(decay, i);
            double push = (later[3] - Math.pow(decay, k) * first[3]) / sum;
            assertEquals(0.1, push, 1e-4, "the push between cycle " + (int) first[0] + " (vx " + first[3] + ") and " + (int) later[0]
                    + " (vx " + later[3] + ")");
            assertTrue(later[1] > first[1], "the ball moved on along x");
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "\n" + s.describe(), e); // what the server said
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
     * {@code mvn -B -o verify} in the project, as its README says, hermetic (see the class); returns
     * the bundle.
     */
    private Path build(Path project, String artifact) throws Exception {
        Path maven = Files.createDirectories(dir.resolve("maven"));
        Path local = maven.resolve("repository");
        Path noNetwork = Files.createDirectories(maven.resolve("no-network"));
        Path settings = Files.writeString(maven.resolve("settings.xml"), settings(local, noNetwork));
        Path globalSettings = Files.writeString(maven.resolve("global-settings.xml"), "<settings/>\n");
        Path log = project.resolve("build.log");
        List<String> cmd = List.of(mvn.toString(), "-B", "-o", "-Daether.offline.protocols=file",
                "-s", settings.toString(), "-gs", globalSettings.toString(), "verify");
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(project.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
        // Maven as the build runs it, on this JDK, without the caller's options or rc files
        pb.environment().keySet().removeIf(k -> k.startsWith("MAVEN_"));
        pb.environment().put("MAVEN_SKIP_RC", "true");
        pb.environment().put("MAVEN_OPTS", "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC");
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        long t0 = System.nanoTime();
        Process build = pb.start();
        build.getOutputStream().close();
        if (!build.waitFor(BUILD_TIMEOUT_MS, TimeUnit.MILLISECONDS)) {
            build.destroyForcibly();
            fail("mvn verify did not end within " + BUILD_TIMEOUT_MS + " ms\n" + Files.readString(log));
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        String output = Files.readString(log);
        String described = String.join(" ", cmd) + " in " + project + ":\n" + output;
        if (build.exitValue() != 0) {
            fail("against the SDK folder " + sdk + " of " + Files.getLastModifiedTime(sdk) + " (a build of this module alone takes"
                    + " the folder as an earlier build left it; mvn package -pl distribution/sdk -am writes it from the tree)\n" + described);
        }
        assertTrue(output.contains("Tests run:") && output.contains("Failures: 0, Errors: 0"), described);

        // nothing but files: every download names a file:// URL, and came from the SDK folder or the plugins' repository
        Matcher d = DOWNLOAD.matcher(output);
        int fromSdk = 0, fromOuter = 0;
        while (d.find()) {
            String transfer = d.group();
            assertTrue(d.group(3).startsWith("file:"), () -> "a download from a URL other than file://: " + transfer + "\n" + described);
            if (d.group(1).equals("Downloaded")) {
                switch (d.group(2)) {
                    case SDK_ID -> fromSdk++;
                    case OUTER_ID -> fromOuter++;
                    default -> fail("downloaded from " + d.group(2) + ": " + d.group() + "\n" + described);
                }
            }
        }
        assertTrue(fromSdk > 0 && fromOuter > 0, fromSdk + " downloads from the SDK folder, " + fromOuter
                + " from the plugins' repository: the empty local repository takes both\n" + described);
        assertPitchFromSdk(local, described);
        System.out.println("NewPluginIT: mvn -o verify of " + artifact + " in " + ms + " ms (" + fromSdk + " files from the SDK folder, "
                + fromOuter + " from " + outerRepository + ")");

        try (Stream<Path> jars = Files.list(project.resolve("target"))) {
            List<Path> found = jars.filter(p -> p.getFileName().toString().matches(Pattern.quote(artifact) + "-.*\\.jar")).toList();
            assertEquals(1, found.size(), found::toString);
            return found.get(0);
        }
    }

    /**
     * The nested build's settings: the local repository, the SDK folder for dependencies, this
     * build's local repository for plugins, everything else mirrored to an empty folder.
     */
    private static String settings(Path local, Path noNetwork) {
        return """
                <settings xmlns="http://maven.apache.org/SETTINGS/1.2.0">
                  <localRepository>%s</localRepository>
                  <mirrors>
                    <!-- Maven Central of the super POM, and any repository a pom names -->
                    <mirror><id>no-network</id><mirrorOf>*,!%s,!%s</mirrorOf><url>%s</url></mirror>
                  </mirrors>
                  <profiles>
                    <profile>
                      <id>hermetic</id>
                      <repositories>
                        <repository>
                          <id>%s</id><url>%s</url>
                          <releases><checksumPolicy>fail</checksumPolicy></releases>
                          <snapshots><updatePolicy>always</updatePolicy><checksumPolicy>fail</checksumPolicy></snapshots>
                        </repository>
                      </repositories>
                      <pluginRepositories>
                        <!-- a local repository keeps no checksums -->
                        <pluginRepository>
                          <id>%s</id><url>%s</url>
                          <releases><checksumPolicy>ignore</checksumPolicy></releases>
                          <snapshots><enabled>false</enabled></snapshots>
                        </pluginRepository>
                      </pluginRepositories>
                    </profile>
                  </profiles>
                  <activeProfiles><activeProfile>hermetic</activeProfile></activeProfiles>
                </settings>
                """.formatted(xml(local.toString()), SDK_ID, OUTER_ID, xml(noNetwork.toUri().toString()),
                SDK_ID, xml(sdk.toUri().toString()), OUTER_ID, xml(outerRepository.toUri().toString()));
    }

    /** Every artifact of Pitch's in the nested build's local repository came from the SDK folder, the BOM and the api among them. */
    private static void assertPitchFromSdk(Path local, String described) throws IOException {
        Path pitch = local.resolve("org/pitch");
        List<String> artifacts = new ArrayList<>();
        try (Stream<Path> records = Files.walk(pitch)) {
            for (Path record : records.filter(p -> p.getFileName().toString().equals("_remote.repositories")).toList()) {
                for (String line : Files.readAllLines(record)) {
                    if (line.startsWith("#") || line.isBlank()) continue;
                    assertTrue(line.endsWith(">" + SDK_ID + "="), () -> record + ": " + line + " not from the SDK folder\n" + described);
                    artifacts.add(line.substring(0, line.indexOf('>')));
                }
            }
        }
        for (String a : List.of("pitch-bom-", "pitch-api-")) {
            assertTrue(artifacts.stream().anyMatch(x -> x.startsWith(a)), () -> a + "* not among " + artifacts + "\n" + described);
        }
    }

    private static String xml(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /**
     * Starts play, puts the shooter and the ball with the trainer's moves and has the shooter kick at
     * full power straight ahead. Play on first: a cycle that passes before kick-off or in a goal kick
     * between two moves lets the referee put a player back into its half, or the ball on its spot.
     */
    private static void shot(UdpClient trainer, UdpClient shooter, String... moves) throws IOException {
        trainer.send("(change_mode play_on)");
        trainer.receiveUntil("(ok change_mode)");
        for (String m : moves) {
            trainer.send(m);
            trainer.receiveUntil("(ok move)");
        }
        shooter.send("(kick 100 0)");
    }

    /**
     * What the referee says next of a goal ({@code goal_l_1}) or a goal kick ({@code goal_kick_r}), as
     * the trainer hears it. A shot that never went leaves the ball still, and the referee drops it
     * every 100 cycles: the third drop ends the wait, failing.
     */
    private static String referee(UdpClient trainer) throws IOException {
        Pattern said = Pattern.compile("^\\(hear referee \\d+ (\\S+)\\)$");
        int[] drops = {0};
        List<String> heard = trainer.receiveUntil(m -> {
            Matcher x = said.matcher(m);
            if (x.matches() && x.group(1).equals("drop_ball")) drops[0]++;
            return x.matches() && x.group(1).startsWith("goal_") || drops[0] == 3;
        });
        Matcher m = said.matcher(heard.get(heard.size() - 1));
        assertTrue(m.matches() && m.group(1).startsWith("goal_"), () -> "no goal and no goal kick, the ball dropped 3 times: " + heard);
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
