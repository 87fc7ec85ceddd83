package org.pitch.replay;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.pitch.api.param.Parameters;
import org.pitch.api.world.Side;
import org.pitch.wire.Json;

/**
 * rcssserver 19's JSON game log ({@code game_log_version -1}): one array, one record per line,
 * each an object with one member:
 *
 * <pre>
 * [
 * {"version":"19.0.0"},
 * {"timestamp":"2026-11-21T04:30:10+0000"},
 * {"server_param":{...}},  {"player_param":{...}},  {"player_type":{"id":0,...}},
 * {"playmode":{"time":1,"mode":"kick_off_l"}},
 * {"team":{"time":1,"l":{"name":"TeamA","score":0},"r":{"name":null,"score":0}}},
 * {"msg":{"time":1,"board":1,"message":"(referee kick_off_l)"}},
 * {"show":{"time":1,"ball":{"x":0,...},"players":[{"side":"l","unum":1,"type":0,"state":9,"x":-50,...,"kick":0,...}, ...]}}
 * ]
 * </pre>
 *
 * {@code stime} (the cycles the clock has stood) is there only when positive.
 */
final class JsonLogParser implements GameLogReader.LineParser {
    /** The count names of a JSON show, in the order of {@link SlotRecord#counts()}. */
    static final List<String> COUNT_NAMES = List.of("kick", "dash", "turn", "catch", "move", "turn_neck", "change_view",
            "say", "tackle", "pointto", "attentionto", "change_focus");

    private final MatchBuilder match;
    private final Path file;
    private boolean opened, closed;

    JsonLogParser(Path file, Parameters fallback) {
        this.file = file;
        this.match = new MatchBuilder(file, -1, fallback);
    }

    @Override
    public void line(String text, int number) throws LogFormatException {
        match.line(number);
        String t = text.strip();
        if (t.isEmpty()) return;
        if (!opened) {
            if (!t.startsWith("[")) throw match.problem("the JSON log does not start with '['");
            opened = true;
            t = t.substring(1).strip();
            if (t.isEmpty()) return;
        }
        if (closed) throw match.problem("more after the closing ']'");
        if (t.equals("]")) {
            closed = true;
            return;
        }
        if (t.endsWith(",")) t = t.substring(0, t.length() - 1);
        Object parsed;
        try {
            parsed = Json.read(t, Json.Dialect.RCSSSERVER);
        } catch (Json.SyntaxError e) {
            int from = Math.max(0, e.offset() - 20), to = Math.min(t.length(), e.offset() + 20);
            throw match.problem(e.getMessage() + " at column " + (e.offset() + 1) + ": ..." + t.substring(from, to) + "...");
        }
        if (!(parsed instanceof Map<?, ?> record) || record.size() != 1) {
            throw match.problem("a record is an object with one member");
        }
        Map.Entry<?, ?> e = record.entrySet().iterator().next();
        String kind = (String) e.getKey();
        Object body = e.getValue();
        switch (kind) {
            case "version", "timestamp" -> { }
            case "server_param" -> { for (Map.Entry<String, Object> p : object(body, kind).entrySet()) match.serverParam(p.getKey(), p.getValue()); }
            case "player_param" -> { for (Map.Entry<String, Object> p : object(body, kind).entrySet()) match.playerParam(p.getKey(), p.getValue()); }
            case "player_type" -> playerType(object(body, kind));
            case "playmode" -> match.playMode(string(object(body, kind), "mode"));
            case "team" -> teams(object(body, kind));
            case "msg" -> {
                Map<String, Object> m = object(body, kind);
                match.message(integer(m, "time"), stoppage(m), integer(m, "board"), string(m, "message"));
            }
            case "show" -> show(object(body, kind));
            default -> match.ignoredRecord();
        }
    }

    @Override
    public RecordedMatch finish(boolean complete) throws LogFormatException {
        if (opened && !closed && complete) match.warn("the JSON log is not closed with ']' (the server stopped early?)");
        return match.finish();
    }

    private void playerType(Map<String, Object> t) throws LogFormatException {
        Map<String, Double> values = new HashMap<>();
        for (Map.Entry<String, Object> v : t.entrySet()) {
            if (v.getKey().equals("id")) continue;
            if (!(v.getValue() instanceof Double d)) throw match.problem("player_type \"" + v.getKey() + "\" is not a number");
            values.put(v.getKey(), d);
        }
        match.playerType(integer(t, "id"), values);
    }

    private void teams(Map<String, Object> t) throws LogFormatException {
        match.teams(team(object(t.get("l"), "team \"l\"")), team(object(t.get("r"), "team \"r\"")));
    }

    private LogEvent.TeamRecord team(Map<String, Object> t) throws LogFormatException {
        Object name = t.get("name");
        if (name == null) return null;
        if (!(name instanceof String n)) throw match.problem("a team's \"name\" is a string or null");
        return new LogEvent.TeamRecord(n, integer(t, "score"), optional(t, "pen_score"), optional(t, "pen_miss"));
    }

    private void show(Map<String, Object> s) throws LogFormatException {
        Map<String, Object> ball = object(s.get("ball"), "\"ball\"");
        if (!(s.get("players") instanceof List<?> players)) throw match.problem("the show has no \"players\" array");
        SlotRecord[] slots = new SlotRecord[LogEvent.SLOTS];
        boolean[] seen = new boolean[LogEvent.SLOTS];
        for (Object o : players) {
            Map<String, Object> p = object(o, "a player");
            String side = string(p, "side");
            int unum = integer(p, "unum");
            if (!side.equals("l") && !side.equals("r")) throw match.problem("player side \"" + side + "\" is not l or r");
            if (unum < 1 || unum > 11) throw match.problem("uniform number " + unum + " is not 1-11");
            int slot = (side.equals("l") ? 0 : 11) + unum - 1;
            if (seen[slot]) throw match.problem("player " + side + " " + unum + " twice in one show");
            seen[slot] = true;
            int state = integer(p, "state");
            if (state == 0) continue;
            int type = integer(p, "type");
            if (type < 0) throw match.problem("player type " + type);
            boolean pointing = p.containsKey("px");
            String quality = string(p, "vq");
            if (!quality.equals("h") && !quality.equals("l")) throw match.problem("view quality \"" + quality + "\" is not h or l");
            Side attention = Side.NEUTRAL;
            int attentionUnum = 0;
            if (p.containsKey("fside")) {
                String f = string(p, "fside");
                if (!f.equals("l") && !f.equals("r")) throw match.problem("\"fside\" \"" + f + "\" is not l or r");
                attention = f.equals("l") ? Side.LEFT : Side.RIGHT;
                attentionUnum = integer(p, "fnum");
            }
            int[] counts = new int[SlotRecord.COUNTS];
            for (int i = 0; i < counts.length; i++) counts[i] = optional(p, COUNT_NAMES.get(i));
            slots[slot] = new SlotRecord(type, state, real(p, "x"), real(p, "y"), real(p, "vx"), real(p, "vy"),
                    real(p, "body"), real(p, "neck"), pointing, pointing ? real(p, "px") : 0, pointing ? real(p, "py") : 0,
                    quality.equals("h"), real(p, "vw"),
                    p.containsKey("fdist") ? real(p, "fdist") : 0, p.containsKey("fdir") ? real(p, "fdir") : 0,
                    real(p, "stamina"), real(p, "effort"), real(p, "recovery"), real(p, "capacity"),
                    attention, attentionUnum, counts);
        }
        match.show(integer(s, "time"), stoppage(s), real(ball, "x"), real(ball, "y"), real(ball, "vx"), real(ball, "vy"), slots);
    }

    // ------------------------------------------------------------------ members

    @SuppressWarnings("unchecked")
    private Map<String, Object> object(Object v, String what) throws LogFormatException {
        if (!(v instanceof Map)) throw match.problem(what + " is not an object");
        return (Map<String, Object>) v;
    }

    private double real(Map<String, Object> m, String name) throws LogFormatException {
        Object v = m.get(name);
        if (!(v instanceof Double d)) throw match.problem(v == null ? "\"" + name + "\" is missing" : "\"" + name + "\" is not a number");
        return d;
    }

    private int integer(Map<String, Object> m, String name) throws LogFormatException {
        double d = real(m, name);
        if (d != Math.rint(d) || Math.abs(d) > Integer.MAX_VALUE) throw match.problem("\"" + name + "\" is not a whole number");
        return (int) d;
    }

    private int optional(Map<String, Object> m, String name) throws LogFormatException {
        return m.containsKey(name) ? integer(m, name) : 0;
    }

    /** {@code stime}, which the log leaves out while the clock runs. */
    private int stoppage(Map<String, Object> m) throws LogFormatException { return optional(m, "stime"); }

    private String string(Map<String, Object> m, String name) throws LogFormatException {
        Object v = m.get(name);
        if (!(v instanceof String s)) throw match.problem(v == null ? "\"" + name + "\" is missing" : "\"" + name + "\" is not a string");
        return s;
    }

    @Override
    public String toString() { return "JSON game log " + file; }
}
