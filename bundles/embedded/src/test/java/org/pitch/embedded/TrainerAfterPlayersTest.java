package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;

/**
 * Players' {@code (move)}s that reached the server before a trainer's command have happened when
 * it is read, as in rcssserver 19, which moves a player the moment its move arrives (the
 * differential tester's scripts 10 and 35): both players' {@code (move)}s before the kick-off,
 * then, in the same cycle, the trainer's {@code (look)} sees them moved and its {@code (change_mode
 * play_on)} does not undo them; the left player's and, mirrored, the right player's. Synch mode
 * (nothing steps until the players say {@code (done)}), coach mode with the referees (a trainer
 * needs coach mode).
 */
class TrainerAfterPlayersTest {
    private static final Pattern THINK = Pattern.compile("^\\(think\\)$");

    @Test
    void aTrainersLookAndChangeModeComeAfterThePlayersMovesOfTheCycle() throws Exception {
        Kernel k = Pitch.builder().args("server::synch_mode=true", "server::port=0", "server::coach_port=0",
                "server::olcoach_port=0", "pitch.bind=127.0.0.1", "pitch.synch_timeout_ms=20000", "pitch.seed=11",
                "server::coach=true", "server::coach_w_referee=true", "server::game_logging=false", "server::text_logging=false").build().start();
        try {
            int port = ServerCycles.playerPort(k);
            try (UdpClient left = UdpClient.connect(port, "(init Left (version 19))");
                 UdpClient trainer = UdpClient.connect(k.binding().trainerPort(), "(init (version 19))")) {
                // the server waits for the left player's (done); the right player, come meanwhile,
                // is waited for from the next cycle on: then both wait for the cycle's step
                left.receiveUntil(m -> THINK.matcher(m).matches());
                try (UdpClient right = UdpClient.connect(port, "(init Right (version 19))")) {
                Lockstep.allAtOneThink(left, List.of(right));
                left.send("(move -10 5)");
                right.send("(move -20 3)");
                // each (sense_body) answer says the server has read that player's move
                left.send("(sense_body)");
                left.receiveUntil("(sense_body ");
                right.send("(sense_body)");
                right.receiveUntil("(sense_body ");

                trainer.send("(look)");
                String look = last(trainer.receiveUntil("(ok look "));
                assertPlaced(look, "Left", 1, "-10", "5");
                assertPlaced(look, "Right", 1, "20", "-3"); // the right team's frame is turned half a circle
                trainer.send("(change_mode play_on)");
                assertEquals("(ok change_mode)", last(trainer.receiveUntil("(ok change_mode")));

                left.send("(done)");
                right.send("(done)");
                left.receiveUntil(m -> THINK.matcher(m).matches());
                trainer.send("(look)");
                String after = last(trainer.receiveUntil("(ok look "));
                assertPlaced(after, "Left", 1, "-10", "5");
                assertPlaced(after, "Right", 1, "20", "-3");
                }
            }
        } finally {
            k.stop();
        }
    }

    private static String last(List<String> messages) { return messages.get(messages.size() - 1); }

    private static void assertPlaced(String look, String team, int unum, String x, String y) {
        Matcher m = Pattern.compile("\\(\\(p \"" + team + "\" " + unum + "(?: goalie)?\\) (-?[0-9.]+) (-?[0-9.]+) ").matcher(look);
        assertTrue(m.find(), () -> team + " " + unum + " in " + look);
        assertEquals(x + " " + y, m.group(1) + " " + m.group(2), () -> team + " " + unum + " in " + look);
    }
}
