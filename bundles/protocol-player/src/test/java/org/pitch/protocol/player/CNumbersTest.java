package org.pitch.protocol.player;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class CNumbersTest {
    private static double strtod(String s) {
        byte[] b = s.getBytes(StandardCharsets.US_ASCII);
        return CNumbers.strtod(b, 0, b.length);
    }

    private static int atoi(String s) {
        byte[] b = s.getBytes(StandardCharsets.US_ASCII);
        return CNumbers.atoi(b, 0, b.length);
    }

    /** glibc: (int) strtol(s), strtol saturating at the long range. */
    private static int referenceAtoi(String s) {
        BigInteger v = new BigInteger(s.startsWith("+") ? s.substring(1) : s);
        if (v.bitLength() > 63) {
            v = BigInteger.valueOf(v.signum() < 0 ? Long.MIN_VALUE : Long.MAX_VALUE);
        }
        return (int) v.longValue();
    }

    @Test void atoiExamples() {
        assertEquals(0, atoi("0"));
        assertEquals(12, atoi("00012"));
        assertEquals(-7, atoi("-7"));
        assertEquals(7, atoi("+7"));
        assertEquals(Integer.MIN_VALUE, atoi("2147483648"));
        assertEquals(1215752191, atoi("99999999999"));
        assertEquals(-1, atoi("9223372036854775807"));
        assertEquals(-1, atoi("9223372036854775808"));
        assertEquals(0, atoi("-9223372036854775808"));
        assertEquals(0, atoi("-9223372036854775809"));
        assertEquals(-1, atoi("1" + "0".repeat(100)));
    }

    @Test void atoiMatchesTheReferenceOnRandomInputs() {
        SplittableRandom r = new SplittableRandom(7);
        for (int i = 0; i < 50_000; i++) {
            StringBuilder sb = new StringBuilder();
            int sign = r.nextInt(3);
            sb.append(sign == 0 ? "" : sign == 1 ? "-" : "+");
            int digits = 1 + r.nextInt(25);
            for (int k = 0; k < digits; k++) {
                sb.append((char) ('0' + r.nextInt(10)));
            }
            String s = sb.toString();
            assertEquals(referenceAtoi(s), atoi(s), s);
        }
    }

    @Test void strtodIsCorrectlyRoundedOnRandomInputs() {
        SplittableRandom r = new SplittableRandom(11);
        for (int i = 0; i < 100_000; i++) {
            StringBuilder sb = new StringBuilder();
            int sign = r.nextInt(3);
            sb.append(sign == 0 ? "" : sign == 1 ? "-" : "+");
            int intDigits = r.nextInt(r.nextBoolean() ? 4 : 22);
            for (int k = 0; k < intDigits; k++) {
                sb.append((char) ('0' + r.nextInt(10)));
            }
            int fracDigits = r.nextInt(r.nextBoolean() ? 4 : 22);
            if (intDigits == 0 && fracDigits == 0) {
                fracDigits = 1;
            }
            if (fracDigits > 0) {
                sb.append('.');
                for (int k = 0; k < fracDigits; k++) {
                    sb.append((char) ('0' + r.nextInt(10)));
                }
            }
            if (r.nextInt(3) == 0) {
                sb.append(r.nextBoolean() ? 'e' : 'E');
                int es = r.nextInt(3);
                sb.append(es == 0 ? "" : es == 1 ? "-" : "+");
                sb.append(r.nextInt(r.nextBoolean() ? 30 : 400));
            }
            String s = sb.toString();
            assertEquals(Double.doubleToRawLongBits(Double.parseDouble(s)), Double.doubleToRawLongBits(strtod(s)), s);
        }
    }

    @Test void strtodExamples() {
        assertEquals(0.5, strtod(".5"));
        assertEquals(-0.0, strtod("-0.0"));
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(strtod("-0e5")));
        assertEquals(100.0, strtod("1e2"));
        assertEquals(Double.POSITIVE_INFINITY, strtod("1e999"));
        assertEquals(Double.NEGATIVE_INFINITY, strtod("-1e999999999999"));
        assertEquals(0.0, strtod("1e-999999999999"));
        assertEquals(0.1, strtod("0.1"));
        assertEquals(0.30000000000000004, strtod("0.30000000000000004"));
        assertEquals(Double.MIN_VALUE, strtod("4.9e-324"));
    }
}
