package org.pitch.replay;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.BoardNotice;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCodec.MessageSink;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.protocol.MonitorCommandSink;
import org.pitch.api.transport.Binding;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.DatagramHandler;
import org.pitch.api.transport.Port;
import org.pitch.api.transport.Transport;
import org.pitch.api.world.Card;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/**
 * Serves a {@link RecordedMatch} to monitors the way a live server serves a match. A monitor says
 * {@code (dispinit version N)} on the player port (any version a {@link MonitorCodec} serves: 3-5,
 * JSON, and 1-2 if a binary codec is installed), gets a port of its own and the greeting with the
 * <em>recorded</em> parameters and player types; then, every {@code simulator_step / speed}, the
 * board messages the log holds for the next cycle and its show, each monitor in its own version.
 *
 * <p>The playback:
 * <ul>
 * <li>starts when the first monitor connects, or at {@code (dispstart)};</li>
 * <li>goes on whoever connects or leaves; a monitor that connects later is greeted and shown the
 *     current show at once, then follows the others;</li>
 * <li>pauses when the last monitor leaves with {@code (dispbye)} (nobody watches), and resumes when
 *     one connects or sends {@code (dispstart)};</li>
 * <li>at the end stops on the last show, as rcssmonitor's log player does: the server stays up,
 *     a monitor connecting then still sees the last show, and {@code (dispstart)} plays the log
 *     again from the start; with {@code loop} it starts again by itself.</li>
 * </ul>
 * Commands that would change a live match ({@code dispfoul}, {@code dispplayer},
 * {@code dispdiscard}, {@code dispcard}) are ignored; {@code (compression N)} and
 * {@code (dispbye)} work as on a live server. Players and coaches are refused
 * ({@code (error no_more_team)} to a player's init). Progress goes to {@code progress} a line at a
 * time, sparsely: start, every 1000 cycles, goals, pauses, the end.
 *
 * <p>Everything but the reception of datagrams happens on the replay's own thread.
 */
public final class ReplayServer implements MonitorCommandSink {
    private static final Logger LOG = System.getLogger("org.pitch.replay");
    /** rcssserver's board for the server's and the referee's messages. */
    static final int MSG_BOARD = 1;
    static final String NO_MORE_MONITOR = "no_more_monitor";
    static final String ILLEGAL_CLIENT_VERSION = "illegal_client_version";
    static final String CONNECTION_FAILED = "connection_failed";
    static final String UNKNOWN_COMMAND = "unknown_command";
    /** What a player gets: a replay has no place for a team. */
    static final String NO_TEAM = "no_more_team";
    private static final String ONLY_INIT_ALLOWED = "(error only_init_allowed_on_init_port)";
    private static final String ILLEGAL_COMMAND_FORM = "(error illegal_command_form)";
    private static final int INBOX = 1024;
    /** How often a progress line is printed while playing. */
    private static final int PROGRESS_CYCLES = 1000;
    /** Falling further behind than this many steps (a pause of the machine) skips ahead instead of rushing. */
    private static final int MAX_LAG_STEPS = 5;

    /** Where the playback is. */
    public enum State { WAITING, PLAYING, PAUSED, ENDED, STOPPED }

    private final RecordedMatch match;
    private final ReplayOptions options;
    private final Transport transport;
    private final Iterable<MonitorCodec> codecs;
    private final Iterable<GreetingParser> parsers;
    private final int maxMonitors;
    private final Consumer<String> progress;
    private final Playback playback;
    private final long stepNanos;
    private final ArrayBlockingQueue<Datagram> inbox = new ArrayBlockingQueue<>(INBOX);
    private final AtomicLong droppedDatagrams = new AtomicLong();
    private final Map<ClientPort, Monitor> byPort = new HashMap<>();
    private final Map<InetSocketAddress, Monitor> byAddress = new HashMap<>();
    private final List<Monitor> monitors = new ArrayList<>();
    private final Playback.Listener toMonitors = new Playback.Listener() {
        @Override public void message(int board, String text) { for (int i = 0; i < monitors.size(); i++) board(monitors.get(i), board, text); }
        @Override public void show() { for (int i = 0; i < monitors.size(); i++) showTo(monitors.get(i)); }
    };

    private volatile State state = State.WAITING;
    private volatile int connected;
    private volatile Thread thread;
    /**
     * Set by {@link #stop()} before it interrupts the thread: the event loop the transport waits in
     * (Netty's) can clear the interrupt, which alone then never ended the thread (as the kernel's).
     */
    private volatile boolean stopRequested;
    private volatile Binding binding;
    private long nextShowAt;
    private Monitor decoding;
    private long faults;
    private int lastProgressCycle;
    private int goalsSeen;

    /** One received datagram, copied off the transport's thread. */
    private record Datagram(Port port, ClientPort clientPort, InetSocketAddress from, byte[] payload) {}

    /** One connected monitor: its port, version, codec and writer; it hands out its own datagrams. */
    private static final class Monitor implements MessageSink {
        final ClientPort port;
        final double version;
        final MonitorCodec codec;
        final MonitorWriter writer;

        Monitor(ClientPort port, double version, MonitorCodec codec, MonitorWriter writer) {
            this.port = port;
            this.version = version;
            this.codec = codec;
            this.writer = writer;
        }

        @Override public MessageOut next() { return port.message(); }

        String describe() { return "monitor " + port.client() + " " + codec.describe(version); }
    }

    /**
     * @param codecs      the monitor codecs, looked up by version at each connection (a live view
     *                    of the registered services)
     * @param parsers     the greeting parsers that recognise {@code (dispinit ...)}
     * @param maxMonitors this server's {@code server::max_monitors} (0 or less: no limit)
     * @param progress    where the sparse progress lines go (the launcher's standard output)
     */
    public ReplayServer(RecordedMatch match, ReplayOptions options, Transport transport, Iterable<MonitorCodec> codecs,
                        Iterable<GreetingParser> parsers, int maxMonitors, Consumer<String> progress) {
        this.match = match;
        this.options = options;
        this.transport = transport;
        this.codecs = codecs;
        this.parsers = parsers;
        this.maxMonitors = maxMonitors;
        this.progress = progress;
        this.playback = new Playback(match);
        this.stepNanos = Math.max(1, Math.round(match.parameters().integer(ServerParam.SIMULATOR_STEP) * 1_000_000.0 / options.speed()));
    }

    public State state() { return state; }

    /** Monitors connected now. */
    public int monitors() { return connected; }

    /** The ports bound by {@link #start}. */
    public Binding binding() { return binding; }

    /** Datagrams dropped because the replay thread fell behind. */
    public long droppedDatagrams() { return droppedDatagrams.get(); }

    /**
     * Binds the ports and starts the replay's thread; monitors may connect from now on.
     *
     * @throws IOException if the ports cannot be bound
     */
    public synchronized Binding start(Binding requested) throws IOException {
        if (thread != null) throw new IllegalStateException("already started");
        // the replay's thread opens the transport: the thread that opens it is the one that reads and sends
        CompletableFuture<Binding> opened = new CompletableFuture<>();
        Thread t = new Thread(() -> run(requested, opened), "pitch-replay");
        t.setDaemon(true);
        thread = t;
        t.start();
        try {
            binding = opened.get();
            return binding;
        } catch (ExecutionException e) {
            thread = null;
            Throwable cause = e.getCause();
            throw cause instanceof IOException io ? io : new IOException(cause.getMessage(), cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop();
            throw new IOException("interrupted while binding " + requested, e);
        }
    }

    /** Stops the thread, says nothing more to the monitors, and unbinds every port. */
    public void stop() {
        Thread t;
        synchronized (this) {
            t = thread;
            thread = null;
        }
        if (t == null) return;
        stopRequested = true;
        t.interrupt();
        transport.wakeup();
        try {
            t.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        state = State.STOPPED;
    }

    /** Called while this thread awaits the transport: copy and hand over. */
    private void received(Port port, ClientPort clientPort, InetSocketAddress from, ByteBuffer payload) {
        byte[] bytes = new byte[payload.remaining()];
        payload.get(bytes);
        if (!inbox.offer(new Datagram(port, clientPort, from, bytes))) droppedDatagrams.incrementAndGet();
    }

    // ------------------------------------------------------------------ the replay's thread

    private void run(Binding requested, CompletableFuture<Binding> opened) {
        DatagramHandler handler = (port, clientPort, from, payload) -> received(port, clientPort, from, payload);
        try {
            opened.complete(transport.open(requested, handler));
        } catch (IOException | RuntimeException e) {
            opened.completeExceptionally(e);
            return;
        }
        try {
            while (!stopRequested && !Thread.currentThread().isInterrupted()) {
                try {
                    long now = System.nanoTime();
                    if (state == State.PLAYING && now - nextShowAt >= 0) {
                        step();
                        nextShowAt += stepNanos;
                        long after = System.nanoTime();
                        // fell far behind (a fast --speed, a slow machine): go on from now rather than burst
                        if (after - nextShowAt > MAX_LAG_STEPS * stepNanos) nextShowAt = after + stepNanos;
                        // monitors are heard on every pass, also when shows are due back to back
                        transport.await(0);
                        for (Datagram d = inbox.poll(); d != null; d = inbox.poll()) handle(d);
                    } else {
                        long wait = state == State.PLAYING ? nextShowAt - now : TimeUnit.SECONDS.toNanos(1);
                        transport.await(wait); // reads what came meanwhile into the inbox
                        for (Datagram d = inbox.poll(); d != null; d = inbox.poll()) handle(d);
                    }
                    transport.flush();
                } catch (RuntimeException e) {
                    // one bad show or datagram costs that pass, never the replay
                    faults++;
                    if (faults == 1 || faults % 1000 == 0) {
                        LOG.log(Level.ERROR, "the replay failed a step (" + faults + " times so far); it goes on", e);
                    }
                }
            }
        } finally {
            for (Monitor m : monitors) m.port.close();
            monitors.clear();
            byPort.clear();
            byAddress.clear();
            connected = 0;
            try {
                transport.close();
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "closing the transport failed", e);
            }
        }
    }

    /** One step of the log: its messages and its show to every monitor, or the end. */
    private void step() {
        if (playback.advance(toMonitors)) {
            report();
            return;
        }
        if (!playback.atEnd()) return;
        World w = playback.world();
        if (options.loop()) {
            progress.accept("end of the log at cycle " + w.time() + "; starting again from the first show");
            playback.rewind();
            goalsSeen = 0;
            lastProgressCycle = 0;
            return;
        }
        state = State.ENDED;
        progress.accept("end of the log at cycle " + w.time() + " (" + playback.showsPlayed() + " shows): " + score(w)
                + ". Stopped on the last show; (dispstart) from a monitor plays it again, Ctrl-C quits.");
    }

    /** A line every 1000 cycles and at every goal. */
    private void report() {
        World w = playback.world();
        int goals = goals(w);
        if (goals != goalsSeen) {
            if (goals > goalsSeen) progress.accept("cycle " + w.time() + ": goal, " + score(w));
            goalsSeen = goals;
        }
        if (w.time() / PROGRESS_CYCLES > lastProgressCycle / PROGRESS_CYCLES) {
            progress.accept("cycle " + w.time() + " (" + w.playMode().wireName(w.playModeSide()) + "), " + score(w) + ", "
                    + connected + (connected == 1 ? " monitor" : " monitors"));
        }
        lastProgressCycle = w.time();
    }

    private static int goals(World w) {
        Team l = w.team(Side.LEFT), r = w.team(Side.RIGHT);
        return (l == null ? 0 : l.score() + l.penaltyScore()) + (r == null ? 0 : r.score() + r.penaltyScore());
    }

    private static String score(World w) {
        Team l = w.team(Side.LEFT), r = w.team(Side.RIGHT);
        return (l == null ? "(none)" : l.name()) + " " + (l == null ? 0 : l.score()) + " - " + (r == null ? 0 : r.score()) + " "
                + (r == null ? "(none)" : r.name());
    }

    private void play(String why) {
        if (state == State.PLAYING) return;
        if (state == State.ENDED) playback.rewind();
        boolean first = state == State.WAITING || state == State.ENDED;
        goalsSeen = first ? 0 : goalsSeen;
        state = State.PLAYING;
        nextShowAt = System.nanoTime() + stepNanos;
        if (first) {
            lastProgressCycle = 0;
            progress.accept("playing " + match.source().getFileName() + " from the first show"
                    + (options.speed() != 1 ? " at " + speedText() + " speed" : "") + ": " + why);
        } else {
            progress.accept("resumed at cycle " + playback.world().time() + ": " + why);
        }
    }

    private String speedText() {
        double s = options.speed();
        return (s == Math.rint(s) ? Long.toString((long) s) : Double.toString(s)) + "x";
    }

    // ------------------------------------------------------------------ datagrams

    private void handle(Datagram d) {
        try {
            if (d.payload().length == 0) return; // rcssserver is silent for an empty datagram
            if (d.clientPort() != null) {
                Monitor m = byPort.get(d.clientPort());
                if (m != null) fromMonitor(m, d.payload());
                return;
            }
            if (d.port() != Port.PLAYER) return; // no trainer, no coach in a replay
            Monitor known = byAddress.get(d.from());
            if (known != null) {
                if (known.codec.holdsToOwnPort(known.version)) known.port.message().text(ONLY_INIT_ALLOWED).send();
                else fromMonitor(known, d.payload());
                return;
            }
            greeting(d);
        } catch (RuntimeException e) {
            // one bad datagram must cost nothing else
            LOG.log(Level.ERROR, "handling a datagram from " + d.from() + " failed", e);
        }
    }

    private void greeting(Datagram d) {
        Greeting g = null;
        for (GreetingParser p : parsers) {
            g = p.parse(Port.PLAYER, d.payload(), d.payload().length);
            if (g != null) break;
        }
        if (g == null) refuse(d, UNKNOWN_COMMAND);
        else if (g instanceof Greeting.Refused r) refuse(d, r.errorToken());
        else if (g instanceof Greeting.MonitorInit init) connect(d, init.version());
        else refuse(d, NO_TEAM);
    }

    private void refuse(Datagram d, String token) {
        transport.replyFrom(d.port(), d.from()).text("(error ").text(token).character(')').send();
    }

    /** A monitor: refused as rcssserver refuses it, or connected, greeted and shown where the replay is. */
    private void connect(Datagram d, double version) {
        if (maxMonitors > 0 && monitors.size() >= maxMonitors) {
            refuse(d, NO_MORE_MONITOR);
            return;
        }
        MonitorCodec codec = codecFor(version);
        if (codec == null) {
            refuse(d, ILLEGAL_CLIENT_VERSION);
            return;
        }
        MonitorWriter writer;
        try {
            writer = codec.open(version, match.parameters());
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "monitor codec " + codec.getClass().getName() + " cannot open version " + version, e);
            refuse(d, ILLEGAL_CLIENT_VERSION);
            return;
        }
        ClientPort port;
        try {
            port = transport.openClientPort(d.from());
        } catch (IOException e) {
            LOG.log(Level.ERROR, "cannot open a port for monitor " + d.from() + ": " + e.getMessage());
            refuse(d, CONNECTION_FAILED);
            return;
        }
        Monitor m = new Monitor(port, version, codec, writer);
        byPort.put(port, m);
        byAddress.put(port.client(), m);
        monitors.add(m);
        connected = monitors.size();
        progress.accept("a " + codec.describe(version) + " monitor connected from " + d.from().getAddress().getHostAddress()
                + ":" + d.from().getPort() + " (" + connected + " watching)");
        try {
            writer.greeting(m, playback.world());
        } catch (RuntimeException e) {
            fault(m, "greeting", e);
        }
        if (playback.world().shown()) showTo(m); // where the others are: no blank field until the next step
        if (state != State.PLAYING && state != State.ENDED) play("a monitor connected");
    }

    /**
     * The codec serving a version. rcssserver converts the version to an int: a fraction is cut
     * towards zero, 3.7 is 3 and -1.5 is -1 (JSON).
     */
    private MonitorCodec codecFor(double version) {
        if (Double.isNaN(version)) return null;
        double whole = (long) version; // towards zero
        for (MonitorCodec c : codecs) if (c.versions().contains(whole)) return c;
        return null;
    }

    private void fromMonitor(Monitor m, byte[] data) {
        decoding = m;
        try {
            m.codec.decode(data, data.length, m.version, this);
        } catch (RuntimeException e) {
            faults++;
            LOG.log(Level.ERROR, "decoding a datagram of " + m.describe() + " failed", e);
            if (byPort.containsKey(m.port)) board(m, MSG_BOARD, ILLEGAL_COMMAND_FORM);
        } finally {
            decoding = null;
        }
    }

    private void showTo(Monitor m) {
        try {
            m.writer.cycle(m, playback.world());
        } catch (RuntimeException e) {
            fault(m, "show", e);
        }
    }

    private void board(Monitor m, int board, String text) {
        try {
            m.writer.message(m, playback.world(), board, text);
        } catch (RuntimeException e) {
            fault(m, "board message", e);
        }
    }

    private void fault(Monitor m, String what, RuntimeException e) {
        faults++;
        if (faults == 1 || faults % 1000 == 0) {
            LOG.log(Level.ERROR, "sending the " + what + " to " + m.describe() + " failed (" + faults + " times so far)", e);
        }
    }

    // ------------------------------------------------------------------ monitor commands

    /** {@code (dispstart)}: starts or resumes the playback; after the end, plays the log again. */
    @Override
    public void start() {
        if (state != State.PLAYING) play("(dispstart) from a monitor");
    }

    /** A replay cannot change what happened: ignored. */
    @Override public void foul(double x, double y, Side side) { }

    @Override public void movePlayer(Side side, int unum, double x, double y, double angle) { }

    @Override public void discard(Side side, int unum) { }

    @Override public void card(Side side, int unum, Card card) { }

    /** {@code (ok compression N)} on the board (still uncompressed), then the new level. */
    @Override
    public void compression(int level) {
        Monitor m = decoding;
        if (m == null) return;
        board(m, MSG_BOARD, m.codec.boardText(new BoardNotice.CompressionTaken(level)));
        m.port.compression(level < 0 ? -1 : level);
    }

    /** {@code (dispbye)}: the monitor goes; with the last one the playback pauses. */
    @Override
    public void bye() {
        Monitor m = decoding;
        if (m == null) return;
        decoding = null;
        byPort.remove(m.port);
        byAddress.remove(m.port.client(), m);
        monitors.remove(m);
        connected = monitors.size();
        m.port.close();
        if (monitors.isEmpty() && state == State.PLAYING) {
            state = State.PAUSED;
            progress.accept("the last monitor left: paused at cycle " + playback.world().time());
        }
    }

    @Override
    public void error(String reply) {
        if (decoding != null && reply != null) board(decoding, MSG_BOARD, reply);
    }
}
