package org.pitch.rules.penalty;

import static org.pitch.api.geom.FieldGeometry.HALF_LENGTH;
import static org.pitch.api.geom.FieldGeometry.PENALTY_AREA_WIDTH;

import java.util.List;

import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;
import org.pitch.rules.kit.SetPlays;

/**
 * Where players must stand during a penalty kick, and where the referee puts them when they do
 * not (rcssserver's {@code pen_coach_moves_players}).
 *
 * <ul>
 * <li>Everybody but the two goalies and the kicker waits inside the centre circle.</li>
 * <li>The kicking team's goalie waits off the field, beyond the goal line near the corner
 *     (|x| ≥ 51, |y| ≥ 18.66); the referee puts it within 2 m of (±54.5, ±25).</li>
 * <li>The kicker stands within 2 m of the ball during the set-up, and must not have kicked yet in
 *     this round.</li>
 * <li>The defending goalie stands on its goal line, at most {@code pen_max_goalie_dist_x} in
 *     front of it and between the posts, until the kick is taken.</li>
 * </ul>
 *
 * Players are moved without changing their velocity, as rcssserver does.
 */
final class Positions {
    /** Radius of the circle around the ball the kicker is put on. */
    static final double KICKER_DISTANCE = 2.0;
    /** Radius of the circle around its waiting point the kicking team's goalie is put on. */
    static final double GOALIE_WAIT_RADIUS = 2.0;
    /** How far beyond the goal line and off the centre the kicking team's goalie waits. */
    static final double GOALIE_WAIT_BEHIND = 2.0, GOALIE_WAIT_Y = 25.0;
    /** How far off the field (beyond the goal line and the penalty area's width) that goalie must be. */
    static final double GOALIE_OFF_FIELD = 1.5;
    /** How far behind the allowed line the referee puts a defending goalie that came out too far. */
    static final double GOALIE_BACK = 1.5;
    private static final double EPS = 1.0e-10;

    private Positions() {}

    /** Whether the players of {@code side} stand where they must (always, after the kick was decided). */
    static boolean correct(ShootOut s, World world, Side side) {
        PlayMode mode = world.playMode();
        if (mode == PlayMode.PENALTY_MISS || mode == PlayMode.PENALTY_SCORE) return true;
        boolean setup = mode == PlayMode.PENALTY_SETUP;
        Ball ball = world.ball();
        int outside = 0;
        Player outsider = null, goalie = null;
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (!p.enabled() || p.side() != side) continue;
            if (p.goalie()) {
                goalie = p;
                continue;
            }
            if (!inCentreCircle(p)) {
                outside++;
                outsider = p;
            }
        }
        if (goalie == null) return false;

        boolean ok = true;
        if (side == s.taker()) {
            if (outside == 0) {
                // nobody left the circle: the goalie itself may be the kicker
                if (setup && distance(goalie, ball) <= KICKER_DISTANCE) outsider = goalie;
            } else if (Math.abs(goalie.x()) < HALF_LENGTH - GOALIE_OFF_FIELD
                    || Math.abs(goalie.y()) < PENALTY_AREA_WIDTH / 2 - GOALIE_OFF_FIELD) {
                ok = false;
            } else if (outside > 1) {
                ok = false;
            } else if (setup && distance(outsider, ball) > KICKER_DISTANCE) {
                ok = false;
            }
        } else {
            if (mode != PlayMode.PENALTY_TAKEN
                    && (Math.abs(goalie.x()) < HALF_LENGTH - s.params().maxGoalieDistX()
                        || Math.abs(goalie.y()) > s.params().goalWidth() * 0.5)) {
                ok = false;
            }
            if (outside != 0) ok = false;
        }
        // the kicker of the set-up must be one who has not kicked in this round
        if (ok && outsider != null && setup && world.playModeSide() == side
                && s.kickers(side).contains(outsider.unum())) {
            ok = false;
        }
        return ok;
    }

    /** Puts the players of {@code side} where they must stand. */
    static void place(ShootOut s, World world, Side side) {
        if (side == s.taker()) placeKickingTeam(s, world);
        else placeDefendingTeam(s, world);
    }

    private static void placeKickingTeam(ShootOut s, World world) {
        boolean taken = world.playMode() == PlayMode.PENALTY_TAKEN;
        Player kicker = s.lastTaker() != null ? s.lastTaker() : candidateKicker(s, world);
        Ball ball = world.ball();
        double waitX = -s.penSide().sign() * (HALF_LENGTH + GOALIE_WAIT_BEHIND);
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (!p.enabled() || p.side() != s.taker()) continue;
            if (p == kicker) {
                if (!taken && distance(p, ball) > KICKER_DISTANCE) toCircleEdge(p, ball.x(), ball.y(), KICKER_DISTANCE);
            } else if (p.goalie()) {
                double waitY = p.y() > 0 ? GOALIE_WAIT_Y : -GOALIE_WAIT_Y;
                if (distance(p, waitX, waitY) > GOALIE_WAIT_RADIUS) toCircleEdge(p, waitX, waitY, GOALIE_WAIT_RADIUS);
            } else if (!inCentreCircle(p)) {
                toCircleEdge(p, 0, 0, centreRadius(p));
            }
        }
    }

    private static void placeDefendingTeam(ShootOut s, World world) {
        boolean taken = world.playMode() == PlayMode.PENALTY_TAKEN;
        double line = -s.penSide().sign() * (HALF_LENGTH - s.params().maxGoalieDistX());
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (!p.enabled() || p.side() == s.taker()) continue;
            if (p.goalie()) {
                // the goalie is sent back only before the kick, and only if it came out too far
                if (taken) continue;
                if (s.penSide() == Side.LEFT ? p.x() - line > 0 : p.x() - line < 0) {
                    p.position(line - s.penSide().sign() * GOALIE_BACK, 0);
                }
            } else if (!inCentreCircle(p)) {
                toCircleEdge(p, 0, 0, centreRadius(p));
            }
        }
    }

    /**
     * The player of the kicking team the referee sends to the ball: the field player nearest to
     * it who has not kicked in this round, else the goalie if it has not.
     */
    static Player candidateKicker(ShootOut s, World world) {
        Kickers done = s.kickers(s.taker());
        Ball ball = world.ball();
        Player best = null, goalie = null;
        double bestDist2 = Double.MAX_VALUE;
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (!p.enabled() || p.side() != s.taker() || done.contains(p.unum())) continue;
            if (p.goalie()) {
                goalie = p;
                continue;
            }
            double dx = p.x() - ball.x(), dy = p.y() - ball.y();
            double d2 = dx * dx + dy * dy;
            if (d2 < bestDist2) {
                bestDist2 = d2;
                best = p;
            }
        }
        return best != null ? best : goalie;
    }

    /** The circle players wait in: the centre circle less the player's radius. */
    private static double centreRadius(Player p) { return SetPlays.CLEAR_DISTANCE - p.size(); }

    private static boolean inCentreCircle(Player p) {
        return Math.sqrt(p.x() * p.x() + p.y() * p.y()) <= centreRadius(p);
    }

    /** Moves the player onto the circle around (cx, cy), along the line from the centre. */
    private static void toCircleEdge(Player p, double cx, double cy, double radius) {
        double dx = p.x() - cx, dy = p.y() - cy;
        if (dx == 0 && dy == 0) {
            dx = EPS;
            dy = EPS;
        }
        double scale = radius / Math.max(Math.sqrt(dx * dx + dy * dy), EPS);
        p.position(cx + dx * scale, cy + dy * scale);
    }

    private static double distance(Player p, Ball b) { return distance(p, b.x(), b.y()); }

    private static double distance(Player p, double x, double y) {
        double dx = p.x() - x, dy = p.y() - y;
        return Math.sqrt(dx * dx + dy * dy);
    }
}
