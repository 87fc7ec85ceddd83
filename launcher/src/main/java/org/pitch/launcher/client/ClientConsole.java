package org.pitch.launcher.client;

import java.io.IOException;

/** Where the sample client reads commands from and shows what goes on: a pipe or a terminal. */
interface ClientConsole extends AutoCloseable {
    /** The next command typed, or {@code null} when the input ended (end of file, Ctrl-D). */
    String readLine() throws IOException;

    /** A command as it was sent. */
    void sent(String command);

    /** A message from the server. */
    void received(String message);

    /** A note from the client itself (not the server's). */
    void note(String text);

    @Override
    void close();
}
