package org.pitch.model.movement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Ball;
import org.pitch.api.world.MovingObject;

/** The manual's movement steps (§4.4) with hand-computed values, noise off unless stated. */
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

    @Test
    void fullDashFromRestMovesSixtyCentimetres() {
        // dash 100 with dash_power_rate 0.006 and effort 1: acceleration 0.6 along the body
        MovingObject p = player();
        p.accelerate(0.6, 0);
        StandardMovement.move(p, 1.0, 1.05, 0, rnd);
        assertEquals(0.6, p.x(), EPS);
        assertEquals(0.6 * 0.4, p.vx(), EPS, "velocity decays after the move");
        assertEquals(0, p.ax(), "acceleration is cleared");
        // second full dash: v = 0.24 + 0.6 = 0.84
        p.accelerate(0.6, 0);
        StandardMovement.move(p, 1.0, 1.05, 0, rnd);
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
            StandardMovement.move(p, 1.0, 1.05, 0, rnd);
            lastStep = p.x() - x;
        }
        assertEquals(1.0, lastStep, 1e-9);
    }

    @Test
    void accelerationAndSpeedAreLimited() {
        Ball b = new Ball(0.085, 0.94);
        b.accelerate(10, 0); // several kickers at once
        StandardMovement.move(b, 2.7, 3.0, 0, rnd);
        assertEquals(2.7, b.x(), EPS, "ball_accel_max");
        b.velocity(5, 0);
        b.position(0, 0);
        StandardMovement.move(b, 2.7, 3.0, 0, rnd);
        assertEquals(3.0, b.x(), EPS, "ball_speed_max");
        assertEquals(3.0 * 0.94, b.vx(), EPS);
    }

    @Test
    void aKickedBallRollsToTheGeometricLimit() {
        // 2.7 m/cycle decaying by 0.94 sums to 2.7 / 0.06 = 45 m
        Ball b = new Ball(0.085, 0.94);
        b.accelerate(2.7, 0);
        for (int i = 0; i < 1000; i++) StandardMovement.move(b, 2.7, 3.0, 0, rnd);
        assertEquals(45.0, b.x(), 1e-9);
        assertEquals(0.0, b.y(), EPS);
    }

    @Test
    void noiseStaysWithinRandTimesSpeedPerAxisAndAveragesOut() {
        double rand = 0.1, speed = 1.0, sum = 0, sumSq = 0;
        int n = 100_000;
        for (int i = 0; i < n; i++) {
            MovingObject p = player();
            p.velocity(speed, 0);
            StandardMovement.move(p, 1.0, 10, rand, rnd);
            double noiseY = p.y(); // the object had no y velocity: its y displacement is pure noise
            assertTrue(Math.abs(noiseY) <= rand * speed + EPS, "noise " + noiseY);
            sum += noiseY;
            sumSq += noiseY * noiseY;
        }
        double mean = sum / n, sd = Math.sqrt(sumSq / n - mean * mean);
        assertEquals(0, mean, 0.002);
        assertEquals(rand * speed / Math.sqrt(3), sd, 0.002, "uniform on [-r, r] has sd r/sqrt(3)");
    }

    @Test
    void aResetObjectDoesNotMoveAndGetsNoNoise() {
        MovingObject p = player();
        p.position(3, 4);
        StandardMovement.move(p, 1.0, 1.05, 0.1, rnd);
        assertEquals(3, p.x());
        assertEquals(4, p.y());
    }
}
