package org.pitch.launcher;

import java.io.IOException;
import java.nio.file.DirectoryStream;
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
 * else the temporary folder. Nothing in it outlives the process: a stop removes it, and a start
 * removes those of processes that were killed.
 */
final class FrameworkStorage {
    private static final String PREFIX = "pitch-felix-";

    private FrameworkStorage() {}

    /**
     * A new empty folder for one framework's cache, named after this process. Folders that
     * processes gone before their stop could remove them left behind (a SIGKILL) are removed
     * first: in memory-backed storage they would hold some 9 MB of memory each until a reboot.
     */
    static Path create(Map<String, String> environment) throws IOException {
        String prefix = PREFIX + ProcessHandle.current().pid() + "-";
        for (Path parent : candidates(environment)) {
            if (parent != null && Files.isDirectory(parent) && Files.isWritable(parent) && roomy(parent)) {
                try {
                    removeAbandoned(parent);
                    return Files.createTempDirectory(parent, prefix);
                } catch (IOException | SecurityException e) {
                    // full or refused: the next place will do
                }
            }
        }
        Path folder = Files.createTempDirectory(prefix);
        removeAbandoned(folder.getParent());
        return folder;
    }

    /**
     * Whether a memory-backed folder has room for a few servers' caches (some 9 MB each): a
     * container's {@code /dev/shm} is often 64 MB, and a cache that fills it fails the start.
     */
    private static boolean roomy(Path parent) {
        try {
            return Files.getFileStore(parent).getUsableSpace() >= MIN_FREE_BYTES;
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    /** Free space a memory-backed folder must have to take a cache. */
    private static final long MIN_FREE_BYTES = 256L << 20;

    /** Removes the caches in {@code parent} whose process is gone (a live one, or one whose number was taken again, is left). */
    static void removeAbandoned(Path parent) {
        try (DirectoryStream<Path> caches = Files.newDirectoryStream(parent, PREFIX + "*")) {
            for (Path cache : caches) {
                long pid = ownerOf(cache.getFileName().toString());
                if (pid > 0 && ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) continue;
                if (pid > 0) delete(cache);
            }
        } catch (IOException | SecurityException e) {
            // another user's folder, or a listing refused: nothing of ours to clean
        }
    }

    /** The process number in a cache folder's name ({@code pitch-felix-PID-RANDOM}), or -1. */
    static long ownerOf(String name) {
        int start = PREFIX.length(), end = name.indexOf('-', start);
        if (!name.startsWith(PREFIX) || end <= start) return -1;
        try {
            return Long.parseLong(name.substring(start, end));
        } catch (NumberFormatException e) {
            return -1;
        }
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
