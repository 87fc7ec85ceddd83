package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;

/**
 * A monitor gets its last show again, as it was, when the clock (time, stoppage time) stands from
 * one cycle to the next, as from rcssserver 19, whose monitor senders send their cached show then
 * (the differential tester's seeds 5191 and 11140). It stands once in a match: a goal in
 * the half's last cycle stops the clock, the kick-off after it moves the clock onto the half's end,
 * and the half time called in the next cycle sets it back there. That cycle's show is the
 * kick-off's frame once more; the half time's frame (before kick-off) comes a cycle later.
 * Synch mode, halves of 50 cycles; the trainer sends the ball into the right goal and, mirrored,
 * into the left, for a version 3 monitor and a JSON one.
 */
class StandingClockShowTest {
    private static final int HALF_END = 50;

    @ParameterizedTest(name = "a goal into the {0} goal, monitor version {1}")
    @CsvSource({"right, 3", "left, 3", "right, -1", "left, -1"})
    void theHalfTimeCalledOntoAStandingClockShowsTheKickOffFrameOnceMore(String goal, int version) throws Exception {
        boolean intoTheRight = goal.equals("right");
        String kickOff = intoTheRight ? "kick_off_r" : "kick_off_l"; // the side that conceded kicks off
        boolean json = version < 0;
        Pattern show = json ? Pattern.compile("^\\{\"show\":\\{\"time\":(\\d+)") : Pattern.compile("^\\(show (\\d+) ");
        String beforeKickOff = json ? "\"mode\":\"before_kick_off\"" : "(pm 1)";
        String kickOffMode = json ? "\"mode\":\"" + kickOff + "\"" : (intoTheRight ? "(pm 5)" : "(pm 4)");
        Kernel k = Lockstep.synchServer(23, "server::half_time=5", "server::coach=true", "server::coach_w_referee=true");
        try {
            int port = ServerCycles.playerPort(k);
            UdpClient left = UdpClient.connect(port, "(init Left (version 19))");
            left.receiveUntil("(think)"); // the server waits for it alone: the others join the next cycle
            try (left; UdpClient right = UdpClient.connect(port, "(init Right (version 19))");
                 UdpClient trainer = UdpClient.connect(k.binding().trainerPort(), "(init (version 19))");
                 UdpClient monitor = UdpClient.readingAhead(port)) {
                monitor.send("(dispinit version " + version + ")");
                monitor.receiveUntil(json ? "{\"server_param\"" : "(server_param ");
                Lockstep.allAtOneThink(left, List.of(right));
                trainer.send("(change_mode play_on)");
                trainer.receiveUntil("(ok change_mode");
                playUntil(left, right, "(sense_body " + (HALF_END - 2) + " ");
                // the ball crosses the goal line in the half's last cycle
                trainer.send(intoTheRight ? "(move (ball) 52 0 0 2 0)" : "(move (ball) -52 0 0 -2 0)");
                trainer.receiveUntil("(ok move");
                // the referee speaks before it sets the clock back, as rcssserver's
                playUntil(left, right, "(hear " + (HALF_END + 1) + " referee half_time)");
                playUntil(left, right, "(think)"); // one cycle more: the half time's own frame is shown

                List<String> shows = new ArrayList<>();
                for (String m : monitor.receiveUntil(s -> s.startsWith(json ? "{\"show\"" : "(show ") && s.contains(beforeKickOff)
                        && time(show, s) == HALF_END)) {
                    if (show.matcher(m).find()) shows.add(m);
                }
                int n = shows.size();
                assertTrue(n >= 3, "shows up to the half time's: " + n);
                String halfTime = shows.get(n - 1), standing = shows.get(n - 2), kickOffFrame = shows.get(n - 3);
                assertEquals(HALF_END, time(show, kickOffFrame), "two shows at the half's end before the half time's own: the kick-off's frame and its repeat");
                assertTrue(kickOffFrame.contains(kickOffMode), "the frame before the standing clock is the kick-off's: " + kickOffFrame);
                assertEquals(kickOffFrame, standing, "the cycle the half time was called in shows the kick-off's frame once more");
                assertTrue(!halfTime.equals(standing) && halfTime.contains(beforeKickOff), "then the half time's own frame");
            }
        } finally {
            k.stop();
        }
    }

    private static int time(Pattern show, String message) {
        Matcher m = show.matcher(message);
        return m.find() ? Integer.parseInt(m.group(1)) : -1;
    }

    /** Both players say (done) cycle by cycle until the left one has read a message starting with {@code prefix}. */
    private static void playUntil(UdpClient left, UdpClient right, String prefix) throws Exception {
        for (int cycle = 0; cycle < 200; cycle++) {
            left.send("(done)");
            right.send("(done)");
            boolean seen = false;
            for (String m : left.receiveUntil("(think)")) seen |= m.startsWith(prefix);
            right.receiveUntil("(think)");
            if (seen) return;
        }
        throw new AssertionError("no " + prefix + " within 200 cycles");
    }
}
