package org.pitch.launcher.match;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The variant of the server that played a match, for results.json: the file Pitch's game log
 * recorder wrote beside the game log ({@code <log name>.variant.json}), else the id from the
 * server's {@code variant ...} line (a match without a game log); none for another server.
 */
final class VariantFile {
    static final String SUFFIX = ".variant.json";
    private static final Pattern BANNER = Pattern.compile("^variant ([0-9a-f]{8}) \\(");

    private VariantFile() {}

    /** The variant of the match logged in {@code dir} (its server printed {@code output}) as JSON text, or {@code null}. */
    static String read(Path dir, List<String> output) {
        try (Stream<Path> files = Files.list(dir)) {
            Path newest = files.filter(f -> f.getFileName().toString().endsWith(SUFFIX))
                    .max((a, b) -> Long.compare(a.toFile().lastModified(), b.toFile().lastModified())).orElse(null);
            if (newest != null) return Files.readString(newest, StandardCharsets.UTF_8).strip();
        } catch (IOException | RuntimeException e) {
            // no file: the server's line may still tell the id
        }
        for (String line : output) {
            Matcher m = BANNER.matcher(line);
            if (m.find()) return "{\"id\": \"" + m.group(1) + "\"}";
        }
        return null;
    }
}
