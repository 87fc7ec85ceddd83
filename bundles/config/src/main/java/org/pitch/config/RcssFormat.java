package org.pitch.config;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * rcssserver's own configuration syntax, {@code namespace::name = value} one per line with
 * {@code #}, {@code //} and {@code /* *}{@code /} comments, so existing server.conf files and
 * scripts keep working.
 */
final class RcssFormat {
    /** One {@code key = value} with the place it was written. */
    record Assignment(String namespace, String name, String value, String origin) {}

    private static final Pattern LINE = Pattern.compile("^\\s*(?:([A-Za-z_][A-Za-z0-9_]*)::)?([A-Za-z_][A-Za-z0-9_]*)\\s*[=:]?\\s*(.*?)\\s*;?\\s*$");
    // "include = FILE" is rcssserver's and never HOCON (whose include takes no '='), so it counts too
    private static final Pattern RCSS_HINT = Pattern.compile("(?m)^\\s*(?:[A-Za-z_]+::[A-Za-z_0-9]+\\s*[=:]|include\\s*=)");

    private RcssFormat() {}

    /** Whether a file's text looks like rcssserver syntax rather than HOCON. */
    static boolean looksLikeRcss(String text) { return RCSS_HINT.matcher(text).find(); }

    static List<Assignment> parseFile(Path file, List<ConfigProblem> problems) throws IOException {
        String text = Files.readString(file, StandardCharsets.ISO_8859_1);
        return parse(text, file.toString(), problems);
    }

    /** The well-formed assignments; each malformed line is added to problems, so the others are still checked. */
    static List<Assignment> parse(String text, String source, List<ConfigProblem> problems) {
        List<Assignment> out = new ArrayList<>();
        boolean inBlockComment = false;
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            StringBuilder kept = new StringBuilder();
            int p = 0;
            while (p < line.length()) {
                char c = line.charAt(p);
                if (inBlockComment) {
                    int end = line.indexOf("*/", p);
                    if (end < 0) { p = line.length(); } else { inBlockComment = false; p = end + 2; }
                } else if (c == '\'' || c == '"') {
                    // a quoted string is kept whole, as in rcssserver: '#' or '//' in it is no comment
                    int end = p + 1;
                    while (end < line.length() && line.charAt(end) != c) end += line.charAt(end) == '\\' ? 2 : 1;
                    end = Math.min(end + 1, line.length());
                    kept.append(line, p, end);
                    p = end;
                } else if (line.startsWith("/*", p)) {
                    inBlockComment = true; p += 2;
                } else if (line.startsWith("//", p) || line.charAt(p) == '#') {
                    break;
                } else {
                    kept.append(line.charAt(p++));
                }
            }
            String content = kept.toString().trim();
            if (content.isEmpty()) continue;
            String origin = source + ":" + (i + 1);
            Matcher m = LINE.matcher(content);
            if (!m.matches() || m.group(3).isEmpty()) {
                problems.add(new ConfigProblem(content, origin, "expected 'namespace::name = value'"));
                continue;
            }
            out.add(new Assignment(m.group(1), m.group(2), m.group(3), origin));
        }
        return out;
    }
}
