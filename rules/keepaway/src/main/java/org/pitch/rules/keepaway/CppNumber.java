package org.pitch.rules.keepaway;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * A real number as a C++ stream writes it by default ({@code %g}, six significant digits, no
 * trailing zeros): {@code 20}, {@code 20.5}, {@code 1e+06}. rcssserver writes the keepaway log's
 * region this way.
 */
final class CppNumber {
    private static final int PRECISION = 6;

    private CppNumber() {}

    static String format(double v) {
        if (Double.isNaN(v)) return "nan";
        if (Double.isInfinite(v)) return v > 0 ? "inf" : "-inf";
        if (v == 0) return (1 / v < 0) ? "-0" : "0";
        // the exact binary value rounded half-even, as the C library does
        BigDecimal rounded = new BigDecimal(v).round(new MathContext(PRECISION, RoundingMode.HALF_EVEN));
        int exponent = rounded.precision() - rounded.scale() - 1;
        if (exponent < -4 || exponent >= PRECISION) {
            BigDecimal mantissa = rounded.movePointLeft(exponent).stripTrailingZeros();
            String e = String.format("%02d", Math.abs(exponent));
            return mantissa.toPlainString() + "e" + (exponent < 0 ? "-" : "+") + e;
        }
        return rounded.stripTrailingZeros().toPlainString();
    }
}
