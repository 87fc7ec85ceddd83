package org.pitch.record.gamelog;

import java.util.ArrayList;
import java.util.List;

import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/** A world whose clock, play mode, teams and ball a test sets by hand. */
final class MatchWorld implements World {
    final Ball ball = new Ball(0.085, 0.94);
    final List<Player> players = new ArrayList<>();
    final List<PlayerType> types;
    final Team[] teams = new Team[2];
    PlayMode mode = PlayMode.BEFORE_KICK_OFF;
    Side modeSide = Side.NEUTRAL;
    int time;
    int stoppage;
    long step;

    MatchWorld(List<PlayerType> types) { this.types = types; }

    Team join(Side side, String name) {
        teams[side.ordinal()] = new Team(side, name);
        return teams[side.ordinal()];
    }

    MatchWorld at(int time, int stoppage, PlayMode mode, Side side) {
        this.time = time;
        this.stoppage = stoppage;
        this.mode = mode;
        this.modeSide = side;
        return this;
    }

    @Override public Ball ball() { return ball; }
    @Override public List<Player> players() { return players; }
    @Override public Player player(Side side, int unum) {
        for (Player p : players) if (p.side() == side && p.unum() == unum) return p;
        return null;
    }
    @Override public Team team(Side side) { return side == Side.NEUTRAL ? null : teams[side.ordinal()]; }
    @Override public PlayMode playMode() { return mode; }
    @Override public Side playModeSide() { return modeSide; }
    @Override public int time() { return time; }
    @Override public int stoppageTime() { return stoppage; }
    @Override public long step() { return step; }
    @Override public List<PlayerType> playerTypes() { return types; }
}
