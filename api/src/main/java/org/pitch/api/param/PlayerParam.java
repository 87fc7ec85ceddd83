package org.pitch.api.param;

import static java.lang.Double.NEGATIVE_INFINITY;
import static java.lang.Double.POSITIVE_INFINITY;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The {@code player::} parameters of rcssserver 19 (heterogeneous player types), in the order of its
 * {@code player::help}. Ranges are inclusive and reject only values that would break the simulation.
 */
public enum PlayerParam implements ParamKey {
    // type 0 (the default type) must exist; 100 is a sanity cap
    PLAYER_TYPES("player_types", ParamType.INTEGER, 1, 100),
    // players of one type a team may field: 0 would leave no type for anyone
    PT_MAX("pt_max", ParamType.INTEGER, 1, POSITIVE_INFINITY),
    RANDOM_SEED("random_seed", ParamType.INTEGER),
    SUBS_MAX("subs_max", ParamType.INTEGER, 0, POSITIVE_INFINITY),
    ALLOW_MULT_DEFAULT_TYPE("allow_mult_default_type", ParamType.BOOLEAN),
    CATCHABLE_AREA_L_STRETCH_MAX("catchable_area_l_stretch_max", ParamType.REAL, 0, POSITIVE_INFINITY),
    CATCHABLE_AREA_L_STRETCH_MIN("catchable_area_l_stretch_min", ParamType.REAL, 0, POSITIVE_INFINITY),
    DASH_POWER_RATE_DELTA_MAX("dash_power_rate_delta_max", ParamType.REAL),
    DASH_POWER_RATE_DELTA_MIN("dash_power_rate_delta_min", ParamType.REAL),
    EFFORT_MAX_DELTA_FACTOR("effort_max_delta_factor", ParamType.REAL),
    EFFORT_MIN_DELTA_FACTOR("effort_min_delta_factor", ParamType.REAL),
    EXTRA_STAMINA_DELTA_MAX("extra_stamina_delta_max", ParamType.REAL),
    EXTRA_STAMINA_DELTA_MIN("extra_stamina_delta_min", ParamType.REAL),
    FOUL_DETECT_PROBABILITY_DELTA_FACTOR("foul_detect_probability_delta_factor", ParamType.REAL),
    INERTIA_MOMENT_DELTA_FACTOR("inertia_moment_delta_factor", ParamType.REAL),
    KICK_POWER_RATE_DELTA_MAX("kick_power_rate_delta_max", ParamType.REAL),
    KICK_POWER_RATE_DELTA_MIN("kick_power_rate_delta_min", ParamType.REAL),
    KICK_RAND_DELTA_FACTOR("kick_rand_delta_factor", ParamType.REAL),
    KICKABLE_MARGIN_DELTA_MAX("kickable_margin_delta_max", ParamType.REAL),
    KICKABLE_MARGIN_DELTA_MIN("kickable_margin_delta_min", ParamType.REAL),
    NEW_DASH_POWER_RATE_DELTA_MAX("new_dash_power_rate_delta_max", ParamType.REAL),
    NEW_DASH_POWER_RATE_DELTA_MIN("new_dash_power_rate_delta_min", ParamType.REAL),
    NEW_STAMINA_INC_MAX_DELTA_FACTOR("new_stamina_inc_max_delta_factor", ParamType.REAL),
    PLAYER_DECAY_DELTA_MAX("player_decay_delta_max", ParamType.REAL),
    PLAYER_DECAY_DELTA_MIN("player_decay_delta_min", ParamType.REAL),
    PLAYER_SIZE_DELTA_FACTOR("player_size_delta_factor", ParamType.REAL),
    PLAYER_SPEED_MAX_DELTA_MAX("player_speed_max_delta_max", ParamType.REAL),
    PLAYER_SPEED_MAX_DELTA_MIN("player_speed_max_delta_min", ParamType.REAL),
    STAMINA_INC_MAX_DELTA_FACTOR("stamina_inc_max_delta_factor", ParamType.REAL);

    private static final Map<String, PlayerParam> BY_RCSS_NAME = Arrays.stream(values())
            .collect(Collectors.toUnmodifiableMap(PlayerParam::rcssName, Function.identity()));

    private final String rcssName;
    private final ParamType type;
    private final double min;
    private final double max;

    PlayerParam(String rcssName, ParamType type) { this(rcssName, type, NEGATIVE_INFINITY, POSITIVE_INFINITY); }

    PlayerParam(String rcssName, ParamType type, double min, double max) {
        this.rcssName = rcssName;
        this.type = type;
        this.min = min;
        this.max = max;
    }

    /** The parameter called {@code rcssName} (without {@code player::}), if there is one. */
    public static Optional<PlayerParam> byRcssName(String rcssName) {
        return Optional.ofNullable(BY_RCSS_NAME.get(rcssName));
    }

    @Override public String namespace() { return "player"; }

    @Override public String rcssName() { return rcssName; }

    @Override public ParamType type() { return type; }

    @Override public double min() { return min; }

    @Override public double max() { return max; }
}
