package org.pitch.embedded.conformance;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Pitch's values against the values rcssserver printed, within the printed precision: the game
 * log rounds positions and velocities to 0.0001 and angles to 0.001 (rcssserver's
 * {@code Quantize}), then prints every number with six significant digits (C++'s default
 * stream precision), stamina, effort, recovery and capacity without rounding first. A value
 * matches when it lies within half a unit of both roundings of the printed one (plus 1e-9 for
 * the arithmetic). The largest deviation per quantity is kept for the report.
 */
final class Comparison {
    enum Quantity {
        BALL_POS("ball pos", 1e-4), BALL_VEL("ball vel", 1e-4),
        POS("player pos", 1e-4), VEL("player vel", 1e-4), ANGLE("body/neck", 1e-3),
        STAMINA("stamina", 0), EFFORT_RECOVERY("effort/recov", 0), CAPACITY("capacity", 0);

        final String label;
        final double quantum;

        Quantity(String label, double quantum) {
            this.label = label;
            this.quantum = quantum;
        }
    }

    private final Map<Quantity, Double> largest = new EnumMap<>(Quantity.class);
    private final List<String> mismatches = new ArrayList<>();

    /** Half a unit of the printed precision of {@code printed}, rounded to {@code quantum} first. */
    static double tolerance(String printed, double quantum) {
        double v = Math.abs(Double.parseDouble(printed));
        double digits = v == 0 ? 0 : 0.5 * Math.pow(10, Math.floor(Math.log10(v)) - 5);
        return quantum / 2 + digits + 1e-9;
    }

    void check(int time, String what, Quantity q, String printed, double actual) {
        double expected = Double.parseDouble(printed);
        double diff = q == Quantity.ANGLE ? Math.abs(normalize(actual - expected)) : Math.abs(actual - expected);
        largest.merge(q, diff, Math::max);
        if (!(diff <= tolerance(printed, q.quantum))) {
            mismatches.add(String.format("time %d %s: rcssserver %s, Pitch %.6f (off by %.3g)", time, what, printed, actual, diff));
        }
    }

    void mismatch(String text) { mismatches.add(text); }

    List<String> mismatches() { return mismatches; }

    double largest(Quantity q) { return largest.getOrDefault(q, 0.0); }

    private static double normalize(double degrees) {
        double a = degrees % 360;
        if (a > 180) a -= 360;
        if (a < -180) a += 360;
        return a;
    }
}
