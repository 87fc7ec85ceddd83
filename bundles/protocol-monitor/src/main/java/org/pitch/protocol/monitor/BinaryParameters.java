package org.pitch.protocol.monitor;

import java.util.List;
import java.util.function.ToDoubleFunction;

import org.pitch.api.param.Parameters;
import org.pitch.api.param.PlayerParam;
import org.pitch.api.param.ServerParam;
import org.pitch.api.param.TimerSteps;
import org.pitch.api.world.PlayerType;

/**
 * The parameter structs of rcssserver's binary protocol: {@code server_params_t},
 * {@code player_params_t} and {@code player_type_t}, which open a version 2 monitor connection
 * and a version 3 game log. Each is a fixed list of members, a subset of today's parameters
 * under their old names. Reals are fixed point ({@link RcssStructs#SCALE2}), converted as
 * rcssserver converts each struct: server parameters truncated, player parameters rounded half
 * up, player types to the nearest. Counts and flags are 16-bit integers. Values are those
 * rcssserver holds once its configuration is loaded: the step lengths multiplied by
 * {@code slow_down_factor}, the derived kickable area, control radius width and the step LCM.
 * Members that rcssserver leaves unset (spares, the unused quantisation steps) are written as
 * it fills them or as zeros.
 */
public final class BinaryParameters {
    private BinaryParameters() {}

    /** One member: a 32-bit fixed-point real or a 16-bit integer, and where its value comes from. */
    private record Member(boolean real, ToDoubleFunction<Parameters> value) { }

    private static Member real(ServerParam k) { return new Member(true, p -> p.real(k)); }

    private static Member real(ToDoubleFunction<Parameters> v) { return new Member(true, v); }

    private static Member count(ServerParam k) { return new Member(false, p -> p.real(k)); } // integers and flags (0/1) alike

    private static Member count(ToDoubleFunction<Parameters> v) { return new Member(false, v); }

    /** What rcssserver sends for the per-team quantisation steps it no longer has: -1. */
    private static final Member NO_STEP = real(p -> -1);

    /** {@code server_params_t}, member by member. */
    private static final Member[] SERVER = {
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
        real(p -> p.real(ServerParam.CONTROL_RADIUS) - p.real(ServerParam.PLAYER_SIZE)),
        real(ServerParam.MAXPOWER), real(ServerParam.MINPOWER), real(ServerParam.MAXMOMENT), real(ServerParam.MINMOMENT),
        real(ServerParam.MAXNECKMOMENT), real(ServerParam.MINNECKMOMENT), real(ServerParam.MAXNECKANG),
        real(ServerParam.MINNECKANG), real(ServerParam.VISIBLE_ANGLE), real(ServerParam.VISIBLE_DISTANCE),
        real(ServerParam.WIND_DIR), real(ServerParam.WIND_FORCE), real(ServerParam.WIND_ANG), real(ServerParam.WIND_RAND),
        real(p -> p.real(ServerParam.PLAYER_SIZE) + p.real(ServerParam.KICKABLE_MARGIN) + p.real(ServerParam.BALL_SIZE)),
        real(ServerParam.CATCHABLE_AREA_L), real(ServerParam.CATCHABLE_AREA_W), real(ServerParam.CATCH_PROBABILITY),
        count(ServerParam.GOALIE_MAX_MOVES), real(ServerParam.CKICK_MARGIN), real(ServerParam.OFFSIDE_ACTIVE_AREA_SIZE),
        count(ServerParam.WIND_NONE), count(ServerParam.WIND_RANDOM), count(ServerParam.SAY_COACH_CNT_MAX),
        count(ServerParam.SAY_COACH_MSG_SIZE), count(ServerParam.CLANG_WIN_SIZE), count(ServerParam.CLANG_DEFINE_WIN),
        count(ServerParam.CLANG_META_WIN), count(ServerParam.CLANG_ADVICE_WIN), count(ServerParam.CLANG_INFO_WIN),
        count(ServerParam.CLANG_MESS_DELAY), count(ServerParam.CLANG_MESS_PER_CYCLE), count(ServerParam.HALF_TIME),
        count(p -> slowed(p, ServerParam.SIMULATOR_STEP)), count(p -> slowed(p, ServerParam.SEND_STEP)),
        count(ServerParam.RECV_STEP), count(p -> slowed(p, ServerParam.SENSE_BODY_STEP)), count(BinaryParameters::lcmStep),
        count(ServerParam.SAY_MSG_SIZE), count(ServerParam.HEAR_MAX), count(ServerParam.HEAR_INC),
        count(ServerParam.HEAR_DECAY), count(ServerParam.CATCH_BAN_CYCLE), count(BinaryParameters::slowDown),
        count(ServerParam.USE_OFFSIDE), count(ServerParam.FORBID_KICK_OFF_OFFSIDE), real(ServerParam.OFFSIDE_KICK_MARGIN),
        real(ServerParam.AUDIO_CUT_DIST), real(ServerParam.QUANTIZE_STEP), real(ServerParam.QUANTIZE_STEP_L),
        NO_STEP, NO_STEP, NO_STEP, NO_STEP, NO_STEP, NO_STEP, NO_STEP,
        count(ServerParam.COACH), count(ServerParam.COACH_W_REFEREE), count(ServerParam.OLD_COACH_HEAR),
        count(p -> slowed(p, ServerParam.SEND_VI_STEP)),
        // rcssserver fills both with the left team's value
        real(ServerParam.SLOWNESS_ON_TOP_FOR_LEFT_TEAM), real(ServerParam.SLOWNESS_ON_TOP_FOR_LEFT_TEAM),
        real(ServerParam.KEEPAWAY_LENGTH), real(ServerParam.KEEPAWAY_WIDTH), real(ServerParam.BALL_STUCK_AREA),
        real(ServerParam.MAX_TACKLE_POWER), real(ServerParam.MAX_BACK_TACKLE_POWER), real(ServerParam.TACKLE_DIST),
        real(ServerParam.TACKLE_BACK_DIST), real(ServerParam.TACKLE_WIDTH),
        count(ServerParam.START_GOAL_L), count(ServerParam.START_GOAL_R), count(ServerParam.FULLSTATE_L),
        count(ServerParam.FULLSTATE_R), count(ServerParam.DROP_BALL_TIME), count(ServerParam.SYNCH_MODE),
        count(p -> slowed(p, ServerParam.SYNCH_OFFSET)), count(ServerParam.SYNCH_MICRO_SLEEP),
        count(ServerParam.POINT_TO_BAN), count(ServerParam.POINT_TO_DURATION),
    };

    /** {@code player_params_t}'s reals, in order, between the counts and the seed. */
    private static final PlayerParam[] PLAYER_DELTAS = {
        PlayerParam.PLAYER_SPEED_MAX_DELTA_MIN, PlayerParam.PLAYER_SPEED_MAX_DELTA_MAX, PlayerParam.STAMINA_INC_MAX_DELTA_FACTOR,
        PlayerParam.PLAYER_DECAY_DELTA_MIN, PlayerParam.PLAYER_DECAY_DELTA_MAX, PlayerParam.INERTIA_MOMENT_DELTA_FACTOR,
        PlayerParam.DASH_POWER_RATE_DELTA_MIN, PlayerParam.DASH_POWER_RATE_DELTA_MAX, PlayerParam.PLAYER_SIZE_DELTA_FACTOR,
        PlayerParam.KICKABLE_MARGIN_DELTA_MIN, PlayerParam.KICKABLE_MARGIN_DELTA_MAX, PlayerParam.KICK_RAND_DELTA_FACTOR,
        PlayerParam.EXTRA_STAMINA_DELTA_MIN, PlayerParam.EXTRA_STAMINA_DELTA_MAX, PlayerParam.EFFORT_MAX_DELTA_FACTOR,
        PlayerParam.EFFORT_MIN_DELTA_FACTOR,
    };

    /** ... and after the seed. */
    private static final PlayerParam[] PLAYER_NEW_DELTAS = {
        PlayerParam.NEW_DASH_POWER_RATE_DELTA_MIN, PlayerParam.NEW_DASH_POWER_RATE_DELTA_MAX,
        PlayerParam.NEW_STAMINA_INC_MAX_DELTA_FACTOR, PlayerParam.KICK_POWER_RATE_DELTA_MIN,
        PlayerParam.KICK_POWER_RATE_DELTA_MAX, PlayerParam.FOUL_DETECT_PROBABILITY_DELTA_FACTOR,
        PlayerParam.CATCHABLE_AREA_L_STRETCH_MIN, PlayerParam.CATCHABLE_AREA_L_STRETCH_MAX,
    };

    /** {@code player_type_t}'s reals, in order, after the id. */
    private static final List<ToDoubleFunction<PlayerType>> TYPE = List.of(
        PlayerType::playerSpeedMax, PlayerType::staminaIncMax, PlayerType::playerDecay, PlayerType::inertiaMoment,
        PlayerType::dashPowerRate, PlayerType::playerSize, PlayerType::kickableMargin, PlayerType::kickRand,
        PlayerType::extraStamina, PlayerType::effortMax, PlayerType::effortMin, PlayerType::kickPowerRate,
        PlayerType::foulDetectProbability, PlayerType::catchableAreaLStretch);
    /** Spare members at the end of {@code player_type_t}. */
    private static final int TYPE_SPARES = 7;

    /** {@code server_params_t}, starting at the struct's beginning. */
    public static void serverParams(StructOut s, Parameters p) {
        s.beginStruct();
        for (Member m : SERVER) {
            double v = m.value.applyAsDouble(p);
            if (m.real) s.int32((int) (RcssStructs.SCALE2 * v)); // a C cast: towards zero
            else s.int16((int) v);
        }
        s.endStruct(RcssStructs.SERVER_PARAMS_SIZE);
    }

    /** {@code player_params_t}, starting at the struct's beginning. */
    public static void playerParams(StructOut s, Parameters p) {
        s.beginStruct();
        s.int16(p.player().integer(PlayerParam.PLAYER_TYPES))
                .int16(p.player().integer(PlayerParam.SUBS_MAX))
                .int16(p.player().integer(PlayerParam.PT_MAX));
        for (PlayerParam k : PLAYER_DELTAS) s.int32(halfUp(p.player().real(k)));
        s.int32(p.player().integer(PlayerParam.RANDOM_SEED));
        for (PlayerParam k : PLAYER_NEW_DELTAS) s.int32(halfUp(p.player().real(k)));
        s.int32(0); // a spare
        s.int16(p.player().bool(PlayerParam.ALLOW_MULT_DEFAULT_TYPE) ? 1 : 0);
        s.endStruct(RcssStructs.PLAYER_PARAMS_SIZE); // nine spare shorts
    }

    /** {@code player_type_t} of one type, starting at the struct's beginning. */
    public static void playerType(StructOut s, PlayerType t) {
        s.beginStruct();
        s.int16(t.id());
        for (ToDoubleFunction<PlayerType> f : TYPE) s.int32(fixed(f.applyAsDouble(t)));
        for (int i = 0; i < TYPE_SPARES; i++) s.int32(0);
        s.endStruct(RcssStructs.PLAYER_TYPE_SIZE);
    }

    /** A real in fixed point, to the nearest (ties to even, as C's {@code rint}). */
    public static int fixed(double v) { return (int) Math.rint(v * RcssStructs.SCALE2); }

    /** rcssserver's rounding of the player parameters: half up, then a C cast. */
    private static int halfUp(double v) { return (int) (RcssStructs.SCALE2 * v + 0.5); }

    private static int slowDown(Parameters p) { return TimerSteps.slowDown(p); }

    private static int slowed(Parameters p, ServerParam step) { return TimerSteps.slowed(p, step); }

    private static int lcmStep(Parameters p) { return TimerSteps.lcmStep(p); }
}
