package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.kernel.Kernel;

/**
 * What the server sends an online coach, or refuses it, by its version: the kernel asks the
 * coach's codec (rcssserver tests the version): substitutions from 7, the players'
 * coach-language versions and the own port only from 8, {@code coach_msg_file} from 11, goalie
 * changes from 16.
 */
class CoachVersionFactsTest {
    private Kernel server;
    private final List<AutoCloseable> open = new ArrayList<>();

    @AfterEach
    void stop() throws Exception {
        for (AutoCloseable c : open) c.close();
        if (server != null) server.stop();
    }

    private void start(String... extra) throws Exception {
        List<String> args = new ArrayList<>(List.of("server::port=0", "server::coach_port=0", "server::olcoach_port=0",
                "pitch.host=127.0.0.1", "pitch.seed=2", "server::game_logging=false", "server::text_logging=false",
                "server::simulator_step=20"));
        args.addAll(List.of(extra));
        server = Pitch.builder().args(args.toArray(new String[0])).build().start();
        long end = System.currentTimeMillis() + 5000;
        while (!server.running() && System.currentTimeMillis() < end) Thread.sleep(5);
        assertTrue(server.running(), server.problem());
    }

    private UdpClient client(int port, String greeting) throws IOException {
        UdpClient c = new UdpClient(port, greeting);
        open.add(c);
        return c;
    }

    /** Everything a client receives until it has been quiet for 300 ms. */
    private static List<String> drain(UdpClient c) throws IOException {
        List<String> got = new ArrayList<>();
        for (String m = c.poll(300); m != null; m = c.poll(300)) got.add(m);
        return got;
    }

    /** Waits for the message that begins with {@code prefix}. */
    private static void await(UdpClient c, String prefix) throws IOException {
        for (int i = 0; i < 400; i++) if (c.receive().startsWith(prefix)) return;
        throw new AssertionError(prefix + " not received");
    }

    private static boolean any(List<String> messages, String prefix) {
        return messages.stream().anyMatch(m -> m.startsWith(prefix));
    }

    @Test
    void coachesAreToldWhatTheirVersionIsTold(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("coach.msg");
        Files.writeString(file, "(hello)");
        start("server::coach_msg_file=" + file);
        int port = server.binding().playerPort();
        UdpClient alpha = client(port, "(init Alpha (version 19))");
        client(port, "(init Alpha (version 19))");
        client(port, "(init Beta (version 19))");
        alpha.send("(clang (ver 7 8))");
        await(alpha, "(ok clang ");
        UdpClient v6 = client(server.binding().onlineCoachPort(), "(init Alpha (version 6))");
        UdpClient v10 = client(server.binding().onlineCoachPort(), "(init Beta (version 10))");
        assertEquals("(init l ok)", v6.first());
        assertEquals("(init r ok)", v10.first());
        List<String> toV6 = drain(v6), toV10 = drain(v10);
        assertTrue(toV6.isEmpty(), "no parameters before v7: " + toV6);
        assertTrue(any(toV10, "(server_param "));
        assertTrue(toV10.contains("(clang (ver (p \"Alpha\" 1) 7 8))"), "players' coach-language versions from v8: " + toV10);
        assertFalse(any(toV10, "(include "), "coach_msg_file from v11");

        v6.send("(change_player_type 2 3)");
        assertEquals(List.of("(ok change_player_type 2 3)"), drain(v6), "a v6 coach is not told of its own substitution");
        assertEquals(List.of("(change_player_type 2)"), drain(v10), "a v10 coach is told of the opponents'");
        v6.send("(change_player_type 1 goalie)");
        assertEquals(List.of("(ok change_player_type 1 goalie)"), drain(v6));
        assertTrue(drain(v10).isEmpty(), "goalie changes from v16");
    }

    @Test
    void fromVersion11TheCoachMessageFileAndFrom16GoalieChanges(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("coach.msg");
        Files.writeString(file, "(hello)");
        start("server::coach_msg_file=" + file);
        int port = server.binding().playerPort();
        UdpClient alpha = client(port, "(init Alpha (version 19))");
        client(port, "(init Beta (version 19))");
        alpha.send("(clang (ver 7 8))");
        await(alpha, "(ok clang ");
        UdpClient v11 = client(server.binding().onlineCoachPort(), "(init Alpha (version 11))");
        UdpClient v16 = client(server.binding().onlineCoachPort(), "(init Beta (version 16))");
        List<String> toV11 = drain(v11);
        assertTrue(toV11.contains("(clang (ver (p \"Alpha\" 1) 7 8))"), "players' coach-language versions from v8");
        assertTrue(toV11.contains("(include 7 (hello))"), "coach_msg_file from v11: " + toV11);
        drain(v16);
        v11.send("(change_player_type 1 goalie)");
        assertEquals(List.of("(ok change_player_type 1 goalie)"), drain(v11));
        assertEquals(List.of("(change_player_type l 1 goalie)"), drain(v16));
    }

    @Test
    void fromVersion8ACoachIsHeldToItsOwnPort() throws Exception {
        start();
        int port = server.binding().playerPort();
        client(port, "(init Alpha (version 19))");
        client(port, "(init Beta (version 19))");
        int coaches = server.binding().onlineCoachPort();
        try (DatagramSocket v7 = new DatagramSocket(); DatagramSocket v8 = new DatagramSocket()) {
            assertEquals("(init l ok)", exchange(v7, coaches, "(init Alpha (version 7))"));
            assertEquals("(init r ok)", exchange(v8, coaches, "(init Beta (version 8))"));
            v7.setSoTimeout(300);
            v8.setSoTimeout(300);
            while (receive(v7) != null) { } // the parameters
            while (receive(v8) != null) { }
            assertTrue(exchange(v7, coaches, "(team_names)").startsWith("(ok team_names "), "a v7 coach may use the well-known port");
            assertEquals("(error only_init_allowed_on_init_port)", exchange(v8, coaches, "(team_names)"));
        }
    }

    private static String exchange(DatagramSocket s, int port, String text) throws IOException {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        s.send(new DatagramPacket(b, b.length, InetAddress.getLoopbackAddress(), port));
        if (s.getSoTimeout() == 0) s.setSoTimeout(5000);
        return receive(s);
    }

    /** The next datagram without its NUL, or null after the socket's timeout. */
    private static String receive(DatagramSocket s) throws IOException {
        byte[] buf = new byte[65536];
        DatagramPacket p = new DatagramPacket(buf, buf.length);
        try {
            s.receive(p);
        } catch (java.net.SocketTimeoutException e) {
            return null;
        }
        int n = p.getLength();
        if (n > 0 && buf[n - 1] == 0) n--;
        return new String(buf, 0, n, StandardCharsets.ISO_8859_1);
    }
}
