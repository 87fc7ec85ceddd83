package org.pitch.launcher.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether one of two teams (or sides) was systematically higher on one timing measure over a
 * series (docs/competitions.md, "Fairness report"): over the matches where both have a value,
 * the sign test of "A higher than B" (ties left out) and the ratio of the two medians over those
 * matches. The one higher in more matches is {@code higher}; it is flagged when p &lt; 0.05 and
 * its median is at least 1.5 times the other's; with fewer than 6 such matches no verdict is
 * given, since even 5 of 5 has p = 0.0625.
 *
 * @param measure what was compared, e.g. {@code first_command_p95_ms}
 * @param higher the one higher in more matches ({@code a} on a tie)
 * @param lower the other
 * @param matches the matches where both had a value
 * @param higherIn in how many of them {@code higher} was higher
 * @param lowerIn in how many {@code lower} was
 * @param p the two-sided p-value of the sign test
 * @param ratio {@code higher}'s median over {@code lower}'s (infinite when that is 0)
 */
record Comparison(String measure, String higher, String lower, int matches, int higherIn, int lowerIn, double p, double medianHigher,
                  double medianLower, double ratio) {
    static final int MIN_MATCHES = 6;
    static final double P_BELOW = 0.05, RATIO_AT_LEAST = 1.5;

    /** The verdict's three outcomes. */
    enum Verdict { TOO_FEW_MATCHES, SYSTEMATICALLY_HIGHER, NO_SYSTEMATIC_DIFFERENCE }

    /** Compares {@code a} and {@code b} over matches: {@code av[i]}, {@code bv[i]} their values in match i, NaN for none. */
    static Comparison of(String measure, String a, String b, List<Double> av, List<Double> bv) {
        List<Double> as = new ArrayList<>(), bs = new ArrayList<>();
        int aHigher = 0, bHigher = 0;
        for (int i = 0; i < av.size(); i++) {
            double x = av.get(i), y = bv.get(i);
            if (Double.isNaN(x) || Double.isNaN(y)) continue;
            as.add(x);
            bs.add(y);
            if (x > y) aHigher++;
            else if (y > x) bHigher++;
        }
        double p = SignTest.twoSidedP(aHigher, aHigher + bHigher);
        double ma = SignTest.median(as), mb = SignTest.median(bs);
        return bHigher > aHigher ? new Comparison(measure, b, a, as.size(), bHigher, aHigher, p, mb, ma, SignTest.ratio(mb, ma))
                : new Comparison(measure, a, b, as.size(), aHigher, bHigher, p, ma, mb, SignTest.ratio(ma, mb));
    }

    Verdict verdict() {
        if (matches < MIN_MATCHES) return Verdict.TOO_FEW_MATCHES;
        return higherIn > lowerIn && p < P_BELOW && ratio >= RATIO_AT_LEAST ? Verdict.SYSTEMATICALLY_HIGHER : Verdict.NO_SYSTEMATIC_DIFFERENCE;
    }

    int ties() { return matches - higherIn - lowerIn; }

    /**
     * One line, e.g. with "had more" and "systematically missed more cycles": {@code Beta had more than Alpha in 6 of 6
     * matches (0 ties), p = 0.0313, medians 500.0 / 0.0 (ratio inf): Beta systematically missed more cycles}.
     */
    String describe(String higherWord, String flagged) {
        String head = String.format(Locale.ROOT, "%s %s than %s in %d of %d matches (%d ties), p = %.3g, medians %s / %s (ratio %s): ",
                higher, higherWord, lower, higherIn, matches, ties(), p, Fairness.decimal(medianHigher), Fairness.decimal(medianLower), ratioText());
        return head + switch (verdict()) {
            case TOO_FEW_MATCHES -> "too few matches to tell (" + MIN_MATCHES + " needed)";
            case SYSTEMATICALLY_HIGHER -> higher + " " + flagged;
            case NO_SYSTEMATIC_DIFFERENCE -> "no systematic difference";
        };
    }

    String json() {
        return String.format(Locale.ROOT, "{\"measure\": \"%s\", \"higher\": %s, \"lower\": %s, \"matches\": %d, \"higher_in\": %d, \"lower_in\": %d, "
                        + "\"ties\": %d, \"p\": %.4g, \"median_higher\": %s, \"median_lower\": %s, \"ratio\": %s, \"verdict\": \"%s\"}",
                measure, ResultsJson.string(higher), ResultsJson.string(lower), matches, higherIn, lowerIn, ties(), p, number(medianHigher),
                number(medianLower), ratioJson(), verdict().name().toLowerCase(Locale.ROOT));
    }

    /** Infinite (the lower median is 0) as {@code null}: JSON has no infinity; the medians tell it. */
    private String ratioJson() { return Double.isInfinite(ratio) || Double.isNaN(ratio) ? "null" : String.format(Locale.ROOT, "%.2f", ratio); }

    private String ratioText() { return Double.isInfinite(ratio) ? "inf" : Double.isNaN(ratio) ? "-" : String.format(Locale.ROOT, "%.2f", ratio); }

    /** A JSON number with a decimal, or {@code null} for NaN. */
    static String number(double v) { return Double.isNaN(v) ? "null" : String.format(Locale.ROOT, "%.1f", v); }
}
