package org.pitch.protocol.monitor;

import java.nio.charset.StandardCharsets;

/**
 * Reads a datagram the way rcssserver's {@code sscanf} formats do: the text ends at the first NUL
 * (a C string); a blank in the format skips any white space; a literal must match exactly, with
 * no white space skipped before it; {@code %d} skips white space and reads an optional sign and
 * digits; {@code %lf} reads a C floating-point number. What follows the last conversion is never
 * checked, as {@code sscanf} counts conversions only. One instance per datagram.
 */
final class CScan {
    private final byte[] data;
    private final int end;
    private int pos;
    private boolean failed;

    CScan(byte[] data, int length) {
        this.data = data;
        int e = 0;
        while (e < length && data[e] != 0) e++;
        this.end = e;
    }

    /** The text up to the first NUL. */
    String text() { return new String(data, 0, end, StandardCharsets.ISO_8859_1); }

    /** Whether the text is exactly {@code s} ({@code strcmp}). */
    boolean is(String s) { return end == s.length() && startsWith(s); }

    /** Whether the text begins with {@code s} ({@code strncmp}). */
    boolean startsWith(String s) {
        if (end < s.length()) return false;
        for (int i = 0; i < s.length(); i++) if (data[i] != s.charAt(i)) return false;
        return true;
    }

    /** Whether every step so far matched. */
    boolean ok() { return !failed; }

    /**
     * Follows a format's literal part: each blank skips white space, each other character must
     * be next. Returns this, failed if a character did not match.
     */
    CScan literal(String format) {
        for (int i = 0; i < format.length() && !failed; i++) {
            char c = format.charAt(i);
            if (c == ' ') skipSpace();
            else if (pos < end && data[pos] == c) pos++;
            else failed = true;
        }
        return this;
    }

    /**
     * {@code %d}: glibc reads the digits as a {@code long}, saturating, and stores the low 32
     * bits. {@link Integer#MIN_VALUE} with the scan failed when there is no number.
     */
    int integer() {
        if (failed) return Integer.MIN_VALUE;
        skipSpace();
        int p = pos;
        boolean negative = false;
        if (p < end && (data[p] == '+' || data[p] == '-')) negative = data[p++] == '-';
        int digits = p;
        long acc = 0;
        boolean overflow = false;
        while (p < end && data[p] >= '0' && data[p] <= '9') {
            int d = data[p++] - '0';
            if (!overflow) {
                if (acc > (Long.MAX_VALUE - d) / 10) overflow = true;
                else acc = acc * 10 + d;
            }
        }
        if (p == digits) {
            failed = true;
            return Integer.MIN_VALUE;
        }
        pos = p;
        long v = overflow ? (negative ? Long.MIN_VALUE : Long.MAX_VALUE) : (negative ? -acc : acc);
        return (int) v;
    }

    /**
     * {@code %lf}: an optional sign, then decimal digits with an optional fraction and exponent,
     * a hexadecimal number ({@code 0x1.8p1}), {@code inf}, {@code infinity} or {@code nan} in any
     * case. {@link Double#NaN} with the scan failed when there is no number.
     */
    double real() {
        if (failed) return Double.NaN;
        skipSpace();
        int p = pos;
        int start = p;
        if (p < end && (data[p] == '+' || data[p] == '-')) p++;
        int body = p;
        if (word(p, "infinity")) {
            p += 8;
        } else if (word(p, "inf")) {
            p += 3;
        } else if (word(p, "nan")) {
            p += 3;
        } else if (p + 1 < end && data[p] == '0' && (data[p + 1] == 'x' || data[p + 1] == 'X') && hexDigitAt(p + 2, true)) {
            p = hex(p + 2);
        } else {
            int digits = 0;
            while (p < end && isDigit(data[p])) { p++; digits++; }
            if (p < end && data[p] == '.') {
                p++;
                while (p < end && isDigit(data[p])) { p++; digits++; }
            }
            if (digits == 0) {
                failed = true;
                return Double.NaN;
            }
            if (p < end && (data[p] == 'e' || data[p] == 'E')) {
                int q = p + 1;
                if (q < end && (data[q] == '+' || data[q] == '-')) q++;
                if (q < end && isDigit(data[q])) {
                    while (q < end && isDigit(data[q])) q++;
                    p = q;
                }
            }
        }
        pos = p;
        String s = new String(data, start, p - start, StandardCharsets.ISO_8859_1).toLowerCase();
        String magnitude = s.substring(body - start);
        boolean negative = s.startsWith("-");
        double v;
        if (magnitude.startsWith("inf")) v = Double.POSITIVE_INFINITY;
        else if (magnitude.startsWith("nan")) v = Double.NaN;
        else if (magnitude.startsWith("0x")) v = Double.parseDouble(magnitude.contains("p") ? magnitude : magnitude + "p0");
        else v = Double.parseDouble(magnitude);
        return negative ? -v : v;
    }

    /**
     * {@code %7[^)]} after a blank: up to {@code max} characters that are not {@code )}, at least
     * one; null with the scan failed when there is none.
     */
    String upTo(char stop, int max) {
        if (failed) return null;
        int p = pos;
        while (p < end && p - pos < max && data[p] != stop) p++;
        if (p == pos) {
            failed = true;
            return null;
        }
        String s = new String(data, pos, p - pos, StandardCharsets.ISO_8859_1);
        pos = p;
        return s;
    }

    private int hex(int p) {
        while (hexDigitAt(p, false)) p++;
        if (p < end && data[p] == '.') {
            p++;
            while (hexDigitAt(p, false)) p++;
        }
        if (p < end && (data[p] == 'p' || data[p] == 'P')) {
            int q = p + 1;
            if (q < end && (data[q] == '+' || data[q] == '-')) q++;
            if (q < end && isDigit(data[q])) {
                while (q < end && isDigit(data[q])) q++;
                p = q;
            }
        }
        return p;
    }

    /** Whether a hex digit is at {@code p}; with {@code orPoint}, also a point followed by one. */
    private boolean hexDigitAt(int p, boolean orPoint) {
        if (p >= end) return false;
        if (Character.digit(data[p], 16) >= 0) return true;
        return orPoint && data[p] == '.' && p + 1 < end && Character.digit(data[p + 1], 16) >= 0;
    }

    private boolean word(int p, String w) {
        if (end - p < w.length()) return false;
        for (int i = 0; i < w.length(); i++) {
            if (Character.toLowerCase((char) (data[p + i] & 0xFF)) != w.charAt(i)) return false;
        }
        return true;
    }

    private void skipSpace() { while (pos < end && isSpace(data[pos])) pos++; }

    /** C's {@code isspace} in the "C" locale. */
    static boolean isSpace(byte b) { return b == ' ' || b == '\t' || b == '\n' || b == 0x0b || b == '\f' || b == '\r'; }

    private static boolean isDigit(byte b) { return b >= '0' && b <= '9'; }
}
