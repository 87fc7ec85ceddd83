package org.pitch.api.command;

/**
 * {@code (attentionto Team Unum)} or {@code (attentionto off)}. The team token is kept as sent
 * ({@code our}, {@code opp}, {@code l}, {@code r} or a team name); the aural model resolves it.
 */
public record AttentionTo(boolean off, String team, int unum) implements PlayerCommand {
    public static AttentionTo stop() { return new AttentionTo(true, null, 0); }

    @Override public CommandKind kind() { return CommandKind.ATTENTION_TO; }
}
