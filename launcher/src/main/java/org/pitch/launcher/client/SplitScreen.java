package org.pitch.launcher.client;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The sample client on a terminal: the server's messages scroll in the upper part of the screen
 * (an ANSI scrolling region), a status line and the input line stay at the bottom, so what is
 * typed is never buried under the sensor messages (rcssclient's users "must type-in commands
 * blindly"). The input line edits (backspace) and keeps a history (up and down arrows); Ctrl-D
 * on an empty line ends the client. The terminal is put in non-canonical, no-echo mode with
 * {@code stty} while the client runs and restored afterwards, also on Ctrl-C.
 */
final class SplitScreen implements ClientConsole {
    private static final String ESC = "\u001b[";
    private final InputStream in;
    private final PrintStream out;
    private final Terminal terminal;
    private final String status;
    private final List<String> history = new ArrayList<>();
    private final StringBuilder line = new StringBuilder();
    private int rows, cols;
    private boolean closed;

    /** What the screen needs of the terminal: its size and its mode. */
    interface Terminal {
        /** {rows, columns}. */
        int[] size();

        /** Character-at-a-time input without echo, and back. */
        void raw(boolean on);
    }

    SplitScreen(InputStream in, PrintStream out, Terminal terminal, String status) {
        this.in = in;
        this.out = out;
        this.terminal = terminal;
        this.status = status;
        terminal.raw(true);
        layout();
    }

    /** Sets the scrolling region above the two bottom lines and draws them. */
    private synchronized void layout() {
        int[] size = terminal.size();
        rows = Math.max(4, size[0]);
        cols = Math.max(20, size[1]);
        out.print(ESC + "2J" + ESC + "1;" + (rows - 2) + "r");
        drawStatus();
        drawInput();
    }

    private void drawStatus() {
        String s = "-- " + status + " " + "-".repeat(Math.max(0, cols));
        out.print(ESC + (rows - 1) + ";1H" + ESC + "7m" + s.substring(0, cols) + ESC + "0m");
    }

    private void drawInput() {
        String shown = line.length() > cols - 3 ? line.substring(line.length() - (cols - 3)) : line.toString();
        out.print(ESC + rows + ";1H" + ESC + "2K> " + shown);
        out.flush();
    }

    /** Prints above the input line: the region scrolls, the cursor goes back to the input. */
    private synchronized void show(String text) {
        if (closed) return;
        out.print(ESC + (rows - 2) + ";1H\r\n" + text.replace("\n", "\r\n"));
        drawInput();
    }

    @Override
    public void sent(String command) { show(ESC + "1m" + command + ESC + "0m"); }

    @Override
    public void received(String message) { show(message); }

    @Override
    public void note(String text) { show(ESC + "2m" + "client: " + text + ESC + "0m"); }

    @Override
    public String readLine() throws IOException {
        int browsing = history.size();
        while (true) {
            int c = in.read();
            if (c < 0) return null;
            synchronized (this) {
                switch (c) {
                    case '\r', '\n' -> {
                        String typed = line.toString();
                        line.setLength(0);
                        drawInput();
                        if (!typed.isBlank() && (history.isEmpty() || !history.get(history.size() - 1).equals(typed))) history.add(typed);
                        return typed;
                    }
                    case 4 -> { // Ctrl-D
                        if (line.length() == 0) return null;
                    }
                    case 127, 8 -> {
                        if (line.length() > 0) line.setLength(line.length() - 1);
                        drawInput();
                    }
                    case 12 -> layout(); // Ctrl-L: redraw
                    case 27 -> { // ESC [ A (up), ESC [ B (down); other sequences are ignored
                        int b = in.read(), k = in.read();
                        if (b == '[' && (k == 'A' || k == 'B') && !history.isEmpty()) {
                            browsing = k == 'A' ? Math.max(0, browsing - 1) : Math.min(history.size(), browsing + 1);
                            line.setLength(0);
                            if (browsing < history.size()) line.append(history.get(browsing));
                            drawInput();
                        }
                    }
                    default -> {
                        if (c >= 32 && c < 256) {
                            line.append((char) c);
                            drawInput();
                        }
                    }
                }
            }
        }
    }

    @Override
    public synchronized void close() {
        if (closed) return;
        closed = true;
        out.print(ESC + "r" + ESC + rows + ";1H\r\n");
        out.flush();
        terminal.raw(false);
    }

    /** The controlling terminal, through {@code stty} on {@code /dev/tty}. */
    static Terminal tty() {
        return new Terminal() {
            private String saved;

            @Override
            public int[] size() {
                String s = stty("size");
                try {
                    String[] p = s.trim().split("\\s+");
                    return new int[] {Integer.parseInt(p[0]), Integer.parseInt(p[1])};
                } catch (RuntimeException e) {
                    return new int[] {24, 80};
                }
            }

            @Override
            public void raw(boolean on) {
                if (on) {
                    saved = stty("-g").trim();
                    stty("-icanon", "-echo", "min", "1");
                } else {
                    if (saved != null && !saved.isEmpty()) stty(saved);
                    else stty("sane");
                }
            }
        };
    }

    private static String stty(String... args) {
        List<String> cmd = new ArrayList<>();
        cmd.add("stty");
        cmd.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(cmd).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/tty"))).start();
            byte[] output = p.getInputStream().readAllBytes();
            p.waitFor();
            return new String(output, StandardCharsets.US_ASCII);
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
