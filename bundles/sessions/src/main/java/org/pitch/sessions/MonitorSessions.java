package org.pitch.sessions;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.record.TimingReport;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.transport.Transport;
import org.pitch.api.world.Card;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;
import org.pitch.kernel.Inbox;
import org.pitch.kernel.ModelSet;
import org.pitch.kernel.Simulation;
import org.pitch.kernel.WorldState;
import org.pitch.monitors.MonitorCodecs;
import org.pitch.monitors.MonitorConnection;
import org.pitch.monitors.MonitorHost;
import org.pitch.monitors.MonitorServer;
import org.pitch.monitors.TeamGraphics;

/**
 * The monitors of a live match: the {@link MonitorServer} connects and serves them, with the
 * codecs of the model set in use; this is the match they watch and steer. After every cycle each
 * monitor gets the show; before it, on the message board ({@link MonitorBoards}), the
 * substitutions and, with {@code server::send_comms}, what the referee said; a player's say
 * reaches the board when it is heard by the server; a JSON monitor that asked gets the players'
 * live timing of the half ({@link #liveTiming}). Monitors do not take part in synch mode's
 * barrier, and sending to one that went away costs one datagram a cycle and nothing else.
 *
 * <p>Commands act at once, between cycles, with the referee's powers: {@code (dispstart)} kicks
 * off when the clock stands at the start of a half; {@code (dispfoul x y side)} is the human
 * referee's free kick (a drop ball for no side); {@code (dispplayer ...)} places a player;
 * {@code (dispdiscard ...)} sends a player off without a card and closes its connection;
 * {@code (dispcard ...)} shows a card. Referee messages such a command causes, and the types a
 * kick-off assigns, reach the players at once. Simulation thread only.
 */
final class MonitorSessions implements MonitorHost {
    private static final Logger LOG = System.getLogger("org.pitch.sessions");

    private final Simulation simulation;
    /** Closes the connection of a player a monitor discarded; the player stays, disabled. */
    private final Consumer<Player> disconnectPlayer;
    /** Tells the players at once of the substitutions and referee messages a monitor's command caused. */
    private final BiConsumer<List<Player>, List<String>> tellPlayersNow;
    private final MonitorServer server;
    private final MonitorBoards boards;
    /** The model set whose monitor codecs the server was last handed, and those codecs. */
    private ModelSet codecSet = ModelSet.EMPTY;
    private MonitorCodecs codecs = ModelSet.EMPTY::monitorCodec;
    /** The team graphics, which monitors get a few tiles at a time after their shows. */
    private TeamGraphics graphics;
    /** How many referee messages and substitutions the cycle had before a monitor's datagram was read. */
    private int announcedBefore, substitutedBefore;

    MonitorSessions(Simulation simulation, Transport transport, Consumer<Player> disconnectPlayer,
                    BiConsumer<List<Player>, List<String>> tellPlayersNow) {
        this.simulation = simulation;
        this.server = new MonitorServer(this, transport, codecs, simulation.parameters().integer(ServerParam.MAX_MONITORS), true);
        this.boards = new MonitorBoards(simulation, server, simulation.parameters().bool(ServerParam.SEND_COMMS));
        this.disconnectPlayer = disconnectPlayer;
        this.tellPlayersNow = tellPlayersNow;
    }

    /** Writers and codecs that failed, each failure costing one message or datagram. */
    long faults() { return server.faults(); }

    /** The message boards of the connected monitors. */
    MonitorBoards boards() { return boards; }

    void graphics(TeamGraphics g) { graphics = g; }

    /** The server serves with the codecs of the model set in use; a new set brings them anew. */
    private void use(ModelSet current) {
        if (current != codecSet) {
            codecSet = current;
            codecs = current::monitorCodec;
        }
        server.codecs(codecs);
    }

    // ------------------------------------------------------------------ connections

    /** A datagram on a client port: true if it is a monitor's (and was handled). */
    boolean fromOwnPort(Inbox.Datagram d, ModelSet current) {
        use(current);
        return server.fromOwnPort(d.clientPort(), d.payload());
    }

    /** A datagram on the player port: true if it comes from a connected monitor (and was handled). */
    boolean fromInitPort(Inbox.Datagram d, ModelSet current) {
        use(current);
        return server.fromInitPort(d.from(), d.payload());
    }

    /** {@code (dispinit ...)}: refused with rcssserver's reply, or connected and greeted. */
    void connect(Inbox.Datagram d, Greeting.MonitorInit init, ModelSet current) {
        use(current);
        server.connect(d.port(), d.from(), init.version());
    }

    @Override
    public void connected(MonitorConnection m, InetSocketAddress from) {
        LOG.log(Level.INFO, "A new (" + m.protocol() + ") monitor connected.");
    }

    @Override
    public void left(MonitorConnection m) {
        LOG.log(Level.INFO, "A monitor disconnected");
    }

    @Override public World world() { return simulation.world(); }

    @Override public TimingReport liveTiming() { return simulation.timing().live(simulation.world()); }

    @Override public Parameters parameters() { return simulation.parameters(); }

    @Override
    public void beforeCommands() {
        announcedBefore = simulation.announcements().size();
        substitutedBefore = simulation.substituted().size();
    }

    @Override
    public void afterCommands() {
        List<String> announced = simulation.announcements();
        List<Player> substituted = simulation.substituted();
        if (announced.size() > announcedBefore || substituted.size() > substitutedBefore) {
            // the command changed types or made the referee speak between cycles (a kick-off
            // assigns the types): rcssserver's clients learn of it at once; the next cycle would
            // not repeat it, it starts afresh
            List<Player> types = List.copyOf(substituted.subList(substitutedBefore, substituted.size()));
            List<String> said = List.copyOf(announced.subList(announcedBefore, announced.size()));
            tellPlayersNow.accept(types, said);
            boards.between(types, said);
            simulation.toldAtOnce(announcedBefore, substitutedBefore);
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
        if (server.isEmpty()) return;
        use(current);
        boards.ofTheCycle();
        server.showAll(graphics);
    }

    /**
     * After the cycle: what its end added to the boards (a kick-off's types and words, which
     * rcssserver makes after the show).
     */
    void afterStep(ModelSet current) {
        if (server.isEmpty()) return;
        use(current);
        boards.ofTheCycle();
    }

    // ------------------------------------------------------------------ the match's commands

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
        World w = simulation.world();
        Player p = w.player(side, unum);
        RefereeContext ctx = simulation.refereeContext();
        if (p != null) {
            ctx.placePlayer(p, x, y);
            p.bodyDirection(angle);
        } else if (side == Side.NEUTRAL || unum < 1 || unum > WorldState.MAX_UNUM) {
            return; // no such slot: rcssserver moves nothing and resolves nothing
        } else {
            w.moveIdle(side, unum, x, y, angle); // rcssserver moves the empty slot's idle object
        }
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
}
