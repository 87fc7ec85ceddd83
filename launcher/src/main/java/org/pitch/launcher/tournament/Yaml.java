package org.pitch.launcher.tournament;

import java.util.List;
import java.util.Map;

import org.pitch.launcher.match.ResultsJson;

/**
 * YAML for manifests from maps (insertion order kept), lists, strings and numbers: block style,
 * every string double-quoted (so no value is read back as a number, a boolean or a null) except
 * multi-line ones, which become literal blocks.
 */
final class Yaml {
    private Yaml() {}

    static String of(Map<String, ?> document) {
        StringBuilder sb = new StringBuilder();
        map(sb, document, 0);
        return sb.toString();
    }

    private static void map(StringBuilder sb, Map<String, ?> m, int indent) {
        boolean first = true;
        for (var e : m.entrySet()) {
            if (!first || !sb.isEmpty() && sb.charAt(sb.length() - 1) == '\n') sb.append(" ".repeat(indent));
            first = false;
            sb.append(e.getKey()).append(':');
            value(sb, e.getValue(), indent);
        }
    }

    @SuppressWarnings("unchecked")
    private static void value(StringBuilder sb, Object v, int indent) {
        if (v instanceof Map<?, ?> m) {
            if (m.isEmpty()) { sb.append(" {}\n"); return; }
            sb.append('\n');
            map(sb, (Map<String, ?>) m, indent + 2);
        } else if (v instanceof List<?> l) {
            if (l.isEmpty()) { sb.append(" []\n"); return; }
            sb.append('\n');
            for (Object item : l) {
                sb.append(" ".repeat(indent)).append("- ");
                if (item instanceof Map<?, ?> m && !m.isEmpty()) {
                    map(sb, (Map<String, ?>) m, indent + 2);
                } else {
                    scalar(sb, item, indent + 2);
                }
            }
        } else {
            sb.append(' ');
            scalar(sb, v, indent + 2);
        }
    }

    private static void scalar(StringBuilder sb, Object v, int indent) {
        if (v instanceof Number || v instanceof Boolean) {
            sb.append(v).append('\n');
        } else if (v instanceof String s && literal(s)) {
            sb.append("|").append(s.endsWith("\n") ? "" : "-").append('\n');
            for (String line : s.split("\n", -1)) {
                if (line.isEmpty()) { sb.append('\n'); continue; }
                sb.append(" ".repeat(indent)).append(line).append('\n');
            }
            if (s.endsWith("\n")) sb.setLength(sb.length() - 1); // the split's last, empty piece
        } else {
            sb.append(ResultsJson.string(String.valueOf(v))).append('\n'); // JSON's escapes are YAML's
        }
    }

    /** Whether a literal block keeps the text as it is: several lines, none with a tab or a carriage return, not starting with a space. */
    private static boolean literal(String s) {
        return s.contains("\n") && !s.startsWith(" ") && !s.startsWith("\n") && !s.endsWith("\n\n") && s.chars().noneMatch(c -> c == '\r' || c == '\t')
                && s.chars().allMatch(c -> c >= 0x20 || c == '\n');
    }
}
