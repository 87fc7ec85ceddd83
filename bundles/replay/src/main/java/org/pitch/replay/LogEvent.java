package org.pitch.replay;

import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;

/**
 * One record of a game log that a monitor needs, in the order the log holds them. The parameter
 * records are not events: they become the {@link RecordedMatch}'s parameters and player types.
 */
public sealed interface LogEvent {
    /** Left 1..11, then right 1..11: the order of a show's slots. */
    int SLOTS = 22;

    /**
     * A {@code show}: the clock, the ball and the 22 slots ({@code null} for a slot nobody plays).
     * {@code stoppage} is the JSON log's {@code stime}; text logs do not record it, so it is counted
     * there from repeated cycle numbers, as the clock stands while the referee waits.
     */
    record Show(int time, int stoppage, double ballX, double ballY, double ballVx, double ballVy,
                SlotRecord[] slots) implements LogEvent {}

    /** A {@code playmode} record. */
    record PlayModeChange(PlayMode mode, Side side) implements LogEvent {}

    /** A {@code team} record; a side without a team is {@code null}. */
    record TeamsChange(TeamRecord left, TeamRecord right) implements LogEvent {}

    /** A {@code msg} record: a message for the monitors' boards (1 = referee and server). */
    record Message(int time, int stoppage, int board, String text) implements LogEvent {}

    /** A team as a {@code team} record names it: name, goals, and the penalty shoot-out's goals and misses. */
    record TeamRecord(String name, int score, int penaltyScore, int penaltyMiss) {}
}
