package org.pitch.launcher.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The sample client over pipes, as rcssclient prints: each command sent, then each message
 * received, one per line, nothing added, so that it can be scripted. Bytes pass unchanged
 * (ISO-8859-1 both ways). The client's own notes go to the error stream.
 */
final class PlainConsole implements ClientConsole {
    private final BufferedReader in;
    private final PrintStream out;
    private final PrintStream err;

    PlainConsole(InputStream in, PrintStream out, PrintStream err) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.ISO_8859_1));
        this.out = out;
        this.err = err;
    }

    @Override
    public String readLine() throws IOException { return in.readLine(); }

    @Override
    public synchronized void sent(String command) { out.println(command); }

    @Override
    public synchronized void received(String message) { out.println(message); }

    @Override
    public synchronized void note(String text) { err.println("client: " + text); }

    @Override
    public void close() { out.flush(); }
}
