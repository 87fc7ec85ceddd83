package org.pitch.launcher.variant;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * The digest of an effective configuration: SHA-256 of its canonical form, every setting as one
 * {@code path=value} line (the value as the validated configuration's compact JSON writes it),
 * the lines sorted. Left out are the settings that only say where the server listens and writes
 * ({@link #PLACES}: ports, bind addresses, log folders and fixed log names, the plugins folder),
 * which a match runner changes from match to match, the web monitor's token (a secret), and the
 * seed, which a variant records beside the digest: so the matches of a league played by one build
 * with one configuration share one configuration digest and one variant id.
 */
public final class ConfigurationDigest {
    /** The settings the digest leaves out, by path. */
    public static final Set<String> PLACES = Set.of(
            "pitch.seed", "pitch.bind", "pitch.plugins_dir",
            "pitch.web.port", "pitch.web.bind", "pitch.web.token",
            "pitch.vsc.bind", "pitch.vsc.port_base",
            "pitch.learn.socket", "pitch.learn.port",
            "server.port", "server.coach_port", "server.olcoach_port",
            "server.game_log_dir", "server.text_log_dir", "server.keepaway_log_dir",
            "server.game_log_fixed_name", "server.text_log_fixed_name", "server.keepaway_log_fixed_name");

    private ConfigurationDigest() {}

    /** The digest of a configuration as {@code LoadedConfiguration.renderCompact()} writes it (JSON). */
    public static String of(String compactJson) { return Sha256.of(canonical(compactJson)); }

    /** The sorted {@code path=value} lines the digest is taken of. */
    static String canonical(String json) {
        List<String> lines = new ArrayList<>();
        Reader r = new Reader(json);
        r.skipSpace();
        if (r.peek() != '{') throw new IllegalArgumentException("a configuration is a JSON object");
        r.object("", lines);
        r.skipSpace();
        if (!r.atEnd()) throw new IllegalArgumentException("text after the configuration at " + r.at);
        Collections.sort(lines);
        StringBuilder sb = new StringBuilder();
        for (String l : lines) sb.append(l).append('\n');
        return sb.toString();
    }

    /** Just enough of JSON: objects are walked, arrays and scalars kept as their text. */
    private static final class Reader {
        final String s;
        int at;

        Reader(String s) { this.s = s; }

        boolean atEnd() { return at >= s.length(); }

        char peek() {
            if (atEnd()) throw new IllegalArgumentException("the configuration ends early");
            return s.charAt(at);
        }

        void skipSpace() {
            while (!atEnd() && Character.isWhitespace(s.charAt(at))) at++;
        }

        void expect(char c) {
            skipSpace();
            if (peek() != c) throw new IllegalArgumentException("'" + c + "' expected at " + at);
            at++;
        }

        /** The members of the object at {@link #at}, each leaf a line, below {@code prefix}. */
        void object(String prefix, List<String> lines) {
            expect('{');
            skipSpace();
            if (peek() == '}') {
                at++;
                if (!prefix.isEmpty() && !PLACES.contains(prefix)) lines.add(prefix + "={}");
                return;
            }
            while (true) {
                skipSpace();
                int start = at;
                skipString();
                String key = s.substring(start + 1, at - 1);
                String path = prefix.isEmpty() ? key : prefix + "." + key;
                expect(':');
                skipSpace();
                if (peek() == '{') {
                    object(path, lines);
                } else {
                    int from = at;
                    skipValue();
                    if (!PLACES.contains(path)) lines.add(path + "=" + s.substring(from, at));
                }
                skipSpace();
                char c = peek();
                at++;
                if (c == '}') return;
                if (c != ',') throw new IllegalArgumentException("',' or '}' expected at " + (at - 1));
            }
        }

        /** Past a string, number, literal or array (with whatever it holds). */
        void skipValue() {
            char c = peek();
            if (c == '"') {
                skipString();
            } else if (c == '[' || c == '{') {
                int depth = 0;
                do {
                    c = peek();
                    if (c == '"') {
                        skipString();
                        continue;
                    }
                    if (c == '[' || c == '{') depth++;
                    if (c == ']' || c == '}') depth--;
                    at++;
                } while (depth > 0);
            } else {
                while (!atEnd() && ",}] \t\r\n".indexOf(s.charAt(at)) < 0) at++;
            }
        }

        void skipString() {
            if (peek() != '"') throw new IllegalArgumentException("a string expected at " + at);
            at++;
            while (true) {
                char c = peek();
                at++;
                if (c == '\\') at++;
                else if (c == '"') return;
            }
        }
    }
}
