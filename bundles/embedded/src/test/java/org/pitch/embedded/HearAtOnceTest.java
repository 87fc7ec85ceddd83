package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.kernel.Kernel;
import org.pitch.testkit.clients.UdpClient;

/**
 * What is said reaches a player of protocol 7 or older the moment it is said, and one of version
 * 8 or later after the cycle, as rcssserver 19's audio senders do (the differential
 * tester's script 33). Expected texts from rcssserver 19 with the same scene (two version 7
 * players of Alpha at (-10, 0) and (-5, 5), a version 19 player of Beta at (-10, -3) in its own
 * frame): the speaker hears {@code (hear 0 self "hello")} and its teammate {@code (hear 0 -135
 * "hello")} before anything else, the opponent {@code (hear 0 -171 opp "hello")} after its next
 * sense_body; of a teammate's two says in one cycle only the first is heard (hear capacity 1).
 * With Alpha on the left and, mirrored, on the right, where rcssserver 19 gives the directions
 * 64, -116 and 8 with the same scene. Synch mode: nothing steps while the players
 * hold their {@code (done)}.
 */
class HearAtOnceTest {

    @ParameterizedTest(name = "Alpha on the {0}")
    @ValueSource(strings = {"left", "right"})
    void versionSevenHearsAtOnceVersionNineteenAfterTheCycle(String alphaSide) throws Exception {
        Kernel k = Lockstep.synchServer(13);
        try {
            boolean left = alphaSide.equals("left");
            try (Scene scene = Scene.open(ServerCycles.playerPort(k), left)) {
                UdpClient a = scene.a, b = scene.b, beta = scene.beta;
                assertEquals("(init " + (left ? "l" : "r") + " 1 before_kick_off)", a.first());
                List<UdpClient> all = List.of(a, b, beta);

                a.send("(say hello)");
                assertEquals("(hear 0 self \"hello\")", nextHearInTheCycle(a), "the speaker, at once");
                assertEquals("(hear 0 " + (left ? -135 : 64) + " \"hello\")", nextHearInTheCycle(b), "its version 7 teammate, at once");
                b.send("(say one)");
                b.send("(say two)");
                assertEquals("(hear 0 self \"one\")", nextHearInTheCycle(b));
                assertEquals("(hear 0 self \"two\")", nextHearInTheCycle(b));
                assertEquals("(hear 0 " + (left ? 45 : -116) + " \"one\")", nextHearInTheCycle(a), "one teammate's say a cycle: the first");
                for (UdpClient x : all) x.send("(done)");

                List<String> betaGot = betaUntilThink(beta);
                int senseBody = indexOfPrefix(betaGot, "(sense_body ");
                assertTrue(senseBody >= 0, betaGot::toString);
                assertEquals(List.of("(hear 0 " + (left ? -171 : 8) + " opp \"hello\")"), betaGot.subList(senseBody + 1, betaGot.size()).stream()
                        .filter(m -> m.startsWith("(hear ")).toList(), () -> "version 19, after its sense_body: " + betaGot);
                List<String> aGot = a.receiveUntil("(think)");
                assertTrue(aGot.stream().noneMatch(m -> m.startsWith("(hear ")), () -> "nothing again after the cycle: " + aGot);
            }
        } finally {
            k.stop();
        }
    }

    /**
     * A recovery fills a player's hear capacity within the cycle, as rcssserver 19's {@code
     * recoverAll} does: after the trainer's {@code (recover)}, and after an online coach's
     * substitution of the listener, a teammate's say is heard again though the cycle's capacity was
     * spent (the differential tester's seed 1574). The same scene as above, Alpha on either side.
     */
    @ParameterizedTest(name = "Alpha on the {0}")
    @ValueSource(strings = {"left", "right"})
    void aRecoveryOrASubstitutionLetsAVersionSevenListenerHearAgainInTheCycle(String alphaSide) throws Exception {
        Kernel k = Lockstep.synchServer(13, "server::coach=true", "server::coach_w_referee=true");
        try {
            boolean left = alphaSide.equals("left");
            try (Scene scene = Scene.open(ServerCycles.playerPort(k), left);
                 UdpClient trainer = UdpClient.connect(k.binding().trainerPort(), "(init (version 19))");
                 UdpClient coach = UdpClient.connect(k.binding().onlineCoachPort(), "(init Alpha (version 19))")) {
                UdpClient a = scene.a, b = scene.b, beta = scene.beta;
                List<UdpClient> all = List.of(a, b, beta);

                String heardFromB = "(hear 0 " + (left ? 45 : -116) + " ";
                b.send("(say one)");
                assertEquals(heardFromB + "\"one\")", nextHearInTheCycle(a));
                b.send("(say two)"); // the capacity is spent: lost
                trainer.send("(recover)");
                trainer.receiveUntil(m -> m.startsWith("(ok recover"));
                b.send("(say three)");
                assertEquals(heardFromB + "\"three\")", nextHearInTheCycle(a), "after the trainer's recover, not \"two\"");
                b.send("(say four)"); // spent again: lost
                int unum = Integer.parseInt(a.first().split(" ")[2]);
                coach.send("(change_player_type " + unum + " 3)");
                coach.receiveUntil(m -> m.startsWith("(ok change_player_type"));
                b.send("(say five)");
                assertEquals(heardFromB + "\"five\")", nextHearInTheCycle(a), "after the listener's substitution, not \"four\"");
                for (UdpClient x : all) x.send("(done)");
                for (UdpClient x : all) x.receiveUntil("(think)");
            }
        } finally {
            k.stop();
        }
    }

    /**
     * The scene: Alpha's two version 7 players {@code a} and {@code b} and Beta's version 19
     * player, at (-10, 0), (-5, 5) and (-10, -3) in their own frames, every one at a think. The
     * first team to connect plays on the left; the server waits for the first player alone (it
     * read its think), the others join the next cycle.
     */
    private record Scene(UdpClient a, UdpClient b, UdpClient beta) implements AutoCloseable {
        static Scene open(int port, boolean alphaLeft) throws Exception {
            UdpClient first = UdpClient.connect(port, alphaLeft ? "(init Alpha (version 7))" : "(init Beta (version 19))");
            first.receiveUntil("(think)");
            UdpClient second = UdpClient.connect(port, "(init Alpha (version 7))");
            UdpClient third = UdpClient.connect(port, alphaLeft ? "(init Beta (version 19))" : "(init Alpha (version 7))");
            Scene scene = alphaLeft ? new Scene(first, second, third) : new Scene(second, third, first);
            Lockstep.allAtOneThink(first, List.of(second, third));
            scene.a.send("(move -10 0)");
            scene.b.send("(move -5 5)");
            scene.beta.send("(move -10 -3)");
            for (UdpClient x : List.of(scene.a, scene.b, scene.beta)) x.send("(done)");
            for (UdpClient x : List.of(scene.a, scene.b, scene.beta)) x.receiveUntil("(think)");
            return scene;
        }

        @Override
        public void close() {
            a.close();
            b.close();
            beta.close();
        }
    }

    /** The next (hear ...) the client gets, which must come before the cycle ends (no sense_body or think before it). */
    private static String nextHearInTheCycle(UdpClient c) throws Exception {
        List<String> got = c.receiveUntil(m -> m.startsWith("(hear "));
        assertTrue(got.stream().noneMatch(m -> m.startsWith("(sense_body ") || m.equals("(think)")), got::toString);
        return got.get(got.size() - 1);
    }

    private static List<String> betaUntilThink(UdpClient beta) throws Exception {
        return new ArrayList<>(beta.receiveUntil("(think)"));
    }

    private static int indexOfPrefix(List<String> messages, String prefix) {
        for (int i = 0; i < messages.size(); i++) if (messages.get(i).startsWith(prefix)) return i;
        return -1;
    }
}
