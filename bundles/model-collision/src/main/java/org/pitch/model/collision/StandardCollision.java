package org.pitch.model.collision;

import org.pitch.api.geom.Angles;
import org.pitch.api.random.Draws;
import java.util.List;
import java.util.random.RandomGenerator;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.geom.Libm;
import org.pitch.api.model.CollisionModel;
import org.pitch.api.model.PlayEvents;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.ServerParam;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.world.Ball;
import org.pitch.api.world.MovingObject;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.World;

/**
 * Collisions as rcssserver 19 resolves them after every movement step (manual §4.4.3, rcssserver's
 * {@code MPObject::_inc} and {@code Stadium::collisions}).
 *
 * <p><b>Goal posts.</b> Discs of radius {@value FieldGeometry#GOAL_POST_RADIUS} m centred at
 * {@code (±(52.5 − 0.06), ±(goal_width/2 + 0.06))}. Each object is checked against the post nearest
 * to it (by the signs of x and y) along the path it moved this step: an object that started inside
 * a post's reach ({@code size + 0.06}) is pushed out radially and the radial part of its velocity
 * is reversed; a path that enters the reach is cut at the contact point, the rest of the path is
 * mirrored at the tangent there (elastic bounce, speed kept), and the velocity turns to the new
 * heading. The contact point is moved 1e-10 m away from the post so that the next test cannot hit
 * the same point again (rcssserver 12.1.1's endless-loop fix). The path is reconstructed from the
 * state the movement model leaves: it moved the object by {@code u} and left {@code v = decay × u}.
 *
 * <p><b>Players and ball.</b> Up to 10 rounds: every pair of discs that overlap (strictly) gets a
 * new position for each of its two objects, each object moves to the mean of the positions it got
 * in the round, and the rounds repeat while something overlapped. In {@code play_on}, and always
 * between players, both objects are set {@code (size_a + size_b)/2 + 1e-10} from their midpoint on
 * the line through their centres (each moves by the same amount whatever its size; when the centres
 * coincide the line's direction is random). Outside {@code play_on} the ball stays and the player is
 * pushed {@code size_ball + size_player + 1e-10} away from it. A goalie holding the ball does not
 * collide with it. Every object that collided has its velocity multiplied by −0.1, once. Players get
 * their {@code COLLIDED_*} bits, and each ball contact is reported as a touch.
 *
 * <p>Finally a ball held by a goalie is put in front of him, touching his body. Nothing moves in
 * {@code before_kick_off} and {@code time_over}, where rcssserver moves no object.
 *
 * <p>Randomness (coincident centres only) comes from the {@link RandomPurpose#MOVEMENT_NOISE}
 * stream, the api having no collision stream. One instance serves one simulation thread at a time.
 */
@Component(scope = ServiceScope.PROTOTYPE, property = "pitch.model.name=standard")
public final class StandardCollision implements CollisionModel {

    static final double EPS = 1.0e-10;
    static final int MAX_ROUNDS = 10;
    /** More bounces than a path of at most a few metres can make between posts 7 m apart. */
    static final int MAX_POST_BOUNCES = 16;
    static final double POST_X = FieldGeometry.HALF_LENGTH - FieldGeometry.GOAL_POST_RADIUS;

    // scratch for the object rounds, index = player index, last = ball
    private double[] sumX = new double[0], sumY = new double[0];
    private int[] count = new int[0];
    private boolean[] collided = new boolean[0];

    @Override
    public synchronized void resolve(SimulationContext context) {
        World world = context.world();
        if (nothingMoves(world)) return;
        RandomGenerator rnd = context.random(RandomPurpose.MOVEMENT_NOISE);
        double postY = context.parameters().real(ServerParam.GOAL_WIDTH) * 0.5 + FieldGeometry.GOAL_POST_RADIUS;
        Ball ball = world.ball();
        List<Player> players = world.players();

        posts(ball, postY, rnd);
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (posts(p, postY, rnd)) p.collided(Player.COLLIDED_POST);
        }

        separate(world, ball, players, context.events(), rnd);
    }

    /**
     * rcssserver's {@code collisions()} after a placement: overlaps only, the posts left to the
     * step; in every play mode, before a kick-off too (two players moved onto one another there
     * stand apart at once), as rcssserver's has no play-mode check.
     */
    @Override
    public synchronized void resolveOverlaps(SimulationContext context) {
        World world = context.world();
        separate(world, world.ball(), world.players(), context.events(), context.random(RandomPurpose.MOVEMENT_NOISE));
    }

    /** {@code before_kick_off} and {@code time_over}, where rcssserver's step moves no object. */
    private static boolean nothingMoves(World world) {
        PlayMode mode = world.playMode();
        return mode == PlayMode.BEFORE_KICK_OFF || mode == PlayMode.TIME_OVER;
    }

    // ------------------------------------------------------------------ goal posts

    /**
     * Replays this step's path of one object against the goal posts; writes the object back only
     * if it touched a post.
     *
     * @return whether it touched one
     */
    static boolean posts(MovingObject o, double postY, RandomGenerator rnd) {
        double decay = o.decay();
        double ux = 0, uy = 0;
        if (decay > 0) { ux = o.vx() / decay; uy = o.vy() / decay; }
        double x = o.x() - ux, y = o.y() - uy;        // where the object started
        double reach = FieldGeometry.GOAL_POST_RADIUS + o.size();
        boolean hit = false;

        // started within a post's reach: push out radially, reverse the radial velocity
        double cx = postX(x), cy = postY(y, postY);
        for (int guard = 0; Libm.length(x - cx, y - cy) < reach && guard < MAX_POST_BOUNCES; guard++) {
            double dx = x - cx, dy = y - cy;
            if (dx == 0.0 && dy == 0.0) {
                double a = Draws.uniform(rnd, -Math.PI, Math.PI);
                dx = reach * Libm.cos(a);
                dy = reach * Libm.sin(a);
            } else {
                double k = reach / Libm.length(dx, dy);
                dx *= k;
                dy *= k;
            }
            x = cx + dx;
            y = cy + dy;
            for (int g = 0; Libm.length(x - cx, y - cy) < reach && g < 100; g++) {
                dx *= 1.01;
                dy *= 1.01;
                x = cx + dx;
                y = cy + dy;
            }
            if (ux != 0.0 || uy != 0.0) {
                double nx = -dx / Libm.length(dx, dy), ny = -dy / Libm.length(dx, dy);
                double dot = ux * nx + uy * ny;
                ux -= 2 * dot * nx;
                uy -= 2 * dot * ny;
            }
            cx = postX(x);
            cy = postY(y, postY);
            hit = true;
        }

        // the path: bounce at each post it reaches
        double ex = x + ux, ey = y + uy;
        double speed = Libm.length(ux, uy);
        for (int bounce = 0; bounce < MAX_POST_BOUNCES && (x != ex || y != ey); bounce++) {
            cx = postX(x);
            cy = postY(y, postY);
            double t = intersect(x, y, ex, ey, cx, cy, reach);
            if (Double.isNaN(t)) {
                double sx = postX(ex), sy = postY(ey, postY);
                if (sx == cx && sy == cy) break;
                t = intersect(x, y, ex, ey, sx, sy, reach);
                if (Double.isNaN(t)) break;
                cx = sx;
                cy = sy;
            }
            x += t * (ex - x);
            y += t * (ey - y);
            double remX = ex - x, remY = ey - y;
            double d = Libm.length(cx - x, cy - y);
            double nx = (cx - x) / d, ny = (cy - y) / d; // towards the post's centre
            x -= EPS * nx;
            y -= EPS * ny;
            double dot = remX * nx + remY * ny;
            remX -= 2 * dot * nx;
            remY -= 2 * dot * ny;
            ex = x + remX;
            ey = y + remY;
            double heading = Angles.direction(remX, remY);
            ux = speed * Libm.cos(Math.toRadians(heading));
            uy = speed * Libm.sin(Math.toRadians(heading));
            hit = true;
        }

        if (hit) {
            o.position(ex, ey);
            o.velocity(ux * decay, uy * decay);
        }
        return hit;
    }

    /** x of the post nearest to a point: the right goal's for x &gt; 0. */
    static double postX(double x) { return x > 0 ? POST_X : -POST_X; }

    /** y of the post nearest to a point: the lower post for y &gt; 0. */
    static double postY(double y, double postY) { return y > 0 ? postY : -postY; }

    /**
     * Where the segment from (bx, by) to (ex, ey) first enters the circle, as a fraction of the
     * segment in [0, 1]; NaN if it does not: it misses, only grazes it, or starts on it and leaves.
     */
    static double intersect(double bx, double by, double ex, double ey, double cx, double cy, double r) {
        if (bx == ex && by == ey) return Double.NaN;
        double dx = ex - bx, dy = ey - by;
        double ox = bx - cx, oy = by - cy;
        if (Libm.length(dx, dy) < Libm.length(ox, oy) - r) return Double.NaN; // cannot get that far
        double a = dx * dx + dy * dy;
        double half = ox * dx + oy * dy;
        double disc = half * half - a * (ox * ox + oy * oy - r * r);
        if (disc <= 0) return Double.NaN;                                   // misses or touches
        double s = Math.sqrt(disc);
        double t1 = (-half - s) / a, t2 = (-half + s) / a;
        boolean in1 = t1 >= 0 && t1 <= 1, in2 = t2 >= 0 && t2 <= 1;
        if (!in1 && !in2) return Double.NaN;
        double t = in1 ? t1 : t2;
        boolean otherIn = in1 && in2;
        if (t == 0 && !otherIn) return Double.NaN;                          // on the circle, leaving
        return t;
    }

    // ------------------------------------------------------------------ players and ball

    private void separate(World world, Ball ball, List<Player> players, PlayEvents events, RandomGenerator rnd) {
        int n = players.size();
        int b = n; // the ball's slot
        ensure(n + 1);
        java.util.Arrays.fill(collided, 0, n + 1, false);
        double ballSize = ball.size();
        boolean again;
        int rounds = MAX_ROUNDS;
        do {
            again = false;
            java.util.Arrays.fill(sumX, 0, n + 1, 0.0);
            java.util.Arrays.fill(sumY, 0, n + 1, 0.0);
            java.util.Arrays.fill(count, 0, n + 1, 0);

            for (int i = 0; i < n; i++) {
                Player p = players.get(i);
                if (p.holdingBall()) continue;
                double reach = ballSize + p.size();
                if (dist2(ball, p) < reach * reach) {
                    again = true;
                    p.collided(Player.COLLIDED_BALL);
                    events.touched(p);
                    // the touch may have made a call (a free kick fault, a goal kick retaken) that put
                    // the ball elsewhere: as in rcssserver, the pass goes on with the new mode and spot
                    if (world.playMode() == PlayMode.PLAY_ON) {
                        pair(ball, b, p, i, rnd);
                    } else {
                        pushFromBall(ball, b, p, i, rnd);
                    }
                }
            }
            for (int i = 0; i < n - 1; i++) {
                Player pi = players.get(i);
                for (int j = i + 1; j < n; j++) {
                    Player pj = players.get(j);
                    double reach = pi.size() + pj.size();
                    if (dist2(pi, pj) < reach * reach) {
                        again = true;
                        pi.collided(Player.COLLIDED_PLAYER);
                        pj.collided(Player.COLLIDED_PLAYER);
                        pair(pi, i, pj, j, rnd);
                    }
                }
            }

            moveToMean(ball, b);
            for (int i = 0; i < n; i++) moveToMean(players.get(i), i);
        } while (again && --rounds > 0);

        if (collided[b]) ball.velocity(ball.vx() * -0.1, ball.vy() * -0.1);
        for (int i = 0; i < n; i++) {
            if (collided[i]) {
                Player p = players.get(i);
                p.velocity(p.vx() * -0.1, p.vy() * -0.1);
            }
        }
    }

    /** Both objects to (size_a + size_b)/2 + EPS from their midpoint, on the line through them. */
    private void pair(MovingObject a, int ia, MovingObject o, int io, RandomGenerator rnd) {
        double mx = (a.x() + o.x()) / 2, my = (a.y() + o.y()) / 2;
        double ax = a.x() - mx, ay = a.y() - my;
        double bx = o.x() - mx, by = o.y() - my;
        double half = (a.size() + o.size()) / 2 + EPS;
        if ((a.x() == o.x() && a.y() == o.y()) || (Libm.length(ax, ay) < EPS && Libm.length(bx, by) < EPS)) {
            double angle = Draws.uniform(rnd, -Math.PI, Math.PI);
            ax = half * Libm.cos(angle);
            ay = half * Libm.sin(angle);
            bx = -ax;
            by = -ay;
        } else {
            double ka = half / Math.max(Libm.length(ax, ay), EPS), kb = half / Math.max(Libm.length(bx, by), EPS);
            ax *= ka; ay *= ka;
            bx *= kb; by *= kb;
        }
        // rounding can leave them a hair too close: widen by 0.01 % at a time, each offset scaled
        // to its length times 1.0001 as rcssserver's normalize does (the last bits decide whether
        // the two still touch in the next cycle: the tester's seed 23)
        double reach2 = (a.size() + o.size()) * (a.size() + o.size());
        for (int g = 0; g < 10 && dist2(mx + ax, my + ay, mx + bx, my + by) < reach2; g++) {
            double ra = Libm.length(ax, ay), ka = ra * 1.0001 / Math.max(ra, EPS);
            double rb = Libm.length(bx, by), kb = rb * 1.0001 / Math.max(rb, EPS);
            ax *= ka; ay *= ka;
            bx *= kb; by *= kb;
        }
        collide(ia, mx + ax, my + ay);
        collide(io, mx + bx, my + by);
    }

    /** Outside play_on: the ball stays, the player goes just out of touch along ball → player. */
    private void pushFromBall(Ball ball, int ib, Player p, int ip, RandomGenerator rnd) {
        double r = ball.size() + p.size() + EPS;
        double dx = p.x() - ball.x(), dy = p.y() - ball.y();
        if (dx == 0.0 && dy == 0.0) {
            double angle = Draws.uniform(rnd, -Math.PI, Math.PI);
            dx = r * Libm.cos(angle);
            dy = r * Libm.sin(angle);
        } else {
            double k = r / Math.max(Libm.length(dx, dy), EPS);
            dx *= k;
            dy *= k;
        }
        collide(ib, ball.x(), ball.y());
        collide(ip, ball.x() + dx, ball.y() + dy);
    }

    private void collide(int slot, double x, double y) {
        sumX[slot] += x;
        sumY[slot] += y;
        count[slot]++;
        collided[slot] = true;
    }

    private void moveToMean(MovingObject o, int slot) {
        if (count[slot] > 0) o.position(sumX[slot] / count[slot], sumY[slot] / count[slot]);
    }

    private void ensure(int size) {
        if (count.length < size) {
            sumX = new double[size];
            sumY = new double[size];
            count = new int[size];
            collided = new boolean[size];
        }
    }

    private static double dist2(MovingObject a, MovingObject b) {
        return dist2(a.x(), a.y(), b.x(), b.y());
    }

    private static double dist2(double ax, double ay, double bx, double by) {
        double dx = ax - bx, dy = ay - by;
        return dx * dx + dy * dy;
    }
}
