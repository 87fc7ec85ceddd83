package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pitch.kernel.Kernel;

/**
 * What a player receives on connecting, compared byte for byte with what rcssserver 19 sent in the
 * captured transcripts ({@code shared/reference/player_v*.txt}, captured with
 * {@code player::random_seed=42} on ports 16000-16002): the init reply, server_param,
 * player_param, the 18 player types and, for v18+, {@code (ok synch_see)}. Only the port numbers
 * are put in as this server bound them.
 */
class HandshakeConformanceTest {
    private static Kernel server;

    @BeforeAll
    static void start() throws Exception {
        server = Pitch.builder().args("server::port=0", "server::coach_port=0", "server::olcoach_port=0",
                "pitch.bind=127.0.0.1", "player::random_seed=42", "pitch.seed=1").build().start();
        long end = System.currentTimeMillis() + 5000;
        while (!server.running() && System.currentTimeMillis() < end) Thread.sleep(5);
        assertTrue(server.running(), server.problem());
    }

    @AfterAll
    static void stop() { server.stop(); }

    @ParameterizedTest(name = "v{0}")
    @CsvSource({"7, player_v7.txt, false", "9, player_v9.txt, false", "13, player_v13.txt, false",
            "15, player_v15.txt, false", "18, player_v18.txt, false", "19, player_v19.txt, false",
            "19, player_v19_goalie.txt, true"})
    void theHandshakeIsRcssserversByteForByte(int version, String transcript, boolean goalie) throws Exception {
        List<String> expected = handshake(transcript);
        try (DatagramSocket s = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0))) {
            s.setSoTimeout((int) ServerCycles.HANG_MILLIS); // bounds a hang only
            String team = "Conformance"; // one team for all cases: only two teams may connect
            byte[] init = ("(init " + team + " (version " + version + ")" + (goalie ? " (goalie)" : "") + ")\0")
                    .getBytes(StandardCharsets.ISO_8859_1);
            s.send(new DatagramPacket(init, init.length, InetAddress.getLoopbackAddress(), server.binding().playerPort()));
            List<String> got = new ArrayList<>();
            byte[] buf = new byte[65536];
            while (got.size() < expected.size()) {
                DatagramPacket p = new DatagramPacket(buf, buf.length);
                s.receive(p);
                got.add(new String(buf, 0, p.getLength() - 1, StandardCharsets.ISO_8859_1));
            }
            // the uniform number depends on the cases before: compare the init reply's form
            assertTrue(got.get(0).matches("\\(init l \\d+ before_kick_off\\)"), got.get(0));
            for (int i = 1; i < expected.size(); i++) assertEquals(expected.get(i), got.get(i), "message " + i);
        }
    }

    /** The transcript's messages up to the first periodic one, with this server's ports put in. */
    private static List<String> handshake(String name) throws IOException {
        String text;
        try (InputStream in = HandshakeConformanceTest.class.getResourceAsStream("/reference/" + name)) {
            text = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
        List<String> out = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (!line.startsWith("(")) continue;
            if (line.startsWith("(sense_body") || line.startsWith("(see") || line.startsWith("(hear")) break;
            out.add(line.replace("(port 16000)", "(port " + server.binding().playerPort() + ")")
                    .replace("(coach_port 16001)", "(coach_port " + server.binding().trainerPort() + ")")
                    .replace("(olcoach_port 16002)", "(olcoach_port " + server.binding().onlineCoachPort() + ")"));
        }
        return out;
    }
}
