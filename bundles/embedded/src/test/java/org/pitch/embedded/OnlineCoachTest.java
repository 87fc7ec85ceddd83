package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;

/**
 * What an online coach may do, as rcssserver 19 decides it (shared/reference and rcssserver's
 * coach rules): substitutions with {@code pt_max}, {@code subs_max} and the play-mode limits,
 * who is told of them, the goalie, and coach-language messages reaching the players after
 * {@code clang_mess_delay} (each player hears {@code (unsupported_clang)} unless it announced a
 * range that covers the message); and what the server sends a coach, or refuses it, by its
 * version, which the kernel asks the coach's codec (rcssserver tests the version): substitutions
 * from 7, the players' coach-language versions and the own port only from 8,
 * {@code coach_msg_file} from 11, goalie changes from 16.
 */
class OnlineCoachTest {
    private Kernel server;
    private final List<UdpClient> clients = new ArrayList<>();

    @AfterEach
    void stop() {
        clients.forEach(UdpClient::close);
        if (server != null) server.stop();
    }

    private void start(String... extra) throws Exception {
        List<String> args = new ArrayList<>(List.of("server::port=0", "server::coach_port=0", "server::olcoach_port=0",
                "pitch.bind=127.0.0.1", "player::random_seed=42", "pitch.seed=2", "server::game_logging=false",
                "server::text_logging=false", "server::simulator_step=20"));
        args.addAll(List.of(extra));
        server = Pitch.builder().args(args.toArray(new String[0])).build().start();
        long end = System.currentTimeMillis() + 5000;
        while (!server.running() && System.currentTimeMillis() < end) Thread.sleep(5);
        assertTrue(server.running(), server.problem());
    }

    private UdpClient client(int port, String greeting) throws IOException {
        UdpClient c = UdpClient.connect(port, greeting);
        clients.add(c);
        return c;
    }

    /** The next datagram the predicate accepts, within 200 datagrams. */
    private static String next(UdpClient c, Predicate<String> wanted) throws IOException {
        for (int i = 0; i < 400; i++) {
            String m = c.receive();
            if (wanted.test(m)) return m;
        }
        throw new AssertionError("not received");
    }

    private static String reply(UdpClient c) throws IOException {
        // the (ok synch_see) a v18+ player gets unasked is no reply to anything
        return next(c, m -> (m.startsWith("(ok ") && !m.equals("(ok synch_see)")) || m.startsWith("(error ") || m.startsWith("(warning "));
    }

    @Test
    void substitutionsFollowRcssserversLimitsAndReachEveryone() throws Exception {
        start();
        int port = server.binding().playerPort();
        List<UdpClient> left = new ArrayList<>();
        for (int u = 1; u <= 3; u++) left.add(client(port, "(init Alpha (version 19)" + (u == 1 ? " (goalie))" : ")")));
        UdpClient opponent = client(port, "(init Beta (version 19))");
        UdpClient coach = client(server.binding().onlineCoachPort(), "(init Alpha (version 19))");
        assertEquals("(init l ok)", coach.first());

        // before the kick-off: no player has been given a type, so type 0 and a free type are fine
        coach.send("(change_player_type 1 0)");
        assertEquals("(change_player_type 1 0)", next(coach, m -> m.startsWith("(change_player_type")), "the coach is told first");
        assertEquals("(ok change_player_type 1 0)", reply(coach));
        coach.send("(change_player_type 2 3)");
        assertEquals("(ok change_player_type 2 3)", reply(coach));
        assertEquals("(change_player_type 2 3)", next(left.get(1), m -> m.startsWith("(change_player_type 2")), "a teammate learns the type");
        assertEquals("(change_player_type 2)", next(opponent, m -> m.startsWith("(change_player_type 2")), "an opponent only the change");
        coach.send("(change_player_type 3 3)");
        assertEquals("(warning max_of_that_type_on_field)", reply(coach), "pt_max 1: type 3 is on the field");
        coach.send("(change_player_type 3 18)");
        assertEquals("(error out_of_range_player_type)", reply(coach));
        coach.send("(change_player_type 7 4)");
        assertEquals("(warning no_such_player)", reply(coach));
        coach.send("(change_player_type 2 goalie)");
        assertEquals("(error goalie_already_exists)", reply(coach));
    }

    @Test
    void aSubstitutionIsRefusedInPlayOnAndAfterSubsMax() throws Exception {
        start("server::coach_w_referee=true", "server::coach=true");
        int port = server.binding().playerPort();
        for (int u = 1; u <= 5; u++) client(port, "(init Alpha (version 19))");
        client(port, "(init Beta (version 19))");
        UdpClient coach = client(server.binding().onlineCoachPort(), "(init Alpha (version 19))");
        UdpClient trainer = client(server.binding().trainerPort(), "(init (version 19))");
        assertEquals("(init ok)", trainer.first());
        trainer.send("(start)");
        assertEquals("(ok start)", reply(trainer));
        next(coach, m -> m.startsWith("(hear ") && m.contains("kick_off_l")); // the coach hears the referee
        ServerCycles.settle(server); // the clock runs in kick_off_l: substitutions now count against subs_max
        for (int u = 1; u <= 3; u++) {
            coach.send("(change_player_type " + u + " " + (10 + u) + ")");
            assertEquals("(ok change_player_type " + u + " " + (10 + u) + ")", reply(coach));
        }
        coach.send("(change_player_type 4 15)");
        assertEquals("(warning no_subs_left)", reply(coach), "subs_max 3");
        trainer.send("(change_mode play_on)");
        assertEquals("(ok change_mode)", reply(trainer));
        coach.send("(change_player_type 4 15)");
        assertEquals("(warning cannot_sub_while_playon)", reply(coach));
    }

    @Test
    void withTheOnlineCoachRuleOffOnlyWhatCannotBeDoneIsRefused() throws Exception {
        // a league variant: pitch.rules.online_coach.enabled = false lifts rcssserver's coach limits
        start("server::coach_w_referee=true", "server::coach=true", "pitch.rules.online_coach.enabled=false");
        int port = server.binding().playerPort();
        for (int u = 1; u <= 5; u++) client(port, "(init Alpha (version 19))");
        client(port, "(init Beta (version 19))");
        UdpClient coach = client(server.binding().onlineCoachPort(), "(init Alpha (version 19))");
        UdpClient trainer = client(server.binding().trainerPort(), "(init (version 19))");
        trainer.first();
        trainer.send("(start)");
        assertEquals("(ok start)", reply(trainer));
        trainer.send("(change_mode play_on)");
        assertEquals("(ok change_mode)", reply(trainer));
        ServerCycles.settle(server); // the clock runs in play_on
        for (int u = 1; u <= 5; u++) {
            coach.send("(change_player_type " + u + " 3)");
            assertEquals("(ok change_player_type " + u + " 3)", reply(coach), "in play_on, past subs_max and pt_max");
        }
        coach.send("(change_player_type 6 3)");
        assertEquals("(warning no_such_player)", reply(coach));
        coach.send("(change_player_type 1 18)");
        assertEquals("(error out_of_range_player_type)", reply(coach));
    }

    @Test
    void coachLanguageReachesTheTeamAfterTheDelayInPlayOn() throws Exception {
        start("server::coach_w_referee=true", "server::clang_mess_delay=5", "server::freeform_wait_period=1",
                "server::freeform_send_period=1000");
        int port = server.binding().playerPort();
        UdpClient speaks = client(port, "(init Alpha (version 19))");
        UdpClient silent = client(port, "(init Alpha (version 19))");
        UdpClient opponent = client(port, "(init Beta (version 19))");
        speaks.send("(clang (ver 7 8))");
        assertEquals("(ok clang (ver 7 8))", reply(speaks));
        UdpClient coach = client(server.binding().onlineCoachPort(), "(init Alpha (version 19))");
        // the coach learns the clang range of its players
        assertTrue(next(coach, m -> m.startsWith("(clang ")).matches("\\(clang \\(ver \\(p \"Alpha\" 1\\) 7 8\\)\\)"));
        UdpClient trainer = client(server.binding().trainerPort(), "(init (version 19))");
        trainer.send("(change_mode play_on)");
        assertEquals("(ok change_mode)", reply(trainer));
        ServerCycles.settle(server); // the clock runs in play_on
        String body = next(speaks, m -> m.startsWith("(sense_body "));
        int said = Integer.parseInt(body.split(" ")[1]); // the clock when the coach speaks is this or later
        coach.send("(say (info (6000 (true) (do our {2 1} (pos (pt 1 2))))))");
        assertEquals("(ok say)", reply(coach));
        String heard = next(speaks, m -> m.contains("online_coach_left"));
        String[] parts = heard.split(" ", 4);
        assertTrue(Integer.parseInt(parts[1]) >= said + 5, "clang_mess_delay 5 in play_on: said at " + said + " or later, heard " + heard);
        assertEquals("(info (6000 (true) (do our {1 2} (pos (pt 1 2)))))", parts[3].substring(0, parts[3].length() - 1),
                "printed back as rcssserver prints it (unum sets reversed)");
        assertEquals("(hear " + parts[1] + " online_coach_left (unsupported_clang))",
                next(silent, m -> m.contains("online_coach_left")), "a player without a clang range");
        coach.send("(say (info (10 (true) \"DIR\")))");
        assertEquals("(error said_too_many_info_messages)", reply(coach), "clang_info_win 1 in play_on");
        coach.send("(say (freeform hello))");
        assertEquals("(error could_not_parse_say)", reply(coach));
        assertNotNull(opponent.first());
    }

    /** Everything the server sent the client about what was sent before (the messages waiting once it settled). */
    private List<String> drain(UdpClient c) throws Exception {
        ServerCycles.settle(server);
        List<String> got = new ArrayList<>();
        for (String m = c.poll(1); m != null; m = c.poll(1)) got.add(m);
        return got;
    }

    /** A server whose {@code coach_msg_file} holds {@code (hello)}; its player port. */
    private int startWithCoachMessageFile(Path dir) throws Exception {
        Path file = dir.resolve("coach.msg");
        Files.writeString(file, "(hello)");
        start("server::coach_msg_file=" + file);
        return server.binding().playerPort();
    }

    private static boolean any(List<String> messages, String prefix) {
        return messages.stream().anyMatch(m -> m.startsWith(prefix));
    }

    @Test
    void coachesAreToldWhatTheirVersionIsTold(@TempDir Path dir) throws Exception {
        int port = startWithCoachMessageFile(dir);
        UdpClient alpha = client(port, "(init Alpha (version 19))");
        client(port, "(init Alpha (version 19))");
        client(port, "(init Beta (version 19))");
        alpha.send("(clang (ver 7 8))");
        next(alpha, m -> m.startsWith("(ok clang "));
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
        int port = startWithCoachMessageFile(dir);
        UdpClient alpha = client(port, "(init Alpha (version 19))");
        client(port, "(init Beta (version 19))");
        alpha.send("(clang (ver 7 8))");
        next(alpha, m -> m.startsWith("(ok clang "));
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
            ServerCycles.settle(server); // the parameters have come: they are read away
            v7.setSoTimeout(1);
            v8.setSoTimeout(1);
            while (receive(v7) != null) { }
            while (receive(v8) != null) { }
            v7.setSoTimeout(5000); // only a hang takes this long
            v8.setSoTimeout(5000);
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
        } catch (SocketTimeoutException e) {
            return null;
        }
        int n = p.getLength();
        if (n > 0 && buf[n - 1] == 0) n--;
        return new String(buf, 0, n, StandardCharsets.ISO_8859_1);
    }
}
