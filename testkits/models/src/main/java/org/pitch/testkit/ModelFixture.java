package org.pitch.testkit;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

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

/**
 * A {@link TestWorld} and simulation context for testing a model alone: rcssserver 19's defaults
 * plus whatever HOCON the test adds, players placed by hand, in play at step 100, seeded random
 * streams, and the ball events models report, recorded as text. Models read the clock as the step.
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
}
