package org.pitch.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Where one framework keeps its bundle cache: a fresh folder per server, removed when it stops.
 * Felix writes some 500 small files into it while installing the bundles (a folder, the copied jar
 * and its bookkeeping per bundle), which on a disk took about 300 of a 1,300 ms start-up
 * (docs/performance.md, session 18), so the folder goes into memory-backed storage where the
 * system offers it: the user's runtime folder ({@code XDG_RUNTIME_DIR}), else {@code /dev/shm},
 * else the temporary folder. Nothing in it outlives the process.
 */
final class FrameworkStorage {
    private static final String PREFIX = "pitch-felix";

    private FrameworkStorage() {}

    /** A new empty folder for one framework's cache. */
    static Path create(Map<String, String> environment) throws IOException {
        for (Path parent : candidates(environment)) {
            if (parent != null && Files.isDirectory(parent) && Files.isWritable(parent)) {
                try {
                    return Files.createTempDirectory(parent, PREFIX);
                } catch (IOException | SecurityException e) {
                    // full or refused: the next place will do
                }
            }
        }
        return Files.createTempDirectory(PREFIX);
    }

    private static Path[] candidates(Map<String, String> environment) {
        String runtime = environment.get("XDG_RUNTIME_DIR");
        return new Path[] {runtime == null || runtime.isEmpty() ? null : Path.of(runtime), Path.of("/dev/shm")};
    }

    /** Removes the folder and everything in it; a folder that cannot be removed is left (it is harmless). */
    static void delete(Path folder) {
        try (Stream<Path> s = Files.walk(folder)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // a temp folder left behind is harmless
        }
    }
}
