package org.pitch.bench.diff;

import java.util.List;

import org.pitch.bench.diff.Transcript.Received;

/**
 * The first place two transcripts of one script part: the client, the index of the datagram in
 * its stream, the step, and both datagrams (null where one stream ended), with every datagram the
 * client got before it (the classifiers look back; {@link #describe} shows the last three). Of all
 * clients, the one whose difference comes in the earliest step.
 */
public record Difference(String client, int index, int step, String expected, String actual, List<String> before) {

    /** The first difference of {@code actual} from {@code expected}, or null when they are the same. */
    public static Difference first(List<String> clients, Transcript expected, Transcript actual) {
        Difference first = null;
        for (String c : clients) {
            List<Received> e = expected.of(c), a = actual.of(c);
            int n = Math.max(e.size(), a.size());
            for (int i = 0; i < n; i++) {
                Received x = i < e.size() ? e.get(i) : null, y = i < a.size() ? a.get(i) : null;
                if (x != null && y != null && x.text().equals(y.text())) continue;
                int step = x != null ? x.step() : y.step();
                if (first == null || step < first.step()) {
                    List<String> context = e.subList(0, i).stream().map(r -> Transcript.escape(r.text())).toList();
                    first = new Difference(c, i, step, x == null ? null : x.text(), y == null ? null : y.text(), context);
                }
                break;
            }
        }
        return first;
    }

    /** The simulation time the reference's datagram names (its first number), or -1. */
    public int cycle() {
        String s = expected != null ? expected : actual;
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^\\((?:\\w+) (\\d+)").matcher(s == null ? "" : s);
        return m.find() ? Integer.parseInt(m.group(1)) : -1;
    }

    /** Several lines: where, the context, both datagrams. */
    public String describe(long seed, String expectedName, String actualName) {
        StringBuilder b = new StringBuilder();
        b.append("seed ").append(seed).append(", client ").append(client).append(", datagram #").append(index).append(", step ").append(step)
                .append(", cycle ").append(cycle()).append('\n');
        for (String s : before.subList(Math.max(0, before.size() - 3), before.size())) b.append("    ").append(clip(s)).append('\n');
        b.append("  ").append(expectedName).append(": ").append(expected == null ? "[nothing]" : clip(Transcript.escape(expected))).append('\n');
        b.append("  ").append(actualName).append(": ").append(actual == null ? "[nothing]" : clip(Transcript.escape(actual))).append('\n');
        if (expected != null && actual != null) {
            int at = 0;
            while (at < expected.length() && at < actual.length() && expected.charAt(at) == actual.charAt(at)) at++;
            b.append("  first differing byte at ").append(at).append(": ...").append(Transcript.escape(expected.substring(Math.max(0, at - 40),
                    Math.min(expected.length(), at + 40)))).append(" | ...").append(Transcript.escape(actual.substring(Math.max(0, at - 40),
                    Math.min(actual.length(), at + 40)))).append('\n');
        }
        return b.toString();
    }

    private static String clip(String s) {
        return s.length() <= 400 ? s : s.substring(0, 400) + "...(" + s.length() + " chars)";
    }
}
