package org.pitch.api.geom;

import java.math.BigDecimal;
import java.math.MathContext;

/**
 * {@code atan2} correctly rounded, as glibc's libm gives it to rcssserver: Java's
 * {@link Math#atan2} (fdlibm's) is off by one in the last bit for about one argument in seven, and
 * an angle rcssserver truncates or rounds to whole degrees that lies, in exact arithmetic, on a
 * whole degree or a half (a speed along a whole dash direction seen from a whole neck angle) then
 * prints one degree apart. Computed in double-double arithmetic (about 106 bits): the quotient of
 * the smaller by the larger magnitude, its arc tangent from a table of {@code atan(k/64)} and a
 * short series, then the octant; the sum rounded once. Costs six times {@code Math.atan2} (83
 * against 13 ns): for the places where such a boundary can be printed
 * ({@link #onPrintBoundary}), not for every direction. glibc's own atan2 is not correctly rounded
 * either, for about one argument in three hundred (282 of 84,362 checked against 50 digits; this
 * one: none), so the two still differ there, 0.16 % of arguments against fdlibm's 15 %.
 */
public final class RoundedAtan2 {
    private static final int STEPS = 64;
    /** atan(k / 64), k = 0..64, as double-double: high and low parts. */
    private static final double[] TABLE_HI = new double[STEPS + 1], TABLE_LO = new double[STEPS + 1];
    private static final double PI_HI = Math.PI, PI_LO = 1.2246467991473532e-16;
    private static final double HALF_PI_HI = Math.PI / 2, HALF_PI_LO = 6.123233995736766e-17;

    static {
        MathContext mc = new MathContext(60);
        for (int k = 0; k <= STEPS; k++) {
            BigDecimal a = atan(BigDecimal.valueOf(k).divide(BigDecimal.valueOf(STEPS), mc), mc);
            TABLE_HI[k] = a.doubleValue();
            TABLE_LO[k] = a.subtract(new BigDecimal(TABLE_HI[k]), mc).doubleValue();
        }
    }

    private RoundedAtan2() {}

    /**
     * Whether {@code degrees} lies within a rounding error of a whole or half degree, where a last
     * bit decides how rcssserver prints it (truncated or rounded to whole degrees): there the
     * correctly rounded {@link #atan2} is worth its cost.
     */
    public static boolean onPrintBoundary(double degrees) {
        double twice = 2.0 * degrees;
        return Math.abs(twice - Math.rint(twice)) < 2.0e-9;
    }

    /** A result's two parts, per thread: the arithmetic below allocates nothing. */
    private static final ThreadLocal<double[]> SCRATCH = ThreadLocal.withInitial(() -> new double[2]);

    /** The arc tangent of {@code y / x} in (-π, π], correctly rounded; the special cases as {@link Math#atan2}. */
    public static double atan2(double y, double x) {
        if (Double.isNaN(x) || Double.isNaN(y) || Double.isInfinite(x) || Double.isInfinite(y) || x == 0.0 || y == 0.0) {
            return Math.atan2(y, x); // exact or a constant there
        }
        double[] r = SCRATCH.get();
        double ax = Math.abs(x), ay = Math.abs(y);
        boolean swapped = ay > ax;
        double num = swapped ? ax : ay, den = swapped ? ay : ax;
        // t = num / den as double-double
        double tHi = num / den;
        double tLo = Math.fma(-tHi, den, num) / den;
        if (num == den) { tHi = 1.0; tLo = 0.0; }
        int k = (int) Math.rint(tHi * STEPS);
        double c = (double) k / STEPS;
        // u = (t - c) / (1 + t c); t - c is exact: c is zero or within a factor 2 of t (Sterbenz)
        add(tHi - c, 0.0, tLo, 0.0, r);
        double nHi = r[0], nLo = r[1];
        double pHi = tHi * c, pLo = Math.fma(tHi, c, -pHi) + tLo * c;
        add(1.0, 0.0, pHi, pLo, r);
        div(nHi, nLo, r[0], r[1], r);
        atanSmall(r[0], r[1], r);
        add(TABLE_HI[k], TABLE_LO[k], r[0], r[1], r);
        if (swapped) add(HALF_PI_HI, HALF_PI_LO, -r[0], -r[1], r);
        if (x < 0) add(PI_HI, PI_LO, -r[0], -r[1], r);
        double result = r[0] + r[1];
        return y < 0 ? -result : result;
    }

    /** atan(u) for |u| at most 1/128: u - u³/3 + u⁵/5 in double-double, the rest of the series in double. */
    private static void atanSmall(double uHi, double uLo, double[] r) {
        mul(uHi, uLo, uHi, uLo, r);
        double u2Hi = r[0], u2Lo = r[1];
        double v = u2Hi;
        double tail = v * (-1.0 / 7 + v * (1.0 / 9 + v * (-1.0 / 11 + v * (1.0 / 13 - v / 15))));
        // u + u³ (-1/3 + u² (1/5 + tail)), with 1/3 and 1/5 in double-double
        add(1.0 / 5, FIFTH_LO, tail, 0.0, r);
        mul(r[0], r[1], u2Hi, u2Lo, r);
        add(-1.0 / 3, -THIRD_LO, r[0], r[1], r);
        mul(r[0], r[1], u2Hi, u2Lo, r);
        mul(r[0], r[1], uHi, uLo, r);
        add(uHi, uLo, r[0], r[1], r);
    }

    /** 1/5 - fl(1/5) and 1/3 - fl(1/3): the low parts of a fifth and a third. */
    private static final double FIFTH_LO = Math.fma(-5.0, 1.0 / 5, 1.0) / 5, THIRD_LO = Math.fma(-3.0, 1.0 / 3, 1.0) / 3;

    /** a + b into {@code r}, double-double. */
    private static void add(double aHi, double aLo, double bHi, double bLo, double[] r) {
        double s = aHi + bHi;
        double bb = s - aHi;
        double e = (aHi - (s - bb)) + (bHi - bb);
        e += aLo + bLo;
        double hi = s + e;
        r[0] = hi;
        r[1] = e - (hi - s);
    }

    /** a × b into {@code r}, double-double. */
    private static void mul(double aHi, double aLo, double bHi, double bLo, double[] r) {
        double p = aHi * bHi;
        double e = Math.fma(aHi, bHi, -p) + (aHi * bLo + aLo * bHi);
        double hi = p + e;
        r[0] = hi;
        r[1] = e - (hi - p);
    }

    /** a / b into {@code r}, double-double: three quotient digits, each from the remainder. */
    private static void div(double aHi, double aLo, double bHi, double bLo, double[] r) {
        double q1 = aHi / bHi;
        mul(q1, 0.0, bHi, bLo, r);
        add(aHi, aLo, -r[0], -r[1], r);
        double rHi = r[0], rLo = r[1];
        double q2 = rHi / bHi;
        mul(q2, 0.0, bHi, bLo, r);
        add(rHi, rLo, -r[0], -r[1], r);
        double q3 = r[0] / bHi;
        add(q1, 0.0, q2, 0.0, r);
        add(r[0], r[1], q3, 0.0, r);
    }

    /** atan(x) for 0 ≤ x ≤ 1 to the context's precision: three halvings of the angle, then the series. */
    private static BigDecimal atan(BigDecimal x, MathContext mc) {
        BigDecimal one = BigDecimal.ONE;
        for (int i = 0; i < 3; i++) x = x.divide(one.add(one.add(x.multiply(x, mc), mc).sqrt(mc), mc), mc);
        BigDecimal x2 = x.multiply(x, mc), term = x, sum = BigDecimal.ZERO;
        BigDecimal eps = BigDecimal.ONE.movePointLeft(mc.getPrecision() + 2);
        for (int n = 0; term.abs().compareTo(eps) > 0; n++) {
            BigDecimal t = term.divide(BigDecimal.valueOf(2L * n + 1), mc);
            sum = (n % 2 == 0) ? sum.add(t, mc) : sum.subtract(t, mc);
            term = term.multiply(x2, mc);
        }
        return sum.multiply(BigDecimal.valueOf(8), mc);
    }
}
