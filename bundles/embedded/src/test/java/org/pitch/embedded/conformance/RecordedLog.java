package org.pitch.embedded.conformance;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;

/**
 * What rcssserver's game log (ULG5/ULG6, gzip) says about each cycle: the ball and every player
 * on the field in each {@code (show ...)} record, and the play mode records. Values are kept as
 * the text printed, so that a comparison knows the printed precision.
 */
final class RecordedLog {
    /** A player's line of a show: the numbers as printed. */
    record PlayerLine(int type, int state, String[] motion, String[] stamina) {}

    /**
     * One show record: the time, the play mode in force (rcssserver's name, e.g.
     * {@code free_kick_l}, from the last play mode record before it), the ball
     * ({@code x y vx vy}) and the players by id ({@code l1}).
     */
    record Show(int time, String playMode, String[] ball, Map<String, PlayerLine> players) {}

    final List<Show> shows = new ArrayList<>();

    static RecordedLog load(String name) throws IOException {
        try (InputStream raw = RecordedLog.class.getResourceAsStream("/conformance/" + name + ".rcg.gz")) {
            if (raw == null) throw new IOException("no log " + name);
            RecordedLog log = new RecordedLog();
            BufferedReader in = new BufferedReader(new InputStreamReader(new GZIPInputStream(raw), StandardCharsets.US_ASCII));
            String mode = "before_kick_off";
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.startsWith("(show ")) log.shows.add(show(parse(line), mode));
                else if (line.startsWith("(playmode ")) mode = (String) parse(line).get(2);
            }
            return log;
        }
    }

    @SuppressWarnings("unchecked")
    private static Show show(List<Object> s, String playMode) {
        int time = Integer.parseInt((String) s.get(1));
        String[] ball = null;
        Map<String, PlayerLine> players = new LinkedHashMap<>();
        for (Object o : s.subList(2, s.size())) {
            List<Object> e = (List<Object>) o;
            List<Object> head = (List<Object>) e.get(0);
            if (head.get(0).equals("b")) {
                ball = strings(e.subList(1, 5));
            } else if (head.size() == 2 && (head.get(0).equals("l") || head.get(0).equals("r"))) {
                int state = Integer.decode((String) e.get(2));
                if (state == 0) continue; // nobody plays that slot
                String[] motion = strings(e.subList(3, 9)); // x y vx vy body neck (an arm's target may follow)
                String[] stamina = null;
                for (Object part : e) {
                    if (part instanceof List<?> l && !l.isEmpty() && "s".equals(l.get(0))) stamina = strings(((List<Object>) l).subList(1, 5));
                }
                players.put(head.get(0) + (String) head.get(1), new PlayerLine(Integer.parseInt((String) e.get(1)), state, motion, stamina));
            }
        }
        return new Show(time, playMode, ball, players);
    }

    private static String[] strings(List<Object> l) {
        String[] s = new String[l.size()];
        for (int i = 0; i < s.length; i++) s[i] = (String) l.get(i);
        return s;
    }

    /** An s-expression: lists of lists and atoms. */
    static List<Object> parse(String text) {
        int[] at = {0};
        return list(text, at);
    }

    private static List<Object> list(String t, int[] at) {
        List<Object> out = new ArrayList<>();
        at[0]++; // '('
        while (at[0] < t.length()) {
            char c = t.charAt(at[0]);
            if (c == ')') { at[0]++; return out; }
            if (c == ' ') { at[0]++; continue; }
            if (c == '(') { out.add(list(t, at)); continue; }
            int start = at[0];
            if (c == '"') {
                at[0] = t.indexOf('"', start + 1) + 1;
            } else {
                while (at[0] < t.length() && " ()".indexOf(t.charAt(at[0])) < 0) at[0]++;
            }
            out.add(t.substring(start, at[0]));
        }
        return out;
    }
}
