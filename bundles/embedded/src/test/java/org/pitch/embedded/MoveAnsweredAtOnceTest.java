package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;

/**
 * A {@code (move)} is answered the moment it arrives, as rcssserver 19 answers it: a
 * player moving into the opponents' half before the kick-off gets {@code (warning
 * moving_to_opponent_field)} before the answer to a {@code (sense_body)} it asks for next, and is
 * moved (the trainer's look, in the same cycle, sees it there). From the left and, mirrored, from the right. Synch mode:
 * nothing steps while the players hold their {@code (done)}; coach mode with the referees for
 * the trainer.
 */
class MoveAnsweredAtOnceTest {

    @ParameterizedTest(name = "the mover on the {0}")
    @ValueSource(strings = {"left", "right"})
    void aMoveIntoTheOpponentsHalfIsWarnedAboutAtOnce(String side) throws Exception {
        Kernel k = Lockstep.synchServer(17, "server::coach=true", "server::coach_w_referee=true");
        try {
            int port = ServerCycles.playerPort(k);
            boolean left = side.equals("left");
            // the first team to connect plays on the left
            UdpClient first = UdpClient.connect(port, "(init " + (left ? "Mover" : "Other") + " (version 19))");
            first.receiveUntil("(think)"); // the server waits for it alone: the others join the next cycle
            try (first; UdpClient second = UdpClient.connect(port, "(init " + (left ? "Other" : "Mover") + " (version 19))");
                 UdpClient trainer = UdpClient.connect(k.binding().trainerPort(), "(init (version 19))")) {
                UdpClient mover = left ? first : second;
                Lockstep.allAtOneThink(first, List.of(second));

                // the answer to a (sense_body) asked after the move comes after the warning: the move was answered as it came
                mover.send("(move 10 5)");
                mover.send("(sense_body)");
                List<String> got = mover.receiveUntil(m -> m.startsWith("(sense_body"));
                assertEquals(List.of("(warning moving_to_opponent_field)"), got.subList(0, got.size() - 1), got::toString);
                trainer.send("(look)");
                List<String> looked = trainer.receiveUntil("(ok look ");
                String look = looked.get(looked.size() - 1);
                String at = left ? "10 5" : "-10 -5";
                assertTrue(look.contains("((p \"Mover\" 1) " + at + " "), () -> "Mover at " + at + " in " + look);
            }
        } finally {
            k.stop();
        }
    }
}
