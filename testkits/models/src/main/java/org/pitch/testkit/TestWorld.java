package org.pitch.testkit;

import java.util.ArrayList;
import java.util.List;
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

/**
 * A world a test sets by hand, for the codecs, sensors, recorders and models tested without the
 * kernel: rcssserver 19's defaults (or the parameters given), no teams, no players, the ball on
 * the centre spot, before kick-off at cycle 0. Built in chained calls:
 *
 * <pre>{@code
 * TestWorld w = new TestWorld().team(Side.LEFT, "A").score(Side.LEFT, 2).at(123, 0).playMode(PlayMode.PLAY_ON);
 * Player p = w.player(Side.LEFT, 7, -10, 5, 30);
 * }</pre>
 */
public class TestWorld implements World {
    /** rcssserver 19's defaults. */
    public static final Parameters DEFAULTS = parameters("");

    /** rcssserver 19's defaults with the HOCON added. */
    public static Parameters parameters(String hocon) {
        try {
            return ConfigLoader.fromText(hocon, "test").parameters();
        } catch (Exception e) {
            throw new IllegalStateException("bad test configuration: " + e.getMessage(), e);
        }
    }

    public final Parameters parameters;
    public final Ball ball;
    private final List<Player> players = new ArrayList<>();
    private final Team[] teams = new Team[2];
    private List<PlayerType> types;
    private PlayMode playMode = PlayMode.BEFORE_KICK_OFF;
    private Side playModeSide = Side.NEUTRAL;
    private int time;
    private int stoppage;
    private long step;

    /** A world on rcssserver 19's defaults. */
    public TestWorld() { this(DEFAULTS); }

    /** A world with the ball and the default player type (type 0) of these parameters. */
    public TestWorld(Parameters parameters) {
        this.parameters = parameters;
        this.ball = new Ball(parameters.real(ServerParam.BALL_SIZE), parameters.real(ServerParam.BALL_DECAY));
        this.types = List.of(PlayerType.defaultType(parameters));
    }

    // ---- building ----

    /** The match's player types instead of the default one; new players take the first. */
    public TestWorld types(List<PlayerType> types) {
        this.types = List.copyOf(types);
        return this;
    }

    /** The team of that side, named; it replaces the one before (its score starts at 0). */
    public TestWorld team(Side side, String name) {
        teams[side.ordinal()] = new Team(side, name);
        return this;
    }

    /** Both teams, named. */
    public TestWorld teams(String left, String right) { return team(Side.LEFT, left).team(Side.RIGHT, right); }

    /** The team of that side leaves (as before anybody of it connected). */
    public TestWorld withoutTeam(Side side) {
        teams[side.ordinal()] = null;
        return this;
    }

    /** The score of that side's team (which must have joined). */
    public TestWorld score(Side side, int goals) {
        teams[side.ordinal()].score(goals);
        return this;
    }

    /** A sided play mode awarded to {@code side}; an unsided one is NEUTRAL whatever the side. */
    public TestWorld playMode(PlayMode mode, Side side) {
        playMode = mode;
        playModeSide = mode.sided() ? side : Side.NEUTRAL;
        return this;
    }

    public TestWorld playMode(PlayMode mode) { return playMode(mode, Side.NEUTRAL); }

    /** The game clock at {@code time}, having stood still for {@code stoppage} cycles. */
    public TestWorld at(int time, int stoppage) {
        this.time = time;
        this.stoppage = stoppage;
        return this;
    }

    public TestWorld time(int time) {
        this.time = time;
        return this;
    }

    public TestWorld stoppage(int stoppage) {
        this.stoppage = stoppage;
        return this;
    }

    /** Cycles simulated so far; independent of the clock unless the test sets both. */
    public TestWorld step(long step) {
        this.step = step;
        return this;
    }

    /** The next cycle while the ball is in play: clock and step advance together. */
    public TestWorld tick() {
        time++;
        step++;
        return this;
    }

    /** Adds a player in its slot (left team by unum, then right), as the kernel lists them. */
    public Player add(Player p) {
        int at = 0;
        while (at < players.size() && before(players.get(at), p)) at++;
        players.add(at, p);
        return p;
    }

    private static boolean before(Player a, Player b) {
        return a.side().ordinal() < b.side().ordinal() || a.side() == b.side() && a.unum() <= b.unum();
    }

    /** A field player of the first type at (x, y), facing {@code body} degrees. */
    public Player player(Side side, int unum, double x, double y, double body) {
        Player p = new Player(side, unum, false, types.get(0));
        p.position(x, y);
        p.bodyDirection(body);
        return add(p);
    }

    /** A field player of the first type at (x, y), facing the opponent's goal. */
    public Player player(Side side, int unum, double x, double y) {
        return player(side, unum, x, y, side == Side.LEFT ? 0 : 180);
    }

    /** Stamina, effort, recovery and capacity as a player gets them when he connects. */
    public Player fullStamina(Player p) {
        p.stamina(parameters.real(ServerParam.STAMINA_MAX));
        p.effort(parameters.real(ServerParam.EFFORT_INIT));
        p.recovery(parameters.real(ServerParam.RECOVER_INIT));
        p.capacity(parameters.real(ServerParam.STAMINA_CAPACITY));
        return p;
    }

    /**
     * A player as one connects: his team joins if it has not, first type, full stamina, waiting
     * where rcssserver puts an unmoved player, (-3·unum, -37) on his own half.
     */
    public Player connect(Side side, String team, int unum) {
        if (team(side) == null) team(side, team);
        Player p = fullStamina(new Player(side, unum, false, types.get(0)));
        p.position(-3.0 * unum * side.sign(), -37);
        return add(p);
    }

    /**
     * A context on this world for a sensor that draws from one random stream only, seeded; any
     * other stream or a reported event fails the test ({@code only == null}: no stream at all).
     */
    public SimulationContext context(RandomPurpose only, long seed) {
        RandomGenerator stream = new SplittableRandom(seed);
        return new SimulationContext() {
            @Override public World world() { return TestWorld.this; }
            @Override public Parameters parameters() { return parameters; }
            @Override public RandomGenerator random(RandomPurpose purpose) {
                if (purpose != only) throw new AssertionError("unexpected random stream " + purpose);
                return stream;
            }
            @Override public PlayEvents events() { throw new AssertionError("unexpected play event"); }
        };
    }

    // ---- World ----

    @Override public Ball ball() { return ball; }

    /** The players in slot order; a test may remove players from this list (add them with {@link #add}). */
    @Override public List<Player> players() { return players; }

    @Override public Player player(Side side, int unum) {
        for (Player p : players) if (p.side() == side && p.unum() == unum) return p;
        return null;
    }

    @Override public Team team(Side side) { return side == Side.NEUTRAL ? null : teams[side.ordinal()]; }
    @Override public PlayMode playMode() { return playMode; }
    @Override public Side playModeSide() { return playModeSide; }
    @Override public int time() { return time; }
    @Override public int stoppageTime() { return stoppage; }
    @Override public long step() { return step; }
    @Override public List<PlayerType> playerTypes() { return types; }

    /** Idle objects a trainer moved, by "SIDE UNUM": x, y, body. */
    private final java.util.Map<String, double[]> idle = new java.util.HashMap<>();

    @Override public double idleX(Side side, int unum) { double[] o = idle.get(side + " " + unum); return o == null ? World.super.idleX(side, unum) : o[0]; }
    @Override public double idleY(Side side, int unum) { double[] o = idle.get(side + " " + unum); return o == null ? World.super.idleY(side, unum) : o[1]; }
    @Override public double idleBody(Side side, int unum) { double[] o = idle.get(side + " " + unum); return o == null ? 0 : o[2]; }
    @Override public void moveIdle(Side side, int unum, double x, double y, double bodyDegrees) {
        if (player(side, unum) == null) idle.put(side + " " + unum, new double[] {x, y, bodyDegrees});
    }
}
