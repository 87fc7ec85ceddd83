package org.pitch.sessions;

import java.util.List;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.BoardNotice;
import org.pitch.api.sense.Speaker;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.Port;
import org.pitch.api.transport.Transport;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.kernel.Inbox;
import org.pitch.kernel.MatchClients;
import org.pitch.kernel.ModelRegistry;
import org.pitch.kernel.ModelSet;
import org.pitch.kernel.Simulation;
import org.pitch.kernel.SynchBarrier;

/**
 * The clients of a match, as the kernel sees them: it routes each datagram to whoever it is for
 * (a connected player's {@link PlayerDispatch}, a monitor, the trainer or an online coach, or the
 * {@link PlayerAdmission} of greetings) and runs the sending duties at the kernel's times
 * ({@link PlayerDelivery}, {@link MonitorSessions}, {@link CoachSessions}). It wires those parts
 * together and owns nothing else. Simulation thread only.
 */
final class Sessions implements MatchClients {
    private final Simulation simulation;
    private final ModelsInUse models;
    private final PlayerRoster roster;
    private final PlayerReplies replies;
    private final PlayerDispatch dispatch;
    private final PlayerAdmission admission;
    private final PlayerDelivery delivery;
    /** The monitor clients, which share the player port for their greeting. */
    private final MonitorSessions monitors;
    /** The trainer and the online coaches. */
    private final CoachSessions coaches;
    private final Transport transport;
    /** What the parts' codecs, sensors and recorders failed at, counted and logged sparsely. */
    private final ClientFaults faults = new ClientFaults();

    Sessions(ServerConfiguration config, Simulation simulation, Transport transport, SynchBarrier barrier, ModelRegistry registry) {
        this.simulation = simulation;
        this.transport = transport;
        this.models = new ModelsInUse(registry);
        boolean synchMode = config.parameters().bool(ServerParam.SYNCH_MODE);
        GreetingGuard guard = new GreetingGuard(config);
        PendingSays says = new PendingSays(this::saidNow, this::hearersNow);
        this.roster = new PlayerRoster(barrier, synchMode);
        this.replies = new PlayerReplies(simulation, models);
        this.delivery = new PlayerDelivery(config, simulation, roster, replies, says, models, faults);
        this.monitors = new MonitorSessions(simulation, transport, this::disconnect, this::tellNow);
        simulation.onDisplay(() -> monitors.display(registry.current()));
        this.coaches = new CoachSessions(simulation, transport, barrier, guard, models, synchMode, faults, new CoachAudience() {
            @Override public void afterCommand(int announcedBefore, int substitutedBefore) {
                List<String> announced = simulation.announcements();
                List<Player> substituted = simulation.substituted();
                List<Player> types = List.copyOf(substituted.subList(Math.min(substitutedBefore, substituted.size()), substituted.size()));
                List<String> said = List.copyOf(announced.subList(Math.min(announcedBefore, announced.size()), announced.size()));
                if (!types.isEmpty() || !said.isEmpty()) {
                    tellNow(types, said);
                    monitors.boards().between(types, said);
                    simulation.toldAtOnce(announcedBefore, substitutedBefore);
                }
            }

            @Override public void coachSaid(Speaker source, String text) { says.coachSaid(source, text); }

            @Override public void clangDelivered(Side side, int time, org.pitch.api.clang.ClangMessage message) {
                delivery.clang(side, time, message);
            }

            @Override public void toBoards(BoardNotice notice) { monitors.boards().commsToBoards(notice); }

            @Override public void goalieChanged(Side side, int unum) {
                delivery.goalieChanged(side, unum);
                monitors.boards().goalieChanged(side, unum);
            }
        });
        monitors.graphics(coaches.graphics());
        this.dispatch = new PlayerDispatch(simulation, barrier, roster, replies, coaches, monitors.boards(), says, models, faults);
        this.admission = new PlayerAdmission(simulation, transport, guard, monitors, roster, dispatch, models,
                config.settings().number("protocol.max_version", 19));
    }

    @Override public int connected() { return roster.size(); }

    /** The flood guard dropped a datagram: the player's timing counts it (a coach's or monitor's is only in the total). */
    @Override public void droppedOverBudget(ClientPort port) {
        PlayerSession s = roster.onPort(port);
        if (s != null) simulation.timing().floodDropped(s.player);
    }

    /** Players and online coaches connected (the trainer and monitors are no team's). */
    @Override public int teamClients() { return roster.size() + coaches.onlineCoaches(); }

    /** A datagram from the inbox. */
    @Override public void received(Inbox.Datagram d) {
        ModelSet m = models.refresh();
        if (d.payload().length == 0) return; // rcssserver is silent for an empty datagram
        if (d.clientPort() != null) {
            PlayerSession s = roster.onPort(d.clientPort());
            if (s != null) dispatch.fromClient(s, d.payload());
            else if (!monitors.fromOwnPort(d, m)) coaches.fromOwnPort(d);
            return;
        }
        if (d.port() == Port.TRAINER || d.port() == Port.ONLINE_COACH) {
            coaches.fromWellKnownPort(d);
            return;
        }
        PlayerSession known = roster.at(d.from());
        // a connected client talking to the init port: its version says whether it is told where to talk
        if (known != null && d.port() == Port.PLAYER && known.codec(m).answerOnWellKnownPort(known, known.version)) return;
        if (d.port() == Port.PLAYER && monitors.fromInitPort(d, m)) return;
        admission.greeting(d);
    }

    /**
     * After each cycle, what every client gets: the players their cycle's messages (sees and
     * {@code (think)} are duties of their own, {@link #visualTick}, {@link #synchSeeTick},
     * {@link #think}, which the kernel runs at their times), then the monitors and the coaches.
     */
    @Override public void afterStep(boolean playersFirst) {
        ModelSet m = models.refresh();
        delivery.afterStep();
        // in real time the players' senses leave now, before the monitors' shows and the coaches'
        // see_globals are written, as rcssserver sends each message as it makes it: otherwise a
        // cycle's first sense_body would wait for all of them, and their varying cost would make the
        // period the players see vary (0.8 ms after the deadline at the median, 1.8 ms at p99)
        if (playersFirst) transport.flush();
        monitors.afterStep(m);
        coaches.afterStep();
    }

    /** Before each cycle: the online coaches' messages whose delay is over reach their players now. */
    @Override public void beforeStep() {
        models.refresh();
        coaches.beforeStep();
    }

    /**
     * rcssserver's visual tick (every {@code send_step / 4} ms): every enabled player in
     * asynchronous see counts it, in a shuffled order, and those whose interval is reached see now.
     */
    @Override public void visualTick() {
        models.refresh();
        delivery.visionTick(false);
    }

    /** The synchronous-see tick, once per cycle at {@code synch_see_offset}: the same for synch-see players. */
    @Override public void synchSeeTick() {
        models.refresh();
        delivery.visionTick(true);
    }

    /** Whether any player counts visual ticks: without one the kernel need not wake for them. */
    @Override public boolean seesAsynchronously() { return delivery.anySeer(false); }

    /** Whether any player counts synchronous-see ticks. */
    @Override public boolean seesSynchronously() { return delivery.anySeer(true); }

    /** Synch mode, at {@code synch_offset} into the cycle: every player, then the coaches may think (rcssserver's order). */
    @Override public void think() {
        models.refresh();
        delivery.think();
        coaches.think();
    }

    /** Datagrams and cycle messages lost to sensor or codec failures, for monitoring. */
    @Override public long faults() { return faults.count() + monitors.faults(); }

    /** A player a monitor discarded: its connection closes, the player stays on the bench, disabled. */
    private void disconnect(Player p) {
        PlayerSession s = roster.of(p);
        if (s != null) roster.detach(s);
    }

    /** What a command between cycles changed: the coaches and the players learn of it at once. */
    private void tellNow(List<Player> substituted, List<String> messages) {
        models.refresh();
        coaches.substituted(substituted);
        coaches.refereeSpokeNow(messages);
        delivery.tellNow(substituted, messages);
    }

    /** Who hears a say at once (players before protocol 8): the delivery tells them. */
    private void saidNow(Player speaker, Speaker source, String message) { delivery.saidNow(speaker, source, message); }

    private long hearersNow(Player speaker) { return delivery.hearersNow(speaker); }
}
