package org.pitch.rules.kit;

import static org.pitch.api.geom.FieldGeometry.GOAL_AREA_LENGTH;
import static org.pitch.api.geom.FieldGeometry.GOAL_AREA_WIDTH;
import static org.pitch.api.geom.FieldGeometry.GOAL_POST_RADIUS;
import static org.pitch.api.geom.FieldGeometry.HALF_LENGTH;
import static org.pitch.api.geom.FieldGeometry.HALF_WIDTH;
import static org.pitch.api.geom.FieldGeometry.PENALTY_AREA_LENGTH;
import static org.pitch.api.geom.FieldGeometry.PENALTY_AREA_WIDTH;
import static org.pitch.api.geom.FieldGeometry.PITCH_MARGIN;
import static org.pitch.api.geom.FieldGeometry.PITCH_WIDTH;

import java.util.List;
import java.util.random.RandomGenerator;

import org.pitch.api.geom.Areas;
import org.pitch.api.geom.Libm;
import org.pitch.api.geom.Vec2;
import org.pitch.api.param.ServerParam;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * The referee's shared actions: awarding set plays with rcssserver's ball placement, and moving
 * players where a set play needs them. Every rule bundle uses these, so a free kick looks the same
 * whichever rule awarded it. Stateless; all state is in the world.
 */
public final class SetPlays {
    /** How far opponents must stay from the ball at a kick-off or free kick (rcssserver's KICK_OFF_CLEAR_DISTANCE). */
    public static final double CLEAR_DISTANCE = 9.15;
    private static final double EPS = 1.0e-10;

    private SetPlays() {}

    public static Vec2 truncateToPitch(double x, double y) {
        return new Vec2(Math.max(-HALF_LENGTH, Math.min(HALF_LENGTH, x)), Math.max(-HALF_WIDTH, Math.min(HALF_WIDTH, y)));
    }

    /**
     * Moves a point out of the penalty area of {@code side} (NEUTRAL: both) to its nearer front
     * corner, where a free kick against the defenders of that area is taken.
     */
    public static Vec2 outOfPenaltyArea(Side side, Vec2 p) {
        double x = p.x(), y = p.y();
        for (Side s : new Side[] {Side.LEFT, Side.RIGHT}) {
            if (side != Side.NEUTRAL && side != s) continue;
            double sign = s.sign(); // left penalty area lies at negative x
            if (-sign * x >= HALF_LENGTH - PENALTY_AREA_LENGTH && Math.abs(y) <= PENALTY_AREA_WIDTH / 2) {
                x = -sign * (HALF_LENGTH - PENALTY_AREA_LENGTH - EPS);
                y = y > 0 ? PENALTY_AREA_WIDTH / 2 + EPS : -PENALTY_AREA_WIDTH / 2 - EPS;
            }
        }
        return new Vec2(x, y);
    }

    /** Moves a point out of the goal area of {@code side} (NEUTRAL: both) along x. */
    public static Vec2 outOfGoalArea(Side side, Vec2 p) {
        double x = p.x();
        for (Side s : new Side[] {Side.LEFT, Side.RIGHT}) {
            if (side != Side.NEUTRAL && side != s) continue;
            double sign = s.sign();
            if (-sign * x >= HALF_LENGTH - GOAL_AREA_LENGTH && Math.abs(p.y()) <= GOAL_AREA_WIDTH / 2) {
                x = -sign * (HALF_LENGTH - GOAL_AREA_LENGTH - EPS);
            }
        }
        return new Vec2(x, p.y());
    }

    /** Moves a point into the penalty area of {@code side} (NEUTRAL: both), a ball size inside its edge. */
    public static Vec2 intoPenaltyArea(Side side, Vec2 p, double ballSize) {
        double x = p.x(), y = p.y();
        for (Side s : new Side[] {Side.LEFT, Side.RIGHT}) {
            if (side != Side.NEUTRAL && side != s) continue;
            double sign = s.sign();
            double front = HALF_LENGTH - PENALTY_AREA_LENGTH - ballSize; // distance of the area's front from the centre line
            if (-sign * x < front) x = -sign * front;
            if (Math.abs(y) > PENALTY_AREA_WIDTH / 2 + ballSize) y = Math.copySign(PENALTY_AREA_WIDTH / 2 + ballSize, y);
        }
        return new Vec2(x, y);
    }

    /**
     * Whether the point is in the penalty area of {@code side} (NEUTRAL: either). The ball counts
     * as inside while any part of it is (FIFA), hence the ball-size margin.
     */
    public static boolean inPenaltyArea(Side side, double x, double y, double ballSize) {
        for (Side s : new Side[] {Side.LEFT, Side.RIGHT}) {
            if (side != Side.NEUTRAL && side != s) continue;
            double cx = -s.sign() * (HALF_LENGTH - PENALTY_AREA_LENGTH / 2);
            if (Math.abs(x - cx) <= (PENALTY_AREA_LENGTH + 2 * ballSize) / 2
                    && Math.abs(y) <= (PENALTY_AREA_WIDTH + 2 * ballSize) / 2) return true;
        }
        return false;
    }

    /**
     * Puts the ball at rest and changes the play mode, except that a penalty shoot-out is never
     * turned into play_on or a drop ball.
     */
    public static void placeBall(RefereeContext ctx, PlayMode mode, Side side, double x, double y) {
        ctx.placeBall(x, y);
        if (ctx.world().playMode().isPenaltyShootOut() && (mode == PlayMode.PLAY_ON || mode == PlayMode.DROP_BALL)) return;
        ctx.changePlayMode(mode, side);
    }

    /** The goalie holding the ball lets go (any set play after a catch). */
    public static void releaseBall(RefereeContext ctx) {
        ctx.world().releaseBall();
    }

    /** A free kick for {@code side}; never inside the penalty area of the other side. */
    public static void awardFreeKick(RefereeContext ctx, Side side, double x, double y) {
        Vec2 p = outOfPenaltyArea(side.opponent(), truncateToPitch(x, y));
        placeBall(ctx, PlayMode.FREE_KICK, side, p.x(), p.y());
    }

    /** A goal kick for {@code side}: at the corner of its goal area on the ball's half of the width. */
    public static void awardGoalKick(RefereeContext ctx, Side side, double ballY) {
        releaseBall(ctx);
        double y = ballY > 0 ? GOAL_AREA_WIDTH / 2 : -GOAL_AREA_WIDTH / 2;
        double x = -side.sign() * (HALF_LENGTH - GOAL_AREA_LENGTH);
        placeBall(ctx, PlayMode.GOAL_KICK, side, x, y);
    }

    /** A drop ball at the point (outside both penalty areas); play goes on at once. */
    public static void awardDropBall(RefereeContext ctx, double x, double y) {
        releaseBall(ctx);
        Vec2 p = outOfPenaltyArea(Side.NEUTRAL, truncateToPitch(x, y));
        placeBall(ctx, PlayMode.DROP_BALL, Side.NEUTRAL, p.x(), p.y());
        placePlayersInField(ctx);
        if (!ctx.world().playMode().isPenaltyShootOut()) ctx.changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
    }

    public static void awardKickIn(RefereeContext ctx, Side side, double x, double y) {
        releaseBall(ctx);
        Vec2 p = truncateToPitch(x, y);
        placeBall(ctx, PlayMode.KICK_IN, side, p.x(), p.y());
    }

    /** A corner kick for {@code side}, at the opponent's corner on the ball's half, {@code ckick_margin} in. */
    public static void awardCornerKick(RefereeContext ctx, Side side, double ballY) {
        releaseBall(ctx);
        double margin = ctx.parameters().real(ServerParam.CKICK_MARGIN);
        double y = ballY > 0 ? HALF_WIDTH - margin : -HALF_WIDTH + margin;
        double x = side.sign() * (HALF_LENGTH - margin);
        placeBall(ctx, PlayMode.CORNER_KICK, side, x, y);
    }

    /**
     * rcssserver's {@code placePlayersInField}: a player beyond the field and its margin goes to
     * the nearest edge of that area, keeping its velocity (rcssserver moves, it does not place).
     */
    public static void placePlayersInField(RefereeContext ctx) {
        double maxX = HALF_LENGTH + PITCH_MARGIN, maxY = HALF_WIDTH + PITCH_MARGIN;
        List<Player> players = ctx.world().players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (!p.enabled() || Areas.inRect(p.x(), p.y(), -maxX, maxX, -maxY, maxY)) continue;
            Vec2 edge = Areas.nearestEdge(p.x(), p.y(), -maxX, maxX, -maxY, maxY);
            p.position(edge.x(), edge.y());
        }
    }

    /**
     * rcssserver's {@code placePlayersInTheirField}: every player into its own half, and the side
     * not kicking off out of the centre circle (9.15 m plus its size) to the circle's nearest
     * edge. Into its own half means just behind the centre line (x = ∓ size, y kept) at a
     * kick-off with {@code forbid_kick_off_offside}, else a random point of the half. Players keep
     * their velocity: rcssserver moves them rather than placing them. Used at half time, after a
     * goal and, with {@code forbid_kick_off_offside}, every cycle before and at a kick-off.
     *
     * @param kickingOff the side that kicks off next (its players may stay in the circle)
     */
    public static void placePlayersInTheirHalf(RefereeContext ctx, Side kickingOff) {
        boolean toLine = ctx.parameters().bool(ServerParam.FORBID_KICK_OFF_OFFSIDE) && ctx.world().playMode() == PlayMode.KICK_OFF;
        List<Player> players = ctx.world().players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (!p.enabled() || p.side() == Side.NEUTRAL) continue;
            double sign = p.side().sign(); // a team's own half lies at sign·x < 0
            if (sign * p.x() > 0) {
                if (toLine) {
                    p.position(-sign * p.size(), p.y());
                } else {
                    RandomGenerator rnd = ctx.random(RandomPurpose.PLACEMENT);
                    double x = -sign * rnd.nextDouble() * HALF_LENGTH;
                    double y = (rnd.nextDouble() - 0.5) * PITCH_WIDTH;
                    p.position(x, y);
                }
            }
            if (p.side() != kickingOff) {
                double r = CLEAR_DISTANCE + p.size();
                if (Areas.inCircle(p.x(), p.y(), 0, 0, r)) {
                    Vec2 edge = Areas.circleEdge(0, 0, r, p.x(), p.y());
                    p.position(edge.x(), edge.y());
                }
            }
        }
    }

    /**
     * Pushes players of {@code side} (NEUTRAL: everybody) out of the circle around the ball a set
     * play keeps free: 9.15 m, or the goal area's length for indirect kicks near a goal (back
     * pass, illegal defence, fouls in the penalty area). Defenders may stand on their goal line at
     * indirect kicks; a player pushed off the field is put on the other side of the ball.
     */
    public static void clearPlayersFromBall(RefereeContext ctx, Side side) {
        PlayMode pm = ctx.world().playMode();
        Side pmSide = ctx.world().playModeSide();
        Ball ball = ctx.world().ball();
        double ballSize = ctx.parameters().real(ServerParam.BALL_SIZE);
        boolean foul = pm == PlayMode.FOUL_CHARGE || pm == PlayMode.FOUL_PUSH;
        double clear = (pm == PlayMode.ILLEGAL_DEFENSE || pm == PlayMode.BACK_PASS
                || (foul && inPenaltyArea(pmSide, ball.x(), ball.y(), ballSize)))
                ? GOAL_AREA_LENGTH : CLEAR_DISTANCE;
        boolean indirect = pm == PlayMode.BACK_PASS || foul || pm == PlayMode.INDIRECT_FREE_KICK;
        double maxX = HALF_LENGTH + PITCH_MARGIN, maxY = HALF_WIDTH + PITCH_MARGIN;
        double bx = ball.x(), by = ball.y();
        boolean ballAtCorner = Math.abs(bx) > maxX - clear && Math.abs(by) > maxY - clear;
        List<Player> players = ctx.world().players();
        for (int round = 0; round < 10; round++) {
            boolean moved = false;
            for (int i = 0, n = players.size(); i < n; i++) {
                Player p = players.get(i);
                if (!p.enabled() || (side != Side.NEUTRAL && p.side() != side)) continue;
                if (indirect && Math.abs(p.x()) >= HALF_LENGTH) continue; // on the goal line at an indirect kick
                double r = clear + p.size();
                // a player exactly on the circle is pushed too, as in rcssserver, 1e-5 beyond it
                if (!Areas.inCircle(p.x(), p.y(), bx, by, r)) continue;
                Vec2 out = Areas.circleEdge(bx, by, r + 1.0e-5, p.x(), p.y());
                double nx = out.x(), ny = out.y();
                if (ballAtCorner && Math.abs(nx) > HALF_LENGTH && Math.abs(ny) > HALF_WIDTH) {
                    nx = 2 * bx - nx;
                    ny = 2 * by - ny;
                }
                if (indirect && Math.abs(nx) > HALF_LENGTH) {
                    double tangent = (ny - by) / (nx - bx);
                    nx = Math.copySign(HALF_LENGTH, nx);
                    ny = by + tangent * (nx - bx);
                }
                if (Math.abs(nx) > maxX) {
                    double theta = Libm.acos((maxX - Math.abs(bx)) / r);
                    double off = Math.abs(r * Libm.sin(theta));
                    nx = Math.copySign(maxX, nx);
                    ny = by + (ny < by ? -off - 1.0e-5 : off + 1.0e-5);
                }
                if (Math.abs(ny) > maxY) {
                    double theta = Libm.acos((maxY - Math.abs(by)) / r);
                    double off = Math.abs(r * Libm.sin(theta));
                    nx = bx + (nx < bx ? -off - 1.0e-5 : off + 1.0e-5);
                    ny = Math.copySign(maxY, ny);
                }
                if (Math.abs(nx) > maxX || Math.abs(ny) > maxY) {
                    nx = 2 * bx - nx;
                    ny = 2 * by - ny;
                }
                ctx.placePlayer(p, nx, ny);
                moved = true;
            }
            if (!moved) break;
            ctx.resolveCollisions();
        }
    }

    /**
     * Whether the ball crossed the goal line of {@code side}'s goal between the posts during this
     * cycle's movement (from {@link RefereeContext#ballBefore} to its position now).
     */
    public static boolean crossedGoalLine(RefereeContext ctx, Side side) {
        Vec2 prev = ctx.ballBefore();
        Ball ball = ctx.world().ball();
        double ballSize = ctx.parameters().real(ServerParam.BALL_SIZE);
        double halfMouth = ctx.parameters().real(ServerParam.GOAL_WIDTH) / 2 + GOAL_POST_RADIUS;
        double line = HALF_LENGTH + ballSize;
        if (prev.x() == ball.x()) return false;            // no horizontal movement
        if (Math.abs(ball.x()) <= line) return false;       // not past the line now
        if (Math.abs(prev.x()) > line) return false;        // already past it before
        if (side.sign() * ball.x() >= 0) return false;      // the other half
        if (Math.abs(prev.y()) > halfMouth && Math.abs(prev.x()) > HALF_LENGTH) return false; // came from behind the post
        double slope = (ball.y() - prev.y()) / (ball.x() - prev.x());
        double yAtLine = prev.y() + slope * (-side.sign() * line - prev.x());
        return Math.abs(yAtLine) <= halfMouth;
    }

    /** Enabled players outside the field and its margin go to the nearest point of its edge. */
    public static void bringPlayersIn(RefereeContext ctx) {
        double maxX = HALF_LENGTH + PITCH_MARGIN;
        double maxY = HALF_WIDTH + PITCH_MARGIN;
        for (Player p : ctx.world().players()) {
            double x = p.x(), y = p.y();
            if (!p.enabled() || (Math.abs(x) <= maxX && Math.abs(y) <= maxY)) continue;
            // the nearer of the vertical and horizontal edges, as rcssserver's RArea::nearestEdge
            if (Math.min(Math.abs(x + maxX), Math.abs(x - maxX)) < Math.min(Math.abs(y + maxY), Math.abs(y - maxY))) {
                ctx.placePlayer(p, Math.abs(x + maxX) < Math.abs(x - maxX) ? -maxX : maxX, Math.min(Math.max(y, -maxY), maxY));
            } else {
                ctx.placePlayer(p, Math.min(Math.max(x, -maxX), maxX), Math.abs(y + maxY) < Math.abs(y - maxY) ? -maxY : maxY);
            }
        }
    }
}
