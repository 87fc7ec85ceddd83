package org.pitch.api.learn;

/**
 * The server's own match, the one its UDP clients play, joined by players that a learning
 * environment controls in-process: they play beside the UDP clients (helios-base, ...), through
 * the same models, rules and sensors. Published by the kernel; needs synch mode, where a cycle
 * waits for every client: the joined group counts as one client, done when it steps.
 */
@org.osgi.annotation.versioning.ProviderType
public interface ServerMatch {
    /**
     * Joins the match at its next cycle's {@code (think)}: blocks until the group's first turn. The
     * returned match is stepped by the caller's thread only; its {@link SteppedMatch#step()} is the
     * group's {@code (done)} and returns at the next cycle's think (or when the match ended);
     * between steps the server waits for it, so the caller may read and change the world then.
     *
     * @throws IllegalStateException if the server is not running in synch mode
     */
    SteppedMatch join();
}
