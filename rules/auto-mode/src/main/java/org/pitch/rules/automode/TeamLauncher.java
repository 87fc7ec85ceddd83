package org.pitch.rules.automode;

/**
 * Starts and stops the teams' start commands ({@code server::team_l_start}, {@code team_r_start}).
 * Called on the simulation thread: no method may wait for a process.
 */
interface TeamLauncher {
    /** Runs the command as rcssserver does, with {@code /bin/sh -c}, in the background. */
    void start(String command);

    /** Ends every process started so far (and what they started), in the background. */
    void stopAll();

    /** Ends every process and releases the launcher's resources; may wait briefly. */
    void close();
}
