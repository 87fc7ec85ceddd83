package org.pitch.kernel;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.pitch.api.command.Clang;
import org.pitch.api.command.Compression;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.command.Say;
import org.pitch.api.command.SynchSee;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.CommandSink;
import org.pitch.api.protocol.ConnectError;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.record.Recorder;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.PlayerRefusal;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.FullStateObservation;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.sense.Heard;
import org.pitch.api.sense.Spoken;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.Port;
import org.pitch.api.transport.Transport;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.World;

/**
 * The player clients: who may connect, on which port each talks, and what each gets. Greetings on
 * a well-known port are read by the {@link GreetingParser}s; commands on a client's own port by
 * the {@link PlayerCodec} serving its version. Monitors, which greet on the player port too, are
 * handed to {@link MonitorSessions}. Commands that change the body go to the
 * {@link Simulation} for the next cycle; those about the connection itself (compression, synch
 * see, score, done, bye, ...) are answered at once. Runs on the simulation thread only.
 */
final class Sessions implements CommandSink {
    private static final Logger LOG = System.getLogger("org.pitch.kernel");
    /** {@link Spoken#source()} of a player's say and of the referee, as the aural sensor expects them. */
    static final String SOURCE_PLAYER = "player", SOURCE_REFEREE = "referee";

    private final Simulation simulation;
    private final Transport transport;
    private final SynchBarrier barrier;
    private final ModelRegistry registry;
    private final boolean synchMode;
    private final double maxVersion;
    /** Which sides get the full state each cycle, by side ordinal. */
    private final boolean[] fullState = new boolean[Side.values().length];
    private long faults;
    /** The order players get a cycle's messages and their sees in: shuffled each time, as rcssserver does. */
    private final SplittableRandom serviceOrder;
    /** Scratch for that order, grown as clients connect; no allocation per tick. */
    private PlayerSession[] seers = new PlayerSession[24];
    /** Scratch: the order the players get this cycle's messages in. */
    private PlayerSession[] receivers = new PlayerSession[24];
    /** The see being sent, refilled for every player: a see allocates nothing per object. */
    private final SeeObservation see = new SeeObservation();
    /** The one sense_body observation, refilled for each player (simulation thread). */
    private final BodyObservation bodyBuffer = new BodyObservation();
    /** Says received since the last cycle; heard after the next one. */
    private final List<Player> sayers = new ArrayList<>();
    private final List<String> sayings = new ArrayList<>();
    private final List<Spoken> heardThisCycle = new ArrayList<>();
    private final Map<ClientPort, PlayerSession> byPort = new HashMap<>();
    private final Map<InetSocketAddress, PlayerSession> byAddress = new HashMap<>();
    private final List<PlayerSession> sessions = new ArrayList<>();
    /** The session whose datagram is being decoded, for the {@link CommandSink} callbacks. */
    private PlayerSession decoding;
    private ModelSet models = ModelSet.EMPTY;
    /** The monitor clients, which share the player port for their greeting. */
    private final MonitorSessions monitors;
    /** The trainer and the online coaches. */
    private final CoachSessions coaches;
    /** Plain coach says since the last cycle (source, text), heard after the next one. */
    private final List<String[]> coachSays = new ArrayList<>();
    /** What sources nobody has verified may draw: greetings per host and in all. */
    private final GreetingGuard guard;

    Sessions(ServerConfiguration config, Simulation simulation, Transport transport, SynchBarrier barrier, ModelRegistry registry) {
        this.simulation = simulation;
        this.transport = transport;
        this.barrier = barrier;
        this.registry = registry;
        this.synchMode = config.parameters().bool(ServerParam.SYNCH_MODE);
        this.maxVersion = config.settings().number("protocol.max_version", 19);
        for (Side side : Side.values()) fullState[side.ordinal()] = FullStateObservation.sentTo(side, config.parameters());
        this.serviceOrder = RandomStreams.serviceOrder(config.seed());
        this.guard = new GreetingGuard(config);
        this.monitors = new MonitorSessions(simulation, transport, this::disconnect, this::tellNow);
        simulation.onDisplay(() -> monitors.display(registry.current()));
        this.coaches = new CoachSessions(simulation, transport, barrier, guard, new CoachSessions.Audience() {
            @Override public void afterCommand(int announcedBefore, int substitutedBefore) {
                List<String> announced = simulation.announcements();
                List<Player> substituted = simulation.substituted();
                List<Player> types = List.copyOf(substituted.subList(Math.min(substitutedBefore, substituted.size()), substituted.size()));
                List<String> said = List.copyOf(announced.subList(Math.min(announcedBefore, announced.size()), announced.size()));
                if (!types.isEmpty() || !said.isEmpty()) {
                    tellNow(types, said);
                    monitors.between(types, said);
                }
            }

            @Override public void coachSaid(String source, String text) { coachSays.add(new String[] {source, text}); }

            @Override public void clangDelivered(Side side, int time, org.pitch.api.clang.ClangMessage message) { clang(side, time, message); }

            @Override public void toBoards(String text) { monitors.commsToBoards(text); }

            @Override public void goalieChanged(Side side, int unum) {
                for (int i = 0, n = sessions.size(); i < n; i++) {
                    PlayerSession s = sessions.get(i);
                    if (!s.player.enabled() || !s.codec(models).hearsGoalieChanges(s.version)) continue;
                    MessageOut out = s.port.message();
                    s.codec(models).writeGoalieChange(out, s.version, side, unum);
                    out.send();
                }
                monitors.board("(change_player_type " + side.wire() + " " + unum + " goalie)");
            }
        });
        monitors.graphics(coaches.graphics());
    }

    int connected() { return sessions.size(); }

    /** Players and online coaches connected (the trainer and monitors are no team's). */
    int teamClients() { return sessions.size() + coaches.onlineCoaches(); }

    /** A datagram from the inbox. */
    void received(Inbox.Datagram d) {
        models = registry.current();
        if (d.payload().length == 0) return; // rcssserver is silent for an empty datagram
        if (d.clientPort() != null) {
            PlayerSession s = byPort.get(d.clientPort());
            if (s != null) fromClient(s, d.payload());
            else if (!monitors.fromOwnPort(d, models)) coaches.fromOwnPort(d, models);
            return;
        }
        if (d.port() == Port.TRAINER || d.port() == Port.ONLINE_COACH) {
            coaches.fromWellKnownPort(d, models);
            return;
        }
        PlayerSession known = byAddress.get(d.from());
        if (known != null && d.port() == Port.PLAYER && known.codec(models).refusesInitPortOnceConnected(known.version)) {
            // a connected client talking to the init port: rcssserver tells it where to talk
            refuse(known, PlayerRefusal.ONLY_INIT_ALLOWED_ON_INIT_PORT);
            return;
        }
        if (d.port() == Port.PLAYER && monitors.fromInitPort(d, models)) return;
        greeting(d);
    }

    private void greeting(Inbox.Datagram d) {
        if (!guard.admit(d.from().getAddress())) return;
        Greeting g = null;
        for (GreetingParser p : models.greetingParsers) {
            g = p.parse(d.port(), d.payload(), d.payload().length);
            if (g != null) break;
        }
        if (g == null) {
            refuse(d, ConnectError.UNKNOWN_COMMAND.text());
        } else if (g instanceof Greeting.Refused) {
            refuse(d, ConnectError.text(((Greeting.Refused) g).errorToken()));
        } else if (g instanceof Greeting.PlayerInit) {
            init(d, (Greeting.PlayerInit) g);
        } else if (g instanceof Greeting.PlayerReconnect) {
            reconnect(d, (Greeting.PlayerReconnect) g);
        } else if (g instanceof Greeting.MonitorInit) {
            monitors.connect(d, (Greeting.MonitorInit) g, models);
        }
    }

    private void init(Inbox.Datagram d, Greeting.PlayerInit init) {
        PlayerCodec codec = Math.floor(init.version()) > maxVersion ? null : models.playerCodec(init.version());
        if (codec == null) {
            refuse(d, ConnectError.NO_MORE_PLAYER_OR_ILLEGAL_VERSION.text());
            return;
        }
        World w = simulation.world();
        Side side = sideFor(w, init.team());
        if (side == null) {
            refuse(d, ConnectError.NO_MORE_TEAM.text());
            return;
        }
        int unum = freeUnum(w, side);
        if (unum == 0 || init.goalie() && hasGoalie(w, side)) {
            refuse(d, ConnectError.NO_MORE_PLAYER_OR_ILLEGAL_VERSION.text());
            return;
        }
        ClientPort port = openPort(d);
        if (port == null) return;
        Player p = simulation.addPlayer(side, init.team(), unum, init.goalie());
        PlayerSession s = attach(port, init.version(), p, codec);
        record(s, d.payload());
        MessageOut out = port.message();
        codec.writeInit(out, s.version, side, unum, w.playMode(), w.playModeSide());
        out.send();
        sendParameters(s);
        LOG.log(Level.INFO, "A new (v" + fmt(init.version()) + ") player (" + init.team() + " " + unum + ") connected.");
    }

    private void reconnect(Inbox.Datagram d, Greeting.PlayerReconnect r) {
        World w = simulation.world();
        if (w.playMode().isPlayOn()) {
            refuse(d, ConnectError.CANNOT_RECONNECT_WHILE_PLAY_ON.text());
            return;
        }
        Side side = null;
        for (Side sd : new Side[] {Side.LEFT, Side.RIGHT}) {
            Team t = w.team(sd);
            if (t != null && t.name().equals(r.team())) side = sd;
        }
        if (side == null || r.unum() < 1 || r.unum() > WorldState.MAX_UNUM) {
            refuse(d, ConnectError.NO_SUCH_TEAM_OR_PLAYER.text());
            return;
        }
        Player p = w.player(side, r.unum());
        PlayerSession previous = p == null ? null : sessionOf(p);
        double version = previous != null ? previous.version : 3;
        PlayerCodec codec = models.playerCodec(version);
        if (codec == null) {
            refuse(d, ConnectError.NO_MORE_PLAYER_OR_ILLEGAL_VERSION.text());
            return;
        }
        ClientPort port = openPort(d);
        if (port == null) return;
        if (previous != null) detach(previous, false);
        if (p == null) p = simulation.addPlayer(side, r.team(), r.unum(), false);
        PlayerSession s = attach(port, version, p, codec);
        // the player keeps its vision mode, as rcssserver's does; the see counter starts again
        s.synchSee = p.synchSee();
        if (previous != null) s.gaussianSee = previous.gaussianSee;
        MessageOut out = port.message();
        codec.writeReconnect(out, version, side, w.playMode(), w.playModeSide());
        out.send();
        sendParameters(s);
        LOG.log(Level.INFO, "A player (" + r.team() + " " + r.unum() + ") reconnected.");
    }

    private PlayerSession attach(ClientPort port, double version, Player p, PlayerCodec codec) {
        PlayerSession s = new PlayerSession(port, version, p, codec, models);
        byPort.put(port, s);
        byAddress.put(port.client(), s);
        sessions.add(s);
        if (sessions.size() > seers.length) {
            seers = Arrays.copyOf(seers, 2 * sessions.size());
            receivers = Arrays.copyOf(receivers, 2 * sessions.size());
        }
        if (synchMode) barrier.join(s);
        return s;
    }

    private void detach(PlayerSession s, boolean removePlayer) {
        byPort.remove(s.port);
        byAddress.remove(s.port.client(), s);
        sessions.remove(s);
        barrier.leave(s);
        s.port.close();
        if (removePlayer) simulation.removePlayer(s.player);
    }

    /** server_param, player_param and the player types if the version has types, then synch see if it starts so. */
    private void sendParameters(PlayerSession s) {
        if (s.codec.knowsPlayerTypes(s.version)) {
            MessageOut out = s.port.message();
            s.codec.writeServerParam(out, s.version, simulation.parameters());
            out.send();
            out = s.port.message();
            s.codec.writePlayerParam(out, s.version, simulation.parameters());
            out.send();
            for (PlayerType t : simulation.world().playerTypes()) {
                out = s.port.message();
                s.codec.writePlayerType(out, s.version, t);
                out.send();
            }
            // the types given so far: rcssserver lists every player not of the default type
            for (Player p : simulation.world().players()) if (p.type().id() != 0) tellType(s, p);
        }
        if (s.codec.startsInSynchSee(s.version)) {
            // rcssserver 19 puts v18+ players into synchronous see at once, and says so
            synchSee(s);
            done(s, new SynchSee());
        }
    }

    private void fromClient(PlayerSession s, byte[] data) {
        record(s, data);
        decoding = s;
        try {
            s.codec(models).decode(data, data.length, s.version, this);
        } catch (RuntimeException | LinkageError e) {
            // a codec bug must cost this datagram only, never the connection or the server
            faults++;
            LOG.log(Level.ERROR, "decoding a datagram of " + s.describe() + " failed", e);
            refuse(s, PlayerRefusal.ILLEGAL_COMMAND_FORM);
        } finally {
            decoding = null;
        }
    }

    /** Hands what a player sent to the recorders (text logs); nothing is built when none listens. */
    private void record(PlayerSession s, byte[] data) {
        Recorder[] recorders = models.recorders;
        if (recorders.length == 0) return;
        int n = data.length;
        while (n > 0 && data[n - 1] == 0) n--;
        String text = new String(data, 0, n, java.nio.charset.StandardCharsets.ISO_8859_1);
        World w = simulation.world();
        String client = s.logName(w);
        for (Recorder r : recorders) {
            try {
                r.received(w, client, text);
            } catch (RuntimeException | LinkageError e) {
                faults++;
                LOG.log(Level.ERROR, "recorder failed on a received message", e);
            }
        }
    }

    @Override
    public void command(PlayerCommand c) {
        PlayerSession s = decoding;
        if (s == null) return; // after (bye) in the same datagram: nobody to act for
        World w = simulation.world();
        switch (c.kind()) {
            case DONE:
                barrier.done(s);
                break;
            case BYE:
                detach(s, true);
                LOG.log(Level.INFO, "A player disconnected : (" + w.team(s.player.side()).name() + " " + s.player.unum() + ")");
                decoding = null; // anything after (bye) in the same datagram has nobody to go to
                break;
            case SCORE: {
                Team our = w.team(s.player.side()), their = w.team(s.player.side().opponent());
                MessageOut out = s.port.message();
                s.codec(models).writeScore(out, s.version, w.time(), our == null ? 0 : our.score(), their == null ? 0 : their.score());
                out.send();
                break;
            }
            case COMPRESSION: {
                int level = ((Compression) c).level();
                done(s, c); // the reply itself still goes out as before
                s.port.compression(level);
                break;
            }
            case SYNCH_SEE:
                synchSee(s);
                done(s, c);
                break;
            case GAUSSIAN_SEE:
                s.gaussianSee = true;
                done(s, c);
                break;
            case CLANG: {
                Clang cl = (Clang) c;
                s.clangMin = cl.minVersion();
                s.clangMax = cl.maxVersion();
                coaches.playerClang(s.player, cl.minVersion(), cl.maxVersion());
                done(s, c);
                break;
            }
            case SENSE_BODY:
                sendSenseBody(s);
                break;
            case EAR:
                simulation.executeNow(s.player, c); // as rcssserver: heard differently from now on
                break;
            case SAY: {
                Say say = (Say) c;
                String message = say.message();
                if (say.fits(simulation.parameters())) {
                    sayers.add(s.player);
                    sayings.add(message);
                    coaches.playerSaid(s.player, message);
                    s.player.counters().increment(CommandKind.SAY);
                    monitors.said(s.player, message);
                }
                break;
            }
            case LEG_DASH:
                if (models.actions[CommandKind.LEG_DASH.ordinal()] == null) {
                    // no bipedal dash served: the command does not exist, as for rcssserver 18, and
                    // the rest of the datagram is dropped as after any parse error
                    refuse(s, PlayerRefusal.ILLEGAL_COMMAND_FORM);
                    decoding = null;
                    break;
                }
                simulation.submit(s.player, c);
                break;
            case CHANGE_VIEW:
                simulation.executeNow(s.player, c); // as rcssserver: the next visual tick sees with it
                break;
            default:
                simulation.submit(s.player, c); // executed by its model in the next cycle
        }
    }

    @Override
    public void error(String token) {
        if (decoding != null) relay(decoding, "error", token);
    }

    @Override
    public void warning(String token) {
        if (decoding != null) relay(decoding, "warning", token);
    }

    /**
     * After each cycle, what every client gets, in rcssserver's order: the referee's messages,
     * sense_body, fullstate, what the player hears. Sees and {@code (think)} are duties of their
     * own ({@link #visualTick}, {@link #synchSeeTick}, {@link #think}), which the kernel runs at
     * their times, right after this one when they fall on the cycle.
     */
    void afterStep() {
        models = registry.current();
        heardThisCycle.clear();
        List<String> announced = simulation.announcements();
        for (int i = 0, n = announced.size(); i < n; i++) {
            heardThisCycle.add(new Spoken(null, SOURCE_REFEREE, announced.get(i), simulation.announcedAt(i)));
        }
        int referee = heardThisCycle.size();
        int now = simulation.world().time();
        for (int i = 0, n = coachSays.size(); i < n; i++) heardThisCycle.add(new Spoken(null, coachSays.get(i)[0], coachSays.get(i)[1], now));
        coachSays.clear();
        for (int i = 0, n = sayers.size(); i < n; i++) heardThisCycle.add(new Spoken(sayers.get(i), SOURCE_PLAYER, sayings.get(i), now));
        sayers.clear();
        sayings.clear();
        List<Player> substituted = simulation.substituted();
        // as rcssserver, the players get their cycle's messages in a new random order every cycle:
        // a client's messages of the cycle leave together, so this order is the order the clients
        // wake up and answer in; a fixed one let players 1..11 always answer first (session 9)
        int n = sessions.size();
        for (int i = 0; i < n; i++) receivers[i] = sessions.get(i);
        shuffle(receivers, n);
        for (int i = 0; i < n; i++) {
            PlayerSession s = receivers[i];
            receivers[i] = null; // a client that leaves is not kept alive by the scratch array
            try {
                for (int k = 0; k < substituted.size(); k++) tellType(s, substituted.get(k));
                sendCycle(s, referee);
            } catch (RuntimeException | LinkageError e) {
                // a sensor or codec bug costs this client this cycle's messages, never the match
                faults++;
                if (faults == 1 || faults % 1000 == 0) {
                    LOG.log(Level.ERROR, "sending cycle messages to " + s.describe() + " failed (" + faults + " times so far)", e);
                }
            }
        }
        monitors.afterStep(models);
        coaches.afterStep(models);
    }

    /** Before each cycle: the online coaches' messages whose delay is over reach their players now. */
    void beforeStep() {
        coaches.beforeStep(registry.current());
    }

    /**
     * A coach-language message to a side's players, at once: each hears it if it announced
     * a coach-language range that covers it, else {@code (unsupported_clang)}.
     */
    private void clang(Side side, int time, org.pitch.api.clang.ClangMessage message) {
        String printed = message.print();
        String source = side == Side.LEFT ? "online_coach_left" : "online_coach_right";
        for (int i = 0, n = sessions.size(); i < n; i++) {
            PlayerSession s = sessions.get(i);
            if (s.player.side() != side || !s.player.enabled()) continue;
            String text = message.supportedBy(s.clangMin, s.clangMax) ? printed : "(unsupported_clang)";
            MessageOut out = s.port.message();
            s.codec(models).writeHear(out, s.version, new Heard(time, source, 0, false, 0, text));
            out.send();
        }
    }

    /** Datagrams and cycle messages lost to sensor or codec failures, for monitoring. */
    long faults() { return faults + monitors.faults() + coaches.faults(); }

    /** A player a monitor discarded: its connection closes, the player stays on the bench, disabled. */
    private void disconnect(Player p) {
        PlayerSession s = sessionOf(p);
        if (s != null) detach(s, false);
    }

    /**
     * What a command between cycles changed (a monitor's kick-off, which also assigns the types,
     * or its foul): the players learn of the new types and hear the referee at once, as
     * rcssserver sends them.
     */
    private void tellNow(List<Player> substituted, List<String> messages) {
        models = registry.current();
        coaches.substituted(substituted);
        coaches.refereeSpokeNow(messages);
        List<Spoken> said = new ArrayList<>(messages.size());
        int now = simulation.world().time();
        for (String m : messages) said.add(new Spoken(null, SOURCE_REFEREE, m, now));
        for (int i = 0, n = sessions.size(); i < n; i++) {
            PlayerSession s = sessions.get(i);
            try {
                for (int k = 0; k < substituted.size(); k++) tellType(s, substituted.get(k));
                if (!said.isEmpty()) sendHeard(s, said);
            } catch (RuntimeException | LinkageError e) {
                faults++;
                LOG.log(Level.ERROR, "telling " + s.describe() + " of a command between cycles failed", e);
            }
        }
    }

    private void sendCycle(PlayerSession s, int referee) {
        List<Simulation.Reply> replies = simulation.replies();
        for (int i = 0, n = replies.size(); i < n; i++) {
            Simulation.Reply r = replies.get(i);
            if (r.player() == s.player) relay(s, r.kind(), r.token()); // a model's answer, in its own words
        }
        if (referee > 0) sendHeard(s, heardThisCycle.subList(0, referee));
        BodyObservation body = sendSenseBody(s);
        if (body != null && fullState[s.player.side().ordinal()]
                && s.codec(models).sendsFullState(s.version)) {
            MessageOut out = s.port.message();
            s.codec(models).writeFullState(out, s.version,
                    new FullStateObservation(simulation.world().time(), simulation.world(), s.player, body));
            out.send();
        }
        if (heardThisCycle.size() > referee) sendHeard(s, heardThisCycle.subList(referee, heardThisCycle.size()));
    }

    /**
     * rcssserver's visual tick (every {@code send_step / 4} ms): every enabled player in
     * asynchronous see counts it, in a shuffled order, and those whose interval is reached see now,
     * stamped with the current cycle.
     */
    void visualTick() { visionTick(false); }

    /** The synchronous-see tick, once per cycle at {@code synch_see_offset}: the same for synch-see players. */
    void synchSeeTick() { visionTick(true); }

    /** Whether any player counts visual ticks: without one the kernel need not wake for them. */
    boolean seesAsynchronously() { return anySeer(false); }

    /** Whether any player counts synchronous-see ticks. */
    boolean seesSynchronously() { return anySeer(true); }

    private boolean anySeer(boolean synch) {
        for (int i = 0, n = sessions.size(); i < n; i++) {
            PlayerSession s = sessions.get(i);
            if (s.synchSee == synch && s.player.enabled()) return true;
        }
        return false;
    }

    /** The first {@code n} sessions of {@code a} in a new order from the service-order stream (Fisher-Yates). */
    private void shuffle(PlayerSession[] a, int n) {
        for (int i = n - 1; i > 0; i--) {
            int j = serviceOrder.nextInt(i + 1);
            PlayerSession t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }

    private void visionTick(boolean synch) {
        int n = 0;
        for (int i = 0, count = sessions.size(); i < count; i++) {
            PlayerSession s = sessions.get(i);
            if (s.synchSee == synch && s.player.enabled()) seers[n++] = s;
        }
        if (n == 0) return;
        models = registry.current();
        shuffle(seers, n);
        for (int i = 0; i < n; i++) {
            PlayerSession s = seers[i];
            seers[i] = null; // a client that leaves is not kept alive by the scratch array
            if (!s.visionTick() || models.visionSensor == null) continue;
            try {
                models.visionSensor.see(simulation.context(), s.player, s.codec(models).sightRules(s.version), s.gaussianSee, see);
                MessageOut out = s.port.message();
                s.codec(models).writeSee(out, s.version, see);
                out.send();
            } catch (RuntimeException | LinkageError e) {
                // a sensor or codec bug costs this client this see, never the match
                faults++;
                if (faults == 1 || faults % 1000 == 0) {
                    LOG.log(Level.ERROR, "sending a see to " + s.describe() + " failed (" + faults + " times so far)", e);
                }
            }
        }
    }

    /** Synch mode, at {@code synch_offset} into the cycle: every player may think, then answers {@code (done)}. */
    void think() {
        models = registry.current();
        coaches.think();
        for (int i = 0, n = sessions.size(); i < n; i++) {
            PlayerSession s = sessions.get(i);
            try {
                MessageOut out = s.port.message();
                s.codec(models).writeThink(out, s.version);
                out.send();
            } catch (RuntimeException | LinkageError e) {
                faults++;
                if (faults == 1 || faults % 1000 == 0) {
                    LOG.log(Level.ERROR, "sending (think) to " + s.describe() + " failed (" + faults + " failures so far)", e);
                }
            }
        }
    }

    /** A player's type as this client may know it: the number for a teammate, the fact only for an opponent. */
    private void tellType(PlayerSession s, Player p) {
        PlayerCodec codec = s.codec(models);
        if (!codec.knowsPlayerTypes(s.version)) return;
        MessageOut out = s.port.message();
        codec.writeChangePlayerType(out, s.version, p.unum(), p.side() == s.player.side() ? p.type().id() : -1);
        out.send();
    }

    /** Synchronous see from now on; like rcssserver, the view quality becomes high. */
    private static void synchSee(PlayerSession s) {
        s.synchSee = true;
        s.player.synchSee(true);
        s.player.view(s.player.viewWidth(), ViewQuality.HIGH);
    }

    private void sendHeard(PlayerSession s, List<Spoken> messages) {
        if (models.auralSensor == null) return;
        List<Heard> heard = models.auralSensor.hear(simulation.context(), s.player, messages);
        for (int i = 0, n = heard.size(); i < n; i++) {
            MessageOut out = s.port.message();
            s.codec(models).writeHear(out, s.version, heard.get(i));
            out.send();
        }
    }

    private BodyObservation sendSenseBody(PlayerSession s) {
        if (models.bodySensor == null) return null;
        BodyObservation body = models.bodySensor.sense(simulation.context(), s.player, bodyBuffer);
        MessageOut out = s.port.message();
        s.codec(models).writeSenseBody(out, s.version, body);
        out.send();
        return body;
    }

    /** What the codec found wrong in a datagram, or a model answered a command, written back as they word it. */
    private void relay(PlayerSession s, String kind, String token) {
        MessageOut out = s.port.message();
        s.codec(models).writeReply(out, s.version, kind, token);
        out.send();
    }

    /** {@code (ok ...)}: the setting was taken. */
    private void done(PlayerSession s, PlayerCommand c) {
        MessageOut out = s.port.message();
        s.codec(models).writeDone(out, s.version, c);
        out.send();
    }

    private void refuse(PlayerSession s, PlayerRefusal refusal) {
        MessageOut out = s.port.message();
        s.codec(models).writeRefusal(out, s.version, refusal);
        out.send();
    }

    /** A refusal before any codec serves the client ({@link ConnectError#text}), from the port it wrote to. */
    private void refuse(Inbox.Datagram d, String error) {
        transport.replyFrom(d.port(), d.from()).text(error).send();
    }

    private ClientPort openPort(Inbox.Datagram d) {
        try {
            return transport.openClientPort(d.from());
        } catch (IOException e) {
            LOG.log(Level.ERROR, "cannot open a port for " + d.from() + ": " + e.getMessage());
            return null;
        }
    }

    private PlayerSession sessionOf(Player p) {
        for (PlayerSession s : sessions) if (s.player == p) return s;
        return null;
    }

    private static Side sideFor(World w, String team) {
        Team left = w.team(Side.LEFT), right = w.team(Side.RIGHT);
        if (left == null || left.name().equals(team)) return Side.LEFT;
        if (right == null || right.name().equals(team)) return Side.RIGHT;
        return null;
    }

    private static int freeUnum(World w, Side side) {
        for (int u = 1; u <= WorldState.MAX_UNUM; u++) if (w.player(side, u) == null) return u;
        return 0;
    }

    private static boolean hasGoalie(World w, Side side) {
        for (int u = 1; u <= WorldState.MAX_UNUM; u++) {
            Player p = w.player(side, u);
            if (p != null && p.goalie()) return true;
        }
        return false;
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
