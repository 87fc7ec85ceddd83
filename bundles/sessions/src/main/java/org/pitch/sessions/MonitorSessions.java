package org.pitch.sessions;

import org.pitch.kernel.Simulation;
import org.pitch.kernel.ModelSet;
import org.pitch.kernel.Inbox;
import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.ConnectError;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.protocol.BoardNotice;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.protocol.MonitorCommandSink;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.Transport;
import org.pitch.api.world.Card;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * The monitor clients, as rcssserver 19 serves them. A {@code (dispinit ...)} on the player port
 * gets its own port and the greeting of its version ({@link MonitorCodec}), unless
 * {@code server::max_monitors} (when positive) are connected already ({@code no_more_monitor}) or
 * no codec serves the version ({@code illegal_client_version}). After every cycle each monitor gets
 * the show; before it, on the message board ({@code (msg T 1 "...")}), the substitutions and, with
 * {@code server::send_comms}, what the referee said; a player's say reaches the board when it is
 * heard by the server. Monitors do not take part in synch mode's barrier, and sending to one that
 * went away costs one datagram a cycle and nothing else.
 *
 * <p>Commands act at once, between cycles, with the referee's powers: {@code (dispstart)} kicks
 * off when the clock stands at the start of a half; {@code (dispfoul x y side)} is the human
 * referee's free kick (a drop ball for no side); {@code (dispplayer ...)} places a player;
 * {@code (dispdiscard ...)} sends a player off without a card and closes its connection;
 * {@code (dispcard ...)} shows a card; {@code (compression N)} and {@code (dispbye)}. Referee
 * messages such a command causes, and the types a kick-off assigns, reach the players at once. A monitor of version 2 or
 * later that talks to the player port again is told {@code (error only_init_allowed_on_init_port)};
 * a version 1 monitor may send its commands there. Simulation thread only.
 */
final class MonitorSessions implements MonitorCommandSink {
    private static final Logger LOG = System.getLogger("org.pitch.sessions");

    private final Simulation simulation;
    private final Transport transport;
    private final int maxMonitors;
    /** Closes the connection of a player a monitor discarded; the player stays, disabled. */
    private final Consumer<Player> disconnectPlayer;
    /** Tells the players at once of the substitutions and referee messages a monitor's command caused. */
    private final BiConsumer<List<Player>, List<String>> tellPlayersNow;
    private final Map<ClientPort, MonitorSession> byPort = new HashMap<>();
    private final Map<InetSocketAddress, MonitorSession> byAddress = new HashMap<>();
    private final List<MonitorSession> monitors = new ArrayList<>();
    /** The monitor whose datagram is being decoded, for the {@link MonitorCommandSink} callbacks. */
    private MonitorSession decoding;
    private ModelSet models = ModelSet.EMPTY;
    private long faults;
    private final MonitorBoards boards;

    MonitorSessions(Simulation simulation, Transport transport, Consumer<Player> disconnectPlayer,
                    BiConsumer<List<Player>, List<String>> tellPlayersNow) {
        this.simulation = simulation;
        this.transport = transport;
        this.maxMonitors = simulation.parameters().integer(ServerParam.MAX_MONITORS);
        this.boards = new MonitorBoards(simulation, monitors, simulation.parameters().bool(ServerParam.SEND_COMMS), () -> models, this::fault);
        this.disconnectPlayer = disconnectPlayer;
        this.tellPlayersNow = tellPlayersNow;
    }

    /** Writers and codecs that failed, each failure costing one message or datagram. */
    long faults() { return faults; }

    // ------------------------------------------------------------------ connections

    /** A datagram on a client port: true if it is a monitor's (and was handled). */
    boolean fromOwnPort(Inbox.Datagram d, ModelSet current) {
        MonitorSession s = byPort.get(d.clientPort());
        if (s == null) return false;
        models = current;
        fromMonitor(s, d.payload());
        return true;
    }

    /** A datagram on the player port: true if it comes from a connected monitor (and was handled). */
    boolean fromInitPort(Inbox.Datagram d, ModelSet current) {
        MonitorSession s = byAddress.get(d.from());
        if (s == null) return false;
        models = current;
        if (s.codec(current).holdsToOwnPort(s.version)) {
            s.port.message().text(ConnectError.ONLY_INIT_ALLOWED_ON_INIT_PORT.text()).send();
        } else {
            fromMonitor(s, d.payload());
        }
        return true;
    }

    /** {@code (dispinit ...)}: refused with rcssserver's reply, or connected and greeted. */
    void connect(Inbox.Datagram d, Greeting.MonitorInit init, ModelSet current) {
        models = current;
        if (maxMonitors > 0 && monitors.size() >= maxMonitors) {
            refuse(d, ConnectError.NO_MORE_MONITOR);
            return;
        }
        MonitorCodec codec = current.monitorCodec(init.version());
        if (codec == null) {
            refuse(d, ConnectError.ILLEGAL_CLIENT_VERSION);
            return;
        }
        MonitorWriter writer;
        try {
            writer = codec.open(init.version(), simulation.parameters());
        } catch (RuntimeException | LinkageError e) {
            LOG.log(Level.WARNING, "monitor codec " + codec.getClass().getName() + " cannot open version " + init.version(), e);
            refuse(d, ConnectError.ILLEGAL_CLIENT_VERSION);
            return;
        }
        ClientPort port;
        try {
            port = transport.openClientPort(d.from());
        } catch (IOException e) {
            LOG.log(Level.ERROR, "cannot open a port for monitor " + d.from() + ": " + e.getMessage());
            refuse(d, ConnectError.CONNECTION_FAILED);
            return;
        }
        MonitorSession s = new MonitorSession(port, init.version(), codec, writer, current, simulation.parameters());
        byPort.put(port, s);
        byAddress.put(port.client(), s);
        monitors.add(s);
        LOG.log(Level.INFO, "A new (" + codec.describe(init.version()) + ") monitor connected.");
        try {
            writer.greeting(s, simulation.world());
        } catch (RuntimeException | LinkageError e) {
            fault(s, "greeting", e);
        }
    }

    private void refuse(Inbox.Datagram d, ConnectError error) {
        ClientPorts.refuse(transport, d, error.text());
    }

    private void detach(MonitorSession s) {
        byPort.remove(s.port);
        byAddress.remove(s.port.client(), s);
        monitors.remove(s);
        s.port.close();
    }

    private void fromMonitor(MonitorSession s, byte[] data) {
        List<String> announced = simulation.announcements();
        List<Player> substituted = simulation.substituted();
        int announcedBefore = announced.size(), substitutedBefore = substituted.size();
        decoding = s;
        try {
            s.codec(models).decode(data, data.length, s.version, this);
        } catch (RuntimeException | LinkageError e) {
            // a codec bug must cost this datagram only, never the connection or the server
            faults++;
            LOG.log(Level.ERROR, "decoding a datagram of " + s.describe() + " failed", e);
            if (byPort.containsKey(s.port)) boards.board(s, ConnectError.ILLEGAL_COMMAND_FORM.text());
        } finally {
            decoding = null;
        }
        if (announced.size() > announcedBefore || substituted.size() > substitutedBefore) {
            // the command changed types or made the referee speak between cycles (a kick-off
            // assigns the types): rcssserver's clients learn of it at once; the next cycle would
            // not repeat it, it starts afresh
            List<Player> types = List.copyOf(substituted.subList(substitutedBefore, substituted.size()));
            List<String> said = List.copyOf(announced.subList(announcedBefore, announced.size()));
            tellPlayersNow.accept(types, said);
            boards.between(types, said);
        }
    }

    // ------------------------------------------------------------------ every cycle

    /**
     * At the cycle's record point (where the game log writes it, before the end of the cycle's
     * rules): the board messages the cycle caused so far, then the show, to every monitor. So a
     * monitor gets the shows the game log holds and, as from rcssserver, the before-kick-off
     * show of the cycle after which auto mode kicks off. Nothing is built while no monitor is
     * connected.
     */
    void display(ModelSet current) {
        boards.newCycle();
        if (monitors.isEmpty()) return;
        models = current;
        boards.ofTheCycle();
        World w = simulation.world();
        for (int i = 0, n = monitors.size(); i < n; i++) {
            MonitorSession s = monitors.get(i);
            try {
                s.codec(current);
                s.writer.cycle(s, w);
                s.sendTiles(graphics, w);
            } catch (RuntimeException | LinkageError e) {
                fault(s, "show", e);
            }
        }
    }

    /** The team graphics, which monitors get a few tiles at a time after their shows. */
    private TeamGraphics graphics;

    void graphics(TeamGraphics g) { graphics = g; }

    /**
     * After the cycle: what its end added to the boards (a kick-off's types and words, which
     * rcssserver makes after the show).
     */
    void afterStep(ModelSet current) {
        if (monitors.isEmpty()) return;
        models = current;
        boards.ofTheCycle();
    }

    /** The message boards of the connected monitors. */
    MonitorBoards boards() { return boards; }

    private void fault(MonitorSession s, String what, Throwable e) {
        faults++;
        if (faults == 1 || faults % 1000 == 0) {
            LOG.log(Level.ERROR, "sending the " + what + " to " + s.describe() + " failed (" + faults + " times so far)", e);
        }
    }

    // ------------------------------------------------------------------ commands

    @Override
    public void start() {
        simulation.refereeContext().kickOff();
    }

    /** rcssserver's human referee: the rules take the call (the human_referee rule places it). */
    @Override
    public void foul(double x, double y, Side side) {
        simulation.humanFoulCall(x, y, side);
    }

    /** The monitor's drag and drop: the player stands there at rest, facing {@code angle} degrees. */
    @Override
    public void movePlayer(Side side, int unum, double x, double y, double angle) {
        Player p = simulation.world().player(side, unum);
        if (p == null) return; // rcssserver moves its idle object for an empty slot; Pitch has none
        RefereeContext ctx = simulation.refereeContext();
        ctx.placePlayer(p, x, y);
        p.bodyDirection(angle);
        ctx.resolveCollisions();
    }

    /** rcssserver's {@code Player::discard}: an enabled player is sent off without a card, and its connection closed. */
    @Override
    public void discard(Side side, int unum) {
        Player p = simulation.world().player(side, unum);
        if (p == null || !p.enabled()) return;
        simulation.refereeContext().sendOff(p);
        disconnectPlayer.accept(p);
        LOG.log(Level.INFO, "A monitor discarded player " + side.wire() + " " + unum + ".");
    }

    @Override
    public void card(Side side, int unum, Card card) {
        Player p = simulation.world().player(side, unum);
        if (p == null || !p.enabled()) return;
        simulation.humanCard(p, card);
    }

    /** {@code (ok compression N)} on the board (still uncompressed), then the new level. */
    @Override
    public void compression(int level) {
        MonitorSession s = decoding;
        if (s == null) return;
        boards.board(s, s.codec(models).boardText(new BoardNotice.CompressionTaken(level)));
        s.port.compression(level < 0 ? -1 : level);
    }

    @Override
    public void bye() {
        MonitorSession s = decoding;
        if (s == null) return;
        detach(s);
        decoding = null;
        LOG.log(Level.INFO, "A monitor disconnected");
    }

    @Override
    public void error(String reply) {
        if (decoding != null && reply != null) boards.board(decoding, reply);
    }
}
