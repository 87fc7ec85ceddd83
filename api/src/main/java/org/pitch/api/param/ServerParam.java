package org.pitch.api.param;

import static java.lang.Double.NEGATIVE_INFINITY;
import static java.lang.Double.POSITIVE_INFINITY;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The {@code server::} parameters of rcssserver 19, in the order of its {@code server::help}.
 * Ranges are inclusive and reject only values that are meaningless or would break the simulation.
 */
public enum ServerParam implements ParamKey {
    CATCH_BAN_CYCLE("catch_ban_cycle", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    CLANG_ADVICE_WIN("clang_advice_win", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    CLANG_DEFINE_WIN("clang_define_win", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    CLANG_DEL_WIN("clang_del_win", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    CLANG_INFO_WIN("clang_info_win", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    CLANG_MESS_DELAY("clang_mess_delay", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    CLANG_MESS_PER_CYCLE("clang_mess_per_cycle", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    CLANG_META_WIN("clang_meta_win", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    CLANG_RULE_WIN("clang_rule_win", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    CLANG_WIN_SIZE("clang_win_size", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    COACH_PORT("coach_port", ParamType.INTEGER, 0, 65535),
    CONNECT_WAIT("connect_wait", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    // <= 0 disables the drop ball
    DROP_BALL_TIME("drop_ball_time", ParamType.INTEGER),
    EXTRA_HALF_TIME("extra_half_time", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    FOUL_CYCLES("foul_cycles", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    FREEFORM_SEND_PERIOD("freeform_send_period", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    // a modulus in rcssserver: 0 would divide by zero
    FREEFORM_WAIT_PERIOD("freeform_wait_period", ParamType.INTEGER, 1, POSITIVE_INFINITY),
    // zlib level; <= 0 writes an uncompressed log
    GAME_LOG_COMPRESSION("game_log_compression", ParamType.INTEGER, -1, 9),
    // 1..6, or -1 for the JSON log
    GAME_LOG_VERSION("game_log_version", ParamType.INTEGER, -1, 6),
    GAME_OVER_WAIT("game_over_wait", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    // < 0 allows unlimited moves after a catch
    GOALIE_MAX_MOVES("goalie_max_moves", ParamType.INTEGER),
    // <= 0 plays without a time limit
    HALF_TIME("half_time", ParamType.INTEGER),
    HEAR_DECAY("hear_decay", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    HEAR_INC("hear_inc", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    HEAR_MAX("hear_max", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    ILLEGAL_DEFENSE_DURATION("illegal_defense_duration", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    ILLEGAL_DEFENSE_NUMBER("illegal_defense_number", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    // < 0: no timed keepaway start (else wall-clock seconds)
    KEEPAWAY_START("keepaway_start", ParamType.INTEGER),
    KICK_OFF_WAIT("kick_off_wait", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    MAX_GOAL_KICKS("max_goal_kicks", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    // <= 0 allows any number of monitors
    MAX_MONITORS("max_monitors", ParamType.INTEGER),
    NR_EXTRA_HALFS("nr_extra_halfs", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    NR_NORMAL_HALFS("nr_normal_halfs", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    OLCOACH_PORT("olcoach_port", ParamType.INTEGER, 0, 65535),
    PEN_BEFORE_SETUP_WAIT("pen_before_setup_wait", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    PEN_MAX_EXTRA_KICKS("pen_max_extra_kicks", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    PEN_NR_KICKS("pen_nr_kicks", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    PEN_READY_WAIT("pen_ready_wait", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    PEN_SETUP_WAIT("pen_setup_wait", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    PEN_TAKEN_WAIT("pen_taken_wait", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    POINT_TO_BAN("point_to_ban", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    POINT_TO_DURATION("point_to_duration", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    PORT("port", ParamType.INTEGER, 0, 65535),
    // this and the *_step lengths below enter an LCM: 0 breaks the timers
    RECV_STEP("recv_step", ParamType.INTEGER, 1, POSITIVE_INFINITY),
    SAY_COACH_CNT_MAX("say_coach_cnt_max", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    SAY_COACH_MSG_SIZE("say_coach_msg_size", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    SAY_MSG_SIZE("say_msg_size", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    SEND_STEP("send_step", ParamType.INTEGER, 1, POSITIVE_INFINITY),
    SEND_VI_STEP("send_vi_step", ParamType.INTEGER, 1, POSITIVE_INFINITY),
    SENSE_BODY_STEP("sense_body_step", ParamType.INTEGER, 1, POSITIVE_INFINITY),
    SIMULATOR_STEP("simulator_step", ParamType.INTEGER, 1, POSITIVE_INFINITY),
    // rcssserver raises anything below 1 to 1
    SLOW_DOWN_FACTOR("slow_down_factor", ParamType.INTEGER, 1, POSITIVE_INFINITY),
    START_GOAL_L("start_goal_l", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    START_GOAL_R("start_goal_r", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    SYNCH_MICRO_SLEEP("synch_micro_sleep", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    // enters the LCM of the steps in synch mode: 0 breaks the timer
    SYNCH_OFFSET("synch_offset", ParamType.INTEGER, 1, POSITIVE_INFINITY),
    SYNCH_SEE_OFFSET("synch_see_offset", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    TACKLE_CYCLES("tackle_cycles", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    // zlib level; <= 0 writes an uncompressed log
    TEXT_LOG_COMPRESSION("text_log_compression", ParamType.INTEGER, -1, 9),
    AUTO_MODE("auto_mode", ParamType.BOOLEAN),
    BACK_PASSES("back_passes", ParamType.BOOLEAN),
    COACH("coach", ParamType.BOOLEAN),
    COACH_W_REFEREE("coach_w_referee", ParamType.BOOLEAN),
    FORBID_KICK_OFF_OFFSIDE("forbid_kick_off_offside", ParamType.BOOLEAN),
    FREE_KICK_FAULTS("free_kick_faults", ParamType.BOOLEAN),
    FULLSTATE_L("fullstate_l", ParamType.BOOLEAN),
    FULLSTATE_R("fullstate_r", ParamType.BOOLEAN),
    GAME_LOG_DATED("game_log_dated", ParamType.BOOLEAN),
    GAME_LOG_FIXED("game_log_fixed", ParamType.BOOLEAN),
    GAME_LOGGING("game_logging", ParamType.BOOLEAN),
    GOLDEN_GOAL("golden_goal", ParamType.BOOLEAN),
    KEEPAWAY("keepaway", ParamType.BOOLEAN),
    KEEPAWAY_LOG_DATED("keepaway_log_dated", ParamType.BOOLEAN),
    KEEPAWAY_LOG_FIXED("keepaway_log_fixed", ParamType.BOOLEAN),
    KEEPAWAY_LOGGING("keepaway_logging", ParamType.BOOLEAN),
    LOG_TIMES("log_times", ParamType.BOOLEAN),
    OLD_COACH_HEAR("old_coach_hear", ParamType.BOOLEAN),
    PEN_ALLOW_MULT_KICKS("pen_allow_mult_kicks", ParamType.BOOLEAN),
    PEN_COACH_MOVES_PLAYERS("pen_coach_moves_players", ParamType.BOOLEAN),
    PEN_RANDOM_WINNER("pen_random_winner", ParamType.BOOLEAN),
    PENALTY_SHOOT_OUTS("penalty_shoot_outs", ParamType.BOOLEAN),
    PROFILE("profile", ParamType.BOOLEAN),
    PROPER_GOAL_KICKS("proper_goal_kicks", ParamType.BOOLEAN),
    RECORD_MESSAGES("record_messages", ParamType.BOOLEAN),
    SEND_COMMS("send_comms", ParamType.BOOLEAN),
    SYNCH_MODE("synch_mode", ParamType.BOOLEAN),
    TEAM_ACTUATOR_NOISE("team_actuator_noise", ParamType.BOOLEAN),
    TEXT_LOG_DATED("text_log_dated", ParamType.BOOLEAN),
    TEXT_LOG_FIXED("text_log_fixed", ParamType.BOOLEAN),
    TEXT_LOGGING("text_logging", ParamType.BOOLEAN),
    USE_OFFSIDE("use_offside", ParamType.BOOLEAN),
    VERBOSE("verbose", ParamType.BOOLEAN),
    WIND_NONE("wind_none", ParamType.BOOLEAN),
    WIND_RANDOM("wind_random", ParamType.BOOLEAN),
    AUDIO_CUT_DIST("audio_cut_dist", ParamType.REAL, 0, POSITIVE_INFINITY),
    BACK_DASH_RATE("back_dash_rate", ParamType.REAL, 0, POSITIVE_INFINITY),
    BALL_ACCEL_MAX("ball_accel_max", ParamType.REAL, 0, POSITIVE_INFINITY),
    BALL_DECAY("ball_decay", ParamType.REAL, 0, 1),
    BALL_RAND("ball_rand", ParamType.REAL, 0, POSITIVE_INFINITY),
    BALL_SIZE("ball_size", ParamType.REAL, 0, POSITIVE_INFINITY),
    BALL_SPEED_MAX("ball_speed_max", ParamType.REAL, 0, POSITIVE_INFINITY),
    // <= 0 disables the stuck-ball drop
    BALL_STUCK_AREA("ball_stuck_area", ParamType.REAL),
    BALL_WEIGHT("ball_weight", ParamType.REAL, 0, POSITIVE_INFINITY),
    CATCH_PROBABILITY("catch_probability", ParamType.REAL, 0, 1),
    CATCHABLE_AREA_L("catchable_area_l", ParamType.REAL, 0, POSITIVE_INFINITY),
    CATCHABLE_AREA_W("catchable_area_w", ParamType.REAL, 0, POSITIVE_INFINITY),
    CKICK_MARGIN("ckick_margin", ParamType.REAL, 0, POSITIVE_INFINITY),
    CONTROL_RADIUS("control_radius", ParamType.REAL, 0, POSITIVE_INFINITY),
    // 0 lets players dash in any direction
    DASH_ANGLE_STEP("dash_angle_step", ParamType.REAL, 0, POSITIVE_INFINITY),
    DASH_POWER_RATE("dash_power_rate", ParamType.REAL, 0, POSITIVE_INFINITY),
    DIST_NOISE_RATE("dist_noise_rate", ParamType.REAL, 0, POSITIVE_INFINITY),
    EFFORT_DEC("effort_dec", ParamType.REAL, 0, POSITIVE_INFINITY),
    // effort_dec_thr, effort_inc_thr and recover_dec_thr are fractions of stamina_max
    EFFORT_DEC_THR("effort_dec_thr", ParamType.REAL, 0, 1),
    EFFORT_INC("effort_inc", ParamType.REAL, 0, POSITIVE_INFINITY),
    EFFORT_INC_THR("effort_inc_thr", ParamType.REAL, 0, 1),
    EFFORT_INIT("effort_init", ParamType.REAL, 0, POSITIVE_INFINITY),
    EFFORT_MIN("effort_min", ParamType.REAL, 0, POSITIVE_INFINITY),
    EXTRA_STAMINA("extra_stamina", ParamType.REAL, 0, POSITIVE_INFINITY),
    FOCUS_DIST_NOISE_RATE("focus_dist_noise_rate", ParamType.REAL, 0, POSITIVE_INFINITY),
    FOUL_DETECT_PROBABILITY("foul_detect_probability", ParamType.REAL, 0, 1),
    FOUL_EXPONENT("foul_exponent", ParamType.REAL, 0, POSITIVE_INFINITY),
    GOAL_WIDTH("goal_width", ParamType.REAL, 0, POSITIVE_INFINITY),
    ILLEGAL_DEFENSE_DIST_X("illegal_defense_dist_x", ParamType.REAL, 0, POSITIVE_INFINITY),
    ILLEGAL_DEFENSE_WIDTH("illegal_defense_width", ParamType.REAL, 0, POSITIVE_INFINITY),
    INERTIA_MOMENT("inertia_moment", ParamType.REAL, 0, POSITIVE_INFINITY),
    KEEPAWAY_LENGTH("keepaway_length", ParamType.REAL, 0, POSITIVE_INFINITY),
    KEEPAWAY_WIDTH("keepaway_width", ParamType.REAL, 0, POSITIVE_INFINITY),
    KICK_POWER_RATE("kick_power_rate", ParamType.REAL, 0, POSITIVE_INFINITY),
    KICK_RAND("kick_rand", ParamType.REAL, 0, POSITIVE_INFINITY),
    KICK_RAND_FACTOR_L("kick_rand_factor_l", ParamType.REAL, 0, POSITIVE_INFINITY),
    KICK_RAND_FACTOR_R("kick_rand_factor_r", ParamType.REAL, 0, POSITIVE_INFINITY),
    KICKABLE_MARGIN("kickable_margin", ParamType.REAL, 0, POSITIVE_INFINITY),
    LAND_DIST_NOISE_RATE("land_dist_noise_rate", ParamType.REAL, 0, POSITIVE_INFINITY),
    LAND_FOCUS_DIST_NOISE_RATE("land_focus_dist_noise_rate", ParamType.REAL, 0, POSITIVE_INFINITY),
    MAX_BACK_TACKLE_POWER("max_back_tackle_power", ParamType.REAL, 0, POSITIVE_INFINITY),
    MAX_CATCH_ANGLE("max_catch_angle", ParamType.REAL, -180, 180),
    MAX_DASH_ANGLE("max_dash_angle", ParamType.REAL, -180, 180),
    MAX_DASH_POWER("max_dash_power", ParamType.REAL),
    MAX_TACKLE_POWER("max_tackle_power", ParamType.REAL, 0, POSITIVE_INFINITY),
    MAXMOMENT("maxmoment", ParamType.REAL, -180, 180),
    MAXNECKANG("maxneckang", ParamType.REAL, -180, 180),
    MAXNECKMOMENT("maxneckmoment", ParamType.REAL, -180, 180),
    MAXPOWER("maxpower", ParamType.REAL),
    MIN_CATCH_ANGLE("min_catch_angle", ParamType.REAL, -180, 180),
    MIN_DASH_ANGLE("min_dash_angle", ParamType.REAL, -180, 180),
    MIN_DASH_POWER("min_dash_power", ParamType.REAL),
    MINMOMENT("minmoment", ParamType.REAL, -180, 180),
    MINNECKANG("minneckang", ParamType.REAL, -180, 180),
    MINNECKMOMENT("minneckmoment", ParamType.REAL, -180, 180),
    MINPOWER("minpower", ParamType.REAL),
    OFFSIDE_ACTIVE_AREA_SIZE("offside_active_area_size", ParamType.REAL, 0, POSITIVE_INFINITY),
    OFFSIDE_KICK_MARGIN("offside_kick_margin", ParamType.REAL, 0, POSITIVE_INFINITY),
    PEN_DIST_X("pen_dist_x", ParamType.REAL, 0, POSITIVE_INFINITY),
    PEN_MAX_GOALIE_DIST_X("pen_max_goalie_dist_x", ParamType.REAL, 0, POSITIVE_INFINITY),
    PLAYER_ACCEL_MAX("player_accel_max", ParamType.REAL, 0, POSITIVE_INFINITY),
    PLAYER_DECAY("player_decay", ParamType.REAL, 0, 1),
    PLAYER_RAND("player_rand", ParamType.REAL, 0, POSITIVE_INFINITY),
    PLAYER_SIZE("player_size", ParamType.REAL, 0, POSITIVE_INFINITY),
    PLAYER_SPEED_MAX("player_speed_max", ParamType.REAL, 0, POSITIVE_INFINITY),
    PLAYER_SPEED_MAX_MIN("player_speed_max_min", ParamType.REAL, 0, POSITIVE_INFINITY),
    PLAYER_WEIGHT("player_weight", ParamType.REAL, 0, POSITIVE_INFINITY),
    PRAND_FACTOR_L("prand_factor_l", ParamType.REAL, 0, POSITIVE_INFINITY),
    PRAND_FACTOR_R("prand_factor_r", ParamType.REAL, 0, POSITIVE_INFINITY),
    QUANTIZE_STEP("quantize_step", ParamType.REAL, 0, POSITIVE_INFINITY),
    QUANTIZE_STEP_L("quantize_step_l", ParamType.REAL, 0, POSITIVE_INFINITY),
    RECOVER_DEC("recover_dec", ParamType.REAL, 0, POSITIVE_INFINITY),
    RECOVER_DEC_THR("recover_dec_thr", ParamType.REAL, 0, 1),
    RECOVER_INIT("recover_init", ParamType.REAL, 0, POSITIVE_INFINITY),
    RECOVER_MIN("recover_min", ParamType.REAL, 0, POSITIVE_INFINITY),
    RED_CARD_PROBABILITY("red_card_probability", ParamType.REAL, 0, 1),
    SIDE_DASH_RATE("side_dash_rate", ParamType.REAL, 0, POSITIVE_INFINITY),
    SLOWNESS_ON_TOP_FOR_LEFT_TEAM("slowness_on_top_for_left_team", ParamType.REAL, 0, POSITIVE_INFINITY),
    SLOWNESS_ON_TOP_FOR_RIGHT_TEAM("slowness_on_top_for_right_team", ParamType.REAL, 0, POSITIVE_INFINITY),
    // < 0 gives an unlimited capacity
    STAMINA_CAPACITY("stamina_capacity", ParamType.REAL),
    STAMINA_INC_MAX("stamina_inc_max", ParamType.REAL, 0, POSITIVE_INFINITY),
    STAMINA_MAX("stamina_max", ParamType.REAL, 0, POSITIVE_INFINITY),
    STOPPED_BALL_VEL("stopped_ball_vel", ParamType.REAL, 0, POSITIVE_INFINITY),
    TACKLE_BACK_DIST("tackle_back_dist", ParamType.REAL, 0, POSITIVE_INFINITY),
    TACKLE_DIST("tackle_dist", ParamType.REAL, 0, POSITIVE_INFINITY),
    TACKLE_EXPONENT("tackle_exponent", ParamType.REAL, 0, POSITIVE_INFINITY),
    TACKLE_POWER_RATE("tackle_power_rate", ParamType.REAL, 0, POSITIVE_INFINITY),
    TACKLE_RAND_FACTOR("tackle_rand_factor", ParamType.REAL, 0, POSITIVE_INFINITY),
    TACKLE_WIDTH("tackle_width", ParamType.REAL, 0, POSITIVE_INFINITY),
    VISIBLE_ANGLE("visible_angle", ParamType.REAL, 0, POSITIVE_INFINITY),
    VISIBLE_DISTANCE("visible_distance", ParamType.REAL, 0, POSITIVE_INFINITY),
    WIND_ANG("wind_ang", ParamType.REAL),
    WIND_DIR("wind_dir", ParamType.REAL),
    WIND_FORCE("wind_force", ParamType.REAL, 0, POSITIVE_INFINITY),
    WIND_RAND("wind_rand", ParamType.REAL, 0, POSITIVE_INFINITY),
    COACH_MSG_FILE("coach_msg_file", ParamType.STRING),
    FIXED_TEAMNAME_L("fixed_teamname_l", ParamType.STRING),
    FIXED_TEAMNAME_R("fixed_teamname_r", ParamType.STRING),
    GAME_LOG_DIR("game_log_dir", ParamType.STRING),
    GAME_LOG_FIXED_NAME("game_log_fixed_name", ParamType.STRING),
    KEEPAWAY_LOG_DIR("keepaway_log_dir", ParamType.STRING),
    KEEPAWAY_LOG_FIXED_NAME("keepaway_log_fixed_name", ParamType.STRING),
    LANDMARK_FILE("landmark_file", ParamType.STRING),
    LOG_DATE_FORMAT("log_date_format", ParamType.STRING),
    TEAM_L_START("team_l_start", ParamType.STRING),
    TEAM_R_START("team_r_start", ParamType.STRING),
    TEXT_LOG_DIR("text_log_dir", ParamType.STRING),
    TEXT_LOG_FIXED_NAME("text_log_fixed_name", ParamType.STRING);

    private static final Map<String, ServerParam> BY_RCSS_NAME = Arrays.stream(values())
            .collect(Collectors.toUnmodifiableMap(ServerParam::rcssName, Function.identity()));

    private final String rcssName;
    private final ParamType type;
    private final double min;
    private final double max;

    ServerParam(String rcssName, ParamType type) { this(rcssName, type, NEGATIVE_INFINITY, POSITIVE_INFINITY); }

    ServerParam(String rcssName, ParamType type, double min, double max) {
        this.rcssName = rcssName;
        this.type = type;
        this.min = min;
        this.max = max;
    }

    /** The parameter called {@code rcssName} (without {@code server::}), if there is one. */
    public static Optional<ServerParam> byRcssName(String rcssName) {
        return Optional.ofNullable(BY_RCSS_NAME.get(rcssName));
    }

    @Override public String namespace() { return "server"; }

    @Override public String rcssName() { return rcssName; }

    @Override public ParamType type() { return type; }

    @Override public double min() { return min; }

    @Override public double max() { return max; }
}
