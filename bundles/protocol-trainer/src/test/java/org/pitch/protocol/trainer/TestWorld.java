package org.pitch.protocol.trainer;

import java.util.ArrayList;
import java.util.List;

import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/** A hand-built world: teams, players in slot order, ball, clock. */
public final class TestWorld implements World {
    public static final PlayerType TYPE = new PlayerType(0, 1.05, 45, 0.4, 5, 0.006, 0.3, 0.7, 0.1, 50, 1, 0.6, 0.027, 0.5, 1,
            20, 40, 125, 125, 125, 20, 40, 125, 20, 40, 125, 0.0125, 0.0125, 0.0125, 0.0125);

    public final Ball ball = new Ball(0.085, 0.94);
    public final List<Player> players = new ArrayList<>();
    public final Team[] teams = new Team[2];
    public PlayMode playMode = PlayMode.BEFORE_KICK_OFF;
    public int time;
    public long step;

    public TestWorld team(Side side, String name) {
        teams[side.ordinal()] = new Team(side, name);
        return this;
    }

    /** A player at a position facing {@code body}, added in slot order (left by unum, then right). */
    public Player player(Side side, int unum, double x, double y, double body) {
        Player p = new Player(side, unum, false, TYPE);
        p.position(x, y);
        p.bodyDirection(body);
        int at = 0;
        while (at < players.size() && (players.get(at).side().ordinal() < side.ordinal()
                || players.get(at).side() == side && players.get(at).unum() < unum)) at++;
        players.add(at, p);
        return p;
    }

    @Override public Ball ball() { return ball; }
    @Override public List<Player> players() { return players; }
    @Override public Player player(Side side, int unum) {
        for (Player p : players) if (p.side() == side && p.unum() == unum) return p;
        return null;
    }
    @Override public Team team(Side side) { return side == Side.NEUTRAL ? null : teams[side.ordinal()]; }
    @Override public PlayMode playMode() { return playMode; }
    @Override public Side playModeSide() { return Side.NEUTRAL; }
    @Override public int time() { return time; }
    @Override public int stoppageTime() { return 0; }
    @Override public long step() { return step; }
    @Override public List<PlayerType> playerTypes() { return List.of(TYPE); }
}
