package org.pitch.model.catchball;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.Catch;
import org.pitch.api.command.CommandKind;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/** The goalie catch (manual §4.5.7, rcssserver 19 Player::goalieCatch) with hand-computed values. */
class StandardCatchTest {
    private static final double EPS = 1e-9;
    /** player_size + ball_size: the centre distance at which goalie and ball touch. */
    private static final double TOUCH = 0.3 + 0.085;
    private final StandardCatch model = new StandardCatch();

    @Test
    void isTheCatchModel() {
        assertEquals(CommandKind.CATCH, model.kind());
    }

    @Test
    void ballStraightAheadAtOneMetreIsCaught() {
        Fixture f = new Fixture("");
        Player g = f.goalie(Side.LEFT, 1, -45, 0, 0);
        g.velocity(0.2, 0.1);
        g.goalieMoves(2);
        f.ball.position(-44, 0);
        f.ball.velocity(-1.5, 0.3);
        f.ball.accelerate(0.4, 0);
        assertTrue(model.apply(f, g, new Catch(0)));
        assertTrue(g.holdingBall());
        assertEquals(List.of("caught l1"), f.events);
        assertEquals(0, f.ball.vx(), 0); assertEquals(0, f.ball.vy(), 0);
        assertEquals(0, f.ball.ax(), 0); assertEquals(0, f.ball.ay(), 0);
        assertEquals(-44, f.ball.x(), 0, "the ball stays, the goalie steps to it");
        assertEquals(-44 - TOUCH, g.x(), EPS); assertEquals(0, g.y(), EPS);
        assertEquals(0, g.bodyDirection(), EPS);
        assertEquals(0, g.vx(), 0); assertEquals(0, g.vy(), 0);
        assertEquals(0, g.goalieMoves());
        assertEquals(100 + 5, g.catchBanUntil(), "catch_ban_cycle 5");
    }

    @Test
    void caughtGoalieFacesTheBallInFrontOfHim() {
        Fixture f = new Fixture("");
        Player g = f.goalie(Side.RIGHT, 1, 40, 5, 90);
        f.ball.position(40.6, 5.8);                  // 1 m away at 53.13°, catch axis 90 − 30 = 60°
        assertTrue(model.apply(f, g, new Catch(-30)));
        double dir = Math.atan2(0.8, 0.6);
        assertEquals(90, g.bodyDirection(), EPS, "the facing waits for the step, as a turn's (a coach's look of the cycle sees 90)");
        g.commitFacing();
        assertEquals(Math.toDegrees(dir), g.bodyDirection(), EPS);
        assertEquals(40.6 - TOUCH * Math.cos(dir), g.x(), EPS);
        assertEquals(5.8 - TOUCH * Math.sin(dir), g.y(), EPS);
        assertEquals(TOUCH, g.distanceTo(f.ball), EPS);
    }

    @Test
    void ballOutsideTheRectangleIsNotCaught() {
        double[][] outside = { {1.21, 0}, {1.0, 0.51}, {1.0, -0.51}, {-0.1, 0}, {0, -1} };
        for (double[] b : outside) {
            Fixture f = new Fixture("");
            Player g = f.goalie(Side.LEFT, 1, -45, 0, 0);
            f.ball.position(-45 + b[0], b[1]);
            f.ball.velocity(-1, 0);
            assertFalse(model.apply(f, g, new Catch(0)), "ball at " + b[0] + "," + b[1]);
            assertFalse(g.holdingBall());
            assertTrue(f.events.isEmpty());
            assertEquals(-1, f.ball.vx(), 0); assertEquals(0, f.ball.ax(), 0, "no punch");
            assertEquals(-45, g.x(), 0);
            assertEquals(105, g.catchBanUntil(), "the ban starts all the same");
        }
    }

    @Test
    void edgesOfTheRectangleAreInside() {
        double[][] edges = { {1.2, 0}, {1.0, 0.5}, {0.5, -0.5}, {0, 0.3} };
        for (double[] b : edges) {
            Fixture f = new Fixture("");
            Player g = f.goalie(Side.LEFT, 1, 0, 0, 0);
            f.ball.position(b[0], b[1]);
            assertTrue(model.apply(f, g, new Catch(0)), "ball at " + b[0] + "," + b[1]);
            assertTrue(g.holdingBall());
        }
    }

    @Test
    void directionIsClampedToTheCatchAngles() {
        // ball 1 m at +90°: caught by (catch 150) only because 150 is clamped to 90
        Fixture f = new Fixture("");
        Player g = f.goalie(Side.LEFT, 1, 0, 0, 0);
        f.ball.position(0, 1);
        assertTrue(model.apply(f, g, new Catch(150)));

        f = new Fixture("");
        g = f.goalie(Side.LEFT, 1, 0, 0, 0);
        f.ball.position(0, -1);
        assertTrue(model.apply(f, g, new Catch(-150)), "-150 clamped to -90");

        // unclamped, axis 150° would leave the ball at (0.5, -0.866): outside
        f = new Fixture("server { min_catch_angle = -180, max_catch_angle = 180 }");
        g = f.goalie(Side.LEFT, 1, 0, 0, 0);
        f.ball.position(0, 1);
        assertFalse(model.apply(f, g, new Catch(150)));

        // max_catch_angle 45: (catch 90) looks at 45°, the ball at 90° is (0.707, 0.707): outside
        f = new Fixture("server { max_catch_angle = 45 }");
        g = f.goalie(Side.LEFT, 1, 0, 0, 0);
        f.ball.position(0, 1);
        assertFalse(model.apply(f, g, new Catch(90)));
        f.ball.position(Math.sqrt(0.5), Math.sqrt(0.5));
        g.catchBanUntil(0);
        assertTrue(model.apply(f, g, new Catch(90)));
    }

    @Test
    void catchAxisIsRelativeToTheBody() {
        Fixture f = new Fixture("");
        Player g = f.goalie(Side.LEFT, 1, 0, 0, 170);
        f.ball.position(1.0 * Math.cos(Math.toRadians(-160)), 1.0 * Math.sin(Math.toRadians(-160)));
        assertTrue(model.apply(f, g, new Catch(30)), "170 + 30 = 200 = -160");
    }

    @Test
    void nonGoalieIsRefused() {
        Fixture f = new Fixture("");
        Player p = f.player(Side.LEFT, 5, 0, 0, 0);
        f.ball.position(1, 0);
        f.ball.velocity(-1, 0);
        assertFalse(model.apply(f, p, new Catch(0)));
        assertFalse(p.holdingBall());
        assertTrue(f.events.isEmpty());
        assertEquals(0, p.catchBanUntil(), "no ban");
        assertEquals(0, f.ball.ax(), 0);
    }

    @Test
    void catchBanRefusesUntilItEnds() {
        Fixture f = new Fixture("server { catch_probability = 0 }");
        Player g = f.goalie(Side.LEFT, 1, 0, 0, 0);
        f.ball.position(1, 0);
        assertTrue(model.apply(f, g, new Catch(0)), "a failed attempt is still executed");
        assertEquals(105, g.catchBanUntil());
        for (f.step(101); f.step() < 105; f.step(f.step() + 1)) {
            assertFalse(model.apply(f, g, new Catch(0)), "banned at step " + f.step());
            assertEquals(105, g.catchBanUntil(), "a refused catch does not extend the ban");
        }
        f.step(105);
        assertTrue(model.apply(f, g, new Catch(0)));
        assertEquals(110, g.catchBanUntil());
    }

    @Test
    void catchBanCycleIsConfigurable() {
        Fixture f = new Fixture("server { catch_ban_cycle = 12 }");
        Player g = f.goalie(Side.LEFT, 1, 0, 0, 0);
        f.ball.position(1, 0);
        assertTrue(model.apply(f, g, new Catch(0)));
        assertEquals(112, g.catchBanUntil());
    }

    @Test
    void onlyPlayOnAndPenaltyModesAllowACatch() {
        for (PlayMode mode : PlayMode.values()) {
            Fixture f = new Fixture("");
            f.playMode(mode);
            Player g = f.goalie(Side.LEFT, 1, 0, 0, 0);
            f.ball.position(1, 0);
            boolean allowed = mode == PlayMode.PLAY_ON || mode.name().startsWith("PENALTY_")
                    && mode != PlayMode.PENALTY_KICK && mode != PlayMode.PENALTY_ONFIELD
                    && mode != PlayMode.PENALTY_FOUL;
            assertEquals(allowed, model.apply(f, g, new Catch(0)), mode.name());
            assertEquals(allowed, StandardCatch.catchAllowed(mode), mode.name());
            assertEquals(allowed ? 105 : 0, g.catchBanUntil(), mode.name());
        }
    }

    @Test
    void blockedBodyRefusesTheCatch() {
        Fixture f = new Fixture("");
        Player g = f.goalie(Side.LEFT, 1, 0, 0, 0);
        f.ball.position(1, 0);
        g.tackleUntil(101);
        assertFalse(model.apply(f, g, new Catch(0)));
        g.tackleUntil(0);
        g.foulChargedUntil(101);
        assertFalse(model.apply(f, g, new Catch(0)));
        g.foulChargedUntil(0);
        assertTrue(model.apply(f, g, new Catch(0)));
    }

    @Test
    void failedCatchPunchesTheBallBackAlongTheCatchAxis() {
        Fixture f = new Fixture("server { catch_probability = 0 }");
        Player g = f.goalie(Side.LEFT, 1, -45, 0, 0);
        g.goalieMoves(3);
        f.ball.position(-44, 0);
        f.ball.velocity(-1.5, 0.4);
        assertTrue(model.apply(f, g, new Catch(0)));
        assertFalse(g.holdingBall());
        assertEquals(List.of("punched l1"), f.events);
        assertEquals(3.0, f.ball.ax(), EPS, "velocity −1.5 along the axis becomes +1.5");
        assertEquals(0.0, f.ball.ay(), EPS);
        assertEquals(-45, g.x(), 0, "the goalie does not move");
        assertEquals(0, g.goalieMoves());

        // axis 90°: only the y component is reversed
        f = new Fixture("server { catch_probability = 0 }");
        g = f.goalie(Side.LEFT, 1, 0, 0, 45);
        f.ball.position(0, 1);
        f.ball.velocity(0.3, -2);
        assertTrue(model.apply(f, g, new Catch(45)));
        assertEquals(0.0, f.ball.ax(), EPS);
        assertEquals(4.0, f.ball.ay(), EPS);
    }

    @Test
    void probabilityAtTheStretchMidpoint() {
        // stretch 1.2: delta = 1.2 × 0.2 = 0.24, reliable length 0.96, whole length 1.44;
        // the midpoint 1.2 of the unreliable band has probability 1 − 0.24/0.48 = 0.5
        Fixture f = new Fixture("");
        assertEquals(1.0, StandardCatch.probability(f.parameters, 1.2, 0.96), EPS);
        assertEquals(0.5, StandardCatch.probability(f.parameters, 1.2, 1.2), EPS);
        assertEquals(0.25, StandardCatch.probability(f.parameters, 1.2, 1.32), EPS);
        assertEquals(0.0, StandardCatch.probability(f.parameters, 1.2, 1.44), EPS);
        assertEquals(1.0, StandardCatch.probability(f.parameters, 1.0, 1.2), EPS);
        Fixture g = new Fixture("server { catch_probability = 0.8 }");
        assertEquals(0.8, StandardCatch.probability(g.parameters, 1.2, 0.5), EPS);
        assertEquals(0.4, StandardCatch.probability(g.parameters, 1.2, 1.2), EPS, "0.8 − 0.8 × 0.5");
    }

    @Test
    void stretchedGoalieReachesFurtherAndShorterTypesLess() {
        Fixture f = new Fixture("");
        Player g = f.goalie(Side.LEFT, 1, 0, 0, 0);
        g.type(Fixture.withStretch(f.defaultType, 1.3));
        f.ball.position(1.50, 0);                       // within 1.2 × 1.3 = 1.56
        int caught = 0;
        for (int i = 0; i < 200; i++) {
            g.catchBanUntil(0); g.holdingBall(false); g.position(0, 0);
            if (model.apply(f, g, new Catch(0)) && g.holdingBall()) caught++;
        }
        assertTrue(caught > 3 && caught < 40, "p = 1 − (1.50 − 0.84)/0.72 ≈ 0.083: " + caught);
        f.ball.position(1.57, 0);
        g.catchBanUntil(0);
        assertFalse(model.apply(f, g, new Catch(0)), "beyond 1.56");
    }

    @Test
    void unreliableCatchStatisticsOver10000Draws() {
        // stretch 1.2, ball 1.32 m ahead: p = 1 − (1.32 − 0.96)/0.48 = 0.25
        Fixture f = new Fixture("", 7);
        Player g = f.goalie(Side.LEFT, 1, 0, 0, 0);
        g.type(Fixture.withStretch(f.defaultType, 1.2));
        int n = 10_000, caught = 0, punched = 0;
        for (int i = 0; i < n; i++) {
            g.catchBanUntil(0); g.holdingBall(false); g.position(0, 0); g.bodyDirection(0);
            f.ball.position(1.32, 0);
            f.ball.velocity(-1, 0);
            f.ball.clearAcceleration();
            assertTrue(model.apply(f, g, new Catch(0)));
            if (g.holdingBall()) caught++;
            else if (Math.abs(f.ball.ax() - 2.0) < EPS) punched++;
        }
        double sigma = Math.sqrt(0.25 * 0.75 / n);      // 0.0043
        assertEquals(0.25, caught / (double) n, 4 * sigma, "caught " + caught);
        assertEquals(n, caught + punched, "every failure is a punch");
    }
}
