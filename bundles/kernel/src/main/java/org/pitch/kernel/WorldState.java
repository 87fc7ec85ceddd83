package org.pitch.kernel;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.pitch.api.param.Parameters;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/** The kernel's world: the only {@link World}, mutated on the simulation thread only. */
public final class WorldState implements World {
    public static final int MAX_UNUM = 11;

    private final Ball ball;
    private final List<Player> players = new ArrayList<>();
    private final List<Player> playersView = Collections.unmodifiableList(players);
    private final Player[][] byUnum = new Player[2][MAX_UNUM + 1];
    private final Team[] teams = new Team[2];
    private final List<PlayerType> playerTypes;
    private final Parameters parameters;
    private final KickOffSide kickOffSide = new KickOffSide();
    private PlayMode playMode = PlayMode.atStart();
    private Side playModeSide = Side.NEUTRAL;
    private int time;
    private int stoppageTime;
    private long step;
    /** The idle objects of the slots nobody plays (rcssserver's disabled players): where a trainer moved them; null: on the bench. */
    private final double[][] idle = new double[2 * (MAX_UNUM + 1)][];

    WorldState(Ball ball, List<PlayerType> playerTypes, Parameters parameters) {
        this.ball = ball;
        this.playerTypes = List.copyOf(playerTypes);
        this.parameters = parameters;
    }

    @Override public Ball ball() { return ball; }
    @Override public List<Player> players() { return playersView; }
    @Override public Player player(Side side, int unum) {
        return side == Side.NEUTRAL || unum < 1 || unum > MAX_UNUM ? null : byUnum[side.ordinal()][unum];
    }
    @Override public Team team(Side side) { return side == Side.NEUTRAL ? null : teams[side.ordinal()]; }
    @Override public PlayMode playMode() { return playMode; }
    @Override public Side playModeSide() { return playModeSide; }
    @Override public int time() { return time; }
    @Override public int stoppageTime() { return stoppageTime; }
    @Override public Side kickOffSide() { return kickOffSide.current(parameters, playMode, playModeSide, time); }
    @Override public long step() { return step; }
    @Override public List<PlayerType> playerTypes() { return playerTypes; }

    @Override public double idleX(Side side, int unum) { double[] o = idle(side, unum); return o == null ? World.super.idleX(side, unum) : o[0]; }
    @Override public double idleY(Side side, int unum) { double[] o = idle(side, unum); return o == null ? World.super.idleY(side, unum) : o[1]; }
    @Override public double idleBody(Side side, int unum) { double[] o = idle(side, unum); return o == null ? 0 : o[2]; }

    @Override
    public void moveIdle(Side side, int unum, double x, double y, double bodyDegrees) {
        if (side == Side.NEUTRAL || unum < 1 || unum > MAX_UNUM || player(side, unum) != null) return;
        idle[side.ordinal() * (MAX_UNUM + 1) + unum] = new double[] {x, y, bodyDegrees};
    }

    private double[] idle(Side side, int unum) {
        return side == Side.NEUTRAL || unum < 1 || unum > MAX_UNUM ? null : idle[side.ordinal() * (MAX_UNUM + 1) + unum];
    }

    void playMode(PlayMode mode, Side side) {
        playMode = mode;
        playModeSide = mode.sided() ? side : Side.NEUTRAL;
        kickOffSide.modeChanged(mode, playModeSide);
    }
    void time(int t) { time = t; }
    /** The clock moves one cycle. */
    void tick() { time++; stoppageTime = 0; }
    /** The clock stands for one cycle. */
    void stand() { stoppageTime++; }
    void advanceStep() { step++; }

    Team teamOrCreate(Side side, String name) {
        Team t = teams[side.ordinal()];
        if (t == null) teams[side.ordinal()] = t = new Team(side, name);
        return t;
    }

    /** Adds a player, keeping {@link #players()} ordered left team first, then by uniform number. */
    void add(Player p) {
        byUnum[p.side().ordinal()][p.unum()] = p;
        int i = 0;
        while (i < players.size() && order(players.get(i)) < order(p)) i++;
        players.add(i, p);
    }

    /** A player leaves the match: its slot's idle object stands on the bench again, as rcssserver's disabled player. */
    void remove(Player p) {
        players.remove(p);
        byUnum[p.side().ordinal()][p.unum()] = null;
        idle[order(p)] = null;
    }

    private static int order(Player p) { return p.side().ordinal() * (MAX_UNUM + 1) + p.unum(); }
}
