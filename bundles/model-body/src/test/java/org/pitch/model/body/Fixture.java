package org.pitch.model.body;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

import org.pitch.api.model.PlayEvents;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.ReplyKind;
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

/** A small world and context for the models: one match, settable play mode and step. */
final class Fixture implements SimulationContext, World {
    final Parameters parameters;
    final PlayerType defaultType;
    private final Ball ball = new Ball(0.085, 0.94);
    private final List<Player> players = new ArrayList<>();
    private final Map<RandomPurpose, SplittableRandom> random = new EnumMap<>(RandomPurpose.class);
    PlayMode playMode = PlayMode.PLAY_ON;
    Side playModeSide = Side.NEUTRAL;
    long step;

    /** Defaults with the given {@code server { ... }} settings on top. */
    Fixture(String serverSettings) {
        try {
            parameters = ConfigLoader.fromText("server { " + serverSettings + " }", "test").parameters();
        } catch (ConfigurationException e) {
            throw new IllegalArgumentException(e);
        }
        defaultType = PlayerType.defaultType(parameters);
        long seed = 1;
        for (RandomPurpose p : RandomPurpose.values()) random.put(p, new SplittableRandom(seed++));
    }

    /** Noise-free defaults: {@code player_rand = 0}. */
    static Fixture noiseFree() { return new Fixture("player_rand = 0"); }

    Player add(Side side, int unum) {
        Player p = new Player(side, unum, unum == 1, defaultType);
        players.add(p);
        return p;
    }

    /** The replies models owed the clients, as the clients get them. */
    final List<String> replies = new java.util.ArrayList<>();
    /** The players a move reported as placed (for their collisions at once), in order. */
    final List<Player> moved = new java.util.ArrayList<>();

    Fixture mode(PlayMode mode, Side side) {
        playMode = mode;
        playModeSide = side;
        return this;
    }

    // SimulationContext
    @Override public World world() { return this; }
    @Override public Parameters parameters() { return parameters; }
    @Override public RandomGenerator random(RandomPurpose purpose) { return random.get(purpose); }
    @Override public PlayEvents events() {
        return new PlayEvents() {
            @Override public void kicked(Player kicker, double a) { throw new AssertionError("no body model kicks"); }
            @Override public void tackled(Player tackler, double a, boolean foul) { throw new AssertionError("no body model tackles"); }
            @Override public void caught(Player goalie) { throw new AssertionError("no body model catches"); }
            @Override public void touched(Player player) { throw new AssertionError("no body model touches the ball"); }
            @Override public void reply(Player player, ReplyKind kind, String token) { replies.add("(" + kind.word() + " " + token + ")"); }
            @Override public void moved(Player player) { moved.add(player); }
        };
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
    @Override public Side playModeSide() { return playModeSide; }
    @Override public int time() { return (int) step; }
    @Override public int stoppageTime() { return 0; }
    @Override public long step() { return step; }
    @Override public List<PlayerType> playerTypes() { return List.of(defaultType); }
}
