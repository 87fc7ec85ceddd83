package org.pitch.monitors;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.pitch.api.protocol.BoardNotice;
import org.pitch.api.protocol.ConnectError;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.protocol.MonitorCommandSink;
import org.pitch.api.record.TimingReport;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.Port;
import org.pitch.api.transport.Transport;
import org.pitch.api.world.Card;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * The monitor clients, as rcssserver 19 serves them, whatever they watch (the {@link MonitorHost}).
 * A {@code (dispinit ...)} on the player port gets a port of its own and the greeting of its
 * version ({@link MonitorCodec}), unless {@code server::max_monitors} (when positive) are connected
 * already ({@code no_more_monitor}) or no codec serves the version ({@code illegal_client_version}).
 * Then it gets the shows and board messages in its version, and its commands are read: the
 * host's ({@code dispstart}, {@code dispfoul}, {@code dispplayer}, {@code dispdiscard},
 * {@code dispcard}) go to the host; {@code (compression N)}, {@code (dispbye)} and Pitch's
 * {@code (disptiming on|off)} are served here: a monitor that asked gets the host's live timing at
 * once and then after every {@value #TIMING_EVERY}th show.
 * What a connected monitor writes to the player port its codec answers
 * ({@link MonitorCodec#answerOnWellKnownPort}). A failing codec or writer costs one message or
 * datagram, never the connection: it is counted and logged sparsely. One thread only.
 */
public final class MonitorServer {
    private static final Logger LOG = System.getLogger("org.pitch.monitors");
    /** rcssserver's board for the server's and the referee's messages. */
    public static final int MSG_BOARD = 1;
    /** rcssserver's buffer for a message shown on a monitor's board, less its NUL. */
    private static final int MAX_BOARD_MESSAGE = 2047;
    /** Shows between two live timing messages: once a second in real time, as nobody reads it faster. */
    static final int TIMING_EVERY = 10;

    private final MonitorHost host;
    private final Transport transport;
    private final int maxMonitors;
    /** A live match's monitors get the last show again while the clock stands; a replay's get every record. */
    private final boolean repeatShowAtStandingClock;
    private final Map<ClientPort, MonitorConnection> byPort = new HashMap<>();
    private final Map<InetSocketAddress, MonitorConnection> byAddress = new HashMap<>();
    private final List<MonitorConnection> monitors = new ArrayList<>();
    private final MonitorCommandSink commands = new Commands();
    private MonitorCodecs codecs;
    /** The monitor whose datagram is being read, for the {@link MonitorCommandSink} callbacks. */
    private MonitorConnection decoding;
    private long faults;
    /** Shows served so far, for the live timing's pace; and how many monitors asked for it. */
    private long shows;
    private int timingWanted;

    /**
     * @param codecs      the codecs to serve with until {@link #codecs(MonitorCodecs)} hands others
     * @param maxMonitors {@code server::max_monitors} (0 or less: no limit)
     * @param repeatShowAtStandingClock send a monitor its last show again, as it was, when the
     *                    clock (time, stoppage time) has not moved since, as rcssserver does in a
     *                    live match
     */
    public MonitorServer(MonitorHost host, Transport transport, MonitorCodecs codecs, int maxMonitors,
                         boolean repeatShowAtStandingClock) {
        this.host = host;
        this.transport = transport;
        this.codecs = codecs;
        this.maxMonitors = maxMonitors;
        this.repeatShowAtStandingClock = repeatShowAtStandingClock;
    }

    /** The codecs to serve with from now on (a live match's current model set). */
    public void codecs(MonitorCodecs current) { codecs = current; }

    /** Monitors connected now. */
    public int count() { return monitors.size(); }

    public boolean isEmpty() { return monitors.isEmpty(); }

    /** Writers and codecs that failed, each failure costing one message or datagram. */
    public long faults() { return faults; }

    // ------------------------------------------------------------------ connections

    /** {@code (dispinit ...)} from {@code from} to {@code port}: refused with rcssserver's reply, or connected and greeted. */
    public void connect(Port port, InetSocketAddress from, double version) {
        if (maxMonitors > 0 && monitors.size() >= maxMonitors) {
            refuse(port, from, ConnectError.NO_MORE_MONITOR);
            return;
        }
        MonitorCodec codec = codecs.serving(version);
        if (codec == null) {
            refuse(port, from, ConnectError.ILLEGAL_CLIENT_VERSION);
            return;
        }
        MonitorWriter writer;
        try {
            writer = codec.open(version, host.parameters());
        } catch (RuntimeException | LinkageError e) {
            LOG.log(Level.WARNING, "monitor codec " + codec.getClass().getName() + " cannot open version " + version, e);
            refuse(port, from, ConnectError.ILLEGAL_CLIENT_VERSION);
            return;
        }
        ClientPort own;
        try {
            own = transport.openClientPort(from);
        } catch (IOException e) {
            LOG.log(Level.ERROR, "cannot open a port for monitor " + from + ": " + e.getMessage());
            refuse(port, from, ConnectError.CONNECTION_FAILED);
            return;
        }
        MonitorConnection m = new MonitorConnection(own, version, codec, writer, codecs, host.parameters());
        byPort.put(own, m);
        byAddress.put(own.client(), m);
        monitors.add(m);
        host.connected(m, from);
        try {
            writer.greeting(m, host.world());
        } catch (RuntimeException | LinkageError e) {
            fault(m, "greeting", e);
        }
        host.greeted(m);
    }

    private void refuse(Port port, InetSocketAddress from, ConnectError error) {
        transport.replyFrom(port, from).text(error.text()).send();
    }

    /** A datagram on a client port: true if it is a monitor's (and was read). */
    public boolean fromOwnPort(ClientPort port, byte[] payload) {
        MonitorConnection m = byPort.get(port);
        if (m == null) return false;
        read(m, payload);
        return true;
    }

    /**
     * A datagram on the player port: true if it comes from a connected monitor (and was handled:
     * answered by its codec, or read as if it came to the monitor's own port).
     */
    public boolean fromInitPort(InetSocketAddress from, byte[] payload) {
        MonitorConnection m = byAddress.get(from);
        if (m == null) return false;
        if (!m.codec(codecs).answerOnWellKnownPort(m, m.version)) read(m, payload);
        return true;
    }

    /** Closes every monitor's port, saying nothing more. */
    public void closeAll() {
        for (MonitorConnection m : monitors) m.port.close();
        monitors.clear();
        byPort.clear();
        byAddress.clear();
        timingWanted = 0;
    }

    private void read(MonitorConnection m, byte[] data) {
        host.beforeCommands();
        decoding = m;
        try {
            m.codec(codecs).decode(data, data.length, m.version, commands);
        } catch (RuntimeException | LinkageError e) {
            // a codec bug must cost this datagram only, never the connection or the server
            faults++;
            LOG.log(Level.ERROR, "decoding a datagram of " + m.describe() + " failed", e);
            if (byPort.containsKey(m.port)) board(m, ConnectError.ILLEGAL_COMMAND_FORM.text());
        } finally {
            decoding = null;
        }
        host.afterCommands();
    }

    // ------------------------------------------------------------------ shows and boards

    /** The show of the host's world to every monitor, each followed by the team graphic tiles it has not had ({@code graphics} may be null). */
    public void showAll(TeamGraphics graphics) {
        World w = host.world();
        for (int i = 0, n = monitors.size(); i < n; i++) show(monitors.get(i), w, graphics);
        if (++shows % TIMING_EVERY == 0 && timingWanted > 0) timingAll(w);
    }

    /** The host's live timing to every monitor that asked for it; built once, and only if the host has it. */
    private void timingAll(World w) {
        TimingReport live = host.liveTiming();
        if (live == null) return;
        for (int i = 0, n = monitors.size(); i < n; i++) {
            MonitorConnection m = monitors.get(i);
            if (m.wantsTiming) timing(m, w, live);
        }
    }

    private void timing(MonitorConnection m, World w, TimingReport live) {
        try {
            m.codec(codecs);
            m.writer().timing(m, w, live);
        } catch (RuntimeException | LinkageError e) {
            fault(m, "timing", e);
        }
    }

    /** The show of the host's world to one monitor. */
    public void show(MonitorConnection m) { show(m, host.world(), null); }

    private void show(MonitorConnection m, World w, TeamGraphics graphics) {
        try {
            m.codec(codecs);
            m.show(w, repeatShowAtStandingClock);
            m.sendTiles(graphics, w);
        } catch (RuntimeException | LinkageError e) {
            fault(m, "show", e);
        }
    }

    /** A message on board {@code board} of every monitor, as it is (a replay's recorded ones). */
    public void boardAll(int board, String text) {
        for (int i = 0; i < monitors.size(); i++) board(monitors.get(i), board, text);
    }

    /** A notice on every monitor's board, in the words of each monitor's codec. */
    public void toBoards(BoardNotice notice) {
        World w = host.world();
        toBoards(notice, w.time(), w.stoppageTime());
    }

    /** The same, stamped with the clock when it was made ({@code time}, {@code stoppage} cycles). */
    public void toBoards(BoardNotice notice, int time, int stoppage) {
        for (int i = 0, n = monitors.size(); i < n; i++) {
            MonitorConnection m = monitors.get(i);
            String text;
            try {
                text = m.codec(codecs).boardText(notice);
            } catch (RuntimeException | LinkageError e) {
                fault(m, "board message", e);
                continue;
            }
            board(m, text, time, stoppage);
        }
    }

    /** A message on the server's board ({@link #MSG_BOARD}), cut to rcssserver's longest, stamped now. */
    private void board(MonitorConnection m, String text) {
        World w = host.world();
        board(m, text, w.time(), w.stoppageTime());
    }

    /** The same, stamped with the clock when it was made. */
    private void board(MonitorConnection m, String text, int time, int stoppage) {
        String cut = text.length() > MAX_BOARD_MESSAGE ? text.substring(0, MAX_BOARD_MESSAGE) : text;
        try {
            m.codec(codecs);
            m.writer().message(m, host.world(), time, stoppage, MSG_BOARD, cut);
        } catch (RuntimeException | LinkageError e) {
            fault(m, "board message", e);
        }
    }

    private void board(MonitorConnection m, int board, String text) {
        try {
            m.codec(codecs);
            m.writer().message(m, host.world(), board, text);
        } catch (RuntimeException | LinkageError e) {
            fault(m, "board message", e);
        }
    }

    private void fault(MonitorConnection m, String what, Throwable e) {
        faults++;
        if (faults == 1 || faults % 1000 == 0) {
            LOG.log(Level.ERROR, "sending the " + what + " to " + m.describe() + " failed (" + faults + " times so far)", e);
        }
    }

    // ------------------------------------------------------------------ commands

    /** A monitor's commands: the match's to the host, the connection's served here. */
    private final class Commands implements MonitorCommandSink {
        @Override public void start() { host.start(); }

        @Override public void foul(double x, double y, Side side) { host.foul(x, y, side); }

        @Override public void movePlayer(Side side, int unum, double x, double y, double angle) { host.movePlayer(side, unum, x, y, angle); }

        @Override public void discard(Side side, int unum) { host.discard(side, unum); }

        @Override public void card(Side side, int unum, Card card) { host.card(side, unum, card); }

        /** {@code (ok compression N)} on the board (still uncompressed), then the new level. */
        @Override
        public void compression(int level) {
            MonitorConnection m = decoding;
            if (m == null) return;
            board(m, m.codec(codecs).boardText(new BoardNotice.CompressionTaken(level)));
            m.port.compression(level < 0 ? -1 : level);
        }

        /** On: the live timing now (the host's, if it has one) and from then on; off: no more. */
        @Override
        public void timing(boolean on) {
            MonitorConnection m = decoding;
            if (m == null || m.wantsTiming == on) return;
            m.wantsTiming = on;
            timingWanted += on ? 1 : -1;
            TimingReport live = on ? host.liveTiming() : null;
            if (live != null) MonitorServer.this.timing(m, host.world(), live);
        }

        @Override
        public void bye() {
            MonitorConnection m = decoding;
            if (m == null) return;
            if (m.wantsTiming) timingWanted--;
            byPort.remove(m.port);
            byAddress.remove(m.port.client(), m);
            monitors.remove(m);
            m.port.close();
            decoding = null;
            host.left(m);
        }

        @Override
        public void error(String reply) {
            if (decoding != null && reply != null) board(decoding, reply);
        }
    }
}
