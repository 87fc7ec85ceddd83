package org.pitch.record.textlog;

import java.util.List;

import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/** A world whose clock and teams a test sets by hand; the text log reads nothing else. */
final class MatchWorld implements World {
    final Team[] teams = new Team[2];
    PlayMode mode = PlayMode.BEFORE_KICK_OFF;
    int time;
    int stoppage;

    Team join(Side side, String name) {
        teams[side.ordinal()] = new Team(side, name);
        return teams[side.ordinal()];
    }

    MatchWorld at(int time, int stoppage) {
        this.time = time;
        this.stoppage = stoppage;
        return this;
    }

    @Override public Ball ball() { return new Ball(0.085, 0.94); }
    @Override public List<Player> players() { return List.of(); }
    @Override public Player player(Side side, int unum) { return null; }
    @Override public Team team(Side side) { return side == Side.NEUTRAL ? null : teams[side.ordinal()]; }
    @Override public PlayMode playMode() { return mode; }
    @Override public Side playModeSide() { return Side.NEUTRAL; }
    @Override public int time() { return time; }
    @Override public int stoppageTime() { return stoppage; }
    @Override public long step() { return 0; }
    @Override public List<PlayerType> playerTypes() { return List.of(); }
}
