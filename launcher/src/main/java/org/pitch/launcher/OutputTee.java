package org.pitch.launcher;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * The JVM's standard output and error while a batch runs: each line goes to the match being
 * played (its {@code server.log} and the lines the runner reads the results and connections
 * from), as a server process's output would. What the bundles print (the results block, the
 * kernel's log, Felix) reaches the current match this way, whoever printed it.
 */
final class OutputTee extends OutputStream {
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private volatile Consumer<String> sink = s -> {};

    /** Routes {@link System#out} and {@link System#err} into one tee; returns it. */
    static OutputTee install() {
        OutputTee tee = new OutputTee();
        PrintStream stream = new PrintStream(tee, true, StandardCharsets.UTF_8);
        System.setOut(stream);
        System.setErr(stream);
        return tee;
    }

    /** Where lines go from now on. */
    void sink(Consumer<String> s) {
        synchronized (this) {
            flushLine();
            sink = s;
        }
    }

    @Override
    public synchronized void write(int b) {
        if (b == '\n') flushLine();
        else line.write(b);
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        for (int i = off; i < off + len; i++) write(b[i]);
    }

    private void flushLine() {
        if (line.size() == 0) return;
        String s = line.toString(StandardCharsets.UTF_8);
        line.reset();
        sink.accept(s.endsWith("\r") ? s.substring(0, s.length() - 1) : s);
    }
}
