package org.pitch.wire;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;

/**
 * Writes numbers exactly as rcssserver does, without allocating.
 *
 * <p>rcssserver prints every number through a C++ {@code std::ostream} in its default state, which
 * is C's {@code printf("%g", x)}: 6 significant digits, rounded half-to-even from the <em>exact</em>
 * binary value of the double (glibc rounds correctly), trailing zeros and a trailing decimal point
 * removed, and exponent notation ({@code 1e+06}, {@code 1.5e-05}, {@code -2.5e+07}: sign and at
 * least two exponent digits) when the decimal exponent after rounding is below -4 or at least 6.
 * Zero keeps its sign ({@code -0}); infinities print {@code inf} / {@code -inf}. Any NaN prints
 * {@code nan}: glibc prints {@code -nan} for a NaN with the sign bit set, which this class does not
 * reproduce (rcssserver never sends a NaN on purpose).
 *
 * <h2>Algorithm</h2>
 * A finite non-zero {@code |v|} is {@code M * 2^e} with the 64-bit {@code M} normalised (top bit
 * set). Its decimal exponent {@code E = floor(log10 |v|)} is estimated from {@code e} and fixed by
 * one exact comparison with a table entry for {@code 10^(E+1)}. Then
 * {@code N = |v| * 10^(5-E)}, which lies in {@code [1e5, 1e6)}, is computed as the 192-bit product
 * of {@code M} and a 128-bit truncated significand of {@code 10^(5-E)}; the 6 digits are
 * {@code N} rounded half-even. The product is short of the true {@code N} by less than
 * {@code M * 2^-s < 2^-107} (s, the fixed-point position, is at least 171), so the rounding
 * direction is exact except when the computed fraction lies within that distance of one half:
 * <ul>
 *   <li>an exact tie ({@code 2N} an odd integer) is recognised exactly with integer arithmetic
 *       (trailing zeros of the significand, and divisibility by {@code 5^K}, {@code K <= 22});</li>
 *   <li>a non-tie that close to one half would need more precision; it then takes an allocating
 *       {@link BigDecimal} slow path. This cannot happen for any double: no double (normal or
 *       subnormal) has {@code N} within {@code 2^-107} of a half-integer without being one - the
 *       smallest non-zero distance, found for every binary exponent with the continued fraction
 *       of {@code 2^(e+1) * 10^k} (best approximations of the second kind), is about
 *       {@code 2^-65}; the unit test {@code slowPathIsUnreachableForEveryDouble} re-proves it. The
 *       slow path is kept only as a guard that stays correct if the tables are ever changed.</li>
 * </ul>
 * Nothing is allocated after class initialisation (which builds the power-of-ten table once
 * with {@link BigInteger}); formatting is thread-safe.
 */
public final class RcssNumbers {

    /** Most bytes that {@link #format(double, byte[], int)} writes, e.g. {@code -4.94066e-324}. */
    public static final int MAX_LENGTH = 13;

    /** Most bytes that {@link #format(long, byte[], int)} writes: {@code -9223372036854775808}. */
    public static final int MAX_LONG_LENGTH = 20;

    private static final int P10_MIN = -330;
    private static final int P10_MAX = 330;
    /** Top and bottom 64 bits of T(n) = floor(10^n / 2^b(n)), 2^127 <= T(n) < 2^128. */
    private static final long[] P10_HI = new long[P10_MAX - P10_MIN + 1];
    private static final long[] P10_LO = new long[P10_MAX - P10_MIN + 1];
    /** b(n); the binary exponent of 10^n is b(n) + 127. */
    private static final int[] P10_EXP = new int[P10_MAX - P10_MIN + 1];
    /** ceil(10^n / 2^(b(n)+64)): a normalised M with M * 2^(b(n)+64) >= 10^n is at least this. */
    private static final long[] P10_CMP = new long[P10_MAX - P10_MIN + 1];
    /** 5^0 .. 5^22 (5^23 exceeds 2^53). */
    private static final long[] POW5 = new long[23];

    private static final long HALF = Long.MIN_VALUE; // 2^63 as an unsigned 64-bit fraction
    private static final MathContext SIX_DIGITS = new MathContext(6, RoundingMode.HALF_EVEN);

    static {
        BigInteger ten = BigInteger.TEN;
        for (int n = P10_MIN; n <= P10_MAX; n++) {
            int i = n - P10_MIN;
            BigInteger t;
            BigInteger cmp;
            int b;
            if (n >= 0) {
                BigInteger x = ten.pow(n);
                b = x.bitLength() - 128;
                t = b >= 0 ? x.shiftRight(b) : x.shiftLeft(-b);
                int sft = b + 64;
                cmp = sft >= 0
                        ? x.add(BigInteger.ONE.shiftLeft(sft)).subtract(BigInteger.ONE).shiftRight(sft)
                        : x.shiftLeft(-sft);
            } else {
                BigInteger d = ten.pow(-n);
                int len = d.bitLength();
                b = -(127 + len);
                t = BigInteger.ONE.shiftLeft(127 + len).divide(d);
                BigInteger[] qr = BigInteger.ONE.shiftLeft(63 + len).divideAndRemainder(d);
                cmp = qr[1].signum() == 0 ? qr[0] : qr[0].add(BigInteger.ONE);
            }
            if (t.bitLength() != 128 || cmp.bitLength() != 64) {
                throw new ExceptionInInitializerError("power-of-ten table broken at 10^" + n);
            }
            P10_HI[i] = t.shiftRight(64).longValue();
            P10_LO[i] = t.longValue();
            P10_EXP[i] = b;
            P10_CMP[i] = cmp.longValue();
        }
        long p = 1;
        for (int k = 0; k < POW5.length; k++) {
            POW5[k] = p;
            p *= 5;
        }
    }

    private RcssNumbers() {
    }

    /**
     * Writes {@code v} as {@code printf("%g", v)} does (see the class comment) into {@code dst}
     * from {@code offset}; {@code dst} needs up to {@link #MAX_LENGTH} free bytes there.
     *
     * @return the offset just after the last byte written
     */
    public static int format(double v, byte[] dst, int offset) {
        long bits = Double.doubleToRawLongBits(v);
        int field = (int) (bits >>> 52) & 0x7ff;
        long fraction = bits & 0x000f_ffff_ffff_ffffL;
        int start = offset;
        if (field == 0x7ff) {
            if (fraction != 0) {
                dst[offset] = 'n';
                dst[offset + 1] = 'a';
                dst[offset + 2] = 'n';
                return offset + 3;
            }
            if (bits < 0) {
                dst[offset++] = '-';
            }
            dst[offset] = 'i';
            dst[offset + 1] = 'n';
            dst[offset + 2] = 'f';
            return offset + 3;
        }
        if (bits < 0) {
            dst[offset++] = '-';
        }
        long m;
        int e2;
        if (field == 0) {
            if (fraction == 0) {
                dst[offset] = '0';
                return offset + 1;
            }
            m = fraction;
            e2 = -1074;
        } else {
            m = fraction | (1L << 52);
            e2 = field - 1075;
        }
        // |v| = m * 2^e2 = bigM * 2^e with bigM in [2^63, 2^64)
        int lz = Long.numberOfLeadingZeros(m);
        long bigM = m << lz;
        int e = e2 - lz;
        int be = e + 63; // 2^be <= |v| < 2^(be+1), be in [-1074, 1023]
        int exp10 = floorLog10Pow2(be); // 10^exp10 <= |v| < 10^(exp10+2)
        int next = exp10 + 1 - P10_MIN;
        if (P10_EXP[next] + 127 == be && Long.compareUnsigned(bigM, P10_CMP[next]) >= 0) {
            exp10++; // |v| >= 10^(exp10+1), compared exactly
        }
        int k = 5 - exp10;
        int idx = k - P10_MIN;
        long tHi = P10_HI[idx];
        long tLo = P10_LO[idx];
        // 192-bit product bigM * T = p2:p1:p0
        long p0 = bigM * tLo;
        long mid = bigM * tHi;
        long p1 = unsignedMultiplyHigh(bigM, tLo) + mid;
        long p2 = unsignedMultiplyHigh(bigM, tHi) + (Long.compareUnsigned(p1, mid) < 0 ? 1 : 0);
        // N ~ (p2:p1:p0) * 2^-s; s in [171, 175], so the integer part sits in the top bits of p2
        int sh = -(e + P10_EXP[idx]) - 128;
        long digits = p2 >>> sh;
        long f = (p2 << (64 - sh)) | (p1 >>> sh); // first 64 fraction bits
        // true N is in [computed, computed + bigM * 2^-s): at or above the computed value
        if (f < 0) { // computed fraction >= 1/2
            if (f != HALF || (p1 << (64 - sh)) != 0 || p0 != 0) {
                digits++; // computed fraction > 1/2, so the true one is too
            } else if (isTie(m, e2, k)) {
                digits += digits & 1;
            } else {
                digits++;
            }
        } else if (f == HALF - 1 && (p1 << (64 - sh)) == -1L << (64 - sh)
                && Long.compareUnsigned(p0, -bigM) > 0) {
            // the true fraction is within 2^-107 of 1/2: only an exact tie can be that close
            if (isTie(m, e2, k)) {
                digits += digits & 1;
            } else {
                return slowFormat(v, dst, start); // unreachable, see the class comment
            }
        }
        if (digits >= 1_000_000) {
            digits = 100_000;
            exp10++;
        }
        return writeSignificand(digits, exp10, dst, offset);
    }

    /**
     * Writes {@code v} in plain decimal ({@code -7}, {@code 0}, {@code -9223372036854775808}) into
     * {@code dst} from {@code offset}; needs up to {@link #MAX_LONG_LENGTH} free bytes there.
     *
     * @return the offset just after the last byte written
     */
    public static int format(long v, byte[] dst, int offset) {
        long neg = v;
        if (v < 0) {
            dst[offset++] = '-';
        } else {
            neg = -v; // negative values cover Long.MIN_VALUE
        }
        int len = 1;
        for (long t = neg / 10; t != 0; t /= 10) {
            len++;
        }
        int p = offset + len;
        do {
            long q = neg / 10;
            dst[--p] = (byte) ('0' + (q * 10 - neg));
            neg = q;
        } while (neg != 0);
        return offset + len;
    }

    /** {@code printf("%g", v)} as a string; allocates, for tests and logs. */
    public static String toString(double v) {
        byte[] buf = new byte[MAX_LENGTH];
        return new String(buf, 0, format(v, buf, 0), StandardCharsets.US_ASCII);
    }

    /** {@code v} in plain decimal as a string; allocates, for tests and logs. */
    public static String toString(long v) {
        byte[] buf = new byte[MAX_LONG_LENGTH];
        return new String(buf, 0, format(v, buf, 0), StandardCharsets.US_ASCII);
    }

    /** floor(be * log10(2)), exact for |be| <= 1650 (checked by the tests over [-1074, 1023]). */
    static int floorLog10Pow2(int be) {
        return (be * 78913) >> 18;
    }

    /** Whether |v| * 10^k, |v| = m * 2^e2, is exactly an odd multiple of 1/2. */
    private static boolean isTie(long m, int e2, int k) {
        int tz = Long.numberOfTrailingZeros(m);
        long odd = m >>> tz;
        int twos = e2 + tz + 1; // 2N = odd * 2^twos * 10^k
        if (k >= 0) {
            return twos + k == 0; // odd * 5^k is odd
        }
        int kk = -k; // 2N = odd * 2^(twos - kk) / 5^kk
        return twos == kk && kk < POW5.length && odd % POW5[kk] == 0;
    }

    /**
     * Writes the sign-less significand {@code digits} (in [1e5, 1e6)) times 10^(exp10-5) in %g style.
     */
    private static int writeSignificand(long digits, int exp10, byte[] dst, int offset) {
        int q = (int) digits;
        int count = 6;
        while (q % 10 == 0) {
            q /= 10;
            count--;
        }
        if (exp10 < -4 || exp10 >= 6) {
            // d[.ddddd]e±XX
            int end = offset + (count > 1 ? count + 1 : 1);
            int p = end;
            for (int i = count - 1; i > 0; i--) {
                int r = q / 10;
                dst[--p] = (byte) ('0' + q - r * 10);
                q = r;
            }
            if (count > 1) {
                dst[--p] = '.';
            }
            dst[--p] = (byte) ('0' + q);
            dst[end++] = 'e';
            int x = exp10;
            if (x < 0) {
                dst[end++] = '-';
                x = -x;
            } else {
                dst[end++] = '+';
            }
            if (x >= 100) {
                dst[end++] = (byte) ('0' + x / 100);
                x %= 100;
            }
            dst[end] = (byte) ('0' + x / 10);
            dst[end + 1] = (byte) ('0' + x % 10);
            return end + 2;
        }
        if (exp10 < 0) {
            // 0.000ddd
            dst[offset++] = '0';
            dst[offset++] = '.';
            for (int i = -1; i > exp10; i--) {
                dst[offset++] = '0';
            }
            int p = offset + count;
            for (int i = 0; i < count; i++) {
                int r = q / 10;
                dst[--p] = (byte) ('0' + q - r * 10);
                q = r;
            }
            return offset + count;
        }
        int intDigits = exp10 + 1;
        if (count <= intDigits) {
            // ddd000
            int p = offset + count;
            for (int i = 0; i < count; i++) {
                int r = q / 10;
                dst[--p] = (byte) ('0' + q - r * 10);
                q = r;
            }
            int end = offset + intDigits;
            for (int i = offset + count; i < end; i++) {
                dst[i] = '0';
            }
            return end;
        }
        // ddd.ddd
        int end = offset + count + 1;
        int p = end;
        for (int i = count - 1; i >= 0; i--) {
            int r = q / 10;
            dst[--p] = (byte) ('0' + q - r * 10);
            q = r;
            if (i == intDigits) {
                dst[--p] = '.';
            }
        }
        return end;
    }

    /**
     * Exact but allocating; only reached if the fast path cannot decide (never, see above).
     * Package-private so that tests can check it against the fast path.
     */
    static int slowFormat(double v, byte[] dst, int offset) {
        if (v < 0 || (v == 0 && 1 / v < 0)) {
            dst[offset++] = '-';
        }
        BigDecimal r = new BigDecimal(Math.abs(v)).round(SIX_DIGITS);
        int precision = r.precision();
        long digits = r.unscaledValue().longValueExact();
        for (int i = precision; i < 6; i++) {
            digits *= 10;
        }
        return writeSignificand(digits, precision - r.scale() - 1, dst, offset);
    }

    /** Unsigned high 64 bits of a * b (Math.unsignedMultiplyHigh is Java 18+). */
    private static long unsignedMultiplyHigh(long a, long b) {
        return Math.multiplyHigh(a, b) + ((a >> 63) & b) + ((b >> 63) & a);
    }
}
