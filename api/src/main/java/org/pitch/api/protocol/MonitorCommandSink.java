package org.pitch.api.protocol;

import org.pitch.api.world.Card;
import org.pitch.api.world.Side;

/** What a monitor may ask of the server, as a {@link MonitorCodec} decoded it. */
@org.osgi.annotation.versioning.ProviderType
public interface MonitorCommandSink {
    /** {@code (dispstart)}: kick off (or start the next half). */
    void start();

    /**
     * {@code (dispfoul x y side)}: a free kick for {@code side} at (x, y), as the human referee
     * awards it; {@link Side#NEUTRAL} drops the ball there instead.
     */
    void foul(double x, double y, Side side);

    /**
     * {@code (dispplayer side unum x y angle)}: move a player (the monitor's drag and drop), body
     * direction in degrees. {@code side} is {@link Side#NEUTRAL} when the monitor named no side.
     */
    void movePlayer(Side side, int unum, double x, double y, double angle);

    /** {@code (dispdiscard side unum)}: send a player off (no card). */
    void discard(Side side, int unum);

    /** {@code (dispcard side unum yellow|red)}: the human referee shows a card. */
    void card(Side side, int unum, Card card);

    /** {@code (compression N)}, N at most 9; a negative level turns compression off. */
    void compression(int level);

    /** {@code (dispbye)}. */
    void bye();

    /**
     * {@code (disptiming on|off)}, a Pitch addition that only the JSON monitor protocol reads:
     * the players' live timing telemetry ({@link MonitorCodec.MonitorWriter#timing}) from now
     * on, or no more. A server without live timing (a log player) ignores it.
     */
    default void timing(boolean on) {}

    /**
     * What rcssserver writes on the monitor's message board about the datagram: an error such as
     * {@code (error illegal_command_form)} for a command it does not understand, or a warning
     * such as {@code (warning message_not_null_terminated)} before a command it still executes.
     * Null for silence.
     */
    void error(String reply);
}
