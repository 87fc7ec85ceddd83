package org.pitch.protocol.player;

import java.nio.charset.StandardCharsets;

/**
 * Number conversions with the results the C library gives rcssserver for the two numeric token
 * forms of the player command language: {@code atoi} for integer tokens and {@code atof}
 * (i.e. {@code strtod}) for real tokens. Both take a byte range that the lexer has already
 * checked to have the token's shape, so neither validates its input.
 */
final class CNumbers {
    private CNumbers() { }

    /** Exactly representable powers of ten, {@code 1e0} to {@code 1e22}. */
    private static final double[] POW10 = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    };

    /**
     * {@code atoi} of glibc on a 64-bit system: the text is read as a {@code long} with
     * saturation at {@code LONG_MIN}/{@code LONG_MAX} (as {@code strtol} does) and then narrowed
     * to {@code int} by keeping the low 32 bits. So {@code 4294967297} gives 1 and
     * {@code 99999999999999999999} gives -1.
     *
     * @param b     bytes of {@code [+-]?[0-9]+}
     */
    static int atoi(byte[] b, int start, int end) {
        int i = start;
        boolean negative = false;
        if (b[i] == '+' || b[i] == '-') {
            negative = b[i] == '-';
            i++;
        }
        // accumulate negatively, as the full negative range is one larger
        long limit = negative ? Long.MIN_VALUE : -Long.MAX_VALUE;
        long multLimit = limit / 10;
        long acc = 0;
        boolean overflow = false;
        for (; i < end; i++) {
            int digit = b[i] - '0';
            if (overflow) {
                continue;
            }
            if (acc < multLimit) {
                overflow = true;
                continue;
            }
            acc *= 10;
            if (acc < limit + digit) {
                overflow = true;
                continue;
            }
            acc -= digit;
        }
        long value = overflow ? (negative ? Long.MIN_VALUE : Long.MAX_VALUE) : (negative ? acc : -acc);
        return (int) value;
    }

    /**
     * {@code strtod} of a real token, correctly rounded like glibc's. Short inputs take an exact
     * fast path without allocating; long mantissas or large exponents fall back to
     * {@link Double#parseDouble}, which accepts every form the lexer lets through.
     *
     * @param b bytes of {@code [+-]?[0-9]*(\.[0-9]+)?([eE][+-]?[0-9]+)?} with at least one digit
     */
    static double strtod(byte[] b, int start, int end) {
        int i = start;
        boolean negative = false;
        if (b[i] == '+' || b[i] == '-') {
            negative = b[i] == '-';
            i++;
        }
        long mantissa = 0;
        int significant = 0;    // digits in mantissa, leading zeros not counted
        int scale = 0;          // decimal exponent to apply to mantissa
        boolean inFraction = false;
        boolean tooLong = false;
        for (; i < end; i++) {
            byte c = b[i];
            if (c == '.') {
                inFraction = true;
                continue;
            }
            if (c == 'e' || c == 'E') {
                break;
            }
            int digit = c - '0';
            if (significant == 0 && digit == 0) {
                if (inFraction) {
                    scale--;
                }
                continue;
            }
            if (significant < 18) {
                mantissa = mantissa * 10 + digit;
                significant++;
                if (inFraction) {
                    scale--;
                }
            } else {
                tooLong = true;
            }
        }
        if (i < end) {
            // exponent
            i++;
            boolean expNegative = false;
            if (b[i] == '+' || b[i] == '-') {
                expNegative = b[i] == '-';
                i++;
            }
            int exp = 0;
            for (; i < end; i++) {
                if (exp < 100_000) {
                    exp = exp * 10 + (b[i] - '0');
                }
            }
            scale += expNegative ? -exp : exp;
        }
        if (!tooLong) {
            double value;
            if (mantissa == 0) {
                value = 0.0;
            } else if (significant <= 15 && scale >= 0 && scale <= 22) {
                value = (double) mantissa * POW10[scale];
            } else if (significant <= 15 && scale < 0 && scale >= -22) {
                value = (double) mantissa / POW10[-scale];
            } else {
                return slow(b, start, end);
            }
            return negative ? -value : value;
        }
        return slow(b, start, end);
    }

    private static double slow(byte[] b, int start, int end) {
        return Double.parseDouble(new String(b, start, end - start, StandardCharsets.ISO_8859_1));
    }
}
