package org.pitch.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where a framework's bundle cache goes, and that caches of killed processes do not pile up. */
class FrameworkStorageTest {
    @TempDir Path runtime;

    @Test
    void theCacheGoesToTheRuntimeFolderNamedAfterThisProcess() throws Exception {
        Path cache = FrameworkStorage.create(Map.of("XDG_RUNTIME_DIR", runtime.toString()));
        assertEquals(runtime, cache.getParent());
        assertEquals(ProcessHandle.current().pid(), FrameworkStorage.ownerOf(cache.getFileName().toString()));
        FrameworkStorage.delete(cache);
        assertFalse(Files.exists(cache));
    }

    @Test
    void aStartRemovesTheCachesOfProcessesThatAreGoneAndKeepsTheLiveOnes() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        Path abandoned = Files.createDirectories(runtime.resolve("pitch-felix-" + gone.pid() + "-123").resolve("bundle1"));
        Files.writeString(abandoned.resolve("bundle.jar"), "x");
        Path live = Files.createDirectories(runtime.resolve("pitch-felix-" + ProcessHandle.current().pid() + "-456"));
        Path notOurs = Files.createDirectories(runtime.resolve("pitch-felix-notes"));
        Path mine = FrameworkStorage.create(Map.of("XDG_RUNTIME_DIR", runtime.toString()));
        assertFalse(Files.exists(abandoned.getParent()), "the cache of a process that is gone");
        assertTrue(Files.isDirectory(live) && Files.isDirectory(notOurs) && Files.isDirectory(mine));
    }
}
