package org.pitch.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What a show says of the match, whatever its version: the clock, the ball, every player's body. */
final class Shows {
    private Shows() {}

    private static final Pattern TEXT_TIME = Pattern.compile("^\\(show (\\d+)");
    private static final Pattern TEXT_BALL = Pattern.compile("\\(\\(b\\) (\\S+) (\\S+) (\\S+) (\\S+)\\)");
    private static final Pattern TEXT_PLAYER = Pattern.compile("\\(\\(([lr]) (\\d+)\\) (\\d+) (\\S+) (\\S+) (\\S+) (\\S+) (\\S+) (\\S+) (\\S+)");
    private static final Pattern JSON_TIME = Pattern.compile("^\\{\"show\":\\{\"time\":(\\d+)");
    private static final Pattern JSON_BALL = Pattern.compile("\"ball\":\\{\"x\":([^,]+),\"y\":([^,]+),\"vx\":([^,]+),\"vy\":([^}]+)\\}");
    private static final Pattern JSON_PLAYER = Pattern.compile("\\{\"side\":\"([lr])\",\"unum\":(\\d+),\"type\":(\\d+),\"state\":(\\d+),"
            + "\"x\":([^,]+),\"y\":([^,]+),\"vx\":([^,]+),\"vy\":([^,]+),\"body\":([^,]+),\"neck\":([^,}]+)");

    static boolean isShow(String s) { return s.startsWith("(show ") || s.startsWith("{\"show\""); }

    static List<String> only(List<String> datagrams) {
        List<String> l = new ArrayList<>();
        for (String s : datagrams) if (isShow(s)) l.add(s);
        return l;
    }

    /**
     * {@code time ball(x y vx vy) | side unum type state x y vx vy body neck | ...}, numbers as
     * doubles (so 0x9 and 9 read the same), for comparing shows of different versions.
     */
    static String essentials(String show) {
        boolean json = show.startsWith("{");
        StringBuilder sb = new StringBuilder();
        Matcher t = (json ? JSON_TIME : TEXT_TIME).matcher(show);
        if (!t.find()) throw new AssertionError("not a show: " + show);
        sb.append(t.group(1));
        Matcher b = (json ? JSON_BALL : TEXT_BALL).matcher(show);
        if (!b.find()) throw new AssertionError("no ball: " + show);
        for (int i = 1; i <= 4; i++) sb.append(' ').append(Double.parseDouble(b.group(i)));
        Matcher p = (json ? JSON_PLAYER : TEXT_PLAYER).matcher(show);
        int players = 0;
        while (p.find()) {
            players++;
            sb.append(" | ").append(p.group(1)).append(' ').append(p.group(2)).append(' ').append(p.group(3));
            String state = p.group(4);
            sb.append(' ').append(state.startsWith("0x") ? Integer.parseInt(state.substring(2), 16) : Integer.parseInt(state));
            for (int i = 5; i <= 10; i++) sb.append(' ').append(Double.parseDouble(p.group(i)));
        }
        if (players != 22) throw new AssertionError(players + " players in " + show);
        return sb.toString();
    }
}
