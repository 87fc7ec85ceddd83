package org.pitch.launcher.tournament;

import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.pitch.launcher.match.DoneTeam;

/**
 * A scripted team for the tournament's end-to-end test, a process of its own
 * ({@code ChaserTeam HOST PORT NAME CHASERS}): eleven players, each taking its place before every
 * kick-off; the first CHASERS run at the ball they see and kick it at full power towards the
 * opponent goal when the goal is in view, the others stand. In synch mode every player answers
 * each {@code (think)} with {@code (done)}. More chasers score more goals, which gives a
 * tournament of such teams a predictable table.
 */
public final class ChaserTeam {
    private static final Pattern BALL = Pattern.compile("\\(\\(b\\) ([-\\d.]+) ([-\\d.]+)");
    private static final Pattern REFEREE = Pattern.compile("^\\(hear \\d+ referee ([\\w]+)\\)");

    public static void main(String[] args) throws Exception {
        InetSocketAddress server = new InetSocketAddress(args[0], Integer.parseInt(args[1]));
        int chasers = Integer.parseInt(args[3]);
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < 11; i++) {
            boolean chases = i < chasers;
            Thread t = new Thread(() -> {
                try {
                    play(server, args[2], chases);
                } catch (Exception e) {
                    e.printStackTrace();
                }
            });
            t.start();
            threads.add(t);
            Thread.sleep(50); // one after the other, as team scripts start their players
        }
        for (Thread t : threads) t.join();
    }

    private static void play(InetSocketAddress server, String team, boolean chases) throws Exception {
        try (DatagramSocket s = new DatagramSocket()) {
            s.setSoTimeout(30_000); // "the server is gone": a hang bound, never a silence between cycles
            DoneTeam.send(s, "(init " + team + " (version 19))", server);
            byte[] buf = new byte[8192];
            InetSocketAddress own = null;
            String side = "l", mode = "before_kick_off", movedFor = null;
            int unum = 1;
            double ballDist = -1, ballDir = 0, goalDir = Double.NaN;
            Pattern goal = null;
            while (true) {
                DatagramPacket p = new DatagramPacket(buf, buf.length);
                String m = DoneTeam.receive(s, p);
                if (m == null) return; // the server is gone
                if (m.startsWith("(init ")) {
                    own = (InetSocketAddress) p.getSocketAddress();
                    String[] f = m.substring(6).split(" ");
                    side = f[0];
                    unum = Integer.parseInt(f[1]);
                    goal = Pattern.compile("\\(\\(g " + (side.equals("l") ? "r" : "l") + "\\) ([-\\d.]+) ([-\\d.]+)");
                } else if (m.startsWith("(see ")) {
                    Matcher b = BALL.matcher(m);
                    ballDist = b.find() ? Double.parseDouble(b.group(1)) : -1;
                    ballDir = ballDist >= 0 ? Double.parseDouble(b.group(2)) : 0;
                    Matcher g = goal.matcher(m);
                    goalDir = g.find() ? Double.parseDouble(g.group(2)) : Double.NaN;
                } else if (m.startsWith("(hear ")) {
                    Matcher r = REFEREE.matcher(m);
                    if (r.find()) {
                        mode = r.group(1);
                        if (mode.equals("time_over")) {
                            DoneTeam.send(s, "(bye)", own);
                            return;
                        }
                    }
                } else if (m.equals("(think)") && own != null) {
                    String command;
                    boolean placing = mode.startsWith("before_kick_off") || mode.startsWith("goal_") || mode.equals("half_time");
                    if (placing && !mode.equals(movedFor)) {
                        movedFor = mode;
                        command = String.format(Locale.ROOT, "(move %d %d)", -3 - 8 * ((unum - 1) / 3), -12 + 12 * ((unum - 1) % 3));
                    } else if (!chases || placing) {
                        command = "(turn_neck 0)";
                    } else if (ballDist < 0) {
                        command = "(turn 60)";
                    } else if (ballDist < 1.0) {
                        command = Double.isNaN(goalDir) ? "(turn 45)" : String.format(Locale.ROOT, "(kick 100 %.0f)", goalDir);
                    } else if (Math.abs(ballDir) > 12) {
                        command = String.format(Locale.ROOT, "(turn %.0f)", ballDir);
                    } else {
                        command = "(dash 100)";
                    }
                    DoneTeam.send(s, command, own);
                    DoneTeam.send(s, "(done)", own);
                }
            }
        }
    }
}
