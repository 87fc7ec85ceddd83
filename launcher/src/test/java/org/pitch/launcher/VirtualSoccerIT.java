package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.SocketAddress;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.examples.vsc.ExampleController;
import org.pitch.examples.vsc.RobotClient;
import org.pitch.protocol.vsc.proto.ActuatorRequests;
import org.pitch.protocol.vsc.proto.Message;
import org.pitch.protocol.vsc.proto.MotorPosition;
import org.pitch.protocol.vsc.proto.MotorVelocity;
import org.pitch.protocol.vsc.proto.PositionSensorMeasurement;
import org.pitch.protocol.vsc.proto.SensorMeasurements;
import org.pitch.protocol.vsc.proto.SensorTimeStep;

/**
 * The virtual soccer API (seed 001) end to end: {@code pitch.jar} with two team JSON files, robots
 * over TCP. A robot is welcomed, turns a sensor on and gets it at the step it asked for, is placed
 * at its half-time pose and moved and driven by actuator requests (seen by a trainer's
 * {@code look}); a robot whose configured address is another is refused; a robot that does not
 * read is disconnected while the others' measurements and the match go on. A bad team file stops
 * the start with status 2 and a message naming the file and the key.
 */
class VirtualSoccerIT {
    private static final Pattern LISTENING = Pattern.compile("listening on udp \\S+ ports (\\d+) \\(players, monitors\\), (\\d+) \\(trainer\\)");
    private static final long WAIT_MS = 120_000; // bounds a hang only: a loaded machine may take long to start a JVM
    /** 2D metres per metre of the 9 × 6 m robots' field. */
    private static final double SCALE_X = 105.0 / 9.0, SCALE_Y = 68.0 / 6.0;

    @TempDir
    Path dir;
    private final List<AutoCloseable> open = new ArrayList<>();

    @AfterEach
    void closeAll() throws Exception {
        for (int i = open.size() - 1; i >= 0; i--) open.get(i).close();
    }

    @Test
    void robotsPlayOverTcpBesideTheMatch() throws Exception {
        Path reds = team("Reds", 2), blues = team("Blues", 1);
        int base = freeBase();
        Process server = start("pitch.vsc.enabled=true", "pitch.vsc.team1=" + reds, "pitch.vsc.team2=" + blues,
                "pitch.vsc.port_base=" + base, "pitch.vsc.team1_hosts=127.0.0.1 2=127.0.0.2",
                // 320x240 images (230 KB) every cycle: a send queue of 8 MB lets this test's thread be held
                // up for 3 s by a busy machine before the server drops a robot that does not read (the
                // default 1 MB was half a second: the controller was dropped twice in this session's runs)
                "pitch.vsc.camera_width=320", "pitch.vsc.camera_height=240", "pitch.vsc.send_queue_kb=8192",
                "server::coach_w_referee=true", "server::port=0", "server::coach_port=0", "server::olcoach_port=0", "server::game_logging=false",
                "server::text_logging=false");
        Output output = Output.of(server);
        assertNotNull(output.out().await(l -> l.startsWith("ready in"), WAIT_MS), () -> output.out().text() + output.err().text());
        assertTrue(output.out().text().contains("Virtual soccer API: team Reds (red), robots 1-2 on tcp ports " + (base + 1) + "-" + (base + 2)),
                () -> output.out().text());
        Matcher ports = LISTENING.matcher(output.out().text());
        assertTrue(ports.find(), () -> output.out().text());
        Trainer trainer = new Trainer(Integer.parseInt(ports.group(2)));
        open.add(trainer);

        RobotClient red1 = robot(base + 1, "127.0.0.1", 0);
        assertTrue(red1.welcomed());

        // placed at its half-time pose: (-4, 0) m of the robots' field
        double[] p = trainer.position("Reds", 1, WAIT_MS, xy -> Math.abs(xy[0] + 4 * SCALE_X) < 0.01);
        assertEquals(0.0, p[1], 0.01);

        // the neck sensor every 200 ms, a time step off the 8 ms grid answered with a warning
        red1.send(ActuatorRequests.newBuilder()
                .addSensorTimeSteps(SensorTimeStep.newBuilder().setName("neck").setTimeStep(200))
                .addSensorTimeSteps(SensorTimeStep.newBuilder().setName("bumper").setTimeStep(12)).build());
        List<Integer> neckTimes = new ArrayList<>();
        boolean warned = false;
        while (neckTimes.size() < 5) {
            SensorMeasurements m = red1.receive(5000);
            assertNotNull(m, "measurements stopped");
            for (Message w : m.getMessagesList()) {
                warned |= w.getMessageType() == Message.MessageType.WARNING_MESSAGE && w.getText().contains("16 ms used");
            }
            assertEquals(0, m.getTime() % 100, "times are whole 2D cycles: " + m.getTime());
            if (m.getBumpersCount() + m.getPositionSensorsCount() == 0) continue; // messages only, before the request
            assertEquals(1, m.getBumpersCount(), "the bumper reports every cycle");
            for (PositionSensorMeasurement s : m.getPositionSensorsList()) {
                if (s.getName().equals("neck")) {
                    neckTimes.add(m.getTime());
                    assertEquals(0.0, s.getValue(), 1e-9);
                }
            }
        }
        assertTrue(warned, "a warning for the 12 ms time step");
        for (int i = 1; i < neckTimes.size(); i++) assertEquals(200, neckTimes.get(i) - neckTimes.get(i - 1), neckTimes.toString());

        // nonsense is answered with an error in the next measurements, and the connection stays
        red1.sendMessage(new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff});
        red1.sendMessage(new byte[(1 << 20) + 1]);
        List<String> errors = new ArrayList<>();
        for (int i = 0; i < 20 && errors.size() < 2; i++) {
            SensorMeasurements m = red1.receive(5000);
            assertNotNull(m, "measurements stopped after nonsense");
            for (Message e : m.getMessagesList()) if (e.getMessageType() == Message.MessageType.ERROR_MESSAGE) errors.add(e.getText());
        }
        assertEquals(2, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith("not an ActuatorRequests message (3 bytes)"), errors.toString());
        assertTrue(errors.get(1).startsWith("a request over 1048576 bytes was discarded"), errors.toString());

        // moved by its motors before the kick-off, then driven
        red1.send(ActuatorRequests.newBuilder()
                .addMotorPositions(MotorPosition.newBuilder().setName("move_x").setPosition(-2))
                .addMotorPositions(MotorPosition.newBuilder().setName("move_y").setPosition(1)).build());
        p = trainer.position("Reds", 1, WAIT_MS, xy -> Math.abs(xy[0] + 2 * SCALE_X) < 0.01);
        assertEquals(-1 * SCALE_Y, p[1], 0.01, "the robots' y points left, the 2D y right");
        // mirrored: the Blues play on the right, their robot is placed at the same pose and moved by
        // the same motors in its own frame, which the field shows mirrored
        try (RobotClient blue1 = robot(base + 21, "127.0.0.1", 0)) {
            assertTrue(blue1.welcomed());
            double[] b = trainer.position("Blues", 1, WAIT_MS, xy -> Math.abs(xy[0] - 4 * SCALE_X) < 0.01);
            assertEquals(0.0, b[1], 0.01);
            blue1.send(ActuatorRequests.newBuilder()
                    .addMotorPositions(MotorPosition.newBuilder().setName("move_x").setPosition(-2))
                    .addMotorPositions(MotorPosition.newBuilder().setName("move_y").setPosition(1)).build());
            b = trainer.position("Blues", 1, WAIT_MS, xy -> Math.abs(xy[0] - 2 * SCALE_X) < 0.01);
            assertEquals(2 * SCALE_X, b[0], 0.01);
            assertEquals(1 * SCALE_Y, b[1], 0.01, "(-23.33, -11.33) in the right team's frame is (23.33, 11.33) on the field");
        }
        trainer.send("(change_mode play_on)");
        double before = p[0];
        double[] now = p;
        // counted in the server's time (the measurements' ms), not the wall's: a dash a cycle for 4 s of
        // match time (40 cycles), however slowly a loaded machine runs them
        int firstTime = -1, time = 0;
        while (now[0] < before + 1.0 && (firstTime < 0 || time - firstTime < 4000)) {
            SensorMeasurements m = red1.receive(5000);
            assertNotNull(m);
            time = m.getTime();
            if (firstTime < 0) firstTime = time;
            red1.send(ActuatorRequests.newBuilder().addMotorVelocities(MotorVelocity.newBuilder().setName("dash").setVelocity(100)).build());
            now = trainer.position("Reds", 1, 1000, xy -> true);
        }
        assertTrue(now[0] > before + 1.0, "dashing for " + (time - firstTime) + " ms of match time moved the player from x " + before + " to " + now[0]);

        // the example controller plays: it finds the ball 6 m ahead with its camera, runs to it and kicks it forwards
        trainer.send("(move (ball) " + (now[0] + 6) + " " + now[1] + ")");
        double ballFrom = now[0] + 6;
        ExampleController controller = new ExampleController();
        long handled = controller.play(red1, 60);
        double[] ball = trainer.ball();
        assertEquals(60, handled, "the server kept the controller's connection for its 60 steps (" + controller.summary() + ")");
        assertTrue(ball[0] > ballFrom + 5, "the example controller kicked the ball from x " + ballFrom + " to " + ball[0]
                + " (" + controller.summary() + ")");

        // robot 2 of the Reds may connect from 127.0.0.2 only
        try (RobotClient stranger = robot(base + 2, "127.0.0.1", 0)) {
            assertFalse(stranger.welcomed());
        }
        try (RobotClient owner = robot(base + 2, "127.0.0.2", 0)) {
            assertTrue(owner.welcomed());
        }
        assertNotNull(output.err().await(l -> l.contains("refused a connection to robot 2 of Reds") && l.contains("only 127.0.0.2 may connect"), WAIT_MS),
                () -> output.err().text());

        // a robot that asks for large camera images every 16 ms and never reads (connecting again
        // to the port the Blues robot left above)
        RobotClient sleeper = robot(base + 21, "127.0.0.1", 4096);
        assertTrue(sleeper.welcomed());
        sleeper.send(ActuatorRequests.newBuilder().addSensorTimeSteps(SensorTimeStep.newBuilder().setName("camera").setTimeStep(16)).build());
        assertNotNull(output.err().await(l -> l.contains("robot 1 of Blues") && l.contains("does not read"), 15_000), () -> output.err().text());
        assertTrue(endOfStream(sleeper, 15_000), "the non-reading robot's connection was closed");
        // the others go on: the Reds' robot still gets its measurements, the clock still runs
        int last = 0;
        for (int i = 0; i < 5; i++) {
            SensorMeasurements m = red1.receive(5000);
            assertNotNull(m, "measurements stopped after another robot was disconnected");
            assertTrue(m.getTime() > last);
            last = m.getTime();
        }
        assertTrue(server.isAlive());
    }

    @Test
    void robotsAndUdpPlayersShareAMatch() throws Exception {
        int base = freeBase();
        Process server = start("pitch.vsc.enabled=true", "pitch.vsc.team1=" + team("Reds", 1), "pitch.vsc.port_base=" + base,
                "server::coach_w_referee=true", "server::port=0", "server::coach_port=0", "server::olcoach_port=0",
                "server::game_logging=false", "server::text_logging=false");
        Output output = Output.of(server);
        assertNotNull(output.out().await(l -> l.startsWith("ready in"), WAIT_MS), () -> output.out().text() + output.err().text());
        Matcher ports = LISTENING.matcher(output.out().text());
        assertTrue(ports.find(), () -> output.out().text());
        Trainer trainer = new Trainer(Integer.parseInt(ports.group(2)));
        open.add(trainer);
        trainer.position("Reds", 1, WAIT_MS, xy -> true); // the robots' player is in
        try (DatagramSocket udp = new DatagramSocket(new InetSocketAddress("127.0.0.1", 0))) {
            udp.setSoTimeout(5000);
            byte[] init = "(init Udp (version 19))\0".getBytes(StandardCharsets.US_ASCII);
            udp.send(new DatagramPacket(init, init.length, new InetSocketAddress("127.0.0.1", Integer.parseInt(ports.group(1)))));
            DatagramPacket reply = new DatagramPacket(new byte[4096], 4096);
            udp.receive(reply);
            assertTrue(new String(reply.getData(), 0, reply.getLength(), StandardCharsets.US_ASCII).startsWith("(init r 1 "),
                    "the UDP team plays on the right");
            byte[] move = "(move -20 10)\0".getBytes(StandardCharsets.US_ASCII);
            udp.send(new DatagramPacket(move, move.length, reply.getSocketAddress()));
            // both in one match, seen by the trainer: the robot at its pose, the UDP player where it moved (mirrored)
            assertEquals(-4 * SCALE_X, trainer.position("Reds", 1, WAIT_MS, xy -> Math.abs(xy[0] + 4 * SCALE_X) < 0.01)[0], 0.01);
            double[] p = trainer.position("Udp", 1, WAIT_MS, xy -> Math.abs(xy[0] - 20) < 0.01);
            assertEquals(List.of(20.0, -10.0), List.of(Math.round(p[0] * 100) / 100.0, Math.round(p[1] * 100) / 100.0), "moved to (-20, 10) in its own frame");
        }
        RobotClient red1 = robot(base + 1, "127.0.0.1", 0);
        assertTrue(red1.welcomed());
    }

    @Test
    void aBadTeamFileStopsTheStartWithStatus2() throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, Files.readString(team("Reds", 1)).replace("\"rotation\": [0, 0, 1, 0]", "\"rotation\": [1, 0, 0, 0.5]"));
        Process server = start("pitch.vsc.enabled=true", "pitch.vsc.team1=" + bad, "pitch.vsc.port_base=" + freeBase(),
                "server::port=0", "server::coach_port=0", "server::olcoach_port=0", "server::game_logging=false", "server::text_logging=false");
        Output output = Output.of(server);
        assertTrue(server.waitFor(WAIT_MS, TimeUnit.MILLISECONDS), "the server should stop");
        Result r = output.finish(server);
        assertEquals(2, r.exit(), r.err());
        assertTrue(r.err().contains("pitch: cannot start: virtual soccer API: " + bad + ": players.1.halfTimeStartingPose.rotation: only rotations about the z axis"),
                r.err());
    }

    private Process start(String... settings) throws IOException {
        Path jar = Path.of(System.getProperty("pitch.jar", "target/pitch.jar")).toAbsolutePath();
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar.toString()));
        command.addAll(List.of(settings));
        Process server = new ProcessBuilder(command).directory(dir.toFile()).start();
        open.add(() -> {
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
        });
        return server;
    }

    private RobotClient robot(int port, String from, int receiveBuffer) throws IOException {
        RobotClient c = new RobotClient(new InetSocketAddress("127.0.0.1", port), new InetSocketAddress(from, 0), receiveBuffer);
        open.add(c);
        return c;
    }

    /** Whether reading the connection reaches its end (or a reset) within the time. */
    private static boolean endOfStream(RobotClient c, long millis) throws IOException {
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            try {
                if (c.receive(1000) == null) return true;
            } catch (SocketTimeoutException e) {
                // nothing more yet
            } catch (SocketException e) {
                return true; // reset by the server
            }
        }
        return false;
    }

    /** A team file in seed 001's schema with {@code robots} robots, robot n half-time posed at (-4 + n - 1, 0). */
    private Path team(String name, int robots) throws IOException {
        StringBuilder players = new StringBuilder();
        for (int id = 1; id <= robots; id++) {
            if (id > 1) players.append(",\n");
            players.append("    \"").append(id).append("\": {\"proto\": \"robotA\", \"dockerTag\": \"v1\", \"dockerCmd\": \"run.sh\",\n")
                    .append("      \"halfTimeStartingPose\": {\"translation\": [").append(-4 + id - 1).append(", 0, 0.24], \"rotation\": [0, 0, 1, 0]},\n")
                    .append("      \"reentryStartingPose\": {\"translation\": [-3, -3.11, 0.24], \"rotation\": [0, 0, 1, 1.57]},\n")
                    .append("      \"shootoutStartingPose\": {\"translation\": [2.6, 0, 0.24], \"rotation\": [0, 0, 1, 0]}}");
        }
        Path file = dir.resolve(name + ".json");
        Files.writeString(file, "{\n  \"name\": \"" + name + "\",\n  \"players\": {\n" + players + "\n  }\n}\n");
        return file;
    }

    /** A base for the robots' ports with base+1, +2 and +21 free now. */
    private static int freeBase() throws IOException {
        for (int attempt = 0; attempt < 50; attempt++) {
            // below Linux's ephemeral range (32768 up): no port 0 of a test running beside this one lands there
            int base = 10000 + ThreadLocalRandom.current().nextInt(20000);
            boolean free = true;
            for (int offset : new int[] {1, 2, 21}) {
                try (ServerSocket s = new ServerSocket(base + offset)) {
                    s.setReuseAddress(true);
                } catch (IOException e) {
                    free = false;
                }
            }
            if (free) return base;
        }
        throw new IOException("no free ports for the robots");
    }

    /** A trainer: sends commands, reads positions from {@code (look)}. */
    private static final class Trainer implements AutoCloseable {
        private final DatagramSocket socket = new DatagramSocket(new InetSocketAddress("127.0.0.1", 0));
        private SocketAddress server;

        Trainer(int port) throws IOException {
            socket.setSoTimeout(10_000); // bounds a hang: the server answers a trainer within its next cycle
            server = new InetSocketAddress("127.0.0.1", port);
            send("(init (version 19))");
            receive(m -> m.startsWith("(init ok"));
        }

        void send(String command) throws IOException {
            byte[] b = (command + "\0").getBytes(StandardCharsets.US_ASCII);
            socket.send(new DatagramPacket(b, b.length, server));
        }

        String receive(java.util.function.Predicate<String> wanted) throws IOException {
            DatagramPacket p = new DatagramPacket(new byte[65536], 65536);
            long end = System.currentTimeMillis() + WAIT_MS; // bounds a hang only
            while (System.currentTimeMillis() < end) {
                socket.receive(p);
                server = p.getSocketAddress();
                int n = p.getLength();
                while (n > 0 && p.getData()[n - 1] == 0) n--;
                String m = new String(p.getData(), 0, n, StandardCharsets.ISO_8859_1);
                if (wanted.test(m)) return m;
            }
            fail("no such message from the server");
            return null;
        }

        /** The player's (x, y) from {@code (look)}, asked until {@code ok} holds or the time is up (the last then). */
        double[] position(String team, int unum, long millis, java.util.function.Predicate<double[]> ok) throws Exception {
            Pattern player = Pattern.compile("\\(\\(p \"" + team + "\" " + unum + "(?: goalie)?\\) (-?[\\d.]+) (-?[\\d.]+)");
            long end = System.currentTimeMillis() + millis;
            double[] xy = null;
            do {
                send("(look)");
                Matcher m = player.matcher(receive(s -> s.startsWith("(ok look")));
                if (m.find()) {
                    xy = new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))};
                    if (ok.test(xy)) return xy;
                }
                Thread.sleep(50);
            } while (System.currentTimeMillis() < end);
            assertNotNull(xy, "the trainer does not see " + team + " " + unum);
            return xy;
        }

        /** The ball's (x, y) from {@code (look)}. */
        double[] ball() throws IOException {
            send("(look)");
            Matcher m = Pattern.compile("\\(\\(b\\) (-?[\\d.]+) (-?[\\d.]+)").matcher(receive(s -> s.startsWith("(ok look")));
            assertTrue(m.find(), "no ball in look");
            return new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))};
        }

        @Override
        public void close() { socket.close(); }
    }
}
