package org.pitch.protocol.player;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToDoubleFunction;

import org.pitch.api.param.MatchTime;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.PlayerParam;
import org.pitch.api.param.ServerParam;
import org.pitch.api.param.TimerSteps;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.world.PlayerType;

/**
 * The {@code server_param}, {@code player_param} and {@code player_type} messages rcssserver 19
 * sends a player right after {@code (init ...)} (and {@code (reconnect ...)}), for every protocol
 * version.
 *
 * <ul>
 *   <li>Versions 1-6 get none of the three messages: the write methods write nothing
 *       ({@link #sendsParameters(double)} is false), so the caller must not send anything either.</li>
 *   <li>Version 7 gets bare values in a fixed order: {@code (server_param 14.02 5 ...)}. Some of
 *       them are not plain parameters but values rcssserver derives (the kickable area, the half
 *       time in cycles, step lengths multiplied by {@code slow_down_factor}, the LCM of the steps)
 *       or constants (seven {@code -1} place holders for quantise steps never implemented).</li>
 *   <li>Versions 8-19 get {@code (name value)} pairs, every parameter registered for that version
 *       or earlier, sorted by name in byte order; each later version adds parameters.</li>
 *   <li>{@code player_type}: versions 7-13 carry 11 values, 14-17 add 3, 18 adds 11 observation
 *       lengths, 19 adds 4 noise rates, always in {@link PlayerType} field order.</li>
 * </ul>
 * Numbers print through {@link MessageOut#number(double)} (C++ stream default, {@code %g}),
 * integer parameters through {@link MessageOut#integer(long)}, booleans as {@code 0}/{@code 1}
 * and strings in double quotes, unescaped. A fractional version counts as its integer part
 * (rcssserver converts the client's version to {@code unsigned int}), so 19.5 is 19.
 *
 * <p>Every message layout is an array of fields built once when the class loads; writing a
 * message walks that array and reads each value from {@link Parameters} by enum ordinal. Nothing
 * is looked up by name and nothing is allocated per message. The methods write the text only:
 * no trailing NUL and no {@link MessageOut#send()}.
 *
 * <p>{@code player::random_seed} is printed as the given {@link Parameters} hold it. rcssserver
 * prints the seed it actually used for the heterogeneous types: when the configured seed is
 * negative it draws one and prints that, so the caller must pass parameters that carry the seed
 * in use.
 */
public final class ParameterMessages {

    /** The first player protocol version that receives the three messages. */
    public static final int FIRST_VERSION = 7;
    /** The first version with {@code (name value)} pairs instead of bare values. */
    public static final int FIRST_NAMED_VERSION = 8;
    /** The newest player protocol version rcssserver 19 knows. */
    public static final int LAST_VERSION = 19;

    private ParameterMessages() {}

    /** Whether a player of {@code version} receives server_param, player_param and player_type. */
    public static boolean sendsParameters(double version) {
        return SERVER[index(version)].sends();
    }

    /** Writes {@code (server_param ...)} as rcssserver 19 prints it for a player of {@code version}. */
    public static void writeServerParam(MessageOut out, double version, Parameters p) {
        SERVER[index(version)].write(out, p);
    }

    /** Writes {@code (player_param ...)} as rcssserver 19 prints it for a player of {@code version}. */
    public static void writePlayerParam(MessageOut out, double version, Parameters p) {
        PLAYER[index(version)].write(out, p);
    }

    /** Writes {@code (player_type ...)} for type {@code t} as rcssserver 19 prints it for {@code version}. */
    public static void writePlayerType(MessageOut out, double version, PlayerType t) {
        TYPE[index(version)].write(out, t);
    }

    // ------------------------------------------------------------------ keys, for tests and tools

    /** The keys of {@code server_param} for {@code version}, in wire order; for 7 the meaning of each bare value. */
    static List<String> serverParamKeys(double version) {
        return SERVER[index(version)].keys();
    }

    /** The keys of {@code player_param} for {@code version}, in wire order. */
    static List<String> playerParamKeys(double version) {
        return PLAYER[index(version)].keys();
    }

    /** The keys of {@code player_type} for {@code version} after the id, in wire order. */
    static List<String> playerTypeKeys(double version) {
        return TYPE[index(version)].keys();
    }

    /** The table index of a protocol version: its whole part, as rcssserver uses it. */
    private static int index(double version) {
        if (!SERVED.contains(version)) {
            throw new IllegalArgumentException("no player protocol version " + version);
        }
        return (int) version;
    }

    // ------------------------------------------------------------------ layouts

    /**
     * How {@code server_param} or {@code player_param} is printed for one version: not at all
     * ({@code fields == null}), bare values after the word (version 7) or {@code (name value)}
     * pairs after the word and a space (8 on).
     */
    private record Layout(String open, Field[] fields, boolean named) {
        static final Layout NONE = new Layout(null, null, false);

        boolean sends() { return fields != null; }

        void write(MessageOut out, Parameters p) {
            if (fields == null) return;
            out.text(open);
            for (Field f : fields) {
                if (named) {
                    out.text(f.open);
                    f.value.write(out, p);
                    out.character(')');
                } else {
                    out.character(' ');
                    f.value.write(out, p);
                }
            }
            out.character(')');
        }

        List<String> keys() { return fields == null ? List.of() : names(fields); }
    }

    /** How {@code player_type} is printed for one version: not at all, bare values after the id (7) or pairs (8 on). */
    private record TypeLayout(TypeField[] fields, boolean named) {
        static final TypeLayout NONE = new TypeLayout(null, false);

        void write(MessageOut out, PlayerType t) {
            if (fields == null) return;
            if (named) {
                out.text("(player_type (id ").integer(t.id()).character(')');
                for (TypeField f : fields) out.text(f.open).number(f.get.applyAsDouble(t)).character(')');
            } else {
                out.text("(player_type ").integer(t.id());
                for (TypeField f : fields) out.character(' ').number(f.get.applyAsDouble(t));
            }
            out.character(')');
        }

        List<String> keys() {
            if (fields == null) return List.of();
            List<String> l = new ArrayList<>(fields.length);
            for (TypeField f : fields) l.add(f.name);
            return List.copyOf(l);
        }
    }

    // ------------------------------------------------------------------ values

    /** How one value is read from the parameters and printed. */
    @FunctionalInterface
    private interface Value {
        void write(MessageOut out, Parameters p);
    }

    /** One entry of a layout: its wire name (for version 7 only a description), first version, value. */
    private static final class Field {
        final String name;
        final String open;
        final int since;
        final Value value;

        Field(String name, int since, Value value) {
            this.name = name;
            this.open = "(" + name + " ";
            this.since = since;
            this.value = value;
        }
    }

    /** One entry of player_type. */
    private static final class TypeField {
        final String name;
        final String open;
        final int since;
        final ToDoubleFunction<PlayerType> get;

        TypeField(String name, int since, ToDoubleFunction<PlayerType> get) {
            this.name = name;
            this.open = "(" + name + " ";
            this.since = since;
            this.get = get;
        }
    }

    /** A server parameter printed by its type, as the configuration holds it. */
    private static Value plain(ServerParam k) {
        switch (k.type()) {
            case INTEGER: return (out, p) -> out.integer(p.integer(k));
            case REAL: return (out, p) -> out.number(p.real(k));
            case BOOLEAN: return (out, p) -> out.integer(p.bool(k) ? 1 : 0);
            default: return (out, p) -> out.character('"').text(p.string(k)).character('"');
        }
    }

    /** A player parameter printed by its type. */
    private static Value plain(PlayerParam k) {
        switch (k.type()) {
            case INTEGER: return (out, p) -> out.integer(p.player().integer(k));
            case REAL: return (out, p) -> out.number(p.player().real(k));
            case BOOLEAN: return (out, p) -> out.integer(p.player().bool(k) ? 1 : 0);
            default: return (out, p) -> out.character('"').text(p.player().string(k)).character('"');
        }
    }

    private static int slowed(Parameters p, ServerParam k) { return TimerSteps.slowed(p, k); }

    /** {@code half_time} (seconds) in cycles of the configured (not slowed) simulator step, rounded half up. */
    static int halfTimeCycles(Parameters p) {
        return MatchTime.cycles(p, ServerParam.HALF_TIME);
    }

    static int lcmStep(Parameters p) { return TimerSteps.lcmStep(p); }

    // ------------------------------------------------------------------ server_param, version 7

    /** Seven quantise steps rcssserver never implemented: each is sent as -1. */
    private static final Value MINUS_ONE = (out, p) -> out.integer(-1);

    private static Field v7(ServerParam k) {
        return new Field(k.rcssName(), 7, plain(k));
    }

    private static Field v7(String what, Value value) {
        return new Field(what, 7, value);
    }

    private static final Field[] SERVER_V7 = {
        v7(ServerParam.GOAL_WIDTH),
        v7(ServerParam.INERTIA_MOMENT),
        v7(ServerParam.PLAYER_SIZE),
        v7(ServerParam.PLAYER_DECAY),
        v7(ServerParam.PLAYER_RAND),
        v7(ServerParam.PLAYER_WEIGHT),
        v7(ServerParam.PLAYER_SPEED_MAX),
        v7(ServerParam.PLAYER_ACCEL_MAX),
        v7(ServerParam.STAMINA_MAX),
        v7(ServerParam.STAMINA_INC_MAX),
        v7(ServerParam.RECOVER_INIT),
        v7(ServerParam.RECOVER_DEC_THR),
        v7(ServerParam.RECOVER_MIN),
        v7(ServerParam.RECOVER_DEC),
        v7(ServerParam.EFFORT_INIT),
        v7(ServerParam.EFFORT_DEC_THR),
        v7(ServerParam.EFFORT_MIN),
        v7(ServerParam.EFFORT_DEC),
        v7(ServerParam.EFFORT_INC_THR),
        v7(ServerParam.EFFORT_INC),
        v7(ServerParam.KICK_RAND),
        v7(ServerParam.TEAM_ACTUATOR_NOISE),
        v7(ServerParam.PRAND_FACTOR_L),
        v7(ServerParam.PRAND_FACTOR_R),
        v7(ServerParam.KICK_RAND_FACTOR_L),
        v7(ServerParam.KICK_RAND_FACTOR_R),
        v7(ServerParam.BALL_SIZE),
        v7(ServerParam.BALL_DECAY),
        v7(ServerParam.BALL_RAND),
        v7(ServerParam.BALL_WEIGHT),
        v7(ServerParam.BALL_SPEED_MAX),
        v7(ServerParam.BALL_ACCEL_MAX),
        v7(ServerParam.DASH_POWER_RATE),
        v7(ServerParam.KICK_POWER_RATE),
        v7(ServerParam.KICKABLE_MARGIN),
        v7(ServerParam.CONTROL_RADIUS),
        v7("control_radius_width", (out, p) ->
                out.number(p.real(ServerParam.CONTROL_RADIUS) - p.real(ServerParam.PLAYER_SIZE))),
        v7(ServerParam.MAXPOWER),
        v7(ServerParam.MINPOWER),
        v7(ServerParam.MAXMOMENT),
        v7(ServerParam.MINMOMENT),
        v7(ServerParam.MAXNECKMOMENT),
        v7(ServerParam.MINNECKMOMENT),
        v7(ServerParam.MAXNECKANG),
        v7(ServerParam.MINNECKANG),
        v7(ServerParam.VISIBLE_ANGLE),
        v7(ServerParam.VISIBLE_DISTANCE),
        v7(ServerParam.WIND_DIR),
        v7(ServerParam.WIND_FORCE),
        v7(ServerParam.WIND_ANG),
        v7(ServerParam.WIND_RAND),
        v7("kickable_area", (out, p) -> out.number(
                p.real(ServerParam.PLAYER_SIZE) + p.real(ServerParam.KICKABLE_MARGIN) + p.real(ServerParam.BALL_SIZE))),
        v7(ServerParam.CATCHABLE_AREA_L),
        v7(ServerParam.CATCHABLE_AREA_W),
        v7(ServerParam.CATCH_PROBABILITY),
        v7(ServerParam.GOALIE_MAX_MOVES),
        v7(ServerParam.CKICK_MARGIN),
        v7(ServerParam.OFFSIDE_ACTIVE_AREA_SIZE),
        v7(ServerParam.WIND_NONE),
        v7(ServerParam.WIND_RANDOM),
        // rcssserver keeps these two as unsigned int
        v7("say_coach_cnt_max", (out, p) -> out.integer(p.integer(ServerParam.SAY_COACH_CNT_MAX) & 0xFFFF_FFFFL)),
        v7("say_coach_msg_size", (out, p) -> out.integer(p.integer(ServerParam.SAY_COACH_MSG_SIZE) & 0xFFFF_FFFFL)),
        v7(ServerParam.CLANG_WIN_SIZE),
        v7(ServerParam.CLANG_DEFINE_WIN),
        v7(ServerParam.CLANG_META_WIN),
        v7(ServerParam.CLANG_ADVICE_WIN),
        v7(ServerParam.CLANG_INFO_WIN),
        v7(ServerParam.CLANG_MESS_DELAY),
        v7(ServerParam.CLANG_MESS_PER_CYCLE),
        v7("half_time_cycles", (out, p) -> out.integer(halfTimeCycles(p))),
        v7("simulator_step_slowed", (out, p) -> out.integer(slowed(p, ServerParam.SIMULATOR_STEP))),
        v7("send_step_slowed", (out, p) -> out.integer(slowed(p, ServerParam.SEND_STEP))),
        v7(ServerParam.RECV_STEP),
        v7("sense_body_step_slowed", (out, p) -> out.integer(slowed(p, ServerParam.SENSE_BODY_STEP))),
        v7("lcm_step", (out, p) -> out.integer(lcmStep(p))),
        v7(ServerParam.SAY_MSG_SIZE),
        v7(ServerParam.HEAR_MAX),
        v7(ServerParam.HEAR_INC),
        v7(ServerParam.HEAR_DECAY),
        v7(ServerParam.CATCH_BAN_CYCLE),
        v7(ServerParam.SLOW_DOWN_FACTOR),
        v7(ServerParam.USE_OFFSIDE),
        v7(ServerParam.FORBID_KICK_OFF_OFFSIDE),
        v7(ServerParam.OFFSIDE_KICK_MARGIN),
        v7(ServerParam.AUDIO_CUT_DIST),
        v7(ServerParam.QUANTIZE_STEP),
        v7(ServerParam.QUANTIZE_STEP_L),
        v7("quantize_step_dir", MINUS_ONE),
        v7("quantize_step_dist_team_l", MINUS_ONE),
        v7("quantize_step_dist_team_r", MINUS_ONE),
        v7("quantize_step_dist_l_team_l", MINUS_ONE),
        v7("quantize_step_dist_l_team_r", MINUS_ONE),
        v7("quantize_step_dir_team_l", MINUS_ONE),
        v7("quantize_step_dir_team_r", MINUS_ONE),
        v7(ServerParam.COACH),
        v7(ServerParam.COACH_W_REFEREE),
        v7(ServerParam.OLD_COACH_HEAR),
        v7("send_vi_step_slowed", (out, p) -> out.integer(slowed(p, ServerParam.SEND_VI_STEP))),
        v7(ServerParam.START_GOAL_L),
        v7(ServerParam.START_GOAL_R),
        v7(ServerParam.FULLSTATE_L),
        v7(ServerParam.FULLSTATE_R),
        v7(ServerParam.DROP_BALL_TIME),
    };

    // ------------------------------------------------------------------ server_param, versions 8-19

    /**
     * Each server parameter with the first protocol version that receives it. All are sent under
     * their own name and as configured, except {@code synch_see_offset}, which rcssserver prints
     * multiplied by {@code slow_down_factor} (the other step lengths it prints unslowed).
     * {@code coach_msg_file} and {@code max_monitors} are never sent.
     */
    private static List<Field> serverNamed() {
        List<Field> l = new ArrayList<>();
        add(l, 7,
                ServerParam.GOAL_WIDTH, ServerParam.INERTIA_MOMENT, ServerParam.PLAYER_SIZE, ServerParam.PLAYER_DECAY,
                ServerParam.PLAYER_RAND, ServerParam.PLAYER_WEIGHT, ServerParam.PLAYER_SPEED_MAX,
                ServerParam.PLAYER_ACCEL_MAX, ServerParam.STAMINA_MAX, ServerParam.STAMINA_INC_MAX,
                ServerParam.RECOVER_DEC_THR, ServerParam.RECOVER_MIN, ServerParam.RECOVER_DEC, ServerParam.EFFORT_INIT,
                ServerParam.EFFORT_DEC_THR, ServerParam.EFFORT_MIN, ServerParam.EFFORT_DEC, ServerParam.EFFORT_INC_THR,
                ServerParam.EFFORT_INC, ServerParam.KICK_RAND, ServerParam.TEAM_ACTUATOR_NOISE,
                ServerParam.PRAND_FACTOR_L, ServerParam.PRAND_FACTOR_R, ServerParam.KICK_RAND_FACTOR_L,
                ServerParam.KICK_RAND_FACTOR_R, ServerParam.BALL_SIZE, ServerParam.BALL_DECAY, ServerParam.BALL_RAND,
                ServerParam.BALL_WEIGHT, ServerParam.BALL_SPEED_MAX, ServerParam.BALL_ACCEL_MAX,
                ServerParam.DASH_POWER_RATE, ServerParam.KICK_POWER_RATE, ServerParam.KICKABLE_MARGIN,
                ServerParam.CONTROL_RADIUS, ServerParam.CATCH_PROBABILITY, ServerParam.CATCHABLE_AREA_L,
                ServerParam.CATCHABLE_AREA_W, ServerParam.GOALIE_MAX_MOVES, ServerParam.MAXPOWER, ServerParam.MINPOWER,
                ServerParam.MAXMOMENT, ServerParam.MINMOMENT, ServerParam.MAXNECKMOMENT, ServerParam.MINNECKMOMENT,
                ServerParam.MAXNECKANG, ServerParam.MINNECKANG, ServerParam.VISIBLE_ANGLE,
                ServerParam.VISIBLE_DISTANCE, ServerParam.AUDIO_CUT_DIST, ServerParam.QUANTIZE_STEP,
                ServerParam.QUANTIZE_STEP_L, ServerParam.CKICK_MARGIN, ServerParam.WIND_DIR, ServerParam.WIND_FORCE,
                ServerParam.WIND_ANG, ServerParam.WIND_RAND, ServerParam.WIND_NONE, ServerParam.WIND_RANDOM,
                ServerParam.HALF_TIME, ServerParam.DROP_BALL_TIME, ServerParam.SAY_COACH_CNT_MAX,
                ServerParam.SAY_COACH_MSG_SIZE, ServerParam.SIMULATOR_STEP, ServerParam.SEND_STEP,
                ServerParam.RECV_STEP, ServerParam.SENSE_BODY_STEP, ServerParam.SAY_MSG_SIZE,
                ServerParam.CLANG_WIN_SIZE, ServerParam.CLANG_DEFINE_WIN, ServerParam.CLANG_META_WIN,
                ServerParam.CLANG_ADVICE_WIN, ServerParam.CLANG_INFO_WIN, ServerParam.CLANG_MESS_DELAY,
                ServerParam.CLANG_MESS_PER_CYCLE, ServerParam.HEAR_MAX, ServerParam.HEAR_INC, ServerParam.HEAR_DECAY,
                ServerParam.CATCH_BAN_CYCLE, ServerParam.COACH, ServerParam.COACH_W_REFEREE,
                ServerParam.OLD_COACH_HEAR, ServerParam.SEND_VI_STEP, ServerParam.USE_OFFSIDE,
                ServerParam.OFFSIDE_ACTIVE_AREA_SIZE, ServerParam.FORBID_KICK_OFF_OFFSIDE,
                ServerParam.OFFSIDE_KICK_MARGIN, ServerParam.SLOW_DOWN_FACTOR, ServerParam.START_GOAL_L,
                ServerParam.START_GOAL_R, ServerParam.FULLSTATE_L, ServerParam.FULLSTATE_R);
        add(l, 8,
                ServerParam.PORT, ServerParam.COACH_PORT, ServerParam.OLCOACH_PORT, ServerParam.CLANG_DEL_WIN,
                ServerParam.CLANG_RULE_WIN, ServerParam.VERBOSE, ServerParam.SYNCH_MODE, ServerParam.SYNCH_OFFSET,
                ServerParam.SYNCH_MICRO_SLEEP, ServerParam.SLOWNESS_ON_TOP_FOR_LEFT_TEAM,
                ServerParam.SLOWNESS_ON_TOP_FOR_RIGHT_TEAM, ServerParam.LANDMARK_FILE, ServerParam.SEND_COMMS,
                ServerParam.TEXT_LOGGING, ServerParam.GAME_LOGGING, ServerParam.GAME_LOG_VERSION,
                ServerParam.TEXT_LOG_DIR, ServerParam.GAME_LOG_DIR, ServerParam.TEXT_LOG_FIXED_NAME,
                ServerParam.GAME_LOG_FIXED_NAME, ServerParam.TEXT_LOG_FIXED, ServerParam.GAME_LOG_FIXED,
                ServerParam.TEXT_LOG_DATED, ServerParam.GAME_LOG_DATED, ServerParam.LOG_DATE_FORMAT,
                ServerParam.LOG_TIMES, ServerParam.RECORD_MESSAGES, ServerParam.TEXT_LOG_COMPRESSION,
                ServerParam.GAME_LOG_COMPRESSION, ServerParam.PROFILE, ServerParam.POINT_TO_BAN,
                ServerParam.POINT_TO_DURATION, ServerParam.TACKLE_DIST, ServerParam.TACKLE_BACK_DIST,
                ServerParam.TACKLE_WIDTH, ServerParam.TACKLE_EXPONENT, ServerParam.TACKLE_CYCLES,
                ServerParam.TACKLE_POWER_RATE, ServerParam.FREEFORM_WAIT_PERIOD, ServerParam.FREEFORM_SEND_PERIOD,
                ServerParam.FREE_KICK_FAULTS, ServerParam.BACK_PASSES, ServerParam.PROPER_GOAL_KICKS,
                ServerParam.STOPPED_BALL_VEL, ServerParam.MAX_GOAL_KICKS);
        add(l, 9,
                ServerParam.RECOVER_INIT, ServerParam.AUTO_MODE, ServerParam.KICK_OFF_WAIT, ServerParam.CONNECT_WAIT,
                ServerParam.GAME_OVER_WAIT, ServerParam.TEAM_L_START, ServerParam.TEAM_R_START, ServerParam.KEEPAWAY,
                ServerParam.KEEPAWAY_LENGTH, ServerParam.KEEPAWAY_WIDTH, ServerParam.KEEPAWAY_LOGGING,
                ServerParam.KEEPAWAY_LOG_DIR, ServerParam.KEEPAWAY_LOG_FIXED_NAME, ServerParam.KEEPAWAY_LOG_FIXED,
                ServerParam.KEEPAWAY_LOG_DATED, ServerParam.KEEPAWAY_START, ServerParam.NR_NORMAL_HALFS,
                ServerParam.NR_EXTRA_HALFS, ServerParam.PENALTY_SHOOT_OUTS, ServerParam.PEN_BEFORE_SETUP_WAIT,
                ServerParam.PEN_SETUP_WAIT, ServerParam.PEN_READY_WAIT, ServerParam.PEN_TAKEN_WAIT,
                ServerParam.PEN_NR_KICKS, ServerParam.PEN_MAX_EXTRA_KICKS, ServerParam.PEN_DIST_X,
                ServerParam.PEN_RANDOM_WINNER, ServerParam.PEN_MAX_GOALIE_DIST_X, ServerParam.PEN_ALLOW_MULT_KICKS,
                ServerParam.PEN_COACH_MOVES_PLAYERS);
        add(l, 11, ServerParam.BALL_STUCK_AREA);
        add(l, 12,
                ServerParam.MAX_TACKLE_POWER, ServerParam.MAX_BACK_TACKLE_POWER, ServerParam.PLAYER_SPEED_MAX_MIN,
                ServerParam.EXTRA_STAMINA);
        l.add(new Field(ServerParam.SYNCH_SEE_OFFSET.rcssName(), 12,
                (out, p) -> out.integer(slowed(p, ServerParam.SYNCH_SEE_OFFSET))));
        add(l, 13,
                ServerParam.EXTRA_HALF_TIME, ServerParam.STAMINA_CAPACITY, ServerParam.MAX_DASH_ANGLE,
                ServerParam.MIN_DASH_ANGLE, ServerParam.DASH_ANGLE_STEP, ServerParam.SIDE_DASH_RATE,
                ServerParam.BACK_DASH_RATE, ServerParam.MAX_DASH_POWER, ServerParam.MIN_DASH_POWER);
        add(l, 14,
                ServerParam.TACKLE_RAND_FACTOR, ServerParam.FOUL_DETECT_PROBABILITY, ServerParam.FOUL_EXPONENT,
                ServerParam.FOUL_CYCLES, ServerParam.GOLDEN_GOAL);
        add(l, 15, ServerParam.RED_CARD_PROBABILITY);
        add(l, 16,
                ServerParam.ILLEGAL_DEFENSE_DURATION, ServerParam.ILLEGAL_DEFENSE_NUMBER,
                ServerParam.ILLEGAL_DEFENSE_DIST_X, ServerParam.ILLEGAL_DEFENSE_WIDTH, ServerParam.FIXED_TEAMNAME_L,
                ServerParam.FIXED_TEAMNAME_R);
        add(l, 17, ServerParam.MAX_CATCH_ANGLE, ServerParam.MIN_CATCH_ANGLE);
        add(l, 19,
                ServerParam.DIST_NOISE_RATE, ServerParam.FOCUS_DIST_NOISE_RATE, ServerParam.LAND_DIST_NOISE_RATE,
                ServerParam.LAND_FOCUS_DIST_NOISE_RATE);
        return l;
    }

    private static void add(List<Field> l, int since, ServerParam... keys) {
        for (ServerParam k : keys) {
            l.add(new Field(k.rcssName(), since, plain(k)));
        }
    }

    // ------------------------------------------------------------------ player_param

    private static Field v7(PlayerParam k) {
        return new Field(k.rcssName(), 7, plain(k));
    }

    private static final Field[] PLAYER_V7 = {
        v7(PlayerParam.PLAYER_TYPES),
        v7(PlayerParam.SUBS_MAX),
        v7(PlayerParam.PT_MAX),
        v7(PlayerParam.PLAYER_SPEED_MAX_DELTA_MIN),
        v7(PlayerParam.PLAYER_SPEED_MAX_DELTA_MAX),
        v7(PlayerParam.STAMINA_INC_MAX_DELTA_FACTOR),
        v7(PlayerParam.PLAYER_DECAY_DELTA_MIN),
        v7(PlayerParam.PLAYER_DECAY_DELTA_MAX),
        v7(PlayerParam.INERTIA_MOMENT_DELTA_FACTOR),
        v7(PlayerParam.DASH_POWER_RATE_DELTA_MIN),
        v7(PlayerParam.DASH_POWER_RATE_DELTA_MAX),
        v7(PlayerParam.PLAYER_SIZE_DELTA_FACTOR),
        v7(PlayerParam.KICKABLE_MARGIN_DELTA_MIN),
        v7(PlayerParam.KICKABLE_MARGIN_DELTA_MAX),
        v7(PlayerParam.KICK_RAND_DELTA_FACTOR),
        v7(PlayerParam.EXTRA_STAMINA_DELTA_MIN),
        v7(PlayerParam.EXTRA_STAMINA_DELTA_MAX),
        v7(PlayerParam.EFFORT_MAX_DELTA_FACTOR),
        v7(PlayerParam.EFFORT_MIN_DELTA_FACTOR),
    };

    /** Each player parameter with the first version that receives it; all under their own name. */
    private static List<Field> playerNamed() {
        List<Field> l = new ArrayList<>(Arrays.asList(PLAYER_V7));
        add(l, 8,
                PlayerParam.RANDOM_SEED, PlayerParam.NEW_DASH_POWER_RATE_DELTA_MIN,
                PlayerParam.NEW_DASH_POWER_RATE_DELTA_MAX, PlayerParam.NEW_STAMINA_INC_MAX_DELTA_FACTOR);
        add(l, 12, PlayerParam.ALLOW_MULT_DEFAULT_TYPE);
        add(l, 14,
                PlayerParam.KICK_POWER_RATE_DELTA_MIN, PlayerParam.KICK_POWER_RATE_DELTA_MAX,
                PlayerParam.FOUL_DETECT_PROBABILITY_DELTA_FACTOR, PlayerParam.CATCHABLE_AREA_L_STRETCH_MIN,
                PlayerParam.CATCHABLE_AREA_L_STRETCH_MAX);
        return l;
    }

    private static void add(List<Field> l, int since, PlayerParam... keys) {
        for (PlayerParam k : keys) {
            l.add(new Field(k.rcssName(), since, plain(k)));
        }
    }

    // ------------------------------------------------------------------ player_type

    /** All player_type fields in wire order, with the first version that receives each. */
    private static final TypeField[] TYPE_ALL = {
        new TypeField("player_speed_max", 7, PlayerType::playerSpeedMax),
        new TypeField("stamina_inc_max", 7, PlayerType::staminaIncMax),
        new TypeField("player_decay", 7, PlayerType::playerDecay),
        new TypeField("inertia_moment", 7, PlayerType::inertiaMoment),
        new TypeField("dash_power_rate", 7, PlayerType::dashPowerRate),
        new TypeField("player_size", 7, PlayerType::playerSize),
        new TypeField("kickable_margin", 7, PlayerType::kickableMargin),
        new TypeField("kick_rand", 7, PlayerType::kickRand),
        new TypeField("extra_stamina", 7, PlayerType::extraStamina),
        new TypeField("effort_max", 7, PlayerType::effortMax),
        new TypeField("effort_min", 7, PlayerType::effortMin),
        new TypeField("kick_power_rate", 14, PlayerType::kickPowerRate),
        new TypeField("foul_detect_probability", 14, PlayerType::foulDetectProbability),
        new TypeField("catchable_area_l_stretch", 14, PlayerType::catchableAreaLStretch),
        new TypeField("unum_far_length", 18, PlayerType::unumFarLength),
        new TypeField("unum_too_far_length", 18, PlayerType::unumTooFarLength),
        new TypeField("team_far_length", 18, PlayerType::teamFarLength),
        new TypeField("team_too_far_length", 18, PlayerType::teamTooFarLength),
        new TypeField("player_max_observation_length", 18, PlayerType::playerMaxObservationLength),
        new TypeField("ball_vel_far_length", 18, PlayerType::ballVelFarLength),
        new TypeField("ball_vel_too_far_length", 18, PlayerType::ballVelTooFarLength),
        new TypeField("ball_max_observation_length", 18, PlayerType::ballMaxObservationLength),
        new TypeField("flag_chg_far_length", 18, PlayerType::flagChgFarLength),
        new TypeField("flag_chg_too_far_length", 18, PlayerType::flagChgTooFarLength),
        new TypeField("flag_max_observation_length", 18, PlayerType::flagMaxObservationLength),
        new TypeField("dist_noise_rate", 19, PlayerType::distNoiseRate),
        new TypeField("focus_dist_noise_rate", 19, PlayerType::focusDistNoiseRate),
        new TypeField("land_dist_noise_rate", 19, PlayerType::landDistNoiseRate),
        new TypeField("land_focus_dist_noise_rate", 19, PlayerType::landFocusDistNoiseRate),
    };

    // ------------------------------------------------------------------ per-version tables

    /** The versions the tables cover: every player protocol version rcssserver 19 serves. */
    private static final VersionRange SERVED = new VersionRange(1, LAST_VERSION);

    /** Index = protocol version (0 unused): how each version gets the three messages. */
    private static final Layout[] SERVER = layouts("(server_param", SERVER_V7, serverNamed());
    private static final Layout[] PLAYER = layouts("(player_param", PLAYER_V7, playerNamed());
    private static final TypeLayout[] TYPE = typeLayouts();

    /**
     * For each version: none before {@link #FIRST_VERSION}, the fixed bare list at it, and from
     * {@link #FIRST_NAMED_VERSION} on the fields registered for that version or earlier, sorted by
     * name as rcssserver's std::map orders them.
     */
    private static Layout[] layouts(String word, Field[] bare, List<Field> all) {
        Layout[] layouts = new Layout[LAST_VERSION + 1];
        Arrays.fill(layouts, Layout.NONE);
        layouts[FIRST_VERSION] = new Layout(word, bare, false);
        for (int v = FIRST_NAMED_VERSION; v <= LAST_VERSION; v++) {
            final int version = v;
            Field[] fields = all.stream()
                    .filter(f -> f.since <= version)
                    .sorted(Comparator.comparing((Field f) -> f.name))
                    .toArray(Field[]::new);
            layouts[v] = new Layout(word + " ", fields, true);
        }
        return layouts;
    }

    /** For each version the player_type fields it knows, in {@link PlayerType} order. */
    private static TypeLayout[] typeLayouts() {
        TypeLayout[] layouts = new TypeLayout[LAST_VERSION + 1];
        Arrays.fill(layouts, TypeLayout.NONE);
        layouts[FIRST_VERSION] = new TypeLayout(typeFields(FIRST_VERSION), false);
        for (int v = FIRST_NAMED_VERSION; v <= LAST_VERSION; v++) layouts[v] = new TypeLayout(typeFields(v), true);
        return layouts;
    }

    private static TypeField[] typeFields(int version) {
        return Arrays.stream(TYPE_ALL).filter(f -> f.since <= version).toArray(TypeField[]::new);
    }

    private static List<String> names(Field[] fields) {
        List<String> l = new ArrayList<>(fields.length);
        for (Field f : fields) {
            l.add(f.name);
        }
        return List.copyOf(l);
    }
}
