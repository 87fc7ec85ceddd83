package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;

/**
 * The referee's words on a monitor's board ({@code server::send_comms}) carry the clock when the
 * referee spoke, as rcssserver 19 puts them on the boards the moment it speaks: after a
 * goal the kick-off comes while the clock stands, and the board's {@code (msg T 1 "(referee
 * kick_off_r)")} carries that stood time, the one the players hear it with ({@code (hear T referee
 * kick_off_r)}), not the cycle after. Synch mode, coach mode with the referees; the trainer sends
 * the ball into the right goal and, mirrored, into the left.
 */
class BoardStampTest {
    @ParameterizedTest(name = "a goal into the {0} goal")
    @ValueSource(strings = {"right", "left"})
    void theKickOffAfterAGoalIsOnTheBoardsWithTheClockTheRefereeSpokeAt(String goal) throws Exception {
        boolean intoTheRight = goal.equals("right");
        String kickOff = intoTheRight ? "kick_off_r" : "kick_off_l"; // the side that conceded kicks off
        Pattern heard = Pattern.compile("^\\(hear (\\d+) referee " + kickOff + "\\)$");
        Pattern onBoard = Pattern.compile("^\\(msg (\\d+) 1 \"\\(referee " + kickOff + "\\)\"\\)$");
        Kernel k = Pitch.builder().args("server::synch_mode=true", "server::port=0", "server::coach_port=0",
                "server::olcoach_port=0", "pitch.bind=127.0.0.1", "pitch.synch_timeout_ms=20000", "pitch.seed=19",
                "server::coach=true", "server::coach_w_referee=true", "server::send_comms=true",
                "server::game_logging=false", "server::text_logging=false").build().start();
        try {
            int port = ServerCycles.playerPort(k);
            UdpClient left = UdpClient.connect(port, "(init Left (version 19))");
            left.receiveUntil("(think)"); // the server waits for it alone: the others join the next cycle
            try (left; UdpClient right = UdpClient.connect(port, "(init Right (version 19))");
                 UdpClient trainer = UdpClient.connect(k.binding().trainerPort(), "(init (version 19))");
                 UdpClient monitor = UdpClient.readingAhead(port)) {
                monitor.send("(dispinit version 3)");
                monitor.receiveUntil("(server_param ");
                Lockstep.allAtOneThink(left, List.of(right));
                trainer.send("(change_mode play_on)");
                trainer.receiveUntil("(ok change_mode");
                trainer.send(intoTheRight ? "(move (ball) 50 0 0 2.5 0)" : "(move (ball) -50 0 0 -2.5 0)");
                trainer.receiveUntil("(ok move");

                int heardAt = -1;
                for (int cycle = 0; cycle < 200 && heardAt < 0; cycle++) {
                    left.send("(done)");
                    right.send("(done)");
                    for (String m : left.receiveUntil("(think)")) {
                        Matcher h = heard.matcher(m);
                        if (h.matches()) heardAt = Integer.parseInt(h.group(1));
                    }
                    right.receiveUntil("(think)");
                }
                assertTrue(heardAt > 0, "the kick-off after the goal was heard");
                Matcher board = null;
                for (String m : monitor.receiveUntil(s -> onBoard.matcher(s).matches())) board = onBoard.matcher(m);
                assertTrue(board != null && board.matches());
                assertEquals(heardAt, Integer.parseInt(board.group(1)), "the board's clock and the players'");
            }
        } finally {
            k.stop();
        }
    }
}
