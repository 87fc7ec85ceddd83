package org.pitch.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.embedded.Pitch;
import org.pitch.kernel.Kernel;
import org.pitch.learn.env.ActionLayout;
import org.pitch.learn.proto.Observed;
import org.pitch.learn.proto.Open;
import org.pitch.learn.proto.Opened;
import org.pitch.learn.proto.Reset;
import org.pitch.learn.proto.Response;
import org.pitch.learn.server.LearnServer;

/**
 * {@code FullMatch-v0} with {@code server_match=true}: a controlled player joins the server's own
 * match beside a UDP client in synch mode; each step is one cycle for both, the UDP client sees
 * the joined player, a second episode is refused, and once the environment is closed the UDP
 * client plays on alone.
 */
class ServerMatchTest {
    private static final int STEPS = 40;
    @TempDir Path dir;

    @Test
    @Timeout(120) // a hang bound only
    void aControlledPlayerJoinsTheMatchOfAUdpClient() throws Exception {
        Kernel kernel = Pitch.builder().args("server::synch_mode=true", "server::port=0", "server::coach_port=0",
                "server::olcoach_port=0", "pitch.bind=127.0.0.1", "pitch.seed=3",
                // every cycle here waits for the UDP client's (done) and the step: never for this timeout
                "pitch.synch_timeout_ms=60000").build().start();
        AtomicBoolean closed = new AtomicBoolean();
        AtomicInteger thinksAfterClose = new AtomicInteger();
        AtomicBoolean sawJoined = new AtomicBoolean();
        try (DatagramSocket udp = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0))) {
            long end = System.currentTimeMillis() + 20_000;
            while (!kernel.running() && System.currentTimeMillis() < end) Thread.sleep(5);
            assertTrue(kernel.running(), kernel.problem());
            udp.setSoTimeout(30_000); // a hang bound only
            send(udp, "(init Udp (version 19))", kernel.binding().playerPort());
            DatagramPacket greeting = new DatagramPacket(new byte[8192], 8192);
            udp.receive(greeting);
            // 15 m from the joined right number 11 at its kick-off place (10.5, 0), facing it
            send(udp, "(move -5 0)", greeting.getPort());
            CompletableFuture<Void> player = CompletableFuture.runAsync(() -> {
                try {
                    while (thinksAfterClose.get() < 5) {
                        DatagramPacket p = new DatagramPacket(new byte[8192], 8192);
                        udp.receive(p);
                        String m = new String(p.getData(), 0, p.getLength(), StandardCharsets.ISO_8859_1);
                        if (m.startsWith("(see ") && m.contains("(p \"Right\" 11")) sawJoined.set(true);
                        if (m.startsWith("(think)")) {
                            if (closed.get()) thinksAfterClose.incrementAndGet();
                            send(udp, "(done)", p.getPort());
                        }
                    }
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            });
            try (LearnServer server = TestServers.unix(dir, kernel); LearnClient client = LearnClient.connect(server.endpoint())) {
                Opened opened = client.open(Open.newBuilder().setScenario("FullMatch-v0").putOptions("server_match", "true")
                        .putOptions("controlled", "right_11").build());
                assertEquals(List.of("right_11"), opened.getAgentsList());
                int sim = opened.getSims(0);
                long before = kernel.steps();
                client.reset(Reset.newBuilder().addSims(sim).build());
                ByteBuffer dash = ByteBuffer.allocate(4 * ActionLayout.STRIDE).order(ByteOrder.LITTLE_ENDIAN);
                dash.putFloat(1).putFloat(100); // dash, power 100, the rest 0
                for (int i = 0; i < STEPS; i++) {
                    long cycle = kernel.steps();
                    Observed o = client.stepOk(List.of(sim), dash.duplicate().position(4 * ActionLayout.STRIDE).flip());
                    assertEquals(cycle + 1, kernel.steps(), "one cycle a step");
                    assertEquals("IN_PLAY", o.getInfo(0).getOutcome());
                }
                assertTrue(kernel.steps() - before >= STEPS);
                Response again = client.call(org.pitch.learn.proto.Request.newBuilder().setReset(Reset.newBuilder().addSims(sim)).build());
                assertTrue(again.hasError() && again.getError().getMessage().contains("one episode"), again.toString());
                client.close(List.of(sim));
                closed.set(true);
                player.get(60, TimeUnit.SECONDS); // the UDP client plays on alone
            }
            assertTrue(sawJoined.get(), "the UDP client saw the joined player");
            assertEquals(0, kernel.faults());
        } finally {
            kernel.stop();
        }
    }

    @Test
    @Timeout(120) // a hang bound only
    void aSeatTheUdpClientsHoldAndASecondJoinAreRefusedAndTheMatchGoesOn() throws Exception {
        Kernel kernel = Pitch.builder().args("server::synch_mode=true", "server::port=0", "server::coach_port=0",
                "server::olcoach_port=0", "pitch.bind=127.0.0.1", "pitch.seed=3", "pitch.synch_timeout_ms=60000").build().start();
        AtomicBoolean refused = new AtomicBoolean();
        AtomicInteger thinksAfter = new AtomicInteger();
        try (DatagramSocket udp = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0))) {
            long end = System.currentTimeMillis() + 20_000;
            while (!kernel.running() && System.currentTimeMillis() < end) Thread.sleep(5);
            assertTrue(kernel.running(), kernel.problem());
            udp.setSoTimeout(30_000); // a hang bound only
            send(udp, "(init Udp (version 19))", kernel.binding().playerPort()); // the left number 1
            // the seat is held once the server answered: before the kick-off in synch mode it reads a
            // greeting in its next think's wait, as rcssserver does, not on arrival
            DatagramPacket answer = new DatagramPacket(new byte[8192], 8192);
            udp.receive(answer);
            assertTrue(new String(answer.getData(), 0, answer.getLength(), StandardCharsets.ISO_8859_1).startsWith("(init l 1 "));
            CompletableFuture<Void> player = CompletableFuture.runAsync(() -> {
                try {
                    while (thinksAfter.get() < 5) {
                        DatagramPacket p = new DatagramPacket(new byte[8192], 8192);
                        udp.receive(p);
                        String m = new String(p.getData(), 0, p.getLength(), StandardCharsets.ISO_8859_1);
                        if (m.startsWith("(think)")) {
                            if (refused.get()) thinksAfter.incrementAndGet();
                            send(udp, "(done)", p.getPort());
                        }
                    }
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            });
            try (LearnServer server = TestServers.unix(dir, kernel); LearnClient client = LearnClient.connect(server.endpoint())) {
                Opened taken = client.open(Open.newBuilder().setScenario("FullMatch-v0").putOptions("server_match", "true")
                        .putOptions("controlled", "left_1").build());
                Response r = client.call(org.pitch.learn.proto.Request.newBuilder().setReset(Reset.newBuilder().addSims(taken.getSims(0))).build());
                assertTrue(r.hasError() && r.getError().getMessage().contains("taken"), r.toString());
                Response second = client.call(org.pitch.learn.proto.Request.newBuilder().setOpen(Open.newBuilder()
                        .setScenario("FullMatch-v0").putOptions("server_match", "true").putOptions("controlled", "right_1")).build());
                assertTrue(second.hasError() && second.getError().getField().equals("options.server_match"), second.toString());
                refused.set(true);
                player.get(60, TimeUnit.SECONDS); // the refused join left: the UDP client's cycles go on
            }
            assertEquals(0, kernel.faults());
        } finally {
            kernel.stop();
        }
    }

    private static void send(DatagramSocket s, String text, int port) throws IOException {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        s.send(new DatagramPacket(b, b.length, InetAddress.getLoopbackAddress(), port));
    }
}
