package org.pitch.api.protocol;

import org.pitch.api.world.Side;

/** What a monitor may ask of the server, as a {@link MonitorCodec} decoded it. */
public interface MonitorCommandSink {
    /** {@code (dispstart)}: kick off (or start the next half). */
    void start();

    /** {@code (dispfoul x y side)}: a free kick for {@code side} at (x, y), as the human referee awards it. */
    void foul(double x, double y, Side side);

    /** {@code (dispplayer side unum x y angle)}: move a player (the monitor's drag and drop). */
    void movePlayer(Side side, int unum, double x, double y, double angle);

    /** {@code (dispdiscard side unum)}: send a player off. */
    void discard(Side side, int unum);

    /** {@code (compression N)}. */
    void compression(int level);

    /** {@code (dispbye)}. */
    void bye();

    /** A command that is not understood; {@code reply} is what rcssserver answers, or null for silence. */
    void error(String reply);
}
