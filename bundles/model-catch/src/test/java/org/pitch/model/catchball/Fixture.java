package org.pitch.model.catchball;

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
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;
import org.pitch.config.ConfigLoader;

/** A hand-built world and context: rcssserver 19 defaults plus whatever HOCON the test adds. */
final class Fixture implements World, SimulationContext, PlayEvents {
    final Parameters parameters;
    final Ball ball;
    final List<Player> players = new ArrayList<>();
    final PlayerType defaultType;
    PlayMode playMode = PlayMode.PLAY_ON;
    long step = 100;
    final Map<RandomPurpose, SplittableRandom> streams = new EnumMap<>(RandomPurpose.class);
    final List<String> events = new ArrayList<>();
    final long seed;

    Fixture(String hocon) { this(hocon, 1); }

    Fixture(String hocon, long seed) {
        try {
            parameters = ConfigLoader.fromText(hocon, "test").parameters();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        this.seed = seed;
        ball = new Ball(parameters.real(ServerParam.BALL_SIZE), parameters.real(ServerParam.BALL_DECAY));
        ball.position(0, 30); // out of the way unless a test places it
        defaultType = PlayerType.defaultType(parameters);
    }

    


    Player player(Side side, int unum, double x, double y, double body) {
        Player p = new Player(side, unum, false, defaultType);
        p.position(x, y);
        p.bodyDirection(body);
        players.add(p);
        return p;
    }

    // World
    @Override public Ball ball() { return ball; }
    @Override public List<Player> players() { return players; }
    @Override public Player player(Side side, int unum) {
        for (Player p : players) if (p.side() == side && p.unum() == unum) return p;
        return null;
    }
    @Override public Team team(Side side) { return null; }
    @Override public PlayMode playMode() { return playMode; }
    @Override public Side playModeSide() { return Side.NEUTRAL; }
    @Override public int time() { return (int) step; }
    @Override public long step() { return step; }
    @Override public List<PlayerType> playerTypes() { return List.of(defaultType); }

    // SimulationContext
    @Override public World world() { return this; }
    @Override public Parameters parameters() { return parameters; }
    @Override public RandomGenerator random(RandomPurpose purpose) {
        return streams.computeIfAbsent(purpose, p -> new SplittableRandom(seed * 31 + p.ordinal()));
    }
    @Override public PlayEvents events() { return this; }

    // PlayEvents
    @Override public void kicked(Player kicker) { events.add("kicked " + name(kicker)); }
    @Override public void tackled(Player tackler, boolean foul) { events.add("tackled " + name(tackler)); }
    @Override public void caught(Player goalie) { events.add("caught " + name(goalie)); }
    @Override public void touched(Player player) { events.add("touched " + name(player)); }

    static String name(Player p) { return p.side().wire() + "" + p.unum(); }

    /** A goalie of the default type. */
    Player goalie(Side side, int unum, double x, double y, double body) {
        Player p = player(side, unum, x, y, body);
        p.goalie(true);
        return p;
    }

    /** A copy of a type with another catchable_area_l_stretch (a heterogeneous goalie). */
    static PlayerType withStretch(PlayerType t, double stretch) {
        return new PlayerType(t.id() + 1, t.playerSpeedMax(), t.staminaIncMax(), t.playerDecay(), t.inertiaMoment(),
                t.dashPowerRate(), t.playerSize(), t.kickableMargin(), t.kickRand(), t.extraStamina(), t.effortMax(),
                t.effortMin(), t.kickPowerRate(), t.foulDetectProbability(), stretch, t.unumFarLength(),
                t.unumTooFarLength(), t.teamFarLength(), t.teamTooFarLength(), t.playerMaxObservationLength(),
                t.ballVelFarLength(), t.ballVelTooFarLength(), t.ballMaxObservationLength(), t.flagChgFarLength(),
                t.flagChgTooFarLength(), t.flagMaxObservationLength(), t.distNoiseRate(), t.focusDistNoiseRate(),
                t.landDistNoiseRate(), t.landFocusDistNoiseRate());
    }
}
