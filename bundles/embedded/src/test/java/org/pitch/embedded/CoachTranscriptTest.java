package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;

/**
 * The online coach and the trainer over UDP, line by line as the captured transcripts of
 * rcssserver 19.0.0 show them ({@code shared/reference/coach_v19_filtered.txt} and
 * {@code trainer_v19_filtered.txt}, default parameters and {@code player::random_seed=42}):
 * every greeting, reply and error byte for byte, the periodic {@code see_global} skipped. The
 * port numbers in {@code server_param} are this server's; in the trainer's transcript, where the
 * clock runs in real time, the times and the rolling ball's position are whatever they are here.
 */
class CoachTranscriptTest {
    private Kernel server;
    private final List<UdpClient> clients = new ArrayList<>();

    /** Trainer lines whose numbers depend on the wall clock (or the ball's noise): these parts may differ. */
    private static final Map<String, String> TRAINER_CLOCK_LINES = Map.of(
            "(ok check_ball 18 in_field)", "\\(ok check_ball \\d+ in_field\\)",
            "(hear referee 36 kick_off_l)", "\\(hear referee \\d+ kick_off_l\\)",
            "(hear 39 referee \"hello\")", "\\(hear \\d+ referee \"hello\"\\)");
    private static final String NUMBER = "-?\\d+(?:\\.\\d+)?(?:e[-+]\\d+)?";

    @AfterEach
    void stop() {
        clients.forEach(UdpClient::close);
        if (server != null) server.stop();
    }

    private void start(String... extra) throws Exception {
        if (server != null) server.stop();
        List<String> args = new ArrayList<>(List.of("server::port=0", "server::coach_port=0", "server::olcoach_port=0",
                "pitch.bind=127.0.0.1", "player::random_seed=42", "pitch.seed=1"));
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

    /** The player TestTeam 1 the transcripts connect before the coach (its traffic is not part of them). */
    private void playerTestTeam() throws IOException {
        UdpClient p = client(server.binding().playerPort(), "(init TestTeam (version 19))");
        assertEquals("(init l 1 before_kick_off)", p.first());
    }

    @Test
    void theOnlineCoachTranscriptIsRcssserversLineByLine() throws Exception {
        start();
        List<String> t = transcript("coach_v19_filtered.txt");
        int coachPort = server.binding().onlineCoachPort();
        UdpClient early = client(coachPort, "(init TestTeam (version 19))");
        assertEquals(expectedAt(t, 0), early.first(), "an online coach before any player of its team");
        playerTestTeam();
        UdpClient coach = client(coachPort, "(init TestTeam (version 19))");
        int next = playFrom(t, indexOfSecond(t, "> (init TestTeam (version 19))") + 1, coach, coach.first(), Map.of());
        // a second coach for the same team, then the first says goodbye (no reply)
        assertEquals("# second online coach for the same team", t.get(next));
        UdpClient second = client(coachPort, "(init TestTeam (version 19))");
        assertEquals(expectedAt(t, next + 1), second.first());
        coach.send("(bye)");
        ServerCycles.answered(server);
        assertNull(coach.poll(1), "(bye) gets no answer");
        UdpClient again = client(coachPort, "(init TestTeam (version 19))");
        assertEquals("(init l ok)", again.first(), "Pitch lets a coach that left be replaced (rcssserver refuses: connection_failed)");
    }

    @Test
    void theTrainerTranscriptIsRcssserversLineByLine() throws Exception {
        List<String> t = transcript("trainer_v19_filtered.txt");
        start();
        UdpClient refused = client(server.binding().trainerPort(), "(init (version 19))");
        assertEquals(expectedAt(t, 0), refused.first(), "without server::coach the trainer is refused");
        refused.send("(look)");
        assertEquals("(error connected_offline_coach_without_coach_mode)", refused.receive());

        start("server::coach=true");
        playerTestTeam();
        int initAt = indexOfSecond(t, "> (init (version 19))");
        UdpClient trainer = client(server.binding().trainerPort(), "(init (version 19))");
        int next = playFrom(t, initAt + 1, trainer, trainer.first(), TRAINER_CLOCK_LINES);
        assertEquals("# second trainer", t.get(next));
        UdpClient second = client(server.binding().trainerPort(), "(init (version 19))");
        assertEquals(expectedAt(t, next + 1), second.first());
        trainer.send("(bye)");
        assertEquals("(error unknown_command)", trainer.receive(), "the trainer has no bye");
    }

    /**
     * From line {@code from} on: each {@code > } line is sent by {@code c}, each {@code < } line
     * must be the next datagram it gets that is not a periodic {@code see_global}; {@code first}
     * is the datagram the greeting already received. Stops at the next comment line; returns its index.
     */
    private int playFrom(List<String> t, int from, UdpClient c, String first, Map<String, String> variable) throws Exception {
        String pending = first;
        boolean ballMoved = false;
        periodic = 0;
        for (int i = from; i < t.size(); i++) {
            String line = t.get(i);
            if (line.startsWith("#")) return i;
            if (line.startsWith("< [periodic")) {
                // the capture let that many see_global go by before the next command: the clock moved on as much
                int n = Integer.parseInt(line.replaceAll("\\D+(\\d+).*", "$1"));
                while (periodic < n) pollNonPeriodic(c, 0);
                periodic = 0;
                continue;
            }
            if (line.startsWith("> ")) {
                String command = line.substring(2);
                if (command.startsWith("(move (ball) 10 10")) ballMoved = true;
                c.send(command.isEmpty() ? "" : command);
                if (command.equals("(done)")) {
                    ServerCycles.answered(server);
                    assertNull(pollNonPeriodic(c, 1), "(done) gets no answer");
                }
                continue;
            }
            String expected = withPorts(line.substring(2).replace("\\x0a", "\n"));
            String got = pending != null ? pending : nextNonPeriodic(c);
            pending = null;
            String pattern = variable.get(expected);
            if (pattern == null && ballMoved && expected.startsWith("(ok look ")) {
                // after the trainer set the ball rolling, its place and the clock are this run's
                String marked = expected.replaceFirst("^\\(ok look \\d+ ", "(ok look @T@ ").replaceFirst("\\(\\(b\\) [^)]*\\)", "@BALL@");
                pattern = Pattern.quote(marked).replace("@T@", "\\E\\d+\\Q")
                        .replace("@BALL@", "\\E\\(\\(b\\) " + NUMBER + " " + NUMBER + " " + NUMBER + " " + NUMBER + "\\)\\Q");
            }
            if (pattern != null) assertTrue(got.matches(pattern), "line " + (i + 1) + ": expected " + expected + "\n got " + got);
            else assertEquals(expected, got, "line " + (i + 1) + " of the transcript");
        }
        return t.size();
    }

    /** see_global received since the last periodic mark of the transcript. */
    private int periodic;

    private String nextNonPeriodic(UdpClient c) throws IOException {
        String m = pollNonPeriodic(c, 3000);
        assertNotNull(m, "no answer within 3 s");
        return m;
    }

    /**
     * The next datagram that is not a periodic see_global (counted), within {@code millis}; with
     * 0, waits for the next see_global and returns null when it came.
     */
    private String pollNonPeriodic(UdpClient c, int millis) throws IOException {
        long end = System.currentTimeMillis() + (millis == 0 ? 3000 : millis);
        while (true) {
            long left = end - System.currentTimeMillis();
            if (left <= 0) {
                if (millis == 0) throw new AssertionError("no see_global within 3 s");
                return null;
            }
            String m = c.poll((int) left);
            if (m == null) continue;
            if (!m.startsWith("(see_global ")) {
                if (millis == 0) throw new AssertionError("expected a see_global, got " + m);
                return m;
            }
            periodic++;
            if (millis == 0) return null;
        }
    }

    private String withPorts(String line) {
        return line.replace("(port 16000)", "(port " + server.binding().playerPort() + ")")
                .replace("(coach_port 16001)", "(coach_port " + server.binding().trainerPort() + ")")
                .replace("(olcoach_port 16002)", "(olcoach_port " + server.binding().onlineCoachPort() + ")");
    }

    /** The expected text of the first {@code < } line after line {@code at}. */
    private String expectedAt(List<String> t, int at) {
        for (int i = at; i < t.size(); i++) if (t.get(i).startsWith("< ")) return withPorts(t.get(i).substring(2));
        throw new AssertionError("no reply after line " + at);
    }

    private static int indexOfSecond(List<String> t, String line) {
        int first = t.indexOf(line);
        for (int i = first + 1; i < t.size(); i++) if (t.get(i).equals(line)) return i;
        throw new AssertionError("no second " + line);
    }

    private static List<String> transcript(String name) throws IOException {
        try (InputStream in = CoachTranscriptTest.class.getResourceAsStream("/reference/" + name)) {
            assertNotNull(in, name);
            List<String> lines = new ArrayList<>();
            for (String l : new String(in.readAllBytes(), StandardCharsets.ISO_8859_1).split("\n", -1)) {
                // an annotation in brackets after a command is the capture's, not sent
                lines.add(l.startsWith("> ") ? l.replaceFirst("\\s+\\[.*\\]$", "") : l);
            }
            return lines;
        }
    }
}
