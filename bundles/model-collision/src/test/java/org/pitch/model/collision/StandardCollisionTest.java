package org.pitch.model.collision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.MovingObject;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.ModelFixture;

/** Collisions (manual §4.4.3, rcssserver 19 Stadium::collisions and MPObject::_inc) with hand-computed values. */
class StandardCollisionTest {
    private static final double EPS = 1e-9;
    private final StandardCollision collision = new StandardCollision();

    /** Post centres with rcssserver 19 defaults: x = ±(52.5 − 0.06), y = ±(14.02/2 + 0.06). */
    private static final double PX = 52.44, PY = 7.07;
    private static final double BALL_REACH = 0.06 + 0.085, PLAYER_REACH = 0.06 + 0.3;

    /** The state the movement model leaves after moving o from (x0, y0) by u: position x0 + u, velocity decay × u. */
    private static void moved(MovingObject o, double x0, double y0, double ux, double uy) {
        o.position(x0 + ux, y0 + uy);
        o.velocity(ux * o.decay(), uy * o.decay());
    }

    // ---------------------------------------------------------------- goal posts

    @Test
    void aBallHittingAPostHeadOnBouncesBackElastically() {
        ModelFixture f = new ModelFixture("");
        moved(f.ball, 51, PY, 2, 0);
        collision.resolve(f);
        // contact at 52.44 − 0.145 = 52.295 after 1.295 m; the remaining 0.705 m go back
        assertEquals(52.295 - 0.705, f.ball.x(), EPS);
        assertEquals(PY, f.ball.y(), EPS);
        assertEquals(-2 * 0.94, f.ball.vx(), EPS, "speed kept, heading reversed, then the normal decay");
        assertEquals(0, f.ball.vy(), EPS);
        assertTrue(f.events.isEmpty());
    }

    /**
     * After a placement between steps (a trainer's move) only overlaps are resolved, as by
     * rcssserver's collisions(): a ball that bounced off a post in the step is not bounced again
     * along a path it did not take (the differential tester's seed 5390, a goal kick called there).
     */
    @Test
    void aPlacementBetweenStepsLeavesAPostBounceAlone() {
        ModelFixture f = new ModelFixture("");
        moved(f.ball, 51, PY, 2, 0);
        collision.resolve(f);
        double x = f.ball.x(), y = f.ball.y(), vx = f.ball.vx(), vy = f.ball.vy();
        collision.resolveOverlaps(f);
        assertEquals(x, f.ball.x(), 0.0);
        assertEquals(y, f.ball.y(), 0.0);
        assertEquals(vx, f.ball.vx(), 0.0);
        assertEquals(vy, f.ball.vy(), 0.0);
        collision.resolve(f);
        assertTrue(f.ball.x() != x || f.ball.vx() != vx, "a second step's resolve replays a path: what the placement must not");
    }

    @Test
    void aGlancingBallIsMirroredAtTheTangent() {
        ModelFixture f = new ModelFixture("");
        double offset = 0.1; // path passes 0.1 m beside the post's centre, within its reach of 0.145 m
        moved(f.ball, 51, PY + offset, 2, 0);
        collision.resolve(f);
        double cx = PX - Math.sqrt(BALL_REACH * BALL_REACH - offset * offset), cy = PY + offset; // contact
        double nx = (PX - cx) / BALL_REACH, ny = (PY - cy) / BALL_REACH;                       // towards the centre
        double remX = 51 + 2 - cx, remY = 0;
        double dot = remX * nx + remY * ny;
        double rx = remX - 2 * dot * nx, ry = remY - 2 * dot * ny;
        assertEquals(cx + rx, f.ball.x(), EPS);
        assertEquals(cy + ry, f.ball.y(), EPS);
        assertEquals(2 * 0.94, f.ball.speed(), EPS, "elastic: speed kept");
        assertEquals(Math.atan2(ry, rx), Math.atan2(f.ball.vy(), f.ball.vx()), EPS, "heading of the mirrored path");
        assertTrue(f.ball.vy() > 0, "deflected away from the post's centre");
    }

    @Test
    void aPlayerRunningIntoAPostBouncesAndIsFlagged() {
        ModelFixture f = new ModelFixture("");
        Player p = f.player(Side.RIGHT, 2, 0, 0, 0);
        moved(p, PX - 1, -PY, 0.8, 0);
        collision.resolve(f);
        // contact at 52.44 − 0.36 = 52.08 after 0.64 m; 0.16 m back
        assertEquals(52.08 - 0.16, p.x(), EPS);
        assertEquals(-PY, p.y(), EPS);
        assertEquals(-0.8 * 0.4, p.vx(), EPS);
        assertEquals(Player.COLLIDED_POST, p.collisions());
    }

    @Test
    void pathsThatMissThePostsAreLeftExactlyAlone() {
        ModelFixture f = new ModelFixture("");
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        moved(f.ball, 51, PY + BALL_REACH + 0.01, 2, 0);      // just beside the post
        moved(p, -51, 0, -0.9, 0.1);                           // into the left goal between the posts
        double bx = f.ball.x(), by = f.ball.y(), bvx = f.ball.vx(), bvy = f.ball.vy();
        double px = p.x(), py = p.y(), pvx = p.vx(), pvy = p.vy();
        collision.resolve(f);
        assertEquals(bx, f.ball.x());
        assertEquals(by, f.ball.y());
        assertEquals(bvx, f.ball.vx());
        assertEquals(bvy, f.ball.vy());
        assertEquals(px, p.x());
        assertEquals(py, p.y());
        assertEquals(pvx, p.vx());
        assertEquals(pvy, p.vy());
        assertEquals(0, p.collisions());
    }

    @Test
    void anObjectThatStartsInsideAPostsReachIsPushedOutAndReflected() {
        ModelFixture f = new ModelFixture("");
        // resting ball placed 0.1 m from the post's centre: pushed out radially to the reach
        moved(f.ball, -PX + 0.1, -PY, 0, 0);
        collision.resolve(f);
        assertEquals(BALL_REACH, Math.hypot(f.ball.x() + PX, f.ball.y() + PY), 0.002);
        assertEquals(-PY, f.ball.y(), EPS);
        assertEquals(0, f.ball.speed());

        // moving towards the centre: pushed out, the radial velocity reversed
        ModelFixture g = new ModelFixture("");
        moved(g.ball, PX - 0.1, PY, 0.5, 0); // started inside, moving in +x (towards and past the centre)
        collision.resolve(g);
        assertEquals(PX - BALL_REACH - 0.5, g.ball.x(), 0.002);
        assertEquals(-0.5 * 0.94, g.ball.vx(), EPS);
        assertEquals(0, g.ball.vy(), EPS);
    }

    @Test
    void postBouncesTerminateKeepSpeedAndEndOutsideEveryPost() {
        SplittableRandom rnd = new SplittableRandom(7);
        ModelFixture f = new ModelFixture("");
        int bounced = 0;
        for (int i = 0; i < 20_000; i++) {
            double sx = rnd.nextBoolean() ? 1 : -1, sy = rnd.nextBoolean() ? 1 : -1;
            // start within 3 m of a post but outside its reach, speeds up to ball_speed_max
            double x0, y0;
            do {
                x0 = sx * PX + rnd.nextDouble(-3, 3);
                y0 = sy * PY + rnd.nextDouble(-3, 3);
            } while (Math.hypot(x0 - sx * PX, y0 - sy * PY) < BALL_REACH);
            // aim near the post, with grazing paths among them
            double aim = Math.atan2(sy * PY - y0, sx * PX - x0) + rnd.nextDouble(-0.2, 0.2);
            double speed = rnd.nextDouble(0.5, 3.0);
            moved(f.ball, x0, y0, speed * Math.cos(aim), speed * Math.sin(aim));
            double heading = Math.atan2(f.ball.vy(), f.ball.vx());
            collision.resolve(f);
            if (Math.abs(heading - Math.atan2(f.ball.vy(), f.ball.vx())) > 1e-12) bounced++;
            assertEquals(speed * 0.94, f.ball.speed(), 1e-9);
            double ex = f.ball.x(), ey = f.ball.y();
            double nearest = Math.hypot(ex - (ex > 0 ? PX : -PX), ey - (ey > 0 ? PY : -PY));
            assertTrue(nearest >= BALL_REACH - 1e-9, "ends inside a post: " + nearest);
        }
        assertTrue(bounced > 2_000, "bounces: " + bounced);
    }

    @Test
    void intersectionFollowsRcssserversRules() {
        // misses, grazes (tangent is no collision), hits, starts on the circle and leaves
        assertTrue(Double.isNaN(StandardCollision.intersect(-2, 2, 2, 2, 0, 0, 1)));
        assertTrue(Double.isNaN(StandardCollision.intersect(-2, 1, 2, 1, 0, 0, 1)));
        assertEquals(0.25, StandardCollision.intersect(-2, 0, 2, 0, 0, 0, 1), 1e-15);
        assertTrue(Double.isNaN(StandardCollision.intersect(1, 0, 3, 0, 0, 0, 1)));
        assertTrue(Double.isNaN(StandardCollision.intersect(-5, 0, -3, 0, 0, 0, 1)), "too far to reach");
        assertTrue(Double.isNaN(StandardCollision.intersect(1, 1, 1, 1, 0, 0, 1)), "no path");
    }

    // ---------------------------------------------------------------- players and ball

    @Test
    void overlappingPlayersAreSeparatedAboutTheirMidpointAndRecoilAtATenth() {
        ModelFixture f = new ModelFixture("");
        Player a = f.player(Side.LEFT, 1, 0, 0, 0);
        Player b = f.player(Side.RIGHT, 1, 0.4, 0, 180);
        a.velocity(0.5, 0.1);
        b.velocity(-0.5, 0);
        collision.resolve(f);
        assertEquals(0.2 - 0.3, a.x(), EPS);
        assertEquals(0.2 + 0.3, b.x(), EPS);
        assertEquals(0, a.y(), EPS);
        assertEquals(-0.05, a.vx(), EPS);
        assertEquals(-0.01, a.vy(), EPS);
        assertEquals(0.05, b.vx(), EPS);
        assertEquals(Player.COLLIDED_PLAYER, a.collisions());
        assertEquals(Player.COLLIDED_PLAYER, b.collisions());
        assertTrue(f.events.isEmpty());
    }

    @Test
    void touchingIsNotOverlapping() {
        ModelFixture f = new ModelFixture("");
        Player a = f.player(Side.LEFT, 1, 0, 0, 0);
        // the sizes' sum: 0.6000000000000001 with rcssserver's reading of player_size 0.3
        double touching = a.size() + a.size();
        Player b = f.player(Side.LEFT, 2, touching, 0, 0);
        a.velocity(0.3, 0);
        collision.resolve(f);
        assertEquals(0, a.x());
        assertEquals(touching, b.x());
        assertEquals(0.3, a.vx());
        assertEquals(0, a.collisions());
    }

    @Test
    void inPlayOnBallAndPlayerMoveApartEquallyAndTheBallCountsAsTouched() {
        ModelFixture f = new ModelFixture("");
        Player p = f.player(Side.LEFT, 9, 0, 0, 0);
        p.velocity(0.4, 0);
        f.ball.position(0.2, 0);
        f.ball.velocity(-1, 0);
        collision.resolve(f);
        double half = (0.3 + 0.085) / 2;
        assertEquals(0.1 - half, p.x(), EPS);
        assertEquals(0.1 + half, f.ball.x(), EPS);
        assertEquals(-0.04, p.vx(), EPS);
        assertEquals(0.1, f.ball.vx(), EPS);
        assertEquals(Player.COLLIDED_BALL, p.collisions());
        assertEquals(List.of("touched l9"), f.events);
    }

    @Test
    void outsidePlayOnTheBallStaysAndThePlayerIsPushedAway() {
        ModelFixture f = new ModelFixture("");
        f.playMode(PlayMode.FREE_KICK);
        Player p = f.player(Side.LEFT, 9, 0, 0, 0);
        f.ball.position(0.2, 0);
        f.ball.velocity(-1, 0);
        collision.resolve(f);
        assertEquals(0.2, f.ball.x(), EPS);
        assertEquals(0.2 - 0.385, p.x(), EPS);
        assertEquals(0.1, f.ball.vx(), EPS, "the ball collided too: its velocity × -0.1");
        assertEquals(Player.COLLIDED_BALL, p.collisions());
        assertEquals(List.of("touched l9"), f.events);
    }

    @Test
    void aGoalieHoldingTheBallDoesNotCollideWithIt() {
        ModelFixture f = new ModelFixture("");
        f.playMode(PlayMode.FREE_KICK);
        Player g = f.player(Side.LEFT, 1, -48, 1, 90);
        g.goalie(true);
        g.holdingBall(true);
        f.ball.position(-48.1, 1.1);
        collision.resolve(f);
        assertEquals(-48, g.x(), EPS);
        assertEquals(1, g.y(), EPS);
        assertEquals(-48.1, f.ball.x(), EPS, "the step carries a held ball, not the collisions (the kernel)");
        assertEquals(1.1, f.ball.y(), EPS);
        assertEquals(0, g.collisions());
        assertTrue(f.events.isEmpty());
    }

    @Test
    void aCrowdIsSeparatedInAtMostTenRoundsAndRecoilsOnce() {
        // three in a row: each round moves every player to the mean of its pairwise positions
        Player[] three = crowd(3, 0.5);
        for (int i = 0; i < three.length; i++) {
            for (int j = i + 1; j < three.length; j++) {
                assertTrue(three[i].distanceTo(three[j]) > 0.599, i + "-" + j + ": " + three[i].distanceTo(three[j]));
            }
            assertEquals(-0.1, three[i].vx(), EPS, "× -0.1 once, however many rounds");
            assertEquals(Player.COLLIDED_PLAYER, three[i].collisions());
        }
        // five packed 0.3 m apart: rcssserver gives up after 10 rounds with overlaps left
        Player[] five = crowd(5, 0.3);
        double min = Double.MAX_VALUE;
        for (int i = 0; i < five.length; i++) {
            for (int j = i + 1; j < five.length; j++) min = Math.min(min, five[i].distanceTo(five[j]));
        }
        assertTrue(min > 0.5 && min < 0.6, "min distance " + min);
    }

    private static Player[] crowd(int n, double gap) {
        ModelFixture f = new ModelFixture("");
        Player[] ps = new Player[n];
        for (int i = 0; i < n; i++) {
            ps[i] = f.player(Side.LEFT, i + 1, gap * i, 0.01 * i, 0);
            ps[i].velocity(1, 0);
        }
        new StandardCollision().resolve(f);
        return ps;
    }

    @Test
    void playersOnTheSameSpotAreSeparatedInARandomButReplayableDirection() {
        double[] first = separateCoincident(3), again = separateCoincident(3), other = separateCoincident(4);
        assertEquals(first[0], again[0]);
        assertEquals(first[1], again[1]);
        assertNotEquals(first[0], other[0]);
        assertEquals(0.6, Math.hypot(first[0] - first[2], first[1] - first[3]), EPS);
        assertEquals(5, (first[0] + first[2]) / 2, EPS, "about the common centre");
        assertEquals(5, (first[1] + first[3]) / 2, EPS);
    }

    private double[] separateCoincident(long seed) {
        ModelFixture f = new ModelFixture("", seed);
        Player a = f.player(Side.LEFT, 1, 5, 5, 0);
        Player b = f.player(Side.RIGHT, 1, 5, 5, 0);
        new StandardCollision().resolve(f);
        return new double[] {a.x(), a.y(), b.x(), b.y()};
    }

    /**
     * Before the kick-off and after the game the step separates nothing; a placement's collisions
     * are resolved there all the same: rcssserver's collisions() after a move has no play-mode
     * check, so two players moved onto one another before the kick-off stand apart at once (0.3 m
     * from their midpoint each), though its step moves nothing then.
     */
    @Test
    void nothingIsResolvedBeforeKickOffOrAfterTheGameButAPlacementIsSeparated() {
        for (PlayMode mode : new PlayMode[] {PlayMode.BEFORE_KICK_OFF, PlayMode.TIME_OVER}) {
            ModelFixture f = new ModelFixture("");
            f.playMode(mode);
            Player a = f.player(Side.LEFT, 1, 0, 0, 0);
            Player b = f.player(Side.RIGHT, 1, 0.1, 0, 0);
            collision.resolve(f);
            assertEquals(0, a.x());
            assertEquals(0.1, b.x());
            assertFalse(a.collisions() != 0);
            collision.resolveOverlaps(f);
            assertEquals(0.05 - 0.3, a.x(), 1e-9, mode.toString());
            assertEquals(0.05 + 0.3, b.x(), 1e-9, mode.toString());
            assertTrue(a.collisions() != 0, mode.toString());
        }
    }

    @Test
    void postAndObjectCollisionsCombineInOneStep() {
        ModelFixture f = new ModelFixture("");
        Player p = f.player(Side.RIGHT, 1, 0, 0, 0);
        moved(p, PX - 1, PY, 0.8, 0);          // bounces off the post back to x = 51.92
        f.ball.position(51.92 - 0.2, PY);      // where the player lands: overlap
        collision.resolve(f);
        assertEquals(Player.COLLIDED_POST | Player.COLLIDED_BALL, p.collisions());
        assertEquals(0.385, p.distanceTo(f.ball), 1e-6);
        assertEquals(0.032, p.vx(), EPS, "-0.32 after the bounce, × -0.1 after the ball");
    }
}
