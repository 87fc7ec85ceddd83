package org.pitch.launcher.match;

import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/**
 * A one-player team for the runner's tests, a process of its own ({@code DoneTeam HOST PORT NAME [EVERY]}):
 * it greets the server, answers every {@code (think)} with {@code (done)} so synch mode runs as
 * fast as it can, and says {@code (bye)} at {@code time_over}, as real teams leave. With EVERY,
 * it sends a {@code (dash 10)} before the {@code (done)} of every EVERY-th {@code (think)}: 1 a
 * punctual player, 2 one that leaves every other cycle a hole (the fairness report's late team).
 */
public final class DoneTeam {
    public static void main(String[] args) throws Exception {
        InetSocketAddress server = new InetSocketAddress(args[0], Integer.parseInt(args[1]));
        try (DatagramSocket s = new DatagramSocket()) {
            s.setSoTimeout(120_000); // "the server is gone": a hang bound (a cycle before the kick-off may wait for the other team)
            send(s, "(init " + args[2] + " (version 19))", server);
            byte[] buf = new byte[65536];
            InetSocketAddress own = null;
            int every = args.length > 3 ? Integer.parseInt(args[3]) : 0, thinks = 0;
            while (true) {
                DatagramPacket p = new DatagramPacket(buf, buf.length);
                String m = receive(s, p);
                if (m == null) return; // the server is gone
                if (own == null) own = (InetSocketAddress) p.getSocketAddress();
                if (m.equals("(think)")) send(s, every > 0 && thinks++ % every == 0 ? "(dash 10)(done)" : "(done)", own);
                if (m.startsWith("(hear") && m.endsWith("referee time_over)")) {
                    send(s, "(bye)", own);
                    return;
                }
            }
        }
    }

    /** The next message's text without its closing NUL, or {@code null} when none came within the socket's timeout. */
    public static String receive(DatagramSocket s, DatagramPacket p) throws java.io.IOException {
        try {
            s.receive(p);
        } catch (SocketTimeoutException e) {
            return null;
        }
        return new String(p.getData(), 0, Math.max(0, p.getLength() - 1), StandardCharsets.ISO_8859_1);
    }

    /** A message as the server takes it: the text and a closing NUL. */
    public static void send(DatagramSocket s, String text, InetSocketAddress to) throws java.io.IOException {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        s.send(new DatagramPacket(b, b.length, to));
    }
}
