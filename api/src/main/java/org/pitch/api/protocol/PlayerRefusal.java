package org.pitch.api.protocol;

/**
 * Why the server did not take a player's datagram, as rcssserver 19 answers it with
 * {@code (error ...)}; the codec writes it, the kernel only decides which.
 */
public enum PlayerRefusal {
    /** The datagram could not be read, or names a command this server does not serve. */
    ILLEGAL_COMMAND_FORM,
    /** A connected client of a version held to its own port wrote to the well-known one. */
    ONLY_INIT_ALLOWED_ON_INIT_PORT
}
