package org.pitch.config;

import org.pitch.api.geom.Libm;

/**
 * A decimal number as rcssserver 19 reads it from its configuration files and command line, to the
 * last bit: its parser (boost::spirit classic's {@code strict_real_p}) accumulates the integer
 * digits and the fraction's digits each as a whole number, adds the fraction times
 * {@code pow(10, -digits)}, then multiplies by {@code pow(10, exponent)}. That is not the nearest
 * double: {@code 0.3} is read as {@code 3 × 0.1 = 0.30000000000000004}, {@code 0.7} as
 * {@code 0.7000000000000001}, so rcssserver's default player is a little bigger than 0.3 m and
 * has a little more kickable margin than 0.7, and whether two players or a player and the ball
 * still touch after a separation can hang on that last bit (the differential tester's seed 23).
 */
final class RcssReal {
    private RcssReal() {}

    /**
     * {@code text} read as rcssserver reads it: an optional sign, digits, an optional fraction and
     * an optional exponent ({@code e} or {@code E}, an optional sign, digits). NaN when the text
     * is not such a number (the caller keeps what it read otherwise).
     */
    static double read(String text) {
        String t = text.trim();
        int i = 0, n = t.length();
        boolean negative = false;
        if (i < n && (t.charAt(i) == '+' || t.charAt(i) == '-')) negative = t.charAt(i++) == '-';
        double value = 0;
        int digits = 0;
        for (; i < n && isDigit(t.charAt(i)); i++, digits++) value = value * 10 + (t.charAt(i) - '0');
        if (negative) value = -value;
        if (i < n && t.charAt(i) == '.') {
            i++;
            double fraction = 0;
            int length = 0;
            for (; i < n && isDigit(t.charAt(i)); i++, length++) fraction = fraction * 10 + (t.charAt(i) - '0');
            if (length > 0) {
                fraction *= Libm.pow(10, -length);
                value = negative ? value - fraction : value + fraction;
            } else if (digits == 0) {
                return Double.NaN;
            }
        } else if (digits == 0) {
            return Double.NaN;
        }
        if (i < n && (t.charAt(i) == 'e' || t.charAt(i) == 'E')) {
            i++;
            boolean negativeExponent = false;
            if (i < n && (t.charAt(i) == '+' || t.charAt(i) == '-')) negativeExponent = t.charAt(i++) == '-';
            if (i == n || !isDigit(t.charAt(i))) return Double.NaN;
            int exponent = 0;
            for (; i < n && isDigit(t.charAt(i)); i++) {
                if (exponent > 100_000) return Double.NaN; // far beyond any double; no overflow of the count
                exponent = exponent * 10 + (t.charAt(i) - '0');
            }
            value *= Libm.pow(10, negativeExponent ? -exponent : exponent);
        }
        return i == n ? value : Double.NaN;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
