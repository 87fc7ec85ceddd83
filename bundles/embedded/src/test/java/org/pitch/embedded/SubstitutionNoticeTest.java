package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.kernel.Kernel;

/**
 * A substitution is announced as rcssserver does (match_synch_player_A1.txt): teammates get
 * {@code (change_player_type U T)}, opponents {@code (change_player_type U)}, v6 clients nothing;
 * a client connecting later learns every non-default type after its parameter messages.
 */
class SubstitutionNoticeTest {
    /** Gives left player 2 type 5 as soon as it is on the field. */
    private static final RefereeRule SUBSTITUTE = new RefereeRule() {
        @Override public void afterStep(RefereeContext c) {
            Player p = c.world().player(Side.LEFT, 2);
            if (p != null && p.type().id() == 0) c.substitute(p, c.world().playerTypes().get(5));
        }
    };

    @Test
    void teammatesLearnTheTypeOpponentsOnlyTheChange() throws Exception {
        Kernel k = Pitch.builder().args("server::port=0", "server::coach_port=0", "server::olcoach_port=0",
                "pitch.bind=127.0.0.1", "server::simulator_step=20", "pitch.seed=2").rule("substitute", 0, SUBSTITUTE)
                .build().start();
        List<DatagramSocket> sockets = new ArrayList<>();
        try {
            long end = System.currentTimeMillis() + 5000;
            while (!k.running() && System.currentTimeMillis() < end) Thread.sleep(5);
            int port = k.binding().playerPort();
            DatagramSocket mate = socket(sockets), opponent = socket(sockets), old = socket(sockets), subbed = socket(sockets);
            send(mate, "(init A (version 19))", port);
            send(opponent, "(init B (version 19))", port);
            send(old, "(init B (version 6))", port);
            assertTrue(waitFor(mate, "(init l 1 ").startsWith("(init"));
            assertTrue(waitFor(opponent, "(init r 1 ").startsWith("(init"));
            assertTrue(waitFor(old, "(init r 2 ").startsWith("(init"));
            send(subbed, "(init A (version 19))", port);

            assertEquals("(change_player_type 2 5)", waitFor(mate, "(change_player_type"));
            assertEquals("(change_player_type 2)", waitFor(opponent, "(change_player_type"));
            assertEquals("(change_player_type 2 5)", waitFor(subbed, "(change_player_type"));
            assertEquals(null, waitForOrNull(old, "(change_player_type", 40), "v6 clients know no player types");

            // someone connecting later learns it right after the player types
            DatagramSocket late = socket(sockets);
            send(late, "(init B (version 19))", port);
            List<String> handshake = new ArrayList<>();
            for (String m = receive(late); !m.startsWith("(ok synch_see)"); m = receive(late)) handshake.add(m);
            assertEquals("(change_player_type 2)", handshake.get(handshake.size() - 1));
            assertTrue(handshake.get(handshake.size() - 2).startsWith("(player_type (id 17)"));
        } finally {
            sockets.forEach(DatagramSocket::close);
            k.stop();
        }
    }

    private static DatagramSocket socket(List<DatagramSocket> all) throws Exception {
        DatagramSocket s = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        s.setSoTimeout((int) ServerCycles.HANG_MILLIS); // bounds a hang only
        all.add(s);
        return s;
    }

    private static void send(DatagramSocket s, String text, int port) throws Exception {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        s.send(new DatagramPacket(b, b.length, InetAddress.getLoopbackAddress(), port));
    }

    private static String receive(DatagramSocket s) throws Exception {
        byte[] buf = new byte[65536];
        DatagramPacket p = new DatagramPacket(buf, buf.length);
        s.receive(p);
        return new String(buf, 0, p.getLength() - 1, StandardCharsets.ISO_8859_1);
    }

    private static String waitFor(DatagramSocket s, String prefix) throws Exception {
        String m = waitForOrNull(s, prefix, 300);
        assertTrue(m != null, "no message starting " + prefix);
        return m;
    }

    private static String waitForOrNull(DatagramSocket s, String prefix, int messages) throws Exception {
        for (int i = 0; i < messages; i++) {
            String m = receive(s);
            if (m.startsWith(prefix)) return m;
        }
        return null;
    }
}
