package org.pitch.replay;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.pitch.api.param.PlayerParam;
import org.pitch.api.param.ServerParam;

/**
 * The parameter records of a version 3 binary log, {@code server_params_t}, {@code player_params_t}
 * and {@code player_type_t}, read back into the names the text logs use, for the
 * {@link MatchBuilder}. Each struct is a fixed list of members: a subset of today's parameters
 * under their old names, some derived values (kickable area, control radius width, the step LCM)
 * and spares, which are skipped. The step lengths are recorded multiplied by
 * {@code slow_down_factor}, as rcssserver runs them, and are divided back.
 *
 * <p>Reals are fixed point in 1/65536, which does not hold 0.1 exactly; rcssserver converts the
 * server parameters towards zero, the player parameters half up and the player types to the
 * nearest. A recorded real is read as the shortest decimal that this conversion turns into the
 * recorded number: 0.1 again rather than 0.0999908, so that monitors are greeted with the values
 * the recording server was configured with (to five decimals at worst).
 */
final class BinaryParameterRecords {
    private BinaryParameterRecords() {}

    static final double SCALE2 = 65536.0;
    static final int SERVER_PARAMS_SIZE = 396, PLAYER_PARAMS_SIZE = 132, PLAYER_TYPE_SIZE = 88;

    /** How rcssserver turned a real into fixed point. */
    enum Rounding {
        TOWARDS_ZERO, HALF_UP, NEAREST;

        int fixed(double v) {
            return switch (this) {
                case TOWARDS_ZERO -> (int) (v * SCALE2);
                case HALF_UP -> (int) (v * SCALE2 + 0.5);
                case NEAREST -> (int) Math.rint(v * SCALE2);
            };
        }
    }

    /** The shortest decimal that {@code rounding} turns into {@code raw}; {@code raw / 65536} if none has six digits or fewer. */
    static double decimal(int raw, Rounding rounding) {
        BigDecimal exact = BigDecimal.valueOf(raw / SCALE2);
        for (int digits = 0; digits <= 6; digits++) {
            double down = exact.setScale(digits, RoundingMode.FLOOR).doubleValue();
            double up = exact.setScale(digits, RoundingMode.CEILING).doubleValue();
            boolean downFits = rounding.fixed(down) == raw, upFits = rounding.fixed(up) == raw;
            if (downFits && upFits) return raw / SCALE2 - down <= up - raw / SCALE2 ? down : up;
            if (downFits) return down;
            if (upFits) return up;
        }
        return raw / SCALE2;
    }

    /** What a member of {@code server_params_t} is: its size and what becomes of it. */
    private enum Kind {
        /** A 32-bit real, converted towards zero. */
        REAL,
        /** A 16-bit count or flag. */
        COUNT,
        /** A 16-bit step length multiplied by {@code slow_down_factor}. */
        STEP,
        /** A 32-bit real the replay does not take: derived, unused, or a copy. */
        SKIP_REAL,
        /** A 16-bit value the replay does not take ({@code lcm_st}, derived). */
        SKIP_COUNT
    }

    private record Member(Kind kind, ServerParam key) { }

    private static Member real(ServerParam k) { return new Member(Kind.REAL, k); }

    private static Member count(ServerParam k) { return new Member(Kind.COUNT, k); }

    private static Member step(ServerParam k) { return new Member(Kind.STEP, k); }

    private static final Member SKIP_REAL = new Member(Kind.SKIP_REAL, null);
    private static final Member SKIP_COUNT = new Member(Kind.SKIP_COUNT, null);

    /** {@code server_params_t}, member by member (rcssserver 19's types.h). */
    private static final List<Member> SERVER = List.of(
        real(ServerParam.GOAL_WIDTH), real(ServerParam.INERTIA_MOMENT), real(ServerParam.PLAYER_SIZE),
        real(ServerParam.PLAYER_DECAY), real(ServerParam.PLAYER_RAND), real(ServerParam.PLAYER_WEIGHT),
        real(ServerParam.PLAYER_SPEED_MAX), real(ServerParam.PLAYER_ACCEL_MAX), real(ServerParam.STAMINA_MAX),
        real(ServerParam.STAMINA_INC_MAX), real(ServerParam.RECOVER_INIT), real(ServerParam.RECOVER_DEC_THR),
        real(ServerParam.RECOVER_MIN), real(ServerParam.RECOVER_DEC), real(ServerParam.EFFORT_INIT),
        real(ServerParam.EFFORT_DEC_THR), real(ServerParam.EFFORT_MIN), real(ServerParam.EFFORT_DEC),
        real(ServerParam.EFFORT_INC_THR), real(ServerParam.EFFORT_INC), real(ServerParam.KICK_RAND),
        count(ServerParam.TEAM_ACTUATOR_NOISE), real(ServerParam.PRAND_FACTOR_L), real(ServerParam.PRAND_FACTOR_R),
        real(ServerParam.KICK_RAND_FACTOR_L), real(ServerParam.KICK_RAND_FACTOR_R),
        real(ServerParam.BALL_SIZE), real(ServerParam.BALL_DECAY), real(ServerParam.BALL_RAND),
        real(ServerParam.BALL_WEIGHT), real(ServerParam.BALL_SPEED_MAX), real(ServerParam.BALL_ACCEL_MAX),
        real(ServerParam.DASH_POWER_RATE), real(ServerParam.KICK_POWER_RATE), real(ServerParam.KICKABLE_MARGIN),
        real(ServerParam.CONTROL_RADIUS), SKIP_REAL, // control radius minus player size
        real(ServerParam.MAXPOWER), real(ServerParam.MINPOWER), real(ServerParam.MAXMOMENT), real(ServerParam.MINMOMENT),
        real(ServerParam.MAXNECKMOMENT), real(ServerParam.MINNECKMOMENT), real(ServerParam.MAXNECKANG),
        real(ServerParam.MINNECKANG), real(ServerParam.VISIBLE_ANGLE), real(ServerParam.VISIBLE_DISTANCE),
        real(ServerParam.WIND_DIR), real(ServerParam.WIND_FORCE), real(ServerParam.WIND_ANG), real(ServerParam.WIND_RAND),
        SKIP_REAL, // the kickable area, derived
        real(ServerParam.CATCHABLE_AREA_L), real(ServerParam.CATCHABLE_AREA_W), real(ServerParam.CATCH_PROBABILITY),
        count(ServerParam.GOALIE_MAX_MOVES), real(ServerParam.CKICK_MARGIN), real(ServerParam.OFFSIDE_ACTIVE_AREA_SIZE),
        count(ServerParam.WIND_NONE), count(ServerParam.WIND_RANDOM), count(ServerParam.SAY_COACH_CNT_MAX),
        count(ServerParam.SAY_COACH_MSG_SIZE), count(ServerParam.CLANG_WIN_SIZE), count(ServerParam.CLANG_DEFINE_WIN),
        count(ServerParam.CLANG_META_WIN), count(ServerParam.CLANG_ADVICE_WIN), count(ServerParam.CLANG_INFO_WIN),
        count(ServerParam.CLANG_MESS_DELAY), count(ServerParam.CLANG_MESS_PER_CYCLE), count(ServerParam.HALF_TIME),
        step(ServerParam.SIMULATOR_STEP), step(ServerParam.SEND_STEP), count(ServerParam.RECV_STEP),
        step(ServerParam.SENSE_BODY_STEP), SKIP_COUNT, // lcm_step, derived
        count(ServerParam.SAY_MSG_SIZE), count(ServerParam.HEAR_MAX), count(ServerParam.HEAR_INC),
        count(ServerParam.HEAR_DECAY), count(ServerParam.CATCH_BAN_CYCLE), count(ServerParam.SLOW_DOWN_FACTOR),
        count(ServerParam.USE_OFFSIDE), count(ServerParam.FORBID_KICK_OFF_OFFSIDE), real(ServerParam.OFFSIDE_KICK_MARGIN),
        real(ServerParam.AUDIO_CUT_DIST), real(ServerParam.QUANTIZE_STEP), real(ServerParam.QUANTIZE_STEP_L),
        // the per-team quantisation steps rcssserver no longer has (-1)
        SKIP_REAL, SKIP_REAL, SKIP_REAL, SKIP_REAL, SKIP_REAL, SKIP_REAL, SKIP_REAL,
        count(ServerParam.COACH), count(ServerParam.COACH_W_REFEREE), count(ServerParam.OLD_COACH_HEAR),
        step(ServerParam.SEND_VI_STEP),
        // rcssserver records the left team's slowness in both members
        real(ServerParam.SLOWNESS_ON_TOP_FOR_LEFT_TEAM), SKIP_REAL,
        real(ServerParam.KEEPAWAY_LENGTH), real(ServerParam.KEEPAWAY_WIDTH), real(ServerParam.BALL_STUCK_AREA),
        real(ServerParam.MAX_TACKLE_POWER), real(ServerParam.MAX_BACK_TACKLE_POWER), real(ServerParam.TACKLE_DIST),
        real(ServerParam.TACKLE_BACK_DIST), real(ServerParam.TACKLE_WIDTH),
        count(ServerParam.START_GOAL_L), count(ServerParam.START_GOAL_R), count(ServerParam.FULLSTATE_L),
        count(ServerParam.FULLSTATE_R), count(ServerParam.DROP_BALL_TIME), count(ServerParam.SYNCH_MODE),
        step(ServerParam.SYNCH_OFFSET), count(ServerParam.SYNCH_MICRO_SLEEP),
        count(ServerParam.POINT_TO_BAN), count(ServerParam.POINT_TO_DURATION));

    /** {@code player_params_t}'s reals between the counts and the seed, in order. */
    private static final List<PlayerParam> PLAYER_DELTAS = List.of(
        PlayerParam.PLAYER_SPEED_MAX_DELTA_MIN, PlayerParam.PLAYER_SPEED_MAX_DELTA_MAX, PlayerParam.STAMINA_INC_MAX_DELTA_FACTOR,
        PlayerParam.PLAYER_DECAY_DELTA_MIN, PlayerParam.PLAYER_DECAY_DELTA_MAX, PlayerParam.INERTIA_MOMENT_DELTA_FACTOR,
        PlayerParam.DASH_POWER_RATE_DELTA_MIN, PlayerParam.DASH_POWER_RATE_DELTA_MAX, PlayerParam.PLAYER_SIZE_DELTA_FACTOR,
        PlayerParam.KICKABLE_MARGIN_DELTA_MIN, PlayerParam.KICKABLE_MARGIN_DELTA_MAX, PlayerParam.KICK_RAND_DELTA_FACTOR,
        PlayerParam.EXTRA_STAMINA_DELTA_MIN, PlayerParam.EXTRA_STAMINA_DELTA_MAX, PlayerParam.EFFORT_MAX_DELTA_FACTOR,
        PlayerParam.EFFORT_MIN_DELTA_FACTOR);

    /** ... and after the seed. */
    private static final List<PlayerParam> PLAYER_NEW_DELTAS = List.of(
        PlayerParam.NEW_DASH_POWER_RATE_DELTA_MIN, PlayerParam.NEW_DASH_POWER_RATE_DELTA_MAX,
        PlayerParam.NEW_STAMINA_INC_MAX_DELTA_FACTOR, PlayerParam.KICK_POWER_RATE_DELTA_MIN,
        PlayerParam.KICK_POWER_RATE_DELTA_MAX, PlayerParam.FOUL_DETECT_PROBABILITY_DELTA_FACTOR,
        PlayerParam.CATCHABLE_AREA_L_STRETCH_MIN, PlayerParam.CATCHABLE_AREA_L_STRETCH_MAX);

    /** {@code player_type_t}'s reals after the id, by their names in the text logs; spares follow. */
    private static final List<String> TYPE_FIELDS = MatchBuilder.TYPE_FIELDS.subList(0, 14);

    /** {@code server_params_t} at {@code at}, each member the replay takes to the builder. */
    static void serverParams(byte[] bytes, int at, MatchBuilder match) throws LogFormatException {
        StructIn s = new StructIn(bytes, at);
        Map<ServerParam, Integer> steps = new HashMap<>();
        int slowDown = 1;
        for (Member m : SERVER) {
            switch (m.kind) {
                case REAL -> match.serverParam(m.key.rcssName(), decimal(s.int32(), Rounding.TOWARDS_ZERO));
                case COUNT -> {
                    int v = s.int16();
                    if (m.key == ServerParam.SLOW_DOWN_FACTOR) slowDown = Math.max(1, v);
                    match.serverParam(m.key.rcssName(), (double) v);
                }
                case STEP -> steps.put(m.key, s.int16());
                case SKIP_REAL -> s.int32();
                case SKIP_COUNT -> s.int16();
                default -> throw new AssertionError(m.kind);
            }
        }
        // the step lengths come before slow_down_factor in the struct
        for (Map.Entry<ServerParam, Integer> e : steps.entrySet()) {
            match.serverParam(e.getKey().rcssName(), (double) (e.getValue() / slowDown));
        }
    }

    /** {@code player_params_t} at {@code at}. */
    static void playerParams(byte[] bytes, int at, MatchBuilder match) throws LogFormatException {
        StructIn s = new StructIn(bytes, at);
        match.playerParam(PlayerParam.PLAYER_TYPES.rcssName(), (double) s.int16());
        match.playerParam(PlayerParam.SUBS_MAX.rcssName(), (double) s.int16());
        match.playerParam(PlayerParam.PT_MAX.rcssName(), (double) s.int16());
        for (PlayerParam k : PLAYER_DELTAS) match.playerParam(k.rcssName(), decimal(s.int32(), Rounding.HALF_UP));
        match.playerParam(PlayerParam.RANDOM_SEED.rcssName(), (double) s.int32()); // a whole number, not fixed point
        for (PlayerParam k : PLAYER_NEW_DELTAS) match.playerParam(k.rcssName(), decimal(s.int32(), Rounding.HALF_UP));
        s.int32(); // a spare
        match.playerParam(PlayerParam.ALLOW_MULT_DEFAULT_TYPE.rcssName(), (double) s.int16());
    }

    /** {@code player_type_t} at {@code at}. */
    static void playerType(byte[] bytes, int at, MatchBuilder match) throws LogFormatException {
        StructIn s = new StructIn(bytes, at);
        int id = s.int16();
        Map<String, Double> values = new HashMap<>();
        for (String name : TYPE_FIELDS) values.put(name, decimal(s.int32(), Rounding.NEAREST));
        match.playerType(id, values);
    }
}
