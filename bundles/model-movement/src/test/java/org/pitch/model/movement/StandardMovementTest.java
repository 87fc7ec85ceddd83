package org.pitch.model.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Ball;
import org.pitch.api.world.MovingObject;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.ModelFixture;

/**
 * Movement as rcssserver 19's {@code MPObject::_inc} does it, with hand-computed values; noise and
 * wind off unless stated.
 */
class StandardMovementTest {
    private static final double EPS = 1e-12;
    private final SplittableRandom rnd = new SplittableRandom(1);

    /** A player-like object: rcssserver 19 default type, player_decay 0.4. */
    private static MovingObject player() {
        return new MovingObject() {
            @Override public double size() { return 0.3; }
            @Override public double decay() { return 0.4; }
        };
    }

    /** Steps 1-2 and 4 for one object, no wind. */
    private void step(MovingObject o, double accelMax, double speedMax, double rand) {
        StandardMovement.move(o, accelMax, speedMax, rand, rnd);
        StandardMovement.advance(o);
    }

    /**
     * A stopped ball at -0 (from a bounce, -0.1 × 0) prints "-0"; rcssserver adds a zero wind
     * every cycle, which makes it +0: its next log record shows "0 0" (seen in a free kick fault
     * recorded from rcssserver 19: "-0 -0" once, then "0 0").
     */
    @Test
    void aCalmWindTurnsAStoppedVelocityOfMinusZeroIntoZero() {
        MovingObject ball = player();
        ball.velocity(-0.0, -0.0);
        StandardMovement.move(ball, 2.7, 3.0, 0, rnd);
        Wind.of(0, 0, 0).blow(ball, 0.2, rnd);
        StandardMovement.advance(ball);
        assertEquals(Double.doubleToRawLongBits(0.0), Double.doubleToRawLongBits(ball.vx()), "vx " + ball.vx());
        assertEquals(Double.doubleToRawLongBits(0.0), Double.doubleToRawLongBits(ball.vy()), "vy " + ball.vy());
    }

    @Test
    void fullDashFromRestMovesSixtyCentimetres() {
        // dash 100 with dash_power_rate 0.006 and effort 1: acceleration 0.6 along the body
        MovingObject p = player();
        p.accelerate(0.6, 0);
        step(p, 1.0, 1.05, 0);
        assertEquals(0.6, p.x(), EPS);
        assertEquals(0.6 * 0.4, p.vx(), EPS, "velocity decays after the move");
        assertEquals(0, p.ax(), "acceleration is cleared");
        // second full dash: v = 0.24 + 0.6 = 0.84
        p.accelerate(0.6, 0);
        step(p, 1.0, 1.05, 0);
        assertEquals(0.6 + 0.84, p.x(), EPS);
    }

    @Test
    void repeatedFullDashesApproachTheTerminalSpeed() {
        // v∞ = a / (1 - decay) = 0.6 / 0.6 = 1.0 m/cycle, below player_speed_max 1.05
        MovingObject p = player();
        double lastStep = 0;
        for (int i = 0; i < 50; i++) {
            double x = p.x();
            p.accelerate(0.6, 0);
            step(p, 1.0, 1.05, 0);
            lastStep = p.x() - x;
        }
        assertEquals(1.0, lastStep, 1e-9);
    }

    @Test
    void accelerationAndSpeedAreLimited() {
        Ball b = new Ball(0.085, 0.94);
        b.accelerate(10, 0); // several kickers at once
        step(b, 2.7, 3.0, 0);
        assertEquals(2.7, b.x(), EPS, "ball_accel_max");
        b.velocity(5, 0);
        b.position(0, 0);
        b.accelerate(0, 0.5);
        step(b, 2.7, 3.0, 0);
        double speed = Math.hypot(5, 0.5);
        assertEquals(3.0 * 5 / speed, b.x(), EPS, "ball_speed_max");
        assertEquals(3.0 * 0.5 / speed, b.y(), EPS);
        assertEquals(3.0 * 5 / speed * 0.94, b.vx(), EPS);
    }

    @Test
    void anObjectThatWasNotAcceleratedKeepsItsSpeed() {
        // rcssserver applies the limits only when there is an acceleration to apply
        Ball b = new Ball(0.085, 0.94);
        b.velocity(5, 0);
        step(b, 2.7, 3.0, 0);
        assertEquals(5.0, b.x(), EPS);
        assertEquals(5.0 * 0.94, b.vx(), EPS);
    }

    @Test
    void aKickedBallRollsToTheGeometricLimit() {
        // 2.7 m/cycle decaying by 0.94 sums to 2.7 / 0.06 = 45 m
        Ball b = new Ball(0.085, 0.94);
        b.accelerate(2.7, 0);
        for (int i = 0; i < 1000; i++) step(b, 2.7, 3.0, 0);
        assertEquals(45.0, b.x(), 1e-9);
        assertEquals(0.0, b.y(), EPS);
    }

    @Test
    void noiseIsAVectorOfUniformLengthUpToRandTimesSpeedInAUniformDirection() {
        double rand = 0.1, speed = 1.0, r = rand * speed;
        double sumY = 0, sumSqY = 0, sumLength = 0, sumSqLength = 0;
        int n = 200_000, firstQuadrant = 0;
        for (int i = 0; i < n; i++) {
            MovingObject p = player();
            p.velocity(speed, 0);
            StandardMovement.move(p, 1.0, 10, rand, rnd);
            double nx = p.vx() - speed, ny = p.vy();
            double length = Math.hypot(nx, ny);
            assertTrue(length <= r + EPS, "noise " + length);
            sumY += ny;
            sumSqY += ny * ny;
            sumLength += length;
            sumSqLength += length * length;
            if (nx > 0 && ny > 0) firstQuadrant++;
        }
        assertEquals(r / 2, sumLength / n, 0.0005, "length uniform on [0, r]: mean r/2");
        assertEquals(r * r / 3, sumSqLength / n, 0.00005, "length uniform on [0, r]: mean square r²/3");
        assertEquals(0, sumY / n, 0.0005);
        // E[(L sin θ)²] = E[L²] E[sin² θ] = r²/3 × 1/2 (the old per-axis model gave r²/3)
        assertEquals(r / Math.sqrt(6), Math.sqrt(sumSqY / n), 0.0005);
        assertEquals(0.25, firstQuadrant / (double) n, 0.005, "direction uniform");
    }

    @Test
    void noiseScalesWithTheSpeedAfterTheAcceleration() {
        // at rest but accelerated to 0.6: the noise bound is rand × 0.6, not rand × 0
        double maxLength = 0;
        for (int i = 0; i < 10_000; i++) {
            MovingObject p = player();
            p.accelerate(0.6, 0);
            StandardMovement.move(p, 1.0, 10, 0.1, rnd);
            maxLength = Math.max(maxLength, Math.hypot(p.vx() - 0.6, p.vy()));
        }
        assertTrue(maxLength <= 0.06 + EPS && maxLength > 0.059, "max " + maxLength);
    }

    @Test
    void aResetObjectDoesNotMoveAndGetsNoNoise() {
        MovingObject p = player();
        p.position(3, 4);
        step(p, 1.0, 1.05, 0.1);
        assertEquals(3, p.x());
        assertEquals(4, p.y());
    }

    // ------------------------------------------------------------------ the whole cycle

    @Test
    void playerRandIsScaledByTheTeamFactorOnlyUnderTeamActuatorNoise() {
        ModelFixture off = new ModelFixture("server { player_rand = 0.1, prand_factor_l = 2, prand_factor_r = 0.5 }");
        assertEquals(0.1, StandardMovement.playerRand(off.parameters, Side.LEFT), EPS);
        assertEquals(0.1, StandardMovement.playerRand(off.parameters, Side.RIGHT), EPS);
        ModelFixture on = new ModelFixture("server { player_rand = 0.1, prand_factor_l = 2, prand_factor_r = 0.5, team_actuator_noise = true }");
        assertEquals(0.2, StandardMovement.playerRand(on.parameters, Side.LEFT), EPS);
        assertEquals(0.05, StandardMovement.playerRand(on.parameters, Side.RIGHT), EPS);
    }

    @Test
    void aTeamWithoutActuatorNoiseMovesExactly() {
        ModelFixture f = new ModelFixture("server { team_actuator_noise = true, prand_factor_l = 0, ball_rand = 0 }");
        Player left = f.player(Side.LEFT, 1, -10, 10, 0);
        Player right = f.player(Side.RIGHT, 1, 10, 10, 180);
        left.velocity(0.5, 0);
        right.velocity(-0.5, 0);
        new StandardMovement().step(f);
        assertEquals(-9.5, left.x(), EPS);
        assertEquals(10, left.y(), EPS);
        assertNotEquals(10, right.y(), "player_rand 0.1 for the right team");
        assertTrue(Math.hypot(right.x() - 9.5, right.y() - 10) <= 0.05 + EPS);
    }

    @Test
    void theBallUsesBallRandAndItsLimits() {
        ModelFixture f = new ModelFixture("server { ball_rand = 0, player_rand = 0 }");
        f.ball.position(0, 0);
        f.ball.accelerate(4, 0);
        new StandardMovement().step(f);
        assertEquals(2.7, f.ball.x(), EPS, "ball_accel_max 2.7");
        assertEquals(2.7 * 0.94, f.ball.vx(), EPS, "ball_decay 0.94");
    }

    @Test
    void onTheTopHalfTheLimitsAreScaledBySlowness() {
        ModelFixture f = new ModelFixture("server { player_rand = 0, ball_rand = 0, "
                + "slowness_on_top_for_left_team = 0.5, slowness_on_top_for_right_team = 0.8 }");
        Player top = f.player(Side.LEFT, 1, 0, -5, 0);
        Player bottom = f.player(Side.LEFT, 2, 0, 5, 0);
        Player topRight = f.player(Side.RIGHT, 1, 0, -5, 0);
        top.accelerate(0.9, 0);
        bottom.accelerate(0.9, 0);
        topRight.velocity(1.0, 0);
        topRight.accelerate(0.9, 0);
        new StandardMovement().step(f);
        assertEquals(0.5, top.x(), EPS, "player_accel_max 1 × 0.5");
        assertEquals(0.9, bottom.x(), EPS);
        assertEquals(1.05 * 0.8, topRight.x(), EPS, "player_speed_max 1.05 × 0.8");
    }

    @Test
    void aSentOffPlayerDoesNotMove() {
        ModelFixture f = new ModelFixture("");
        Player p = f.player(Side.LEFT, 1, 0, 5, 0);
        p.velocity(1, 0);
        p.enabled(false);
        new StandardMovement().step(f);
        assertEquals(0, p.x());
        assertEquals(1, p.vx());
    }

    // ------------------------------------------------------------------ wind

    /** Ball at the origin rolling along x at 1 m/cycle, no noise; the cycle runs at {@code time}. */
    private static ModelFixture windy(String wind, int time, org.pitch.api.world.PlayMode mode) {
        ModelFixture f = new ModelFixture("server { ball_rand = 0, player_rand = 0, " + wind + " }") {
            @Override public int time() { return time; }
        };
        f.playMode(mode);
        f.ball.position(0, 0);
        f.ball.velocity(1, 0);
        return f;
    }

    @Test
    void aStillBallIsNeverBlownAway() {
        // the wind's effect is proportional to the object's speed
        ModelFixture f = new ModelFixture("server { ball_rand = 0, wind_force = 50, wind_dir = 90, wind_rand = 0.2 }");
        f.ball.position(1, 2);
        new StandardMovement().step(f);
        assertEquals(1, f.ball.x());
        assertEquals(2, f.ball.y());
    }

    @Test
    void withoutWindRandTheWindDoesNotBlowWhateverItsForce() {
        ModelFixture f = windy("wind_force = 50, wind_dir = 90, wind_rand = 0", 100, org.pitch.api.world.PlayMode.PLAY_ON);
        new StandardMovement().step(f);
        assertEquals(1.0, f.ball.x(), EPS);
        assertEquals(0.0, f.ball.y(), EPS);
    }

    @Test
    void theWindPushesAMovingBallByItsForceOverWeightTimesTenThousand() {
        // speed 1 × (10 ± 1e-9) / (ball_weight 0.2 × 10000) = 0.005 sideways
        ModelFixture f = windy("wind_force = 10, wind_dir = 90, wind_rand = 1e-9", 100, org.pitch.api.world.PlayMode.PLAY_ON);
        new StandardMovement().step(f);
        assertEquals(0.005, f.ball.y(), 1e-12);
        assertEquals(1.0, f.ball.x(), 1e-12);
        assertEquals(0.005 * 0.94, f.ball.vy(), 1e-12);
    }

    @Test
    void thePlayersWeightMakesThemThreeHundredTimesLessSensitive() {
        ModelFixture f = windy("wind_force = 10, wind_dir = 0, wind_rand = 1e-9", 100, org.pitch.api.world.PlayMode.PLAY_ON);
        Player p = f.player(Side.LEFT, 1, 0, 10, 90);
        p.velocity(0, 1);
        new StandardMovement().step(f);
        assertEquals(10 / (60 * 10000.0), p.x(), 1e-12, "player_weight 60");
        assertEquals(11, p.y(), 1e-12);
    }

    @Test
    void windRandSpreadsTheWindUniformly() {
        // per axis: speed × U[-rand, rand] / (weight × 10000) = U[-0.0005, 0.0005] for rand 1
        double min = 1, max = -1;
        for (int i = 0; i < 2000; i++) {
            ModelFixture f = windy("wind_force = 0, wind_rand = 1", 100, org.pitch.api.world.PlayMode.PLAY_ON);
            f.streams.put(org.pitch.api.random.RandomPurpose.WIND, new SplittableRandom(i));
            new StandardMovement().step(f);
            min = Math.min(min, f.ball.y());
            max = Math.max(max, f.ball.y());
        }
        assertTrue(min >= -0.0005 && min < -0.00049, "min " + min);
        assertTrue(max <= 0.0005 && max > 0.00049, "max " + max);
    }

    @Test
    void theWindTurnsRoundAtEveryHalfTimeBreak() {
        String wind = "wind_force = 10, wind_dir = 90, wind_rand = 1e-9";
        assertEquals(0.005, drift(windy(wind, 2999, org.pitch.api.world.PlayMode.PLAY_ON)), 1e-12);
        assertEquals(-0.005, drift(windy(wind, 3000, org.pitch.api.world.PlayMode.KICK_OFF)), 1e-12, "second half");
        assertEquals(0.005, drift(windy(wind, 3000, org.pitch.api.world.PlayMode.AFTER_GOAL)), 1e-12,
                "a goal at the end of the first half: the break is still to come");
        assertEquals(0.005, drift(windy(wind, 6000, org.pitch.api.world.PlayMode.KICK_OFF)), 1e-12, "first extra half");
        assertEquals(-0.005, drift(windy(wind, 7500, org.pitch.api.world.PlayMode.PLAY_ON)), 1e-12, "second extra half");
    }

    /**
     * A goal at the very end of the first half: the clock passes the boundary while the referee
     * holds it, and the cycle after (a kick-off, the clock past 3000) still blows the first
     * half's wind; once the referee has called the break (before the kick-off, the clock set back
     * to 3000) it blows reversed. rcssserver calls the break only after that cycle.
     */
    @Test
    void aStoppageRunningPastHalfTimeKeepsTheWindUntilTheBreakIsCalled() {
        int[] clock = {2999};
        ModelFixture f = new ModelFixture("server { ball_rand = 0, player_rand = 0, wind_force = 10, wind_dir = 90, wind_rand = 1e-9 }") {
            @Override public int time() { return clock[0]; }
        };
        StandardMovement m = new StandardMovement();
        double[] drifts = {
            drift(m, f, 2999, org.pitch.api.world.PlayMode.PLAY_ON, clock),
            drift(m, f, 3000, org.pitch.api.world.PlayMode.AFTER_GOAL, clock),
            drift(m, f, 3001, org.pitch.api.world.PlayMode.KICK_OFF, clock),
            drift(m, f, 3000, org.pitch.api.world.PlayMode.BEFORE_KICK_OFF, clock),
            drift(m, f, 3000, org.pitch.api.world.PlayMode.KICK_OFF, clock),
            drift(m, f, 3001, org.pitch.api.world.PlayMode.PLAY_ON, clock)};
        assertEquals(0.005, drifts[0], 1e-12);
        assertEquals(0.005, drifts[1], 1e-12, "the goal: the clock holds at the boundary");
        assertEquals(0.005, drifts[2], 1e-12, "past the boundary, the break not yet called");
        assertEquals(-0.005, drifts[3], 1e-12, "the break called");
        assertEquals(-0.005, drifts[4], 1e-12, "the second half's kick-off");
        assertEquals(-0.005, drifts[5], 1e-12);
        // a model that comes during the straddle cannot have seen it: it takes the due break as called
        assertEquals(-0.005, drift(new StandardMovement(), f, 3001, org.pitch.api.world.PlayMode.KICK_OFF, clock), 1e-12);
    }

    /** One step of {@code m} at that clock and mode, a ball moving along x at 1 from the origin: how far the wind pushed it sideways. */
    private static double drift(StandardMovement m, ModelFixture f, int time, org.pitch.api.world.PlayMode mode, int[] clock) {
        clock[0] = time;
        f.playMode(mode);
        f.ball.position(0, 0);
        f.ball.velocity(1, 0);
        m.step(f);
        return f.ball.y();
    }

    private static double drift(ModelFixture f) {
        new StandardMovement().step(f);
        return f.ball.y();
    }

    /**
     * rcssserver prints the wind it drew on its console ({@code Weather::init}): the same line,
     * once a match, the first time objects move (shared/reference's stdout of a match: all zeros).
     */
    @Test
    void theWindIsToldOnTheConsoleOnceAMatch() {
        ModelFixture calm = windy("wind_none = false", 0, org.pitch.api.world.PlayMode.BEFORE_KICK_OFF);
        StandardMovement m = new StandardMovement();
        m.step(calm);
        m.step(calm);
        assertEquals(java.util.List.of("wind factor: rand: 0.000000, vector: (0.000000, 0.000000)"), calm.console);
        ModelFixture fixed = windy("wind_force = 10, wind_dir = 90, wind_rand = 0.25", 0, org.pitch.api.world.PlayMode.BEFORE_KICK_OFF);
        new StandardMovement().step(fixed);
        assertEquals(java.util.List.of("wind factor: rand: 0.250000, vector: (0.000000, 10.000000)"), fixed.console);
    }

    @Test
    void windNoneOverridesEverything() {
        ModelFixture f = windy("wind_none = true, wind_random = true, wind_force = 10, wind_rand = 0.3", 100,
                org.pitch.api.world.PlayMode.PLAY_ON);
        new StandardMovement().step(f);
        assertEquals(0.0, f.ball.y(), EPS);
        assertEquals(1.0, f.ball.x(), EPS);
    }

    @Test
    void aRandomWindIsDrawnOnceFromTheMatchSeedWithinRcssserversBounds() {
        for (long seed = 1; seed <= 200; seed++) {
            ModelFixture f = new ModelFixture("server.wind_random = true", seed);
            Wind w = Wind.atKickOff(f.parameters, f.random(org.pitch.api.random.RandomPurpose.WIND));
            assertTrue(Math.hypot(w.x, w.y) <= 100 + EPS, "force " + Math.hypot(w.x, w.y));
            assertTrue(w.rand >= 0 && w.rand <= 0.5, "rand " + w.rand);
            ModelFixture again = new ModelFixture("server.wind_random = true", seed);
            Wind same = Wind.atKickOff(again.parameters, again.random(org.pitch.api.random.RandomPurpose.WIND));
            assertEquals(w.x, same.x);
            assertEquals(w.rand, same.rand);
        }
    }

    @Test
    void aRandomWindStaysTheSameForTheWholeMatch() {
        ModelFixture f = windy("wind_random = true", 100, org.pitch.api.world.PlayMode.PLAY_ON);
        StandardMovement m = new StandardMovement();
        Wind expected = Wind.atKickOff(f.parameters,
                new ModelFixture("server.wind_random = true", f.seed).random(org.pitch.api.random.RandomPurpose.WIND));
        m.step(f);
        double first = f.ball.y();
        f.ball.position(0, 0);
        f.ball.velocity(1, 0);
        m.step(f);
        double second = f.ball.y();
        // the same mean push each cycle; only the per-cycle randomness (at most rand / 2000) differs
        assertEquals(expected.y / 2000, first, expected.rand / 2000 + EPS);
        assertEquals(expected.y / 2000, second, expected.rand / 2000 + EPS);
    }
}
