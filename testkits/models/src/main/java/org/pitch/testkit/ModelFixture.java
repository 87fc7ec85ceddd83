package org.pitch.testkit;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.random.RandomGenerator;

import org.pitch.api.config.Configurable;
import org.pitch.api.config.Settings;
import org.pitch.api.model.PlayEvents;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;

/**
 * A {@link TestWorld} and simulation context for testing a model alone: rcssserver 19's defaults
 * plus whatever HOCON the test adds, players placed by hand, in play at step 100, seeded random
 * streams, and the ball events models report, recorded as text. Models read the clock as the step.
 * A model with settings of its own gets them through {@link #configure}.
 */
public class ModelFixture extends TestWorld implements SimulationContext, PlayEvents {
    public final PlayerType defaultType;
    public final Map<RandomPurpose, RandomGenerator> streams = new EnumMap<>(RandomPurpose.class);
    public final List<String> events = new ArrayList<>();
    public final long seed;

    public ModelFixture(String hocon) { this(hocon, 1); }

    public ModelFixture(String hocon, long seed) {
        super(parameters(hocon));
        this.seed = seed;
        ball.position(0, 30); // out of the way unless a test places it
        defaultType = playerTypes().get(0);
        playMode(PlayMode.PLAY_ON);
        step(100);
    }

    /** A left player of {@code type} at (0, 10) facing 0°, with a kick-off's stamina, effort, recovery and capacity. */
    public Player rested(PlayerType type) {
        Player p = new Player(Side.LEFT, players().size() + 1, false, type);
        p.position(0, 10);
        p.stamina(parameters.real(ServerParam.STAMINA_MAX));
        p.effort(type.effortMax());
        p.recovery(1.0);
        p.capacity(parameters.real(ServerParam.STAMINA_CAPACITY));
        return add(p);
    }

    /** The default type (as type 1) with other dash and stamina values, as a heterogeneous player has. */
    public PlayerType staminaType(double dashPowerRate, double staminaIncMax, double extraStamina, double effortMax, double effortMin) {
        PlayerType t = defaultType;
        return new PlayerType(1, t.playerSpeedMax(), staminaIncMax, t.playerDecay(), t.inertiaMoment(), dashPowerRate,
                t.playerSize(), t.kickableMargin(), t.kickRand(), extraStamina, effortMax, effortMin,
                t.kickPowerRate(), t.foulDetectProbability(), t.catchableAreaLStretch(), t.unumFarLength(),
                t.unumTooFarLength(), t.teamFarLength(), t.teamTooFarLength(), t.playerMaxObservationLength(),
                t.ballVelFarLength(), t.ballVelTooFarLength(), t.ballMaxObservationLength(), t.flagChgFarLength(),
                t.flagChgTooFarLength(), t.flagMaxObservationLength(), t.distNoiseRate(), t.focusDistNoiseRate(),
                t.landDistNoiseRate(), t.landFocusDistNoiseRate());
    }

    /** Puts the ball at (forward, sideways) in the player's body frame. */
    public void ballAt(Player p, double forward, double sideways) {
        double a = Math.toRadians(p.bodyDirection());
        ball.position(p.x() + forward * Math.cos(a) - sideways * Math.sin(a),
                p.y() + forward * Math.sin(a) + sideways * Math.cos(a));
    }

    /** The clock: models read time and step as one. */
    @Override public int time() { return (int) step(); }

    // SimulationContext
    @Override public World world() { return this; }
    @Override public Parameters parameters() { return parameters; }
    @Override public RandomGenerator random(RandomPurpose purpose) {
        return streams.computeIfAbsent(purpose, p -> new SplittableRandom(seed * 31 + p.ordinal()));
    }
    @Override public PlayEvents events() { return this; }

    // PlayEvents
    @Override public void kicked(Player kicker, double acceleration) { events.add("kicked " + name(kicker)); }
    @Override public void kickFailed(Player kicker) { events.add("kick failed " + name(kicker)); }
    @Override public void tackled(Player tackler, double acceleration, boolean foul) { events.add("tackled " + name(tackler) + (foul ? " foul" : "")); }
    @Override public void tackleFailed(Player tackler, boolean foul) { events.add("tackle failed " + name(tackler) + (foul ? " foul" : "")); }
    @Override public void punched(Player goalie) { events.add("punched " + name(goalie)); }
    /** As the kernel's referee context: the goalie holds the ball from now on. */
    @Override public void caught(Player goalie) {
        events.add("caught " + name(goalie));
        goalie.holdingBall(true);
    }
    @Override public void touched(Player player) { events.add("touched " + name(player)); }
    /** The console lines models printed, in order. */
    public final java.util.List<String> console = new java.util.ArrayList<>();
    @Override public void console(String line) { console.add(line); }

    public static String name(Player p) { return p.side().wire() + "" + p.unum(); }

    // ---- a plugin's settings ----

    /**
     * Hands {@code model} its block of the configuration, as the server does before the model's
     * first match ({@link Configurable#configure}): each of {@code settings} is a line of HOCON in
     * the block, such as {@code "push = 0.2"} or {@code "mode = fast"}; a setting not given is not
     * set, so {@link Settings#as} answers the default the settings annotation declares.
     *
     * <pre>{@code
     * WindyMovement model = ModelFixture.configure(new WindyMovement(new StandardMovement()), "push = 0.2");
     * }</pre>
     *
     * @return {@code model}, configured
     * @throws IllegalArgumentException if the lines are no HOCON
     */
    public static <M extends Configurable> M configure(M model, String... settings) {
        model.configure(settings(settings));
        return model;
    }

    /**
     * A plugin's block of the configuration as the server hands it over, from lines of HOCON in the
     * block ({@code "push = 0.2"}); read as the server's settings read: a number or a string where
     * the value is one, a Boolean from {@code true/false}, {@code on/off}, {@code yes/no} or
     * {@code 1/0}.
     *
     * @throws IllegalArgumentException if the lines are no HOCON
     */
    public static Settings settings(String... settings) {
        try {
            return new BlockSettings(ConfigFactory.parseString(String.join("\n", settings)).resolve());
        } catch (ConfigException e) {
            throw new IllegalArgumentException("bad settings " + List.of(settings) + ": " + e.getMessage(), e);
        }
    }

    /** {@link Settings} over a parsed block. */
    private record BlockSettings(Config block) implements Settings {
        @Override
        public Optional<String> string(String path) {
            try {
                return block.hasPath(path) ? Optional.of(block.getString(path)) : Optional.empty();
            } catch (ConfigException.WrongType e) {
                return Optional.empty();
            }
        }

        @Override
        public Optional<Double> number(String path) {
            try {
                return block.hasPath(path) ? Optional.of(block.getDouble(path)) : Optional.empty();
            } catch (ConfigException.WrongType e) {
                return Optional.empty();
            }
        }

        @Override
        public Optional<Boolean> bool(String path) {
            if (!block.hasPath(path)) return Optional.empty();
            return switch (String.valueOf(block.getValue(path).unwrapped()).toLowerCase(Locale.ROOT)) {
                case "true", "on", "yes", "1" -> Optional.of(Boolean.TRUE);
                case "false", "off", "no", "0" -> Optional.of(Boolean.FALSE);
                default -> Optional.empty();
            };
        }

        @Override
        public Set<String> children(String path) {
            try {
                return block.hasPath(path) ? new TreeSet<>(block.getObject(path).keySet()) : Set.of();
            } catch (ConfigException.WrongType e) {
                return Set.of();
            }
        }
    }
}
