package org.pitch.bench.diff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every datagram each client of a script received, in order, with the step it came in; the
 * bytes kept as latin-1 text, its NUL included, so equal text is equal bytes. A run that broke
 * off (a {@code (think)} that never came) ends with a {@code [...]} line saying so.
 */
public final class Transcript {
    /** One datagram: the step it arrived in and its bytes as latin-1 text. */
    public record Received(int step, String text) { }

    private final Map<String, List<Received>> byClient = new LinkedHashMap<>();

    public void add(String client, int step, String text) {
        byClient.computeIfAbsent(client, k -> new ArrayList<>()).add(new Received(step, text));
    }

    public List<Received> of(String client) {
        return byClient.getOrDefault(client, List.of());
    }

    public int messages() {
        int n = 0;
        for (List<Received> l : byClient.values()) n += l.size();
        return n;
    }

    /** {@code < CLIENT STEP TEXT} lines, the text escaped as in {@code shared/reference}, NUL as {@code \x00}. */
    public String text() {
        StringBuilder b = new StringBuilder();
        for (Map.Entry<String, List<Received>> e : byClient.entrySet()) {
            for (Received r : e.getValue()) b.append("< ").append(e.getKey()).append(' ').append(r.step()).append(' ').append(escape(r.text())).append('\n');
        }
        return b.toString();
    }

    /** The transcript {@link #text()} wrote; other lines (a script's) are skipped. */
    public static Transcript parse(List<String> lines) {
        Transcript t = new Transcript();
        for (String line : lines) {
            if (!line.startsWith("< ")) continue;
            String[] f = line.split(" ", 4);
            t.add(f[1], Integer.parseInt(f[2]), unescape(f.length > 3 ? f[3] : ""));
        }
        return t;
    }

    /** Backslash as {@code \\}, control and non-ASCII bytes as {@code \xNN}. */
    public static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\') b.append("\\\\");
            else if (c < 0x20 || c > 0x7e) b.append(String.format("\\x%02x", (int) c));
            else b.append(c);
        }
        return b.toString();
    }

    static String unescape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length() && s.charAt(i + 1) == '\\') {
                b.append('\\');
                i++;
            } else if (c == '\\' && i + 3 < s.length() && s.charAt(i + 1) == 'x') {
                b.append((char) Integer.parseInt(s.substring(i + 2, i + 4), 16));
                i += 3;
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }
}
