package org.pitch.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Pointer;

import sun.misc.Signal;

/**
 * Makes SIGHUP, SIGINT and SIGTERM stop Pitch however it was started, as they stop rcssserver 19
 * (which installs its own handlers for all three).
 *
 * <p>A POSIX shell without job control starts a background job ({@code pitch ... &} in a
 * tournament script) with SIGINT ignored, and {@code nohup} ignores SIGHUP. The JVM leaves a
 * signal that was ignored at its start ignored, so {@code kill -INT} did nothing to such a server.
 * Java cannot undo an inherited "ignore" by itself: here libc's {@code signal()} (through JNA,
 * loaded only in that case) restores the default, and then the JVM's own handler is installed,
 * which exits with 128 + the signal's number after the shutdown hooks (the server's saves its logs
 * and results). Reads Linux's {@code /proc/self/status}; elsewhere it does nothing.
 */
final class StopSignals {
    /** The signals that stop the server, by name and number (the same on every Linux architecture). */
    private static final String[] NAMES = {"HUP", "INT", "TERM"};
    private static final int[] NUMBERS = {1, 2, 15};

    private StopSignals() {}

    /** Restores every stop signal the process inherited ignored; says on {@code err} if it cannot. */
    static void restoreInherited(PrintStream err) {
        long ignored = ignoredMask(Path.of("/proc/self/status"));
        if (ignored == 0) return;
        for (int i = 0; i < NAMES.length; i++) {
            if ((ignored & (1L << (NUMBERS[i] - 1))) == 0) continue;
            try {
                restore(NAMES[i], NUMBERS[i]);
            } catch (LinkageError | RuntimeException e) {
                err.println("warning: SIG" + NAMES[i] + " was ignored when Pitch started and stays so (" + e + ")");
            }
        }
    }

    private static void restore(String name, int number) {
        LibC.INSTANCE.signal(number, Pointer.NULL); // SIG_DFL is 0
        int status = 128 + number; // what the JVM's own handler exits with
        Signal.handle(new Signal(name), signal -> Runtime.getRuntime().exit(status));
    }

    /** The {@code SigIgn} mask of a {@code /proc/PID/status} file (bit n-1: signal n ignored); 0 if there is none. */
    static long ignoredMask(Path status) {
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("SigIgn:")) return Long.parseUnsignedLong(line.substring(7).trim(), 16);
            }
        } catch (IOException | NumberFormatException e) {
            // not Linux, or a /proc we cannot read: nothing to restore
        }
        return 0;
    }

    private interface LibC extends Library {
        LibC INSTANCE = Native.load("c", LibC.class);

        Pointer signal(int signum, Pointer handler);
    }
}
