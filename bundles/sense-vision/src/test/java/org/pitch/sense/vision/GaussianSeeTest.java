package org.pitch.sense.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.sense.SeenObject;
import org.pitch.api.sense.SeenObject.Kind;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.testkit.TestWorld;

/**
 * The Gaussian model of rcssserver 19 (NEWS 19.0.0): {@code N(actual, actual·rate + focus·focusRate)}
 * clipped at 0 and not rounded; distance change scaled by reported/actual and rounded to 0.01.
 */
class GaussianSeeTest {
    private static final int N = 10_000;

    private static SeenObject find(SeeObservation see, Kind kind, String name) {
        for (SeenObject o : see.objects()) {
            if (o.kind() == kind && (name == null || name.equals(o.name())) && !o.anonymous()) return o;
        }
        throw new AssertionError(kind + " " + name + " not seen in " + VisionFixture.print(see));
    }

    @Test
    void distancesFollowTheNormalDistributionOfTheFormula() {
        VisionFixture f = new VisionFixture(TestWorld.DEFAULTS, 7);
        Player viewer = f.add(Side.LEFT, 1, 0, 0, 0);
        viewer.focus(10, 0);                          // focus point (10, 0)
        f.world.ball.position(20, 5);
        f.world.ball.velocity(1, 0);
        PlayerType type = viewer.type();

        double flagActual = 36, flagFocus = 26;       // (f p r c) at (36, 0)
        double flagSd = flagActual * type.landDistNoiseRate() + flagFocus * type.landFocusDistNoiseRate();
        double ballActual = Math.sqrt(20 * 20 + 5 * 5), ballFocus = Math.sqrt(10 * 10 + 5 * 5);
        double ballSd = ballActual * type.distNoiseRate() + ballFocus * type.focusDistNoiseRate();
        double radial = 20 / ballActual;              // the ball moves at (1, 0), the viewer stands

        double[] flag = new double[N], ball = new double[N];
        int offGrid = 0, changes = 0;
        for (int i = 0; i < N; i++) {
            SeeObservation see = f.seeGaussian(viewer);
            flag[i] = find(see, Kind.FLAG, "p r c").distance();
            SeenObject b = find(see, Kind.BALL, null);
            ball[i] = b.distance();
            if (Math.abs(ball[i] * 10 - Math.rint(ball[i] * 10)) > 1e-6) offGrid++;
            if (!Double.isNaN(b.distanceChange())) {
                changes++;
                assertEquals(DistanceNoise.quantize(radial * (ball[i] / ballActual), 0.01), b.distanceChange(), 1e-12);
                assertEquals(Math.rint(b.distanceChange() * 100), b.distanceChange() * 100, 1e-9);
                assertEquals(0.0, b.directionChange() - DistanceNoise.quantize(b.directionChange(), 0.1), 1e-9);
            }
            // lines stay quantised in the Gaussian model: 52.5 m straight ahead
            SeenObject line = find(see, Kind.LINE, "r");
            assertEquals("52.5", VisionFixture.num(line.distance()));
        }
        assertStatistics(flag, flagActual, flagSd);
        assertStatistics(ball, ballActual, ballSd);
        assertTrue(offGrid > N * 0.9, "distances are not rounded: " + offGrid);
        // at 20.6 m the change is left out with probability (d - 20) / 20, about 3 %
        assertTrue(changes > N * 0.9 && changes < N, "changes " + changes);
    }

    private static void assertStatistics(double[] values, double mean, double sd) {
        double sum = 0, sq = 0;
        for (double v : values) sum += v;
        double m = sum / values.length;
        for (double v : values) sq += (v - m) * (v - m);
        double s = Math.sqrt(sq / (values.length - 1));
        assertEquals(mean, m, 5 * sd / Math.sqrt(values.length), "mean");
        assertEquals(sd, s, 0.05 * sd, "standard deviation");
    }

    @Test
    void noisedDistancesAreNeverNegative() {
        PlayerType noisy = new PlayerType(0, 1, 45, 0.4, 5, 0.006, 0.3, 0.7, 0.1, 50, 1, 0.6, 0.027, 0.5, 1,
                20, 40, 125, 125, 125, 20, 40, 125, 20, 40, 125, 2.0, 0, 2.0, 0);
        GaussianNoise g = new GaussianNoise(noisy, new SplittableRandom(3));
        int zeros = 0;
        for (int i = 0; i < N; i++) {
            double d = g.mobile(1.0, 0.0);
            assertTrue(d >= 0.0);
            if (d == 0.0) zeros++;
            assertTrue(g.landmark(1.0, 0.0) >= 0.0);
        }
        // P(N(1, 2) < 0) = Φ(-0.5) ≈ 0.31
        assertEquals(0.31, zeros / (double) N, 0.03);
    }

    @Test
    void withoutNoiseRatesTheTrueDistanceIsReported() {
        PlayerType exact = new PlayerType(0, 1, 45, 0.4, 5, 0.006, 0.3, 0.7, 0.1, 50, 1, 0.6, 0.027, 0.5, 1,
                20, 40, 125, 125, 125, 20, 40, 125, 20, 40, 125, 0, 0, 0, 0);
        GaussianNoise g = new GaussianNoise(exact, new SplittableRandom(3));
        assertEquals(0.509608, g.mobile(0.509608, 3), 0.0);
        assertFalse(VisionFixture.num(g.landmark(12.3456789, 1)).equals("12.3"));
    }
}
