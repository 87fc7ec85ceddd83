package org.pitch.launcher.match;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * The players' timing report the server wrote beside a match's game log
 * ({@code <log name>.timing.json}, docs/competitions.md "Timing telemetry"), for results.json.
 */
final class TimingFile {
    static final String SUFFIX = ".timing.json";

    private TimingFile() {}

    /** The report of the match logged in {@code dir} as JSON text (the newest, should there be several), or {@code null}. */
    static String read(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            Path newest = files.filter(f -> f.getFileName().toString().endsWith(SUFFIX))
                    .max((a, b) -> Long.compare(a.toFile().lastModified(), b.toFile().lastModified())).orElse(null);
            return newest == null ? null : Files.readString(newest, StandardCharsets.UTF_8).strip();
        } catch (IOException | RuntimeException e) {
            return null; // no report: the match's row goes without one
        }
    }
}
