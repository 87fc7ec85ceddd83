package org.pitch.record.gamelog;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * The variant that played a match, beside its game log: {@code ...TeamB_0.rcg[.gz]} gets
 * {@code ...TeamB_0.variant.json}, the launcher's variant as it published it
 * ({@link org.pitch.api.config.LaunchProperties#VARIANT}). When a plugin jar was swapped during
 * the match, the file is the variant the match started with and a member {@code swaps}: each
 * variant published later, with the game time ({@code cycle}) of the last cycle the recorder had
 * seen then; the kernel takes a swapped bundle on at a cycle boundary at or before it. The match
 * runner reads the file into its results.json; the game log itself stays as rcssserver writes it.
 */
final class VariantFiles {
    static final String SUFFIX = ".variant.json";

    /** A variant (JSON) the recorder learned of at game time {@code cycle}. */
    record Seen(int cycle, String json) { }

    private VariantFiles() {}

    /** Writes the file beside {@code gameLog} if any variant was seen; a failure is reported and costs only the file. */
    static void write(Path gameLog, List<Seen> seen, Consumer<String> problems) {
        if (seen.isEmpty()) return;
        Path file = TimingFiles.beside(gameLog, SUFFIX);
        try {
            Files.writeString(file, text(seen), StandardCharsets.UTF_8);
        } catch (IOException | SecurityException e) {
            problems.accept("game log: cannot write the variant beside '" + gameLog + "' (" + e + ")");
        }
    }

    /** The first variant as it is, or with the later ones as {@code swaps} inside it. */
    static String text(List<Seen> seen) {
        String first = seen.get(0).json().strip();
        if (seen.size() == 1) return first + "\n";
        int end = first.lastIndexOf('}');
        StringBuilder sb = new StringBuilder(first.substring(0, end).stripTrailing()).append(",\n  \"swaps\": [");
        for (int i = 1; i < seen.size(); i++) {
            sb.append(i == 1 ? "\n" : ",\n").append("    {\"cycle\": ").append(seen.get(i).cycle()).append(", \"variant\": ")
                    .append(seen.get(i).json().strip().replace("\n", "\n    ")).append('}');
        }
        return sb.append("\n  ]\n}\n").toString();
    }
}
