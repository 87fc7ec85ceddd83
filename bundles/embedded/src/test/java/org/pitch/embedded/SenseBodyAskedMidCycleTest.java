package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;

/**
 * A {@code (sense_body)} a player asks for within a cycle counts the commands that came before it,
 * as rcssserver 19 counts a command when it reads it: after
 * {@code (turn_neck 30)} it shows {@code (turn_neck 1)} with the head angle still 0, which the step
 * then commits (the next cycle's sense_body: 29, as rcssserver truncates its radians). From the left and, mirrored, from the right.
 * Synch mode: nothing steps while the players hold their {@code (done)}.
 */
class SenseBodyAskedMidCycleTest {

    @ParameterizedTest(name = "the asker on the {0}")
    @ValueSource(strings = {"left", "right"})
    void aSenseBodyAskedForCountsWhatCameBeforeIt(String side) throws Exception {
        Kernel k = Lockstep.synchServer(17);
        try {
            int port = ServerCycles.playerPort(k);
            boolean left = side.equals("left");
            UdpClient first = UdpClient.connect(port, "(init " + (left ? "Asker" : "Other") + " (version 19))");
            first.receiveUntil("(think)");
            try (first; UdpClient second = UdpClient.connect(port, "(init " + (left ? "Other" : "Asker") + " (version 19))")) {
                UdpClient asker = left ? first : second, other = left ? second : first;
                Lockstep.allAtOneThink(first, List.of(second));

                asker.send("(turn_neck 30)");
                asker.send("(sense_body)");
                String asked = asker.receiveUntil(m -> m.startsWith("(sense_body")).stream().reduce((a, b) -> b).orElseThrow();
                assertTrue(asked.contains("(head_angle 0)") && asked.contains("(turn_neck 1)"), asked);

                asker.send("(done)");
                other.send("(done)");
                String next = asker.receiveUntil(m -> m.startsWith("(sense_body")).stream().reduce((a, b) -> b).orElseThrow();
                // rcssserver prints Rad2IDeg of the radians it keeps: rad(30) * 180/π is 29.999999999999996, truncated 29
                assertTrue(next.contains("(head_angle 29)") && next.contains("(turn_neck 1)"), next);
            }
        } finally {
            k.stop();
        }
    }
}
