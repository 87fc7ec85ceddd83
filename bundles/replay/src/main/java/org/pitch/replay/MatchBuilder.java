package org.pitch.replay;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import org.pitch.api.param.ParamKey;
import org.pitch.api.param.ParamValues;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.PlayerParam;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.PlayerType;

/**
 * What the text and JSON parsers have in common: the parameter records become {@link Parameters}
 * (the recorded values over the server's own, so that a record an older log lacks still has a
 * value), the {@code player_type} records the types, and the other records {@link LogEvent}s. The
 * header (parameters and types) is settled at the first event; what comes later of it is ignored
 * with a warning. Problems are reported with the file and line the parser is at.
 */
final class MatchBuilder {
    /** The {@code player_type} values after the id, in the order of {@link PlayerType}'s components. */
    static final List<String> TYPE_FIELDS = List.of(
            "player_speed_max", "stamina_inc_max", "player_decay", "inertia_moment", "dash_power_rate",
            "player_size", "kickable_margin", "kick_rand", "extra_stamina", "effort_max", "effort_min",
            "kick_power_rate", "foul_detect_probability", "catchable_area_l_stretch", "unum_far_length",
            "unum_too_far_length", "team_far_length", "team_too_far_length", "player_max_observation_length",
            "ball_vel_far_length", "ball_vel_too_far_length", "ball_max_observation_length", "flag_chg_far_length",
            "flag_chg_too_far_length", "flag_max_observation_length", "dist_noise_rate", "focus_dist_noise_rate",
            "land_dist_noise_rate", "land_focus_dist_noise_rate");

    private final Path file;
    private final int logVersion;
    private final Parameters fallback;
    private final ParamValues.Builder<ServerParam> server;
    private final ParamValues.Builder<PlayerParam> player;
    private boolean sawServerParam, sawPlayerParam, sawSynchSeeOffset;
    private final Map<Integer, Map<String, Double>> typeRecords = new TreeMap<>();
    private final TreeSet<String> unknownParameters = new TreeSet<>();
    private final TreeSet<String> missingTypeFields = new TreeSet<>();
    private final List<String> warnings = new ArrayList<>();
    private final List<LogEvent> events = new ArrayList<>();
    private int ignoredRecords;
    private int lateHeaderRecords;

    private int line;
    /** Where the record being read starts in a binary log; -1 for text logs, which count lines. */
    private long byteOffset = -1;
    private Parameters parameters;
    private List<PlayerType> types;
    private int shows;
    private int firstTime = -1, lastTime = -1, lastStoppage;
    private LogEvent.TeamsChange lastTeams;

    MatchBuilder(Path file, int logVersion, Parameters fallback) {
        this.file = file;
        this.logVersion = logVersion;
        this.fallback = fallback;
        this.server = fallback.server().toBuilder();
        this.player = fallback.player().toBuilder();
    }

    /** The line the parser is at, for the problems it and this builder report. */
    void line(int line) { this.line = line; }

    /** The same for a binary log: the byte offset of the record being read. */
    void byteOffset(long offset) { this.byteOffset = offset; }

    LogFormatException problem(String what) {
        return byteOffset >= 0 ? LogFormatException.atByte(file, byteOffset, what) : new LogFormatException(file, line, what);
    }

    void warn(String what) { warnings.add(file + LogFormatException.location(line, byteOffset) + ": " + what); }

    /** A record the player has no use for ({@code (draw ...)}, a newer kind): counted, reported once. */
    void ignoredRecord() { ignoredRecords++; }

    // ------------------------------------------------------------------ the header

    /** One value of {@code server_param}: a Double, Boolean or String as the record wrote it. */
    void serverParam(String name, Object value) throws LogFormatException {
        if (lateHeader()) return;
        sawServerParam = true;
        ServerParam key = ServerParam.byRcssName(name).orElse(null);
        if (key == null) unknownParameters.add("server::" + name);
        else set(server, key, value);
        if (key == ServerParam.SYNCH_SEE_OFFSET) sawSynchSeeOffset = true;
    }

    void playerParam(String name, Object value) throws LogFormatException {
        if (lateHeader()) return;
        sawPlayerParam = true;
        PlayerParam key = PlayerParam.byRcssName(name).orElse(null);
        if (key == null) unknownParameters.add("player::" + name);
        else set(player, key, value);
    }

    /** A {@code player_type} record: its id and values by name. */
    void playerType(int id, Map<String, Double> values) throws LogFormatException {
        if (lateHeader()) return;
        if (id < 0) throw problem("player_type id " + id + " is negative");
        if (typeRecords.put(id, values) != null) throw problem("a second player_type with id " + id);
    }

    private boolean lateHeader() {
        if (parameters == null) return false;
        lateHeaderRecords++;
        return true;
    }

    private <K extends Enum<K> & ParamKey> void set(ParamValues.Builder<K> b, K key, Object value) throws LogFormatException {
        switch (key.type()) {
            case INTEGER -> {
                double d = number(key, value);
                if (d != Math.rint(d)) throw problem(key.rcssKey() + " is an integer, the log has " + value);
                b.number(key, d);
            }
            case REAL -> b.number(key, number(key, value));
            case BOOLEAN -> b.bool(key, value instanceof Boolean bool ? bool : number(key, value) != 0);
            default -> {
                if (!(value instanceof String s)) throw problem(key.rcssKey() + " is a string, the log has " + value);
                b.string(key, s);
            }
        }
    }

    private double number(ParamKey key, Object value) throws LogFormatException {
        if (value instanceof Double d && Double.isFinite(d)) return d;
        throw problem(key.rcssKey() + " is a number, the log has " + (value instanceof String ? "\"" + value + "\"" : value));
    }

    /** Builds parameters and types from the records so far; the first event calls it. */
    private void settleHeader() throws LogFormatException {
        if (parameters != null) return;
        if (!sawServerParam) warn("no server_param record before the first show: monitors get this server's own values");
        if (!sawPlayerParam) warn("no player_param record before the first show: monitors get this server's own values");
        ParamValues<ServerParam> s = server.build();
        // the record holds synch_see_offset as rcssserver runs it, multiplied by slow_down_factor
        int slowDown = Math.max(1, s.integer(ServerParam.SLOW_DOWN_FACTOR));
        if (slowDown > 1 && sawSynchSeeOffset) s = s.toBuilder().number(ServerParam.SYNCH_SEE_OFFSET, s.integer(ServerParam.SYNCH_SEE_OFFSET) / slowDown).build();
        parameters = new Parameters(s, player.build(), fallback.csvSaver());
        types = new ArrayList<>();
        if (typeRecords.isEmpty()) {
            warn("no player_type record before the first show: only the default type is known");
            types.add(PlayerType.defaultType(parameters));
        }
        PlayerType standard = PlayerType.defaultType(parameters);
        for (Map.Entry<Integer, Map<String, Double>> e : typeRecords.entrySet()) {
            if (e.getKey() != types.size()) throw problem("no player_type record with id " + types.size() + " before the first show");
            types.add(type(e.getKey(), e.getValue(), standard));
        }
    }

    /** A type from its record; a value the record lacks (an older server's) is the default type's. */
    private PlayerType type(int id, Map<String, Double> values, PlayerType standard) {
        double[] v = new double[TYPE_FIELDS.size()];
        double[] fromStandard = {
            standard.playerSpeedMax(), standard.staminaIncMax(), standard.playerDecay(), standard.inertiaMoment(),
            standard.dashPowerRate(), standard.playerSize(), standard.kickableMargin(), standard.kickRand(),
            standard.extraStamina(), standard.effortMax(), standard.effortMin(), standard.kickPowerRate(),
            standard.foulDetectProbability(), standard.catchableAreaLStretch(), standard.unumFarLength(),
            standard.unumTooFarLength(), standard.teamFarLength(), standard.teamTooFarLength(),
            standard.playerMaxObservationLength(), standard.ballVelFarLength(), standard.ballVelTooFarLength(),
            standard.ballMaxObservationLength(), standard.flagChgFarLength(), standard.flagChgTooFarLength(),
            standard.flagMaxObservationLength(), standard.distNoiseRate(), standard.focusDistNoiseRate(),
            standard.landDistNoiseRate(), standard.landFocusDistNoiseRate(),
        };
        for (int i = 0; i < v.length; i++) {
            Double d = values.get(TYPE_FIELDS.get(i));
            if (d == null) missingTypeFields.add(TYPE_FIELDS.get(i));
            v[i] = d == null ? fromStandard[i] : d;
        }
        return new PlayerType(id, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11], v[12], v[13],
                v[14], v[15], v[16], v[17], v[18], v[19], v[20], v[21], v[22], v[23], v[24], v[25], v[26], v[27], v[28]);
    }

    // ------------------------------------------------------------------ events

    /**
     * A show; {@code stoppage} -1 when the log does not record it (text logs): then it counts the
     * shows since the cycle number last changed.
     */
    void show(int time, int stoppage, double bx, double by, double bvx, double bvy, SlotRecord[] slots) throws LogFormatException {
        settleHeader();
        for (SlotRecord s : slots) {
            if (s != null && s.type() >= types.size()) {
                throw problem("player type " + s.type() + " is used, but the log has " + types.size() + " player_type records");
            }
        }
        if (stoppage < 0) stoppage = time == lastTime ? lastStoppage + 1 : 0;
        if (firstTime < 0) firstTime = time;
        lastTime = time;
        lastStoppage = stoppage;
        shows++;
        events.add(new LogEvent.Show(time, stoppage, bx, by, bvx, bvy, slots));
    }

    void playMode(String name) throws LogFormatException {
        settleHeader();
        PlayModeNames m = PlayModeNames.of(name);
        if (m == null) throw problem("no play mode is called '" + name + "'");
        events.add(new LogEvent.PlayModeChange(m.mode(), m.side()));
    }

    void teams(LogEvent.TeamRecord left, LogEvent.TeamRecord right) throws LogFormatException {
        settleHeader();
        lastTeams = new LogEvent.TeamsChange(left, right);
        events.add(lastTeams);
    }

    /** A board message; {@code stoppage} -1 when not recorded: that of the show of the same cycle. */
    void message(int time, int stoppage, int board, String text) throws LogFormatException {
        settleHeader();
        if (stoppage < 0) stoppage = time == lastTime ? lastStoppage : 0;
        events.add(new LogEvent.Message(time, stoppage, board, text));
    }

    // ------------------------------------------------------------------ the end

    RecordedMatch finish() throws LogFormatException {
        if (shows == 0) throw new LogFormatException(file, 0, "no show record: nothing to replay");
        if (!unknownParameters.isEmpty()) {
            warnings.add(file + ": " + unknownParameters.size() + " recorded parameters Pitch does not know were left out: "
                    + String.join(", ", unknownParameters));
        }
        if (!missingTypeFields.isEmpty()) {
            warnings.add(file + ": the player types lack " + String.join(", ", missingTypeFields) + " (a binary or an older server's log): the default type's values stand in");
        }
        if (lateHeaderRecords > 0) warnings.add(file + ": " + lateHeaderRecords + " parameter or player_type records after the first show were ignored");
        if (ignoredRecords > 0) warnings.add(file + ": " + ignoredRecords + " records of a kind the player does not show were skipped");
        return new RecordedMatch(file, logVersion, parameters, List.copyOf(types), List.copyOf(events), shows,
                firstTime, lastTime, lastTeams, List.copyOf(warnings));
    }
}
