package org.pitch.monitors;

import java.net.InetSocketAddress;

import org.pitch.api.param.Parameters;
import org.pitch.api.record.TimingReport;
import org.pitch.api.world.Card;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * What monitors watch and steer, for the {@link MonitorServer}: a live match, whose commands
 * change it, or a replay, which ignores them or takes them for its playback. Called on the
 * server's thread only.
 */
public interface MonitorHost {
    /** What the greeting, the shows and the board messages show now. */
    World world();

    /** The parameters a monitor is greeted with (a replay's are the recorded ones). */
    Parameters parameters();

    /** {@code (dispstart)}. */
    void start();

    /** {@code (dispfoul x y side)}: the human referee's call ({@code side} null for a drop ball). */
    void foul(double x, double y, Side side);

    /** {@code (dispplayer side unum x y angle)}: a player dragged to a place. */
    void movePlayer(Side side, int unum, double x, double y, double angle);

    /** {@code (dispdiscard side unum)}. */
    void discard(Side side, int unum);

    /** {@code (dispcard side unum card)}. */
    void card(Side side, int unum, Card card);

    /**
     * The players' timing of the current half so far, for monitors that asked for it
     * ({@code (disptiming on)}); null when the host has none (a log played back).
     */
    default TimingReport liveTiming() { return null; }

    /** A monitor connected from {@code from}, not yet greeted: the host's log line. */
    void connected(MonitorConnection m, InetSocketAddress from);

    /** A monitor has had its greeting. */
    default void greeted(MonitorConnection m) {}

    /** A monitor said {@code (dispbye)}: it is gone, its port closed. */
    void left(MonitorConnection m);

    /** A datagram of a monitor's commands is about to be read. */
    default void beforeCommands() {}

    /** A datagram of a monitor's commands has been read (and its commands carried out). */
    default void afterCommands() {}
}
