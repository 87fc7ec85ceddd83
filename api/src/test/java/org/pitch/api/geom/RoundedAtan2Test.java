package org.pitch.api.geom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/** The correctly rounded arc tangent that stands in for glibc's where a last bit is printed, as rcssserver prints it. */
class RoundedAtan2Test {
    /** y, x, and glibc 2.36's atan2 on this machine, where fdlibm's (Math.atan2) is one bit off. */
    private static final double[][] GLIBC = {
            {-0x1.fe7bb36e5047p-2, 0x1.75fb311d9bfcep1, -0x1.5a1b2f5906e09p-3},
            {-0x1.aab94108b67a4p-2, 0x1.4792bbcd1c1p1, -0x1.4a95c84366e22p-3},
            {0x1.3de9a8f1d14ap-5, 0x1.0c2e311456b38p-1, 0x1.2eeb8821a3ae7p-4},
            {-0x1.cf881252268fp-2, 0x1.7dec316f68c5p1, -0x1.3459bddbfcb53p-3},
    };

    @Test
    void whereFdlibmIsOneBitOffItGivesGlibcsBits() {
        for (double[] c : GLIBC) {
            assertNotEquals(c[2], Math.atan2(c[0], c[1]), "a case where fdlibm differs");
            assertEquals(c[2], RoundedAtan2.atan2(c[0], c[1]));
        }
    }

    /** Against 50 digits, in every octant: the nearest double each time. */
    @Test
    void isCorrectlyRounded() {
        SplittableRandom r = new SplittableRandom(37);
        MathContext mc = new MathContext(50);
        for (int i = 0; i < 3000; i++) {
            double x = r.nextDouble(-60, 60), y = r.nextDouble(-40, 40);
            if (x == 0 || y == 0) continue;
            assertEquals(reference(y, x, mc), RoundedAtan2.atan2(y, x), () -> "atan2(" + y + ", " + x + ")");
        }
    }

    @Test
    void specialCasesAsMathAtan2() {
        double[] v = {0.0, -0.0, 1.0, -1.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN};
        for (double y : v) for (double x : v) assertEquals(Math.atan2(y, x), RoundedAtan2.atan2(y, x), y + ", " + x);
        assertEquals(Math.PI / 4, RoundedAtan2.atan2(3.5, 3.5));
        assertEquals(-3 * Math.PI / 4, RoundedAtan2.atan2(-2, -2));
    }

    @Test
    void printBoundariesAreWholeAndHalfDegrees() {
        assertTrue(RoundedAtan2.onPrintBoundary(-40.000000000001));
        assertTrue(RoundedAtan2.onPrintBoundary(12.4999999999999));
        assertFalse(RoundedAtan2.onPrintBoundary(12.49));
        assertFalse(RoundedAtan2.onPrintBoundary(-39.9999));
    }

    /** atan2 from 50-digit arithmetic: the quotient's arc tangent by angle halving and the series, then the quadrant. */
    private static double reference(double y, double x, MathContext mc) {
        BigDecimal q = new BigDecimal(Math.abs(y)).divide(new BigDecimal(Math.abs(x)), mc);
        boolean swap = q.compareTo(BigDecimal.ONE) > 0;
        if (swap) q = BigDecimal.ONE.divide(q, mc);
        BigDecimal one = BigDecimal.ONE, t = q;
        for (int i = 0; i < 4; i++) t = t.divide(one.add(one.add(t.multiply(t, mc), mc).sqrt(mc), mc), mc);
        BigDecimal t2 = t.multiply(t, mc), term = t, sum = BigDecimal.ZERO, eps = BigDecimal.ONE.movePointLeft(52);
        for (int n = 0; term.abs().compareTo(eps) > 0; n++) {
            BigDecimal s = term.divide(BigDecimal.valueOf(2L * n + 1), mc);
            sum = n % 2 == 0 ? sum.add(s, mc) : sum.subtract(s, mc);
            term = term.multiply(t2, mc);
        }
        BigDecimal a = sum.multiply(BigDecimal.valueOf(16), mc);
        BigDecimal pi = new BigDecimal("3.14159265358979323846264338327950288419716939937510582097494459");
        if (swap) a = pi.divide(BigDecimal.valueOf(2), mc).subtract(a, mc);
        if (x < 0) a = pi.subtract(a, mc);
        return y < 0 ? -a.doubleValue() : a.doubleValue();
    }
}
