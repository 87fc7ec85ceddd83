package org.pitch.protocol.monitor;

import java.util.List;
import java.util.function.ToDoubleFunction;

import org.pitch.api.param.Parameters;
import org.pitch.api.param.PlayerParam;
import org.pitch.api.param.ServerParam;
import org.pitch.api.param.TimerSteps;

/**
 * The layout of rcssserver's parameter structs ({@code server_params_t}, {@code player_params_t};
 * rcssserver 19's types.h) and how their reals become fixed point: written by
 * {@link BinaryParameters}, read back by the replay of version 3 game logs. Each struct is a fixed
 * list of members, a subset of today's parameters under their old names, some values rcssserver
 * derives, and spares.
 */
public final class ParameterStructs {
    private ParameterStructs() {}

    /** How rcssserver turns a real into fixed point ({@link RcssStructs#SCALE2}), struct by struct. */
    public enum Rounding {
        /** A C cast: the server parameters. */
        TOWARDS_ZERO,
        /** Half up, then a C cast: the player parameters. */
        HALF_UP,
        /** To the nearest, ties to even (C's {@code rint}): the player types and the shows. */
        NEAREST;

        public int fixed(double v) {
            return switch (this) {
                case TOWARDS_ZERO -> (int) (v * RcssStructs.SCALE2);
                case HALF_UP -> (int) (v * RcssStructs.SCALE2 + 0.5);
                case NEAREST -> (int) Math.rint(v * RcssStructs.SCALE2);
            };
        }
    }

    /** What a member of {@code server_params_t} is: its width and where its value comes from. */
    public enum Kind {
        /** A 32-bit real of a parameter, {@link Rounding#TOWARDS_ZERO}. */
        REAL,
        /** A 16-bit count or flag of a parameter. */
        COUNT,
        /** A 16-bit step length of a parameter, multiplied by {@code slow_down_factor}. */
        STEP,
        /** A 32-bit real rcssserver derives or fills itself (no parameter of its own). */
        DERIVED_REAL,
        /** A 16-bit value rcssserver derives ({@code lcm_st}). */
        DERIVED_COUNT;

        /** Whether the member is a 32-bit real (else a 16-bit integer). */
        public boolean real() { return this == REAL || this == DERIVED_REAL; }
    }

    /**
     * One member of {@code server_params_t}.
     *
     * @param key the parameter it holds; null for a derived member
     * @param value what a running rcssserver writes into it
     */
    public record Member(Kind kind, ServerParam key, ToDoubleFunction<Parameters> value) { }

    private static Member real(ServerParam k) { return new Member(Kind.REAL, k, p -> p.real(k)); }

    private static Member count(ServerParam k) { return new Member(Kind.COUNT, k, p -> p.real(k)); } // integers and flags (0/1) alike

    private static Member step(ServerParam k) { return new Member(Kind.STEP, k, p -> TimerSteps.slowed(p, k)); }

    private static Member derivedReal(ToDoubleFunction<Parameters> v) { return new Member(Kind.DERIVED_REAL, null, v); }

    /** What rcssserver fills the per-team quantisation steps it no longer has with: -1. */
    private static final Member NO_STEP = derivedReal(p -> -1);

    /** {@code server_params_t}, member by member. */
    public static final List<Member> SERVER = List.of(
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
        real(ServerParam.CONTROL_RADIUS),
        // the control radius width
        derivedReal(p -> p.real(ServerParam.CONTROL_RADIUS) - p.real(ServerParam.PLAYER_SIZE)),
        real(ServerParam.MAXPOWER), real(ServerParam.MINPOWER), real(ServerParam.MAXMOMENT), real(ServerParam.MINMOMENT),
        real(ServerParam.MAXNECKMOMENT), real(ServerParam.MINNECKMOMENT), real(ServerParam.MAXNECKANG),
        real(ServerParam.MINNECKANG), real(ServerParam.VISIBLE_ANGLE), real(ServerParam.VISIBLE_DISTANCE),
        real(ServerParam.WIND_DIR), real(ServerParam.WIND_FORCE), real(ServerParam.WIND_ANG), real(ServerParam.WIND_RAND),
        // the kickable area
        derivedReal(p -> p.real(ServerParam.PLAYER_SIZE) + p.real(ServerParam.KICKABLE_MARGIN) + p.real(ServerParam.BALL_SIZE)),
        real(ServerParam.CATCHABLE_AREA_L), real(ServerParam.CATCHABLE_AREA_W), real(ServerParam.CATCH_PROBABILITY),
        count(ServerParam.GOALIE_MAX_MOVES), real(ServerParam.CKICK_MARGIN), real(ServerParam.OFFSIDE_ACTIVE_AREA_SIZE),
        count(ServerParam.WIND_NONE), count(ServerParam.WIND_RANDOM), count(ServerParam.SAY_COACH_CNT_MAX),
        count(ServerParam.SAY_COACH_MSG_SIZE), count(ServerParam.CLANG_WIN_SIZE), count(ServerParam.CLANG_DEFINE_WIN),
        count(ServerParam.CLANG_META_WIN), count(ServerParam.CLANG_ADVICE_WIN), count(ServerParam.CLANG_INFO_WIN),
        count(ServerParam.CLANG_MESS_DELAY), count(ServerParam.CLANG_MESS_PER_CYCLE), count(ServerParam.HALF_TIME),
        step(ServerParam.SIMULATOR_STEP), step(ServerParam.SEND_STEP), count(ServerParam.RECV_STEP),
        step(ServerParam.SENSE_BODY_STEP), new Member(Kind.DERIVED_COUNT, null, TimerSteps::lcmStep),
        count(ServerParam.SAY_MSG_SIZE), count(ServerParam.HEAR_MAX), count(ServerParam.HEAR_INC),
        count(ServerParam.HEAR_DECAY), count(ServerParam.CATCH_BAN_CYCLE),
        new Member(Kind.COUNT, ServerParam.SLOW_DOWN_FACTOR, TimerSteps::slowDown),
        count(ServerParam.USE_OFFSIDE), count(ServerParam.FORBID_KICK_OFF_OFFSIDE), real(ServerParam.OFFSIDE_KICK_MARGIN),
        real(ServerParam.AUDIO_CUT_DIST), real(ServerParam.QUANTIZE_STEP), real(ServerParam.QUANTIZE_STEP_L),
        NO_STEP, NO_STEP, NO_STEP, NO_STEP, NO_STEP, NO_STEP, NO_STEP,
        count(ServerParam.COACH), count(ServerParam.COACH_W_REFEREE), count(ServerParam.OLD_COACH_HEAR),
        step(ServerParam.SEND_VI_STEP),
        // rcssserver fills both with the left team's value
        real(ServerParam.SLOWNESS_ON_TOP_FOR_LEFT_TEAM),
        derivedReal(p -> p.real(ServerParam.SLOWNESS_ON_TOP_FOR_LEFT_TEAM)),
        real(ServerParam.KEEPAWAY_LENGTH), real(ServerParam.KEEPAWAY_WIDTH), real(ServerParam.BALL_STUCK_AREA),
        real(ServerParam.MAX_TACKLE_POWER), real(ServerParam.MAX_BACK_TACKLE_POWER), real(ServerParam.TACKLE_DIST),
        real(ServerParam.TACKLE_BACK_DIST), real(ServerParam.TACKLE_WIDTH),
        count(ServerParam.START_GOAL_L), count(ServerParam.START_GOAL_R), count(ServerParam.FULLSTATE_L),
        count(ServerParam.FULLSTATE_R), count(ServerParam.DROP_BALL_TIME), count(ServerParam.SYNCH_MODE),
        step(ServerParam.SYNCH_OFFSET), count(ServerParam.SYNCH_MICRO_SLEEP),
        count(ServerParam.POINT_TO_BAN), count(ServerParam.POINT_TO_DURATION));

    /**
     * {@code player_params_t}'s reals ({@link Rounding#HALF_UP}), in order, between its counts
     * ({@code player_types}, {@code subs_max}, {@code pt_max}) and the random seed.
     */
    public static final List<PlayerParam> PLAYER_DELTAS = List.of(
        PlayerParam.PLAYER_SPEED_MAX_DELTA_MIN, PlayerParam.PLAYER_SPEED_MAX_DELTA_MAX, PlayerParam.STAMINA_INC_MAX_DELTA_FACTOR,
        PlayerParam.PLAYER_DECAY_DELTA_MIN, PlayerParam.PLAYER_DECAY_DELTA_MAX, PlayerParam.INERTIA_MOMENT_DELTA_FACTOR,
        PlayerParam.DASH_POWER_RATE_DELTA_MIN, PlayerParam.DASH_POWER_RATE_DELTA_MAX, PlayerParam.PLAYER_SIZE_DELTA_FACTOR,
        PlayerParam.KICKABLE_MARGIN_DELTA_MIN, PlayerParam.KICKABLE_MARGIN_DELTA_MAX, PlayerParam.KICK_RAND_DELTA_FACTOR,
        PlayerParam.EXTRA_STAMINA_DELTA_MIN, PlayerParam.EXTRA_STAMINA_DELTA_MAX, PlayerParam.EFFORT_MAX_DELTA_FACTOR,
        PlayerParam.EFFORT_MIN_DELTA_FACTOR);

    /** ... and after the seed; a spare real and {@code allow_mult_default_type} follow. */
    public static final List<PlayerParam> PLAYER_NEW_DELTAS = List.of(
        PlayerParam.NEW_DASH_POWER_RATE_DELTA_MIN, PlayerParam.NEW_DASH_POWER_RATE_DELTA_MAX,
        PlayerParam.NEW_STAMINA_INC_MAX_DELTA_FACTOR, PlayerParam.KICK_POWER_RATE_DELTA_MIN,
        PlayerParam.KICK_POWER_RATE_DELTA_MAX, PlayerParam.FOUL_DETECT_PROBABILITY_DELTA_FACTOR,
        PlayerParam.CATCHABLE_AREA_L_STRETCH_MIN, PlayerParam.CATCHABLE_AREA_L_STRETCH_MAX);
}
