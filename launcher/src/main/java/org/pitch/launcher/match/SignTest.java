package org.pitch.launcher.match;

import java.util.List;

/**
 * The statistics of the fairness report ({@link Fairness}): the two-sided sign test and medians.
 * The sign test asks whether, over matches, one team came out higher than the other more often
 * than a fair coin would make it; it assumes nothing about how large the differences are, which
 * suits latencies that vary with the machine's load from one match to the next.
 */
final class SignTest {
    private SignTest() {}

    /**
     * The two-sided p-value of {@code k} "higher" outcomes in {@code n} matches (ties left out
     * beforehand) when either team is as likely to be higher: {@code min(1, 2 · P(X ≤ min(k, n−k)))}
     * with X binomial(n, ½); 1 for no match. E.g. 8 of 8: 2 · 0.5^8 = 0.0078; 4 of 8: 1.
     */
    static double twoSidedP(int k, int n) {
        if (k < 0 || k > n) throw new IllegalArgumentException(k + " of " + n);
        int tail = Math.min(k, n - k);
        double sum = 0, term = Math.pow(0.5, n); // C(n, 0) · 0.5^n
        for (int i = 0; i <= tail; i++) {
            sum += term;
            term = term * (n - i) / (i + 1); // C(n, i+1) from C(n, i)
        }
        return Math.min(1.0, 2 * sum);
    }

    /** The median (the mean of the two middle values for an even count); NaN for none. */
    static double median(List<Double> values) {
        if (values.isEmpty()) return Double.NaN;
        double[] v = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int m = v.length / 2;
        return v.length % 2 == 1 ? v[m] : (v[m - 1] + v[m]) / 2;
    }

    /** {@code higher / lower}: infinite when {@code lower} is 0 and {@code higher} is not, 1 when both are 0. */
    static double ratio(double higher, double lower) {
        if (lower == 0) return higher == 0 ? 1 : Double.POSITIVE_INFINITY;
        return higher / lower;
    }
}
