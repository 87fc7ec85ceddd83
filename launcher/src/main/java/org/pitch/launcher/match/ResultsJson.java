package org.pitch.launcher.match;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;

/**
 * {@code OUT/results.json}: every match's result and the totals per side and per team, for the
 * tools that collect matches run elsewhere (a scheduler's jobs), with each match's players' timing
 * when the server wrote it beside the game log ({@link TimingFile}) and the variant of the server
 * that played it ({@link VariantFile}). Rewritten after each match
 * through a temporary file, so a reader never sees half a file.
 */
public final class ResultsJson {
    private ResultsJson() {}

    /**
     * One match: seed -1 when the server chose its own; {@code timing} the server's timing report
     * (JSON), {@code variant} its variant (JSON), each {@code null} when there is none.
     */
    record Row(int match, String left, String right, MatchResult result, long seed, double seconds, String timing, String variant) {
        Row(int match, String left, String right, MatchResult result, long seed, double seconds, String timing) {
            this(match, left, right, result, seed, seconds, timing, null);
        }
    }

    static void write(Path file, List<Row> rows, Totals totals) throws IOException {
        StringBuilder sb = new StringBuilder("{\n  \"matches\": [");
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            MatchResult m = r.result();
            sb.append(i == 0 ? "\n" : ",\n").append("    {\"match\": ").append(r.match())
                    .append(", \"left\": ").append(string(r.left())).append(", \"right\": ").append(string(r.right()));
            if (m.ok()) {
                sb.append(", \"left_goals\": ").append(m.leftGoals()).append(", \"right_goals\": ").append(m.rightGoals())
                        .append(", \"left_penalties\": ").append(m.leftPenalties()).append(", \"right_penalties\": ").append(m.rightPenalties())
                        .append(", \"result\": \"ok\"");
            } else {
                sb.append(", \"result\": ").append(string(m.failure()));
            }
            if (r.seed() >= 0) sb.append(", \"seed\": ").append(r.seed());
            sb.append(String.format(Locale.ROOT, ", \"seconds\": %.1f", r.seconds()));
            if (r.timing() != null) sb.append(",\n     \"timing\": ").append(r.timing().replace("\n", "\n     "));
            if (r.variant() != null) sb.append(",\n     \"variant\": ").append(r.variant().replace("\n", "\n     "));
            sb.append('}');
        }
        sb.append("\n  ],\n  \"played\": ").append(totals.played()).append(",\n  \"unfinished\": ").append(totals.unfinished())
                .append(",\n  \"sides\": {\"left\": ").append(record(totals.leftSide())).append(", \"right\": ").append(record(totals.rightSide()))
                .append("},\n  \"teams\": {").append(string(totals.firstName())).append(": ").append(record(totals.first()))
                .append(", ").append(string(totals.secondName())).append(": ").append(record(totals.second())).append("}\n}\n");
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, sb, StandardCharsets.UTF_8);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    static String record(Totals.Record r) {
        return "{\"goals_for\": " + r.goalsFor() + ", \"goals_against\": " + r.goalsAgainst() + ", \"won\": " + r.wins()
                + ", \"drawn\": " + r.draws() + ", \"lost\": " + r.losses() + "}";
    }

    /** A JSON string: quotes, backslashes and control characters escaped (also a valid YAML double-quoted string). */
    public static String string(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    if (c < 0x20) sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    else sb.append(c);
            }
        }
        return sb.append('"').toString();
    }
}
