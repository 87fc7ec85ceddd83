package org.pitch.launcher.match;

import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A stand-in server for the match runner's tests, run as a process of its own: it reads
 * {@code server::port=P} from its arguments, answers anything that is no greeting with
 * {@code (error unknown_command)}, prints rcssserver's connection line for each
 * {@code (init TEAM ...)}, and once two teams are in prints rcssserver's results block and exits.
 * The score is fixed by the order the teams came in: the left team (the first) 2, the right 1,
 * unless its argument {@code fake::no_result=true} makes it exit with status 3 and no result.
 */
public final class FakeServer {
    public static void main(String[] args) throws Exception {
        int port = 0;
        boolean noResult = false;
        for (String a : args) {
            if (a.startsWith("server::port=")) port = Integer.parseInt(a.substring("server::port=".length()));
            if (a.equals("fake::no_result=true")) noResult = true;
        }
        System.out.println("Hit CTRL-C to exit");
        System.out.flush();
        List<String> teams = new ArrayList<>();
        try (DatagramSocket s = new DatagramSocket(new InetSocketAddress("127.0.0.1", port))) {
            byte[] buf = new byte[4096];
            while (teams.size() < 2) {
                DatagramPacket p = new DatagramPacket(buf, buf.length);
                s.receive(p);
                String text = new String(buf, 0, p.getLength(), StandardCharsets.US_ASCII).replace("\0", "").trim();
                if (text.startsWith("(init ")) {
                    String team = text.substring(6).split("[ )]")[0];
                    if (!teams.contains(team)) teams.add(team);
                    System.out.println("A new (v18) player (" + team + " 1) connected.");
                    System.out.flush();
                } else {
                    byte[] reply = "(error unknown_command)\0".getBytes(StandardCharsets.US_ASCII);
                    s.send(new DatagramPacket(reply, reply.length, p.getSocketAddress()));
                }
            }
        }
        if (noResult) System.exit(3);
        System.out.println("\nGame Over. Exiting...\n\nGame Results:\n\t2026-11-24 12:00:00\n\t'" + teams.get(0) + "' vs '"
                + teams.get(1) + "'\n\tScore: 2 - 1\n \n\tSTDOutSaver: ...saved");
    }
}
