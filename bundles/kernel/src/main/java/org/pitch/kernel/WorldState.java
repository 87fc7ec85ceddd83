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

    void remove(Player p) {
        players.remove(p);
        byUnum[p.side().ordinal()][p.unum()] = null;
    }

    private static int order(Player p) { return p.side().ordinal() * (MAX_UNUM + 1) + p.unum(); }
}
