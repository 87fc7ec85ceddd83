package org.pitch.config;

import java.util.Collection;

/** Finds the valid name closest to a mistyped one, for "did you mean" hints. */
final class Nearest {
    private Nearest() {}

    /** The candidate with the smallest edit distance, or {@code null} if none is reasonably close. */
    static String among(String wrong, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = distance(wrong, c);
            if (d < bestDistance) { bestDistance = d; best = c; }
        }
        // past half the name's length the "nearest" name is noise, not a hint
        return best != null && bestDistance <= Math.max(2, wrong.length() / 2) ? best : null;
    }

    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev; prev = cur; cur = t;
        }
        return prev[b.length()];
    }
}
