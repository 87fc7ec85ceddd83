package org.pitch.replay;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.transport.Binding;
import org.pitch.api.transport.Transport;
import org.pitch.api.world.Card;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;
import org.pitch.monitors.MonitorConnection;
import org.pitch.monitors.MonitorHost;
import org.pitch.monitors.MonitorServer;

/**
 * Serves a {@link RecordedMatch} to monitors the way a live server serves a match. A monitor says
 * {@code (dispinit version N)} on the player port (any version a {@link MonitorCodec} serves: 3-5,
 * JSON, and 1-2 if a binary codec is installed), gets a port of its own and the greeting with the
 * <em>recorded</em> parameters and player types; then, every {@code simulator_step / speed}, the
 * board messages the log holds for the next cycle and its show, each monitor in its own version
 * (the {@link MonitorServer} serves them; this is the match they watch).
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
 * time, sparsely ({@link ReplayProgress}).
 *
 * <p>Everything but the reception of datagrams happens on the replay's own thread.
 */
public final class ReplayServer {
    private static final Logger LOG = System.getLogger("org.pitch.replay");
    /** Falling further behind than this many steps (a pause of the machine) skips ahead instead of rushing. */
    private static final int MAX_LAG_STEPS = 5;

    /** Where the playback is. */
    public enum State { WAITING, PLAYING, PAUSED, ENDED, STOPPED }

    private final RecordedMatch match;
    private final ReplayOptions options;
    private final Transport transport;
    private final Iterable<MonitorCodec> codecs;
    private final ReplayProgress progress;
    private final Playback playback;
    private final long stepNanos;
    private final MonitorServer monitors;
    private final ReplayInbox inbox;
    private final Playback.Listener toMonitors = new Playback.Listener() {
        @Override public void message(int board, String text) { monitors.boardAll(board, text); }
        @Override public void show() { monitors.showAll(null); }
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
    /** Passes of the replay's thread that failed. */
    private long faults;

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
        this.progress = new ReplayProgress(progress, match, options.speed());
        this.monitors = new MonitorServer(new Watched(), transport, this::codecFor, maxMonitors, false);
        this.inbox = new ReplayInbox(transport, parsers, monitors);
        this.playback = new Playback(match);
        this.stepNanos = Math.max(1, Math.round(match.parameters().integer(ServerParam.SIMULATOR_STEP) * 1_000_000.0 / options.speed()));
    }

    public State state() { return state; }

    /** Monitors connected now. */
    public int monitors() { return connected; }

    /** The ports bound by {@link #start}. */
    public Binding binding() { return binding; }

    /** Datagrams dropped because the replay thread fell behind. */
    public long droppedDatagrams() { return inbox.dropped(); }

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

    // ------------------------------------------------------------------ the replay's thread

    private void run(Binding requested, CompletableFuture<Binding> opened) {
        try {
            opened.complete(transport.open(requested, inbox));
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
                        inbox.handleAll();
                    } else {
                        long wait = state == State.PLAYING ? nextShowAt - now : TimeUnit.SECONDS.toNanos(1);
                        transport.await(wait); // reads what came meanwhile into the inbox
                        inbox.handleAll();
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
            monitors.closeAll();
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
            progress.played(playback.world(), connected);
            return;
        }
        if (!playback.atEnd()) return;
        World w = playback.world();
        if (options.loop()) {
            progress.looped(w);
            playback.rewind();
            return;
        }
        state = State.ENDED;
        progress.ended(w, playback.showsPlayed());
    }

    private void play(String why) {
        if (state == State.PLAYING) return;
        if (state == State.ENDED) playback.rewind();
        boolean first = state == State.WAITING || state == State.ENDED;
        state = State.PLAYING;
        nextShowAt = System.nanoTime() + stepNanos;
        if (first) progress.playing(why);
        else progress.resumed(playback.world(), why);
    }

    /**
     * The codec serving a version. rcssserver converts the version to an int: a fraction is cut
     * towards zero, 3.7 is 3 and -1.5 is -1 (JSON).
     */
    private MonitorCodec codecFor(double version) {
        return MonitorCodec.serving(codecs, version);
    }

    // ------------------------------------------------------------------ what the monitors watch

    /** The recorded match, as the monitors see and steer it: only its playback can change. */
    private final class Watched implements MonitorHost {
        @Override public World world() { return playback.world(); }

        @Override public Parameters parameters() { return match.parameters(); }

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

        @Override
        public void connected(MonitorConnection m, InetSocketAddress from) {
            connected = monitors.count();
            progress.connected(m.protocol(), from, connected);
        }

        /** A monitor that joins sees where the others are, no blank field until the next step; the first one starts the playback. */
        @Override
        public void greeted(MonitorConnection m) {
            if (playback.world().shown()) monitors.show(m);
            if (state != State.PLAYING && state != State.ENDED) play("a monitor connected");
        }

        /** With the last monitor the playback pauses. */
        @Override
        public void left(MonitorConnection m) {
            connected = monitors.count();
            if (monitors.isEmpty() && state == State.PLAYING) {
                state = State.PAUSED;
                progress.paused(playback.world());
            }
        }
    }
}
