package org.pitch.api.protocol;

import org.pitch.api.command.PlayerCommand;

/** Receives what a codec decoded from one datagram, in order. */
@org.osgi.annotation.versioning.ProviderType
public interface CommandSink {
    void command(PlayerCommand command);

    /** A reply token rcssserver sends for a bad command, e.g. {@code illegal_command_form}. */
    void error(String token);

    void warning(String token);
}
