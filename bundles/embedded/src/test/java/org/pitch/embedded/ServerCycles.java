package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.pitch.kernel.Kernel;

/**
 * Waiting on the server's own clock rather than the wall clock: its cycle counter and the cycle
 * number a sense_body carries. The wall-clock bounds here only end a hang; they are far beyond
 * anything a busy machine takes.
 */
final class ServerCycles {
    /** Bounds a wait that should take a few cycles: only a hung server takes this long. */
    static final long HANG_MILLIS = 20_000;
    private static final Pattern SENSE_BODY = Pattern.compile("^\\(sense_body (\\d+) ");

    private ServerCycles() {}

    /**
     * Returns once the server has run {@code cycles} more cycles. Each cycle is preceded by a
     * read of every socket, so a datagram sent before this call has been handled, and any answer
     * to it sent, once {@code cycles} is 2 or more.
     */
    static void await(Kernel kernel, int cycles) throws InterruptedException {
        long target = kernel.steps() + cycles;
        long hang = System.currentTimeMillis() + HANG_MILLIS;
        while (kernel.steps() < target) {
            assertTrue(System.currentTimeMillis() < hang, "the server ran no cycle for " + HANG_MILLIS + " ms");
            Thread.sleep(1);
        }
    }

    /** Returns once the datagrams sent before this call have been read and answered (answers leave at once). */
    static void answered(Kernel kernel) throws InterruptedException {
        await(kernel, 2);
    }

    /**
     * Returns once whatever the server does about the datagrams sent before this call is sent:
     * they are read before a cycle, answered at once, and what the cycle after their reading
     * sends about them is out by the start of the one after that (the count of cycles moves on
     * just before a cycle's sends leave, hence three).
     */
    static void settle(Kernel kernel) throws InterruptedException {
        await(kernel, 3);
    }

    /** The player port of a server just started, once it runs (it fails if it never does). */
    static int playerPort(Kernel kernel) throws InterruptedException {
        long hang = System.currentTimeMillis() + HANG_MILLIS;
        while (!kernel.running() && System.currentTimeMillis() < hang) Thread.sleep(5);
        assertTrue(kernel.running(), kernel.problem());
        return kernel.binding().playerPort();
    }

    /** The cycle number T of a {@code (sense_body T ...)}, or -1 for any other message. */
    static int senseBodyTime(String message) {
        Matcher m = SENSE_BODY.matcher(message);
        return m.find() ? Integer.parseInt(m.group(1)) : -1;
    }
}
