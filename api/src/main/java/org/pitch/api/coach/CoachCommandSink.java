package org.pitch.api.coach;

/** Receives what a coach codec decoded from one datagram, in order. */
@org.osgi.annotation.versioning.ProviderType
public interface CoachCommandSink {
    void command(CoachCommand command);

    /** A reply rcssserver sends for a bad command, e.g. {@code illegal_command_form} for {@code (error illegal_command_form)}. */
    void error(String token);

    /** e.g. {@code message_not_null_terminated}, sent before the command is still executed. */
    void warning(String token);
}
