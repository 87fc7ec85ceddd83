package org.pitch.replay;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.pitch.api.param.Parameters;
import org.pitch.api.world.Side;

/**
 * rcssserver's text game logs, versions 4 to 6: after the {@code ULGn} line one record per line,
 * written with the monitor serializer one version below (log 4 with monitor 3, and so on):
 *
 * <pre>
 * (server_param (audio_cut_dist 50)(auto_mode 0)...)    (player_param ...)    (player_type (id 0)...)
 * (playmode 1 kick_off_l)
 * (team 1 TeamA TeamB 0 0)                               [pen_l miss_l pen_r miss_r] after a shoot-out
 * (msg 1 1 "(referee kick_off_l)")
 * (show 1 ((b) x y vx vy) ((l 1) type state x y vx vy body neck [arm_x arm_y] (v h 90) [(fp d a)] (s stamina effort recovery [capacity]) [(f l 2)] (c kick dash ...)) ...)
 * </pre>
 *
 * Log 4 has no capacity and 11 counts, log 6 adds the focus point and the 12th count
 * ({@code change_focus}). A team that has not joined is {@code null}.
 */
final class TextLogParser implements GameLogReader.LineParser {
    private final MatchBuilder match;

    TextLogParser(Path file, int version, Parameters fallback) {
        this.match = new MatchBuilder(file, version, fallback);
    }

    @Override
    public void line(String text, int number) throws LogFormatException {
        match.line(number);
        if (number == 1 || text.isBlank()) return; // the ULGn header was checked by the reader
        TextCursor c = new TextCursor(text, match);
        if (text.startsWith("(show ")) show(c);
        else if (text.startsWith("(playmode ")) playMode(c);
        else if (text.startsWith("(team ")) teams(c);
        else if (text.startsWith("(msg ")) message(c);
        else if (text.startsWith("(server_param ")) parameters(c, "(server_param", true);
        else if (text.startsWith("(player_param ")) parameters(c, "(player_param", false);
        else if (text.startsWith("(player_type ")) playerType(c);
        else if (text.startsWith("(")) match.ignoredRecord();
        else throw c.problem("not a record");
    }

    @Override
    public RecordedMatch finish(boolean complete) throws LogFormatException { return match.finish(); }

    // ------------------------------------------------------------------ header

    private void parameters(TextCursor c, String opening, boolean server) throws LogFormatException {
        c.expect(opening);
        while (c.peek() == '(') {
            c.expect('(');
            String name = c.token();
            Object value;
            if (c.peek() == '"') {
                value = c.quoted();
            } else {
                String t = c.token();
                value = parseNumber(t);
            }
            c.expect(')');
            if (server) match.serverParam(name, value);
            else match.playerParam(name, value);
        }
        end(c);
    }

    /** A number, or the token itself when it is none (the builder reports it against its type). */
    private static Object parseNumber(String t) {
        try {
            return Double.parseDouble(t);
        } catch (NumberFormatException e) {
            return t;
        }
    }

    private void playerType(TextCursor c) throws LogFormatException {
        c.expect("(player_type");
        Map<String, Double> values = new HashMap<>();
        int id = -1;
        while (c.peek() == '(') {
            c.expect('(');
            String name = c.token();
            if (name.equals("id")) id = c.integer();
            else values.put(name, c.number());
            c.expect(')');
        }
        end(c);
        if (id < 0) throw c.problem("player_type without its id");
        match.playerType(id, values);
    }

    // ------------------------------------------------------------------ events

    private void playMode(TextCursor c) throws LogFormatException {
        c.expect("(playmode");
        c.integer();
        String name = c.token();
        end(c);
        match.playMode(name);
    }

    private void teams(TextCursor c) throws LogFormatException {
        c.expect("(team");
        c.integer();
        String left = c.token(), right = c.token();
        int leftScore = c.integer(), rightScore = c.integer();
        int lPen = 0, lMiss = 0, rPen = 0, rMiss = 0;
        if (c.peek() != ')') {
            lPen = c.integer();
            lMiss = c.integer();
            rPen = c.integer();
            rMiss = c.integer();
        }
        end(c);
        match.teams(team(left, leftScore, lPen, lMiss), team(right, rightScore, rPen, rMiss));
    }

    /** rcssserver writes {@code null} for a side no team has joined. */
    private static LogEvent.TeamRecord team(String name, int score, int pen, int miss) {
        return name.equals("null") ? null : new LogEvent.TeamRecord(name, score, pen, miss);
    }

    private void message(TextCursor c) throws LogFormatException {
        c.expect("(msg");
        int time = c.integer();
        int board = c.integer();
        c.skipSpace();
        // the text is written as it is, quotes and parentheses included: it runs to the record's end
        String quoted = c.restBefore(')').strip();
        if (quoted.length() < 2 || quoted.charAt(0) != '"' || quoted.charAt(quoted.length() - 1) != '"') {
            throw c.problem("the message is not in double quotes");
        }
        match.message(time, -1, board, quoted.substring(1, quoted.length() - 1));
    }

    private void show(TextCursor c) throws LogFormatException {
        c.expect("(show");
        int time = c.integer();
        // a monitor's show also carries (pm N) (tm ...); a log's does not, but both read the same
        while (c.take("(pm") || c.take("(tm")) {
            while (c.peek() != ')') c.token();
            c.expect(')');
        }
        c.expect('(');
        c.expect("(b)");
        double bx = c.number(), by = c.number(), bvx = c.number(), bvy = c.number();
        c.expect(')');
        SlotRecord[] slots = new SlotRecord[LogEvent.SLOTS];
        boolean[] seen = new boolean[LogEvent.SLOTS];
        while (c.peek() == '(') player(c, slots, seen);
        end(c);
        match.show(time, -1, bx, by, bvx, bvy, slots);
    }

    private void player(TextCursor c, SlotRecord[] slots, boolean[] seen) throws LogFormatException {
        c.expect('(');
        c.expect('(');
        String side = c.token();
        if (!side.equals("l") && !side.equals("r")) throw c.problem("a side (l or r) expected, not '" + side + "'");
        int unum = c.integer();
        if (unum < 1 || unum > 11) throw c.problem("uniform number " + unum + " is not 1-11");
        c.expect(')');
        int slot = (side.equals("l") ? 0 : 11) + unum - 1;
        if (seen[slot]) throw c.problem("player " + side + " " + unum + " twice in one show");
        seen[slot] = true;
        int type = c.integer();
        if (type < 0) throw c.problem("player type " + type);
        int state = c.hex();
        double x = c.number(), y = c.number(), vx = c.number(), vy = c.number(), body = c.number(), neck = c.number();
        boolean pointing = c.peek() != '(';
        double armX = 0, armY = 0;
        if (pointing) {
            armX = c.number();
            armY = c.number();
        }
        c.expect("(v");
        String quality = c.token();
        if (!quality.equals("h") && !quality.equals("l")) throw c.problem("view quality h or l expected, not '" + quality + "'");
        double viewAngle = c.number();
        c.expect(')');
        double focusDistance = 0, focusDirection = 0;
        if (c.take("(fp")) {
            focusDistance = c.number();
            focusDirection = c.number();
            c.expect(')');
        }
        c.expect("(s");
        double stamina = c.number(), effort = c.number(), recovery = c.number();
        double capacity = c.peek() == ')' ? Double.NaN : c.number();
        c.expect(')');
        Side attentionSide = Side.NEUTRAL;
        int attentionUnum = 0;
        if (c.take("(f")) {
            String s = c.token();
            if (!s.equals("l") && !s.equals("r")) throw c.problem("a side (l or r) expected, not '" + s + "'");
            attentionSide = s.equals("l") ? Side.LEFT : Side.RIGHT;
            attentionUnum = c.integer();
            c.expect(')');
        }
        c.expect("(c");
        int[] counts = new int[SlotRecord.COUNTS];
        for (int i = 0; c.peek() != ')'; i++) {
            int n = c.integer();
            if (i < counts.length) counts[i] = n;
        }
        c.expect(')');
        c.expect(')');
        if (state == 0) return; // a slot nobody plays: the writers draw it from the parameters
        slots[slot] = new SlotRecord(type, state, x, y, vx, vy, body, neck, pointing, armX, armY, quality.equals("h"),
                viewAngle, focusDistance, focusDirection, stamina, effort, recovery,
                capacity, attentionSide, attentionUnum, counts);
    }

    private static void end(TextCursor c) throws LogFormatException {
        c.expect(')');
        if (!c.atEnd()) throw c.problem("more after the end of the record");
    }
}
