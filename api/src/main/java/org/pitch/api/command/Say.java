package org.pitch.api.command;

/** {@code (say Message)}: the message as sent, without quotes. */
public record Say(String message) implements PlayerCommand {
    @Override public CommandKind kind() { return CommandKind.SAY; }

    /** Whether the message may be said: rcssserver drops one longer than {@code say_msg_size} without a word. */
    public boolean fits(org.pitch.api.param.Parameters p) {
        return message.length() <= p.integer(org.pitch.api.param.ServerParam.SAY_MSG_SIZE);
    }
}
