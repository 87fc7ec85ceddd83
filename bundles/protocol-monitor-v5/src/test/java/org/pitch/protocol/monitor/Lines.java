package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;

/** Compares message sequences and reports the first difference readably (the lines are long). */
final class Lines {
    private Lines() {}

    static void assertSame(List<String> expected, List<String> actual) {
        int n = Math.min(expected.size(), actual.size());
        for (int i = 0; i < n; i++) {
            String e = expected.get(i), a = actual.get(i);
            if (e.equals(a)) continue;
            int c = 0;
            while (c < Math.min(e.length(), a.length()) && e.charAt(c) == a.charAt(c)) c++;
            int from = Math.max(0, c - 80);
            fail("message " + i + " differs at character " + c + ":\n expected ..." + e.substring(from, Math.min(e.length(), c + 80))
                    + "\n actual   ..." + a.substring(from, Math.min(a.length(), c + 80)));
        }
        if (expected.size() != actual.size()) {
            fail(expected.size() + " messages expected, " + actual.size() + " written; the first extra: "
                    + head(expected.size() > n ? expected.get(n) : actual.get(n)));
        }
    }

    private static String head(String s) { return s.length() > 200 ? s.substring(0, 200) + "..." : s; }
}
