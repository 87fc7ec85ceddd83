package org.pitch.model.types;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.random.RandomGenerator;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.model.PlayerTypeGenerator;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.PlayerParam;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.World;

/**
 * Heterogeneous player types as rcssserver 19 makes them (manual §4.6): type 0 is the default
 * player, every other type draws one value per {@code player.conf} trade-off and derives its
 * partner from it, and is kept only if its effective top speed lies between
 * {@code player_speed_max_min} and its {@code player_speed_max}.
 *
 * <p>The draws come from one MT19937 engine seeded with {@code player::random_seed}; each trade-off
 * with a non-empty range takes one uniform real (two engine outputs, libstdc++'s
 * {@code uniform_real_distribution}), a trade-off whose range is a single value takes none, and a
 * rejected candidate is simply drawn again from where the engine stands. For the same seed and
 * parameters this gives exactly the types rcssserver 19 announces. When {@code random_seed} is
 * negative the seed is drawn from the match's random stream instead (see {@link #effectiveSeed}).
 */
@Component(property = "pitch.model.name=standard")
public final class StandardPlayerTypes implements PlayerTypeGenerator {

    /** Candidates tried for one type before it falls back to the default player. */
    static final int MAX_TRIALS = 1000;

    /** Tolerance of the top-speed window. */
    static final double SPEED_EPS = 1.0e-10;

    @Override
    public void assignInitialTypes(World world, Parameters parameters, BiConsumer<Player, PlayerType> substitute) {
        InitialTypes.assign(world, parameters, substitute);
    }

    @Override
    public List<PlayerType> generate(Parameters parameters, RandomGenerator random) {
        return generateWithSeed(parameters, effectiveSeed(parameters, random));
    }

    /**
     * The seed the types are drawn with: {@code player::random_seed} when it is 0 or more, otherwise
     * the first draw of {@code random}, uniform in [0, 2^31 − 1). This is the value to announce as
     * {@code random_seed} in {@code player_param}: configuring it reproduces the same types.
     */
    public static int effectiveSeed(Parameters parameters, RandomGenerator random) {
        int configured = parameters.player().integer(PlayerParam.RANDOM_SEED);
        return configured >= 0 ? configured : random.nextInt(Integer.MAX_VALUE);
    }

    /** The {@code player_types} types drawn with {@code seed} (its low 32 bits seed the engine). */
    public static List<PlayerType> generateWithSeed(Parameters parameters, int seed) {
        PlayerType standard = PlayerType.defaultType(parameters);
        int count = parameters.player().integer(PlayerParam.PLAYER_TYPES);
        Limits limits = new Limits(parameters);
        Draws draws = new Draws(new Mt19937(Integer.toUnsignedLong(seed)));
        List<PlayerType> types = new ArrayList<>(Math.max(count, 1));
        types.add(standard);
        for (int id = 1; id < count; id++) {
            types.add(draw(id, standard, limits, draws));
        }
        return List.copyOf(types);
    }

    /** One random type: the first acceptable candidate, or the default player after {@link #MAX_TRIALS}. */
    static PlayerType draw(int id, PlayerType standard, Limits limits, Draws draws) {
        for (int trial = 0; trial < MAX_TRIALS; trial++) {
            PlayerType t = candidate(id, standard, limits, draws);
            if (t != null) return t;
        }
        return withId(standard, id);
    }

    /**
     * One candidate, drawing the trade-offs in order; {@code null} as soon as a value leaves its
     * valid range (the remaining trade-offs are then not drawn) or the top speed is out of window.
     */
    private static PlayerType candidate(int id, PlayerType base, Limits l, Draws d) {
        // player_speed_max against stamina_inc_max (the latter is replaced further down)
        double delta = d.delta(l.speedMaxDeltaMin, l.speedMaxDeltaMax);
        double speedMax = base.playerSpeedMax() + delta;
        if (speedMax <= 0) return null;
        double staminaIncMax = base.staminaIncMax() + delta * l.staminaIncMaxDeltaFactor;
        if (staminaIncMax <= 0) return null;

        // player_decay against inertia_moment
        delta = d.delta(l.decayDeltaMin, l.decayDeltaMax);
        double decay = base.playerDecay() + delta;
        if (decay <= 0) return null;
        double inertiaMoment = base.inertiaMoment() + delta * l.inertiaMomentDeltaFactor;
        if (inertiaMoment < 0) return null;

        // dash_power_rate against player_size (the dash power rate is replaced just below)
        delta = d.delta(l.dashPowerRateDeltaMin, l.dashPowerRateDeltaMax);
        double dashPowerRate = base.dashPowerRate() + delta;
        if (dashPowerRate <= 0) return null;
        double size = base.playerSize() + delta * l.playerSizeDeltaFactor;
        if (size <= 0) return null;

        // dash_power_rate against stamina_inc_max (the "new" trade-off, which wins)
        delta = d.delta(l.newDashPowerRateDeltaMin, l.newDashPowerRateDeltaMax);
        dashPowerRate = base.dashPowerRate() + delta;
        if (dashPowerRate <= 0) return null;
        staminaIncMax = base.staminaIncMax() + delta * l.newStaminaIncMaxDeltaFactor;
        if (staminaIncMax <= 0) return null;

        // kickable_margin against kick_rand
        delta = d.delta(l.kickableMarginDeltaMin, l.kickableMarginDeltaMax);
        double kickableMargin = base.kickableMargin() + delta;
        if (kickableMargin <= 0) return null;
        double kickRand = base.kickRand() + delta * l.kickRandDeltaFactor;
        if (kickRand < 0) return null;

        // extra_stamina against effort_max and effort_min
        delta = d.delta(l.extraStaminaDeltaMin, l.extraStaminaDeltaMax);
        double extraStamina = base.extraStamina() + delta;
        if (extraStamina < 0) return null;
        double effortMax = base.effortMax() + delta * l.effortMaxDeltaFactor;
        double effortMin = base.effortMin() + delta * l.effortMinDeltaFactor;
        if (effortMax <= 0 || effortMin <= 0) return null;

        // kick_power_rate against foul_detect_probability (unchecked)
        delta = d.delta(l.kickPowerRateDeltaMin, l.kickPowerRateDeltaMax);
        double kickPowerRate = base.kickPowerRate() + delta;
        double foulDetect = base.foulDetectProbability() + delta * l.foulDetectProbabilityDeltaFactor;

        // the catchable area's length stretch is drawn directly
        double catchStretch = d.delta(l.catchStretchMin, l.catchStretchMax);

        double realSpeedMax = l.maxPower * dashPowerRate * effortMax / (1.0 - decay);
        if (!(l.speedMaxMin - SPEED_EPS < realSpeedMax && realSpeedMax < speedMax + SPEED_EPS)) return null;

        return new PlayerType(id, speedMax, staminaIncMax, decay, inertiaMoment, dashPowerRate, size,
                kickableMargin, kickRand, extraStamina, effortMax, effortMin, kickPowerRate, foulDetect, catchStretch,
                base.unumFarLength(), base.unumTooFarLength(), base.teamFarLength(), base.teamTooFarLength(),
                base.playerMaxObservationLength(), base.ballVelFarLength(), base.ballVelTooFarLength(),
                base.ballMaxObservationLength(), base.flagChgFarLength(), base.flagChgTooFarLength(),
                base.flagMaxObservationLength(), base.distNoiseRate(), base.focusDistNoiseRate(),
                base.landDistNoiseRate(), base.landFocusDistNoiseRate());
    }

    private static PlayerType withId(PlayerType t, int id) {
        return new PlayerType(id, t.playerSpeedMax(), t.staminaIncMax(), t.playerDecay(), t.inertiaMoment(),
                t.dashPowerRate(), t.playerSize(), t.kickableMargin(), t.kickRand(), t.extraStamina(), t.effortMax(),
                t.effortMin(), t.kickPowerRate(), t.foulDetectProbability(), t.catchableAreaLStretch(),
                t.unumFarLength(), t.unumTooFarLength(), t.teamFarLength(), t.teamTooFarLength(),
                t.playerMaxObservationLength(), t.ballVelFarLength(), t.ballVelTooFarLength(),
                t.ballMaxObservationLength(), t.flagChgFarLength(), t.flagChgTooFarLength(),
                t.flagMaxObservationLength(), t.distNoiseRate(), t.focusDistNoiseRate(), t.landDistNoiseRate(),
                t.landFocusDistNoiseRate());
    }

    /** The trade-off draws: one uniform value per range, none for a single-valued range. */
    static final class Draws {
        private final Mt19937 engine;

        Draws(Mt19937 engine) {
            this.engine = engine;
        }

        /** A value between the two bounds, given in either order; the bound itself if they are equal. */
        double delta(double bound1, double bound2) {
            if (bound1 == bound2) return bound1;
            return bound1 < bound2 ? UniformReal.between(engine, bound1, bound2) : UniformReal.between(engine, bound2, bound1);
        }
    }

    /** The {@code player::} trade-off ranges and factors and the server limits they are checked against. */
    static final class Limits {
        final double speedMaxDeltaMin, speedMaxDeltaMax, staminaIncMaxDeltaFactor;
        final double decayDeltaMin, decayDeltaMax, inertiaMomentDeltaFactor;
        final double dashPowerRateDeltaMin, dashPowerRateDeltaMax, playerSizeDeltaFactor;
        final double newDashPowerRateDeltaMin, newDashPowerRateDeltaMax, newStaminaIncMaxDeltaFactor;
        final double kickableMarginDeltaMin, kickableMarginDeltaMax, kickRandDeltaFactor;
        final double extraStaminaDeltaMin, extraStaminaDeltaMax, effortMaxDeltaFactor, effortMinDeltaFactor;
        final double kickPowerRateDeltaMin, kickPowerRateDeltaMax, foulDetectProbabilityDeltaFactor;
        final double catchStretchMin, catchStretchMax;
        final double maxPower, speedMaxMin;

        Limits(Parameters p) {
            var pp = p.player();
            speedMaxDeltaMin = pp.real(PlayerParam.PLAYER_SPEED_MAX_DELTA_MIN);
            speedMaxDeltaMax = pp.real(PlayerParam.PLAYER_SPEED_MAX_DELTA_MAX);
            staminaIncMaxDeltaFactor = pp.real(PlayerParam.STAMINA_INC_MAX_DELTA_FACTOR);
            decayDeltaMin = pp.real(PlayerParam.PLAYER_DECAY_DELTA_MIN);
            decayDeltaMax = pp.real(PlayerParam.PLAYER_DECAY_DELTA_MAX);
            inertiaMomentDeltaFactor = pp.real(PlayerParam.INERTIA_MOMENT_DELTA_FACTOR);
            dashPowerRateDeltaMin = pp.real(PlayerParam.DASH_POWER_RATE_DELTA_MIN);
            dashPowerRateDeltaMax = pp.real(PlayerParam.DASH_POWER_RATE_DELTA_MAX);
            playerSizeDeltaFactor = pp.real(PlayerParam.PLAYER_SIZE_DELTA_FACTOR);
            newDashPowerRateDeltaMin = pp.real(PlayerParam.NEW_DASH_POWER_RATE_DELTA_MIN);
            newDashPowerRateDeltaMax = pp.real(PlayerParam.NEW_DASH_POWER_RATE_DELTA_MAX);
            newStaminaIncMaxDeltaFactor = pp.real(PlayerParam.NEW_STAMINA_INC_MAX_DELTA_FACTOR);
            kickableMarginDeltaMin = pp.real(PlayerParam.KICKABLE_MARGIN_DELTA_MIN);
            kickableMarginDeltaMax = pp.real(PlayerParam.KICKABLE_MARGIN_DELTA_MAX);
            kickRandDeltaFactor = pp.real(PlayerParam.KICK_RAND_DELTA_FACTOR);
            extraStaminaDeltaMin = pp.real(PlayerParam.EXTRA_STAMINA_DELTA_MIN);
            extraStaminaDeltaMax = pp.real(PlayerParam.EXTRA_STAMINA_DELTA_MAX);
            effortMaxDeltaFactor = pp.real(PlayerParam.EFFORT_MAX_DELTA_FACTOR);
            effortMinDeltaFactor = pp.real(PlayerParam.EFFORT_MIN_DELTA_FACTOR);
            kickPowerRateDeltaMin = pp.real(PlayerParam.KICK_POWER_RATE_DELTA_MIN);
            kickPowerRateDeltaMax = pp.real(PlayerParam.KICK_POWER_RATE_DELTA_MAX);
            foulDetectProbabilityDeltaFactor = pp.real(PlayerParam.FOUL_DETECT_PROBABILITY_DELTA_FACTOR);
            catchStretchMin = pp.real(PlayerParam.CATCHABLE_AREA_L_STRETCH_MIN);
            catchStretchMax = pp.real(PlayerParam.CATCHABLE_AREA_L_STRETCH_MAX);
            maxPower = p.real(ServerParam.MAXPOWER);
            speedMaxMin = p.real(ServerParam.PLAYER_SPEED_MAX_MIN);
        }
    }
}
