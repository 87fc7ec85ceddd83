package org.pitch.protocol.monitor;

import java.util.ArrayList;
import java.util.List;

import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/** A world set by hand: the state a show is written from. */
final class TestWorld implements World {
    final Ball ball;
    final List<PlayerType> types;
    final Player[][] slots = new Player[2][12];
    final Team[] teams = new Team[2];
    PlayMode mode = PlayMode.BEFORE_KICK_OFF;
    Side modeSide = Side.NEUTRAL;
    int time, stoppage;
    long step;

    TestWorld(Parameters p, List<PlayerType> types) {
        this.ball = new Ball(p.real(ServerParam.BALL_SIZE), p.real(ServerParam.BALL_DECAY));
        this.types = List.copyOf(types);
    }

    /** A player as Pitch connects one: default type, full stamina, waiting at (-3·unum, -37). */
    Player join(Side side, String team, int unum, Parameters p) {
        if (teams[side.ordinal()] == null) teams[side.ordinal()] = new Team(side, team);
        Player pl = new Player(side, unum, false, types.get(0));
        pl.position(-3.0 * unum * side.sign(), -37);
        pl.stamina(p.real(ServerParam.STAMINA_MAX));
        pl.effort(p.real(ServerParam.EFFORT_INIT));
        pl.recovery(p.real(ServerParam.RECOVER_INIT));
        pl.capacity(p.real(ServerParam.STAMINA_CAPACITY));
        slots[side.ordinal()][unum] = pl;
        return pl;
    }

    void mode(PlayMode m, Side s) { mode = m; modeSide = m.sided() ? s : Side.NEUTRAL; }

    @Override public Ball ball() { return ball; }

    @Override
    public List<Player> players() {
        List<Player> l = new ArrayList<>();
        for (Player[] side : slots) for (Player p : side) if (p != null) l.add(p);
        return l;
    }

    @Override
    public Player player(Side side, int unum) {
        return side == Side.NEUTRAL || unum < 1 || unum > 11 ? null : slots[side.ordinal()][unum];
    }

    @Override public Team team(Side side) { return side == Side.NEUTRAL ? null : teams[side.ordinal()]; }
    @Override public PlayMode playMode() { return mode; }
    @Override public Side playModeSide() { return modeSide; }
    @Override public int time() { return time; }
    @Override public int stoppageTime() { return stoppage; }
    @Override public long step() { return step; }
    @Override public List<PlayerType> playerTypes() { return types; }
}
