package org.pitch.launcher.match;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The server of one match: a process of its own ({@code match}) or a framework in this JVM
 * ({@code batch}). Its output lines are collected for the results block and the connection lines.
 */
public interface MatchServer {
    /** Waits until the server answers on its player port; false if it ended or the time ran out first. */
    boolean awaitReady(String host, int port, long timeoutMs) throws IOException, InterruptedException;

    /** Waits until the match is over and the server has closed it; false at the timeout. */
    boolean awaitEnd(long timeoutMs) throws InterruptedException;

    /** Whether the server still runs. */
    boolean alive();

    /** Why the server ended without a result, or {@code null} when it ended normally. */
    String failure();

    /** Stops the server if it still runs (its logs are closed); waits for it. */
    void stop();

    /** Starts the server of one match. */
    interface Factory {
        /**
         * @param dir the match's folder: the server's working directory and where its output goes ({@code server.log})
         * @param settings every setting of this match, as on a command line
         * @param lines where the server's output lines are added as they come (synchronised on the list)
         */
        MatchServer start(Path dir, List<String> settings, List<String> lines) throws IOException;
    }
}
