package org.pitch.sense.aural;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

import org.pitch.api.model.PlayEvents;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;
import org.pitch.config.ConfigLoader;
import org.pitch.config.ConfigurationException;

/** A hand-built world of a few players, with a context whose HEARING stream is seeded. */
final class TestWorld implements World {
    static final Parameters DEFAULTS = parameters("");

    static Parameters parameters(String hocon) {
        try {
            return ConfigLoader.fromText(hocon, "test").parameters();
        } catch (ConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }

    final Ball ball = new Ball(0.085, 0.94);
    final List<Player> players = new ArrayList<>();
    final List<PlayerType> types;
    Team left = new Team(Side.LEFT, "Alpha");
    Team right = new Team(Side.RIGHT, "Beta");
    int time;
    long step;

    TestWorld(Parameters params) {
        types = List.of(PlayerType.defaultType(params));
    }

    Player add(Side side, int unum, double x, double y) {
        Player p = new Player(side, unum, false, types.get(0));
        p.position(x, y);
        p.bodyDirection(side == Side.LEFT ? 0 : 180);
        players.add(p);
        return p;
    }

    /** The next cycle: clock and step advance. */
    void tick() {
        time++;
        step++;
    }

    @Override public Ball ball() { return ball; }
    @Override public List<Player> players() { return players; }
    @Override public Player player(Side side, int unum) {
        for (Player p : players) if (p.side() == side && p.unum() == unum) return p;
        return null;
    }
    @Override public Team team(Side side) { return side == Side.LEFT ? left : side == Side.RIGHT ? right : null; }
    @Override public PlayMode playMode() { return PlayMode.values()[0]; }
    @Override public Side playModeSide() { return Side.NEUTRAL; }
    @Override public int time() { return time; }
    @Override public int stoppageTime() { return 0; }
    @Override public long step() { return step; }
    @Override public List<PlayerType> playerTypes() { return types; }

    /** A context on this world; the HEARING stream is seeded, any other purpose is a test error. */
    SimulationContext context(Parameters params, long seed) {
        SplittableRandom hearing = new SplittableRandom(seed);
        World world = this;
        return new SimulationContext() {
            @Override public World world() { return world; }
            @Override public Parameters parameters() { return params; }
            @Override public RandomGenerator random(RandomPurpose purpose) {
                if (purpose != RandomPurpose.HEARING) throw new AssertionError("unexpected stream " + purpose);
                return hearing;
            }
            @Override public PlayEvents events() { throw new AssertionError("hearing reports no events"); }
        };
    }
}
