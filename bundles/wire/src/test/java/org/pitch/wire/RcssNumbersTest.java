package org.pitch.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.DoubleSupplier;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class RcssNumbersTest {

    private static final MathContext SIX = new MathContext(6, RoundingMode.HALF_EVEN);
    private static final byte SENTINEL = (byte) '#';

    /**
     * The oracle: C's {@code printf("%g", v)} rendered from the exact value of the double,
     * rounded to 6 significant digits half-to-even by BigDecimal.
     */
    static String oracle(double v) {
        if (Double.isNaN(v)) {
            return "nan";
        }
        String sign = Double.doubleToRawLongBits(v) < 0 ? "-" : "";
        if (Double.isInfinite(v)) {
            return sign + "inf";
        }
        if (v == 0) {
            return sign + "0";
        }
        BigDecimal r = new BigDecimal(Math.abs(v)).round(SIX);
        int x = r.precision() - r.scale() - 1; // decimal exponent after rounding
        String digits = r.unscaledValue().toString();
        int len = digits.length();
        while (len > 1 && digits.charAt(len - 1) == '0') {
            len--;
        }
        digits = digits.substring(0, len);
        StringBuilder sb = new StringBuilder(sign);
        if (x < -4 || x >= 6) {
            sb.append(digits.charAt(0));
            if (len > 1) {
                sb.append('.').append(digits, 1, len);
            }
            int ax = Math.abs(x);
            sb.append('e').append(x < 0 ? '-' : '+').append(ax < 10 ? "0" : "").append(ax);
        } else if (x >= 0) {
            if (len <= x + 1) {
                sb.append(digits).append("0".repeat(x + 1 - len));
            } else {
                sb.append(digits, 0, x + 1).append('.').append(digits, x + 1, len);
            }
        } else {
            sb.append("0.").append("0".repeat(-x - 1)).append(digits);
        }
        return sb.toString();
    }

    /** Formats at a non-zero offset and checks that nothing outside the returned range is touched. */
    static String format(double v) {
        byte[] buf = new byte[RcssNumbers.MAX_LENGTH + 6];
        Arrays.fill(buf, SENTINEL);
        int end = RcssNumbers.format(v, buf, 3);
        assertTrue(end - 3 <= RcssNumbers.MAX_LENGTH, () -> "too long for MAX_LENGTH: " + v);
        for (int i = 0; i < buf.length; i++) {
            if ((i < 3 || i >= end) && buf[i] != SENTINEL) {
                fail("byte " + i + " outside [3, " + end + ") written for " + v);
            }
        }
        return new String(buf, 3, end - 3, StandardCharsets.US_ASCII);
    }

    static String format(long v) {
        byte[] buf = new byte[RcssNumbers.MAX_LONG_LENGTH + 4];
        Arrays.fill(buf, SENTINEL);
        int end = RcssNumbers.format(v, buf, 2);
        assertEquals(SENTINEL, buf[1]);
        assertEquals(SENTINEL, buf[end]);
        return new String(buf, 2, end - 2, StandardCharsets.US_ASCII);
    }

    // ------------------------------------------------------------------ 1. oracle

    @Test
    void matchesExactOracleOnMoreThanAMillionDoubles() {
        SplittableRandom rnd = new SplittableRandom(20240611L);
        List<Object[]> sets = new ArrayList<>();
        sets.add(new Object[] {"uniform [-200, 200]", 200_000, (DoubleSupplier) () -> rnd.nextDouble(-200, 200)});
        sets.add(new Object[] {"uniform [0, 1e-3]", 100_000, (DoubleSupplier) () -> rnd.nextDouble(0, 1e-3)});
        sets.add(new Object[] {"rounded to 1..8 decimals", 200_000, (DoubleSupplier) () -> {
            double scale = Math.pow(10, rnd.nextInt(1, 9));
            return Math.round(rnd.nextDouble(-1000, 1000) * scale) / scale;
        }});
        sets.add(new Object[] {"7-digit midpoints d.ddddd5e±p and neighbours", 150_000, (DoubleSupplier) () -> {
            double tie = (rnd.nextLong(100_000, 1_000_000) * 10 + 5) / Math.pow(10, rnd.nextInt(-12, 14));
            switch (rnd.nextInt(3)) {
                case 0: return Math.nextDown(tie);
                case 1: return Math.nextUp(tie);
                default: return tie;
            }
        }});
        sets.add(new Object[] {"integers up to 1e7, and halves", 100_000, (DoubleSupplier) () -> {
            double i = rnd.nextLong(-10_000_000L, 10_000_001L);
            return rnd.nextBoolean() ? i : i + 0.5;
        }});
        sets.add(new Object[] {"powers of ten and +-1 ulp", 50_000, (DoubleSupplier) () -> {
            double p = Double.parseDouble("1e" + rnd.nextInt(-300, 301));
            switch (rnd.nextInt(3)) {
                case 0: return Math.nextDown(p);
                case 1: return Math.nextUp(p);
                default: return p;
            }
        }});
        sets.add(new Object[] {"log-uniform [1e-20, 1e20]", 100_000,
                (DoubleSupplier) () -> Math.pow(10, rnd.nextDouble(-20, 20)) * (rnd.nextBoolean() ? 1 : -1)});
        sets.add(new Object[] {"random bit patterns within [1e-300, 1e300]", 120_000, (DoubleSupplier) () -> {
            while (true) {
                double d = Double.longBitsToDouble(rnd.nextLong());
                double a = Math.abs(d);
                if (a >= 1e-300 && a <= 1e300) {
                    return d;
                }
            }
        }});
        int total = 0;
        for (Object[] set : sets) {
            String name = (String) set[0];
            int count = (Integer) set[1];
            DoubleSupplier gen = (DoubleSupplier) set[2];
            byte[] buf = new byte[RcssNumbers.MAX_LENGTH];
            for (int i = 0; i < count; i++) {
                double v = gen.getAsDouble();
                int n = RcssNumbers.format(v, buf, 0);
                String got = new String(buf, 0, n, StandardCharsets.US_ASCII);
                String want = oracle(v);
                if (!want.equals(got)) {
                    fail(name + ": " + new BigDecimal(v) + " -> " + got + ", expected " + want);
                }
            }
            total += count;
        }
        assertTrue(total >= 1_000_000);
    }

    @Test
    void slowPathAgreesWithOracle() {
        SplittableRandom rnd = new SplittableRandom(7);
        byte[] buf = new byte[RcssNumbers.MAX_LENGTH];
        for (int i = 0; i < 20_000; i++) {
            double v = Double.longBitsToDouble(rnd.nextLong());
            if (!Double.isFinite(v) || v == 0) {
                continue;
            }
            int n = RcssNumbers.slowFormat(v, buf, 0);
            assertEquals(oracle(v), new String(buf, 0, n, StandardCharsets.US_ASCII));
        }
        for (double v : new double[] {123456.5, 999999.5, -0.1234565, 1e-5, Double.MIN_VALUE, -Double.MAX_VALUE}) {
            int n = RcssNumbers.slowFormat(v, buf, 0);
            assertEquals(oracle(v), new String(buf, 0, n, StandardCharsets.US_ASCII));
        }
    }

    // ------------------------------------------------------------------ 2. reference capture

    @Test
    void reproducesEveryNumberOfTheReferenceCapture() throws IOException {
        String text;
        try (InputStream in = RcssNumbersTest.class.getResourceAsStream("/reference/player_v19.txt")) {
            assertNotNull(in, "reference/player_v19.txt on the test class path");
            text = new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        }
        // Every token is the %g text of a double, so the nearest double to the token prints the
        // token again: no token needs to be excluded (none has more than 6 significant digits, and
        // rcssserver's integer parameters in this capture all have at most 6 digits).
        Pattern number = Pattern.compile("-?[0-9]+(\\.[0-9]+)?(e[+-][0-9]+)?");
        TreeSet<String> tokens = new TreeSet<>();
        for (String token : text.split("[\\s()]+")) {
            if (number.matcher(token).matches()) {
                tokens.add(token);
            }
        }
        assertTrue(tokens.size() > 250, "distinct numeric tokens found: " + tokens.size());
        assertTrue(tokens.containsAll(List.of("0.00516687", "130600", "125.096", "-0.004", "0.0125")),
                "expected tokens in the capture");
        List<String> wrong = new ArrayList<>();
        for (String token : tokens) {
            String got = format(Double.parseDouble(token));
            if (!got.equals(token)) {
                wrong.add(token + " -> " + got);
            }
        }
        assertEquals(List.of(), wrong);
    }

    // ------------------------------------------------------------------ 3. edge cases

    @Test
    void edgeCases() {
        assertEquals("0", format(0.0));
        assertEquals("-0", format(-0.0));
        assertEquals("1e+06", format(1e6));
        assertEquals("1e+06", format(999999.5));
        assertEquals("999999", format(999999.4));
        assertEquals("1e-05", format(1e-5));
        assertEquals("0.0001", format(0.0001));
        assertEquals("1.23456e-05", format(0.00001234565)); // the double is just below the midpoint
        assertEquals("4.94066e-324", format(Double.MIN_VALUE));
        assertEquals("1.79769e+308", format(Double.MAX_VALUE));
        assertEquals("-1.79769e+308", format(-Double.MAX_VALUE));
        assertEquals("2.22507e-308", format(Double.MIN_NORMAL));
        assertEquals("nan", format(Double.NaN));
        assertEquals("nan", format(Double.longBitsToDouble(0xfff8_0000_0000_0000L))); // glibc: -nan
        assertEquals("inf", format(Double.POSITIVE_INFINITY));
        assertEquals("-inf", format(Double.NEGATIVE_INFINITY));
    }

    @Test
    void examplesOfTheWireFormat() {
        assertEquals("125.096", format(125.096));
        assertEquals("0.00516687", format(0.00516687));
        assertEquals("130600", format(130600.0));
        assertEquals("45", format(45.0));
        assertEquals("-0.5", format(-0.5));
        assertEquals("1.5e-05", format(1.5e-5));
        assertEquals("-2.5e+07", format(-2.5e7));
        assertEquals("1e+100", format(1e100));
        assertEquals("1e-100", format(1e-100));
        assertEquals("0.1", format(0.1));
        assertEquals("100000", format(100000.0));
        assertEquals("123457", format(123456.7));
        // exact ties round half to even (glibc printf agrees): 123456.5 is exactly representable
        assertEquals("123456", format(123456.5));
        assertEquals("123458", format(123457.5));
        assertEquals("0.5", format(0.5));
        assertEquals("2.5", format(2.5));
        assertEquals("1.23456e+06", format(1234565.0));
        assertEquals("1.23458e+06", format(1234575.0));
        // not ties: the doubles nearest 12.3455 and 0.1234565 lie below / above the midpoint
        assertEquals("12.3455", format(12.3455));
        assertEquals("0.123456", format(0.1234565));
        assertEquals("-0.004", format(-0.004));
        assertEquals("3.14159", format(Math.PI));
        assertEquals("0.000314159", format(Math.PI / 1e4));
        assertEquals("3.14159e-05", format(Math.PI / 1e5));
        assertEquals("314159", format(Math.PI * 1e5));
        assertEquals("3.14159e+06", format(Math.PI * 1e6));
    }

    @Test
    void toStringMatchesFormat() {
        assertEquals("-0.5", RcssNumbers.toString(-0.5));
        assertEquals("1e+06", RcssNumbers.toString(1e6));
        assertEquals("-7", RcssNumbers.toString(-7L));
    }

    @Test
    void longs() {
        assertEquals("-9223372036854775808", format(Long.MIN_VALUE));
        assertEquals(RcssNumbers.MAX_LONG_LENGTH, format(Long.MIN_VALUE).length());
        assertEquals("9223372036854775807", format(Long.MAX_VALUE));
        assertEquals("0", format(0L));
        assertEquals("-7", format(-7L));
        assertEquals("7", format(7L));
        assertEquals("10", format(10L));
        assertEquals("-100", format(-100L));
        SplittableRandom rnd = new SplittableRandom(3);
        for (int i = 0; i < 10_000; i++) {
            long v = rnd.nextLong() >> rnd.nextInt(64);
            assertEquals(Long.toString(v), format(v));
        }
    }

    // ------------------------------------------------------------------ proofs behind the algorithm

    /** The decimal exponent estimate is exact for every binary exponent a double can have. */
    @Test
    void floorLog10Pow2IsExact() {
        for (int be = -1074; be <= 1023; be++) {
            int e = RcssNumbers.floorLog10Pow2(be);
            // 10^e <= 2^be < 10^(e+1), compared as integers: 10^e * 2^-be vs 1
            BigInteger two = BigInteger.ONE.shiftLeft(Math.abs(be));
            BigInteger tenE = BigInteger.TEN.pow(Math.abs(e));
            BigInteger tenE1 = BigInteger.TEN.pow(Math.abs(e + 1));
            if (be >= 0) {
                assertTrue(tenE.compareTo(two) <= 0 && tenE1.compareTo(two) > 0, "be=" + be);
            } else {
                // 2^be = 1 / two; e < 0 <= e+1 is impossible here since 2^be < 1
                assertTrue(e < 0 && e + 1 <= 0, "be=" + be);
                // 10^e <= 1/two  <=>  two <= 10^-e ; 1/two < 10^(e+1)  <=>  10^-(e+1) < two
                assertTrue(two.compareTo(tenE) <= 0 && tenE1.compareTo(two) < 0, "be=" + be);
            }
        }
    }

    /**
     * The fast path hands a value to the slow path only if N = |v| * 10^k (k = 5 - decimal
     * exponent) lies within 2^-107 of a half-integer without being one, i.e. if 2N = m * alpha
     * (|v| = m * 2^e, alpha = 2^(e+1) * 10^k) is within 2^-106 of an integer without being one.
     * For every binary exponent e and every k the algorithm can pick for it (with a margin), the
     * smallest non-zero distance of m * alpha to an integer over all significands 1 <= m < 2^53 is
     * bounded below: if alpha = P/Q (lowest terms) has Q < 2^53 the distance is at least 1/Q;
     * otherwise it is ||q * alpha|| for the largest continued-fraction denominator q < 2^53
     * (Lagrange: no 0 < m < q' does better, q' the next denominator). All of those exceed 2^-106,
     * so the slow path is unreachable for every double, normal or subnormal.
     */
    @Test
    void slowPathIsUnreachableForEveryDouble() {
        BigInteger mMax = BigInteger.ONE.shiftLeft(53).subtract(BigInteger.ONE);
        BigInteger five = BigInteger.valueOf(5);
        int worstLog2 = 0;
        int checks = 0;
        for (int e = -1074; e <= 971; e++) {
            double log10Low = Math.log10(e == -1074 ? 1 : 0x1p52) + e * Math.log10(2);
            double log10High = 53 * Math.log10(2) + e * Math.log10(2);
            for (int exp10 = (int) Math.floor(log10Low) - 1; exp10 <= (int) Math.floor(log10High) + 1; exp10++) {
                int k = 5 - exp10;
                int twos = e + 1 + k;
                BigInteger p = k >= 0 ? five.pow(k) : BigInteger.ONE;
                BigInteger q = k < 0 ? five.pow(-k) : BigInteger.ONE;
                p = twos >= 0 ? p.shiftLeft(twos) : p;
                q = twos < 0 ? q.shiftLeft(-twos) : q;
                checks++;
                int log2Distance;
                if (q.compareTo(mMax) <= 0) {
                    log2Distance = -q.bitLength();
                } else {
                    BigInteger x = q;
                    BigInteger y = p.mod(q);
                    BigInteger qPrev = BigInteger.ZERO;
                    BigInteger qCur = BigInteger.ONE;
                    while (true) {
                        BigInteger[] ar = x.divideAndRemainder(y);
                        BigInteger qNext = ar[0].multiply(qCur).add(qPrev);
                        if (qNext.compareTo(mMax) > 0) {
                            break;
                        }
                        qPrev = qCur;
                        qCur = qNext;
                        x = y;
                        y = ar[1];
                        assertTrue(y.signum() != 0); // P/Q's last denominator is Q > mMax
                    }
                    BigInteger r = qCur.multiply(p).mod(q);
                    BigInteger distance = r.min(q.subtract(r)); // ||qCur * alpha|| * Q
                    assertTrue(distance.shiftLeft(106).compareTo(q) > 0,
                            "e=" + e + " k=" + k + ": a double may come within 2^-106 of a midpoint");
                    log2Distance = distance.bitLength() - q.bitLength(); // within 1 of log2
                }
                worstLog2 = Math.min(worstLog2, log2Distance);
            }
        }
        assertTrue(checks > 6000);
        assertTrue(worstLog2 >= -70, "closest approach ~2^" + worstLog2); // actual: about 2^-64
    }

    // ------------------------------------------------------------------ garbage-free

    @Test
    void formattingDoesNotAllocate() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        Assumptions.assumeTrue(bean instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) bean;
        Assumptions.assumeTrue(mx.isThreadAllocatedMemorySupported() && mx.isThreadAllocatedMemoryEnabled());
        SplittableRandom rnd = new SplittableRandom(11);
        double[] values = new double[10_000];
        for (int i = 0; i < values.length; i++) {
            switch (i % 4) {
                case 0: values[i] = rnd.nextDouble(-200, 200); break;
                case 1: values[i] = Math.round(rnd.nextDouble(-100, 100) * 1e4) / 1e4; break;
                case 2: values[i] = Math.pow(10, rnd.nextDouble(-300, 300)); break;
                default: values[i] = (rnd.nextLong(100_000, 1_000_000) * 10 + 5) / 10.0; break; // exact ties
            }
        }
        byte[] buf = new byte[RcssNumbers.MAX_LENGTH + RcssNumbers.MAX_LONG_LENGTH];
        long sink = 0;
        for (double v : values) { // class initialisation and first calls
            sink += RcssNumbers.format(v, buf, 0);
        }
        long id = Thread.currentThread().getId();
        long before = mx.getThreadAllocatedBytes(id);
        for (int round = 0; round < 10; round++) {
            for (double v : values) {
                sink += RcssNumbers.format(v, buf, 0);
                sink += RcssNumbers.format((long) v, buf, 0);
            }
        }
        long allocated = mx.getThreadAllocatedBytes(id) - before;
        assertTrue(sink > 0);
        // the measurement itself may allocate a little; 200,000 calls allocating anything would show
        assertTrue(allocated < 1024, "allocated " + allocated + " bytes");
    }
}
