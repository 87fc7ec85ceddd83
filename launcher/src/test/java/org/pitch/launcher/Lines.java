package org.pitch.launcher;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** Lines of one stream as they arrive. */
final class Lines {
    private final List<String> lines = new ArrayList<>();
    private final BlockingQueue<String> fresh = new LinkedBlockingQueue<>();
    private final Thread reader;

    Lines(InputStream in, String name) {
        reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                for (String l; (l = r.readLine()) != null; ) {
                    synchronized (lines) {
                        lines.add(l);
                        lines.notifyAll();
                    }
                    fresh.add(l);
                }
            } catch (IOException closed) {
                // the process went away
            }
        }, name);
        reader.setDaemon(true);
        reader.start();
    }

    /** The first line (from now on) that matches, or null if none comes within the timeout. */
    String await(java.util.function.Predicate<String> match, long timeoutMs) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        while (true) {
            long left = deadline - System.nanoTime();
            if (left <= 0) return null;
            String l = fresh.poll(left, TimeUnit.NANOSECONDS);
            if (l == null) return null;
            if (match.test(l)) return l;
        }
    }

    /** The first line printed so far or from now on that matches, or null if none came within the timeout. */
    String awaitAny(java.util.function.Predicate<String> match, long timeoutMs) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        synchronized (lines) {
            for (int seen = 0; ; ) {
                for (; seen < lines.size(); seen++) {
                    if (match.test(lines.get(seen))) return lines.get(seen);
                }
                long left = deadline - System.nanoTime();
                if (left <= 0 || !reader.isAlive()) return null;
                TimeUnit.NANOSECONDS.timedWait(lines, Math.min(left, TimeUnit.MILLISECONDS.toNanos(100)));
            }
        }
    }

    List<String> lines() {
        synchronized (lines) {
            return List.copyOf(lines);
        }
    }

    /** Everything so far, without the JVM's own notes about JAVA_TOOL_OPTIONS and the like. */
    String text() {
        StringBuilder sb = new StringBuilder();
        for (String l : lines()) {
            if (l.startsWith("Picked up ") || l.startsWith("NOTE: Picked up ")) continue;
            sb.append(l).append('\n');
        }
        return sb.toString();
    }

    void join() throws InterruptedException {
        reader.join(10_000);
    }
}
