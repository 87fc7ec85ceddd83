package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where a framework's bundle cache goes, and that the caches of killed servers do not pile up. */
class FrameworkStorageTest {
    @TempDir Path runtime;

    private Map<String, String> env() { return Map.of("XDG_RUNTIME_DIR", runtime.toString()); }

    @Test
    void theCacheGoesToTheRuntimeFolderAndGoesAwayWhole() throws Exception {
        Path cache = FrameworkStorage.create(env());
        Path home = cache.getParent();
        assertEquals(runtime, home.getParent());
        assertTrue(home.getFileName().toString().startsWith("pitch-felix-" + ProcessHandle.current().pid() + "-"), home::toString);
        assertTrue(Files.isDirectory(cache) && Files.list(cache).findAny().isEmpty(), "an empty cache");
        FrameworkStorage.delete(cache);
        assertFalse(Files.exists(home), "the server's folder goes with its cache");
    }

    @Test
    void aStartRemovesTheFoldersNoLiveServerLocks() throws Exception {
        FileTime longAgo = FileTime.fromMillis(System.currentTimeMillis() - 3_600_000);
        // killed: its lock file is there, nobody holds it
        Path killed = Files.createDirectories(runtime.resolve("pitch-felix-1-1").resolve("cache").resolve("bundle1"));
        Files.writeString(runtime.resolve("pitch-felix-1-1").resolve("owner.lock"), "");
        Files.setLastModifiedTime(runtime.resolve("pitch-felix-1-1"), longAgo);
        // killed before it locked anything
        Path unlocked = Files.createDirectories(runtime.resolve("pitch-felix-2-2"));
        Files.setLastModifiedTime(unlocked, longAgo);
        // alive (here: this process holds the lock), however old
        Path alive = Files.createDirectories(runtime.resolve("pitch-felix-3-3"));
        FileChannel lock = FileChannel.open(alive.resolve("owner.lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        lock.lock();
        Files.setLastModifiedTime(alive, longAgo);
        // just made, not locked yet: its server may be about to lock it
        Path young = Files.createDirectories(runtime.resolve("pitch-felix-4-4"));
        Path notOurs = Files.createDirectories(runtime.resolve("something-else"));
        try {
            Path mine = FrameworkStorage.create(env());
            assertFalse(Files.exists(killed.getParent().getParent()), "the folder of a server that was killed");
            assertFalse(Files.exists(unlocked), "a folder no server ever locked");
            assertTrue(Files.isDirectory(alive) && Files.isDirectory(young) && Files.isDirectory(notOurs) && Files.isDirectory(mine));
            FrameworkStorage.delete(mine);
        } finally {
            lock.close();
        }
    }
}
