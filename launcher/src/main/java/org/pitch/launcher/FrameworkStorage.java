package org.pitch.launcher;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * Where one framework keeps its bundle cache: a fresh folder per server, removed when it stops.
 * Felix writes some 500 small files into it while installing the bundles (a folder, the copied jar
 * and its bookkeeping per bundle), which on a disk took about 300 of a 1,300 ms start-up
 * (docs/performance.md), so the folder goes into memory-backed storage where the
 * system offers it: the user's runtime folder ({@code XDG_RUNTIME_DIR}), else {@code /dev/shm},
 * else the temporary folder.
 *
 * <p>Nothing in it outlives the process: a stop removes it, and a start removes those of servers
 * that were killed (in memory they would hold some 9 MB each until a reboot). A server holds a lock
 * on {@value #OWNER} in its folder for as long as it lives (the operating system drops it when the
 * process dies, however it dies), and Felix's own cache is the folder {@value #CACHE} beside it,
 * which Felix empties at its first start without touching the lock.
 */
final class FrameworkStorage {
    private static final String PREFIX = "pitch-felix-";
    private static final String OWNER = "owner.lock";
    private static final String CACHE = "cache";
    /** A folder younger than this is never taken for abandoned: its server may be between making it and locking it. */
    private static final long GRACE_MILLIS = 60_000;
    /** Free space a memory-backed folder must have to take a cache. */
    private static final long MIN_FREE_BYTES = 256L << 20;
    /** The locks this process holds, by cache folder: released when the cache is deleted. */
    private static final Map<Path, FileChannel> OWNED = new ConcurrentHashMap<>();

    private FrameworkStorage() {}

    /**
     * A new empty folder for one framework's cache, in a folder named after this process that
     * this process locks; caches of servers that are gone are removed first.
     */
    static Path create(Map<String, String> environment) throws IOException {
        String prefix = PREFIX + ProcessHandle.current().pid() + "-";
        for (Path parent : candidates(environment)) {
            if (parent != null && Files.isDirectory(parent) && Files.isWritable(parent) && roomy(parent)) {
                try {
                    removeAbandoned(parent);
                    return claim(Files.createTempDirectory(parent, prefix));
                } catch (IOException | SecurityException e) {
                    // full or refused: the next place will do
                }
            }
        }
        Path home = Files.createTempDirectory(prefix);
        removeAbandoned(home.getParent());
        return claim(home);
    }

    /** Locks the new folder for this process and makes the cache folder in it. */
    private static Path claim(Path home) throws IOException {
        FileChannel owner = FileChannel.open(home.resolve(OWNER), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        if (owner.tryLock() == null) {
            owner.close();
            throw new IOException("cannot lock " + home.resolve(OWNER));
        }
        Path cache = Files.createDirectory(home.resolve(CACHE));
        OWNED.put(cache, owner);
        return cache;
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

    /**
     * Removes the server folders in {@code parent} that no live process locks (older than a
     * minute). Two starts may clean the same one at once; neither minds.
     */
    static void removeAbandoned(Path parent) {
        long now = System.currentTimeMillis();
        try (DirectoryStream<Path> homes = Files.newDirectoryStream(parent, PREFIX + "*")) {
            for (Path home : homes) {
                try {
                    FileTime made = Files.getLastModifiedTime(home);
                    if (now - made.toMillis() >= GRACE_MILLIS && !locked(home.resolve(OWNER))) deleteTree(home);
                } catch (IOException | RuntimeException e) {
                    // gone meanwhile, or not ours to look into
                }
            }
        } catch (IOException | RuntimeException e) {
            // a listing refused: nothing of ours to clean
        }
    }

    /** Whether a live process holds the lock (a folder with no lock file is no server's). */
    private static boolean locked(Path owner) throws IOException {
        if (!Files.exists(owner)) return false;
        try (FileChannel ch = FileChannel.open(owner, StandardOpenOption.WRITE)) {
            FileLock lock = ch.tryLock();
            if (lock == null) return true; // another process
            lock.release();
            return false;
        } catch (OverlappingFileLockException e) {
            return true; // this process: another server of a batch
        }
    }

    /** Removes a framework's cache, the server folder around it, and this process's lock on it. */
    static void delete(Path cache) {
        FileChannel owner = OWNED.remove(cache);
        deleteTree(owner != null ? cache.getParent() : cache);
        if (owner != null) {
            try {
                owner.close();
            } catch (IOException ignored) {
                // the lock goes with the process anyway
            }
        }
    }

    /**
     * Removes a folder and everything in it. What cannot be removed is left (the next start
     * removes an abandoned folder), and so is what another process removes at the same moment.
     */
    private static void deleteTree(Path folder) {
        try (Stream<Path> s = Files.walk(folder)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException ignored) {
            // gone already, or partly: nothing that stops a start or a stop
        }
    }

    private static Path[] candidates(Map<String, String> environment) {
        String runtime = environment.get("XDG_RUNTIME_DIR");
        return new Path[] {runtime == null || runtime.isEmpty() ? null : Path.of(runtime), Path.of("/dev/shm")};
    }
}
