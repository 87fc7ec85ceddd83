package org.pitch.replay;

import static org.pitch.protocol.monitor.RcssStructs.BLANK_MODE;
import static org.pitch.protocol.monitor.RcssStructs.DISPINFO_SIZE;
import static org.pitch.protocol.monitor.RcssStructs.DRAW_MODE;
import static org.pitch.protocol.monitor.RcssStructs.MESSAGE_SIZE;
import static org.pitch.protocol.monitor.RcssStructs.MSG_MODE;
import static org.pitch.protocol.monitor.RcssStructs.PARAM_MODE;
import static org.pitch.protocol.monitor.RcssStructs.PLAYER_PARAMS_SIZE;
import static org.pitch.protocol.monitor.RcssStructs.PLAYER_TYPE_SIZE;
import static org.pitch.protocol.monitor.RcssStructs.PM_MODE;
import static org.pitch.protocol.monitor.RcssStructs.PPARAM_MODE;
import static org.pitch.protocol.monitor.RcssStructs.PT_MODE;
import static org.pitch.protocol.monitor.RcssStructs.SCALE;
import static org.pitch.protocol.monitor.RcssStructs.SCALE2;
import static org.pitch.protocol.monitor.RcssStructs.SERVER_PARAMS_SIZE;
import static org.pitch.protocol.monitor.RcssStructs.SHORT_SHOWINFO2_SIZE;
import static org.pitch.protocol.monitor.RcssStructs.SHOWINFO_SIZE;
import static org.pitch.protocol.monitor.RcssStructs.SHOW_MODE;
import static org.pitch.protocol.monitor.RcssStructs.TEAM_MODE;
import static org.pitch.protocol.monitor.RcssStructs.TEAM_NAME_SIZE;
import static org.pitch.protocol.monitor.RcssStructs.TEAM_SIZE;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;

/**
 * rcssserver's binary game logs, versions 1 to 3: C structs back to back in network byte order,
 * each record led by its mode as a 16-bit integer.
 *
 * <ul>
 *   <li>Version 1 has no header; every record is a whole {@code dispinfo_t} of 2052 bytes: the
 *       mode, then a {@code showinfo_t} (play mode, teams, ball and 22 players as {@code pos_t}:
 *       state bits, side, number, body direction in whole degrees, x and y in sixteenths of a
 *       metre, then the time) or a {@code msginfo_t} (board and a 2048-byte text buffer).</li>
 *   <li>Version 2 starts with {@code ULG} and the byte 2; a show is the mode and a
 *       {@code showinfo_t}, a message the mode, board, length and that many bytes.</li>
 *   <li>Version 3 starts with {@code ULG} and the byte 3, then the parameter structs, each behind
 *       its mode; the play mode ({@code char}) and the teams ({@code team_t[2]}) are records of
 *       their own, written when they change; a show is a {@code short_showinfo_t2}: ball and
 *       players with velocities, directions in radians, view, stamina and command counts, all
 *       reals in 1/65536.</li>
 * </ul>
 *
 * What a version does not record is filled in: versions 1 and 2 hold no parameters (this server's
 * stand in, as for a text log without them), no velocities, neck directions, view, stamina or
 * counts (zeros, the default view and full stamina), and only the low 16 of the player state
 * bits (as does version 3: no cards, no charged fouls). A binary log records no time for a
 * message; it takes the time of the show that follows it, the cycle in which the server said it,
 * and after the last show that show's time.
 *
 * <p>Problems are reported with the byte offset (in the inflated file) of the record. A last
 * record cut short (a server that was killed) is a warning: the log is replayed up to it.
 */
final class BinaryLogParser {
    // the modes that lead the records, the struct sizes and the scales: RcssStructs
    /** {@code team_t[2]}. */
    private static final int TEAMS_SIZE = 2 * TEAM_SIZE;
    private static final int LEFT = 1, RIGHT = -1;

    /** A record between two shows, kept until the next show gives it its time. */
    private sealed interface Pending {}

    private record PendingMessage(int board, String text) implements Pending {}

    private record PendingMode(String name) implements Pending {}

    private record PendingTeams(LogEvent.TeamRecord left, LogEvent.TeamRecord right) implements Pending {}

    /**
     * What sets the three versions apart: version 1 is bare {@code dispinfo_t}s; 2 and 3 have a
     * 4-byte header and records led by their mode, shows as {@code showinfo_t} (2) or
     * {@code short_showinfo_t2} (3, the only one with parameter records).
     */
    private enum Layout {
        V1(1, 0, false, 0, null, false),
        V2(2, 4, true, SHOWINFO_SIZE, "a show (showinfo_t)", false),
        V3(3, 4, true, SHORT_SHOWINFO2_SIZE, "a show (short_showinfo_t2)", true);

        final int version;
        final int headerBytes;
        final boolean framed;
        final int showSize;
        final String showName;
        final boolean recordsParameters;

        Layout(int version, int headerBytes, boolean framed, int showSize, String showName, boolean recordsParameters) {
            this.version = version;
            this.headerBytes = headerBytes;
            this.framed = framed;
            this.showSize = showSize;
            this.showName = showName;
            this.recordsParameters = recordsParameters;
        }

        static Layout of(int version) {
            for (Layout l : values()) if (l.version == version) return l;
            throw new IllegalArgumentException("no binary game log version " + version);
        }
    }

    private final Path file;
    private final Layout layout;
    private final byte[] bytes;
    private final MatchBuilder match;
    /** What versions 1 and 2 do not record, for their players: this server's defaults. */
    private final double defaultViewAngle, defaultStamina, defaultEffort, defaultRecovery;
    private final List<Pending> pending = new ArrayList<>();
    /** Versions 1 and 2 carry play mode and teams in every show: a record is made when they change. */
    private int lastPlayMode = -1;
    private PendingTeams lastTeams;
    private int lastTime = -1, lastStoppage;
    /** Why the reading stopped before the end, {@code null} if it did not. */
    private String cutShort;

    private BinaryLogParser(Path file, int version, byte[] bytes, Parameters fallback) {
        this.file = file;
        this.layout = Layout.of(version);
        this.bytes = bytes;
        this.match = new MatchBuilder(file, version, fallback);
        this.defaultViewAngle = fallback.real(ServerParam.VISIBLE_ANGLE);
        this.defaultStamina = fallback.real(ServerParam.STAMINA_MAX);
        this.defaultEffort = fallback.real(ServerParam.EFFORT_INIT);
        this.defaultRecovery = fallback.real(ServerParam.RECOVER_INIT);
    }

    /**
     * @param bytes   the whole log, inflated
     * @param version 1, 2 or 3, as the reader recognised it (versions 2 and 3 by their header)
     */
    static RecordedMatch read(Path file, byte[] bytes, int version, Parameters fallback) throws LogFormatException {
        return new BinaryLogParser(file, version, bytes, fallback).read();
    }

    private RecordedMatch read() throws LogFormatException {
        int pos = layout.headerBytes;
        while (pos < bytes.length && cutShort == null) {
            match.byteOffset(pos);
            pos = layout.framed ? record(pos) : dispinfo(pos);
        }
        if (cutShort != null) match.warn("the last record is incomplete (" + cutShort + "); the log ends before it");
        flush(Math.max(lastTime, 0), lastStoppage);
        match.byteOffset(-1); // what follows is said of the whole file
        if (!layout.recordsParameters) {
            match.warn("a version " + layout.version + " log records no parameters and of the players only position, body direction "
                    + "and state: velocities, necks, view, stamina and command counts are this server's defaults");
        }
        return match.finish();
    }

    /** Whether {@code n} bytes are left at {@code pos}; if not, the log was cut short there. */
    private boolean has(int pos, int n, String what) {
        if (pos + n <= bytes.length) return true;
        cutShort = what + " needs " + n + " bytes, " + (bytes.length - pos) + " are left";
        return false;
    }

    // ------------------------------------------------------------------ version 1

    /** A {@code dispinfo_t} at {@code pos}; the position after it. */
    private int dispinfo(int pos) throws LogFormatException {
        if (!has(pos, DISPINFO_SIZE, "a record (dispinfo_t)")) return pos;
        int mode = new StructIn(bytes, pos).int16();
        switch (mode) {
            case SHOW_MODE -> showinfo(pos + 2);
            case MSG_MODE -> {
                int board = new StructIn(bytes, pos + 2).int16();
                pending.add(new PendingMessage(board, untilTheEnd(StructIn.cString(bytes, pos + 4, MESSAGE_SIZE))));
            }
            case DRAW_MODE, BLANK_MODE -> match.ignoredRecord();
            default -> throw match.problem("record mode " + mode + " is none of a version 1 log's (1 show, 2 message, 3 draw, 4 blank)");
        }
        return pos + DISPINFO_SIZE;
    }

    /**
     * rcssserver copies a version 1 message without its NUL into a buffer it did not clear, so
     * the text may run on into stale bytes: a message that is a parenthesised expression, as the
     * referee's and the players' are, ends with its closing parenthesis.
     */
    static String untilTheEnd(String text) {
        if (!text.startsWith("(")) return text;
        int depth = 0;
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') quoted = !quoted;
            else if (!quoted && c == '(') depth++;
            else if (!quoted && c == ')' && --depth == 0) return text.substring(0, i + 1);
        }
        return text;
    }

    // ------------------------------------------------------------------ versions 2 and 3

    /** A mode and what it leads at {@code pos}; the position after it. */
    private int record(int pos) throws LogFormatException {
        if (!has(pos, 2, "a record's mode")) return pos;
        int mode = new StructIn(bytes, pos).int16();
        int at = pos + 2;
        switch (mode) {
            case SHOW_MODE -> {
                if (!has(at, layout.showSize, layout.showName)) return pos;
                if (layout.recordsParameters) shortShowinfo2(at);
                else showinfo(at);
                return at + layout.showSize;
            }
            case MSG_MODE -> {
                if (!has(at, 4, "a message's board and length")) return pos;
                StructIn s = new StructIn(bytes, at);
                int board = s.int16(), length = s.int16();
                if (length < 0) throw match.problem("a message of " + length + " bytes");
                if (!has(at + 4, length, "a message of " + length + " bytes")) return pos;
                pending.add(new PendingMessage(board, StructIn.cString(bytes, at + 4, length)));
                return at + 4 + length;
            }
            case PM_MODE -> {
                if (!has(at, 1, "a play mode")) return pos;
                playMode(bytes[at] & 0xff);
                return at + 1;
            }
            case TEAM_MODE -> {
                if (!has(at, TEAMS_SIZE, "a team record (team_t[2])")) return pos;
                StructIn s = new StructIn(bytes, at);
                pending.add(new PendingTeams(team(s), team(s)));
                return at + TEAMS_SIZE;
            }
            case PARAM_MODE -> {
                if (!has(at, SERVER_PARAMS_SIZE, "server_params_t")) return pos;
                BinaryParameterRecords.serverParams(bytes, at, match);
                return at + SERVER_PARAMS_SIZE;
            }
            case PPARAM_MODE -> {
                if (!has(at, PLAYER_PARAMS_SIZE, "player_params_t")) return pos;
                BinaryParameterRecords.playerParams(bytes, at, match);
                return at + PLAYER_PARAMS_SIZE;
            }
            case PT_MODE -> {
                if (!has(at, PLAYER_TYPE_SIZE, "player_type_t")) return pos;
                BinaryParameterRecords.playerType(bytes, at, match);
                return at + PLAYER_TYPE_SIZE;
            }
            default -> throw match.problem("record mode " + mode + " is none of a version " + layout.version
                    + " log's (1 show, 2 message, 5 play mode, 6 teams, 7 player type, 8 server, 9 player parameters)");
        }
    }

    // ------------------------------------------------------------------ records

    private void playMode(int number) throws LogFormatException {
        if (number == 0 || number >= PlayMode.rcssNumbers()) throw match.problem("play mode number " + number + " is none of rcssserver's (1-" + (PlayMode.rcssNumbers() - 1) + ")");
        pending.add(new PendingMode(PlayMode.rcssName(number)));
    }

    /** A {@code team_t}: a side nobody joined has no name (its score may be anything). */
    private static LogEvent.TeamRecord team(StructIn s) {
        s.align(2); // a team_t holds an Int16: after showinfo_t's play mode comes a byte of padding
        String name = s.chars(TEAM_NAME_SIZE);
        int score = s.int16();
        return name.isEmpty() ? null : new LogEvent.TeamRecord(name, score, 0, 0);
    }

    /** A {@code showinfo_t} (versions 1 and 2) at {@code at}. */
    private void showinfo(int at) throws LogFormatException {
        StructIn s = new StructIn(bytes, at);
        int mode = s.uint8();
        PendingTeams teams = new PendingTeams(team(s), team(s));
        s.skip(8); // the ball's pos_t: state, side, number and direction are not set
        double bx = s.int16() / SCALE, by = s.int16() / SCALE;
        SlotRecord[] slots = new SlotRecord[LogEvent.SLOTS];
        for (int i = 0; i < LogEvent.SLOTS; i++) {
            int state = s.uint16(), side = s.int16(), unum = s.int16(), body = s.int16();
            double x = s.int16() / SCALE, y = s.int16() / SCALE;
            if (state == 0) continue; // nobody plays there
            if (side != LEFT && side != RIGHT) throw match.problem("player " + (i + 1) + " of the show has side " + side + ", not 1 (left) or -1 (right)");
            if (unum < 1 || unum > 11) throw match.problem("player " + (i + 1) + " of the show has uniform number " + unum + ", not 1-11");
            int slot = (side == LEFT ? 0 : 11) + unum - 1;
            if (slots[slot] != null) throw match.problem("player " + (side == LEFT ? "l " : "r ") + unum + " twice in one show");
            slots[slot] = new SlotRecord(0, state, x, y, 0, 0, body, 0, false, 0, 0, true, defaultViewAngle, 0, 0,
                    defaultStamina, defaultEffort, defaultRecovery, Double.NaN, Side.NEUTRAL, 0, new int[SlotRecord.COUNTS]);
        }
        int time = s.uint16();
        if (mode != lastPlayMode) {
            playMode(mode);
            lastPlayMode = mode;
        }
        if (!teams.equals(lastTeams)) {
            pending.add(teams);
            lastTeams = teams;
        }
        show(time, bx, by, 0, 0, slots);
    }

    /** A {@code short_showinfo_t2} (version 3) at {@code at}. */
    private void shortShowinfo2(int at) throws LogFormatException {
        StructIn s = new StructIn(bytes, at);
        double bx = real(s), by = real(s), bvx = real(s), bvy = real(s);
        SlotRecord[] slots = new SlotRecord[LogEvent.SLOTS];
        for (int i = 0; i < LogEvent.SLOTS; i++) {
            int state = s.uint16(), type = s.int16();
            double x = real(s), y = real(s), vx = real(s), vy = real(s);
            double body = degrees(s), neck = degrees(s), viewAngle = degrees(s);
            boolean high = s.int16() != 0;
            double stamina = real(s), effort = real(s), recovery = real(s);
            int[] counts = new int[SlotRecord.COUNTS];
            // recorded as kick, dash, turn, say, turn_neck, catch, move, change_view
            counts[0] = s.uint16();
            counts[1] = s.uint16();
            counts[2] = s.uint16();
            counts[7] = s.uint16();
            counts[5] = s.uint16();
            counts[3] = s.uint16();
            counts[4] = s.uint16();
            counts[6] = s.uint16();
            if (state == 0) continue; // nobody plays there
            if (type < 0) throw match.problem("player " + (i < 11 ? "l " : "r ") + (i % 11 + 1) + " has player type " + type);
            slots[i] = new SlotRecord(type, state, x, y, vx, vy, body, neck, false, 0, 0, high, viewAngle, 0, 0,
                    stamina, effort, recovery, Double.NaN, Side.NEUTRAL, 0, counts);
        }
        show(s.uint16(), bx, by, bvx, bvy, slots);
    }

    private static double real(StructIn s) { return s.int32() / SCALE2; }

    /** rcssserver records directions in radians; shows print degrees. */
    private static double degrees(StructIn s) { return Math.toDegrees(s.int32() / SCALE2); }

    /** The records since the last show get this show's time, then the show. */
    private void show(int time, double bx, double by, double bvx, double bvy, SlotRecord[] slots) throws LogFormatException {
        // the clock stands while the referee waits (after a goal): count the shows, as text logs are read
        int stoppage = time == lastTime ? lastStoppage + 1 : 0;
        flush(time, stoppage);
        match.show(time, stoppage, bx, by, bvx, bvy, slots);
        lastTime = time;
        lastStoppage = stoppage;
    }

    private void flush(int time, int stoppage) throws LogFormatException {
        for (Pending p : pending) {
            if (p instanceof PendingMessage m) match.message(time, stoppage, m.board(), m.text());
            else if (p instanceof PendingMode m) match.playMode(m.name());
            else if (p instanceof PendingTeams t) match.teams(t.left(), t.right());
            else throw new AssertionError(Objects.toString(p));
        }
        pending.clear();
    }
}
