package org.pitch.sessions;

import org.pitch.kernel.RandomStreams;
import org.pitch.kernel.Simulation;
import org.pitch.kernel.ModelSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.pitch.api.clang.ClangMessage;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.FullStateObservation;
import org.pitch.api.sense.Heard;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.sense.Speaker;
import org.pitch.api.sense.Spoken;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * What the players get at the kernel's times: after each cycle the referee's messages,
 * sense_body, fullstate and what they hear; the sees at the visual and synch-see ticks;
 * {@code (think)} in synch mode; and what happens between cycles (types, the referee at once, a
 * coach's coach-language message). Players are served in a new random order every cycle and
 * every tick, as rcssserver serves them. A sensor or codec failure costs one client one message,
 * never the match. Simulation thread only.
 */
final class PlayerDelivery {
    private final Simulation simulation;
    private final PlayerRoster roster;
    private final PlayerReplies replies;
    private final PendingSays says;
    private final ModelsInUse models;
    /** Which sides get the full state each cycle, by side ordinal. */
    private final boolean[] fullState = new boolean[Side.values().length];
    /** The order players get a cycle's messages and their sees in: shuffled each time, as rcssserver does. */
    private final SplittableRandom serviceOrder;
    /** Scratch for that order, grown as clients connect; no allocation per tick. */
    private PlayerSession[] order = new PlayerSession[24];
    /** The see being sent, refilled for every player: a see allocates nothing per object. */
    private final SeeObservation see = new SeeObservation();
    /** What the players hear after this cycle: the referee's messages first, then the says. */
    private final List<Spoken> heardThisCycle = new ArrayList<>();
    private final ClientFaults faults;

    PlayerDelivery(ServerConfiguration config, Simulation simulation, PlayerRoster roster, PlayerReplies replies,
                   PendingSays says, ModelsInUse models, ClientFaults faults) {
        this.simulation = simulation;
        this.faults = faults;
        this.roster = roster;
        this.replies = replies;
        this.says = says;
        this.models = models;
        for (Side side : Side.values()) fullState[side.ordinal()] = FullStateObservation.sentTo(side, config.parameters());
        this.serviceOrder = RandomStreams.serviceOrder(config.seed());
    }

    /**
     * After each cycle, what every player gets, in rcssserver's order: the referee's messages,
     * sense_body, fullstate, what the player hears. As rcssserver, the players get them in a new
     * random order every cycle: a client's messages of the cycle leave together, so this order is
     * the order the clients wake up and answer in (a fixed one would let players 1..11 always answer
     * first).
     */
    void afterStep() {
        heardThisCycle.clear();
        List<String> announced = simulation.announcements();
        for (int i = 0, n = announced.size(); i < n; i++) {
            heardThisCycle.add(new Spoken(null, Speaker.REFEREE, announced.get(i), simulation.announcedAt(i)));
        }
        int referee = heardThisCycle.size();
        says.drainInto(heardThisCycle, simulation.world().time());
        List<Player> substituted = simulation.substituted();
        long now = System.nanoTime(); // one reading for all: the messages leave together at the flush after this
        int n = shuffledInto(false, false);
        for (int i = 0; i < n; i++) {
            PlayerSession s = order[i];
            order[i] = null; // a client that leaves is not kept alive by the scratch array
            try {
                for (int k = 0; k < substituted.size(); k++) replies.tellType(s, substituted.get(k));
                sendCycle(s, referee, now);
            } catch (RuntimeException | LinkageError e) {
                failed("sending cycle messages to " + s.describe(), e);
            }
        }
    }

    private void sendCycle(PlayerSession s, int referee, long now) {
        List<Simulation.Reply> answers = simulation.replies();
        for (int i = 0, n = answers.size(); i < n; i++) {
            Simulation.Reply r = answers.get(i);
            if (r.player() == s.player) replies.relay(s, r.kind(), r.token()); // a model's answer, in its own words
        }
        if (referee > 0) replies.heard(s, heardThisCycle.subList(0, referee));
        BodyObservation body = replies.senseBody(s);
        if (body != null) simulation.timing().senseBodySent(s.player, now);
        ModelSet m = models.get();
        if (body != null && fullState[s.player.side().ordinal()]) s.codec(m).sendFullState(s, s.version, simulation.world(), s.player, body);
        // what was said: heard after the cycle from version 8 on, at once before (saidNow)
        if (heardThisCycle.size() > referee && !s.codec(m).hearsAtOnce(s.version)) {
            replies.heard(s, heardThisCycle.subList(referee, heardThisCycle.size()));
        }
    }

    /** Whether any enabled player sees synchronously ({@code synch}) or asynchronously. */
    boolean anySeer(boolean synch) {
        List<PlayerSession> sessions = roster.sessions();
        for (int i = 0, n = sessions.size(); i < n; i++) {
            PlayerSession s = sessions.get(i);
            if (s.synchSee == synch && s.player.enabled()) return true;
        }
        return false;
    }

    /**
     * A vision tick of one mode ({@code synch}: the synchronous-see tick, else rcssserver's visual
     * tick every {@code send_step / 4} ms): every enabled player of that mode counts it, in a
     * shuffled order, and those whose interval is reached see now, stamped with the current cycle.
     */
    void visionTick(boolean synch) {
        int n = shuffledInto(true, synch);
        if (n == 0) return;
        ModelSet m = models.get();
        for (int i = 0; i < n; i++) {
            PlayerSession s = order[i];
            order[i] = null; // a client that leaves is not kept alive by the scratch array
            // without a vision sensor nobody sees, and the ticks are not counted
            if (m.visionSensor == null || !s.visionTick(m.visionSensor.ticksBetweenSees(s.player, s.synchSee))) continue;
            try {
                m.visionSensor.see(simulation.context(), s.player, s.codec(m).sightRules(s.version), s.gaussianSee, see);
                MessageOut out = s.port.message();
                s.codec(m).writeSee(out, s.version, see);
                out.send();
            } catch (RuntimeException | LinkageError e) {
                failed("sending a see to " + s.describe(), e);
            }
        }
    }

    /** Synch mode, at {@code synch_offset} into the cycle: every player may think, then answers {@code (done)}. */
    void think() {
        int n = inSlotOrder();
        long now = System.nanoTime(); // the thinks leave together at the flush after this
        for (int i = 0; i < n; i++) {
            PlayerSession s = order[i];
            if (s == null) continue;
            try {
                MessageOut out = s.port.message();
                s.codec(models.get()).writeThink(out, s.version);
                out.send();
                simulation.timing().thinkSent(s.player, now);
            } catch (RuntimeException | LinkageError e) {
                failed("sending (think) to " + s.describe(), e);
            }
        }
    }

    /**
     * Fills {@link #order} with the sessions by slot, the left team's 1..11 then the right
     * team's (gaps stay null), and returns the slots used. rcssserver sends the {@code (think)}s
     * in that fixed order, unlike the shuffled sensor messages; the order the clients start to
     * think in decides whose commands tend to arrive first (a defender's foul tackle before the
     * dribbler's kick, or after), so a different order changes who wins those races.
     */
    private int inSlotOrder() {
        List<PlayerSession> sessions = roster.sessions();
        int perSide = 0;
        for (int i = 0, count = sessions.size(); i < count; i++) perSide = Math.max(perSide, sessions.get(i).player.unum());
        int slots = 2 * perSide;
        if (order.length < slots) order = new PlayerSession[2 * slots];
        java.util.Arrays.fill(order, 0, slots, null);
        for (int i = 0, count = sessions.size(); i < count; i++) {
            PlayerSession s = sessions.get(i);
            int slot = (s.player.side() == Side.LEFT ? 0 : perSide) + s.player.unum() - 1;
            order[slot] = s;
        }
        return slots;
    }

    /**
     * What a command between cycles changed (a monitor's kick-off, which also assigns the types,
     * or its foul, a trainer's or coach's change): the players learn of the new types and hear the
     * referee at once, as rcssserver sends them.
     */
    void tellNow(List<Player> substituted, List<String> messages) {
        List<Spoken> said = new ArrayList<>(messages.size());
        int now = simulation.world().time();
        for (String m : messages) said.add(new Spoken(null, Speaker.REFEREE, m, now));
        List<PlayerSession> sessions = roster.sessions();
        for (int i = 0, n = sessions.size(); i < n; i++) {
            PlayerSession s = sessions.get(i);
            try {
                for (int k = 0; k < substituted.size(); k++) replies.tellType(s, substituted.get(k));
                if (!said.isEmpty()) replies.heard(s, said);
            } catch (RuntimeException | LinkageError e) {
                failed("telling " + s.describe() + " of a command between cycles", e);
            }
        }
    }

    /**
     * Something said just now (a player's say, the trainer's or an online coach's plain say): the
     * players whose protocol hears at once (before version 8, as rcssserver's audio senders) hear
     * what their aural sensor lets them now; the others after the cycle ({@link PendingSays}).
     */
    void saidNow(Player speaker, Speaker source, String message) {
        ModelSet m = models.get();
        if (m.auralSensor == null) return;
        Spoken spoken = null;
        List<PlayerSession> sessions = roster.sessions();
        for (int i = 0, n = sessions.size(); i < n; i++) {
            PlayerSession s = sessions.get(i);
            try {
                if (!s.codec(m).hearsAtOnce(s.version)) continue;
                if (spoken == null) spoken = new Spoken(speaker, source, message, simulation.world().time());
                Heard h = m.auralSensor.hearAtOnce(simulation.context(), s.player, spoken);
                if (h == null) continue;
                MessageOut out = s.port.message();
                s.codec(m).writeHear(out, s.version, h);
                out.send();
            } catch (RuntimeException | LinkageError e) {
                failed("telling " + s.describe() + " what was said", e);
            }
        }
    }

    /** Who is within hearing of a say {@code speaker} makes now, by the aural sensor ({@link Spoken#hearers}). */
    long hearersNow(Player speaker) {
        ModelSet m = models.get();
        if (m.auralSensor == null) return Spoken.AT_DELIVERY;
        try {
            return m.auralSensor.hearersNow(simulation.context(), speaker);
        } catch (RuntimeException | LinkageError e) {
            failed("finding who hears " + speaker.side() + " " + speaker.unum(), e);
            return Spoken.AT_DELIVERY;
        }
    }

    /**
     * A coach-language message to a side's players, at once: each hears it if it announced
     * a coach-language range that covers it, else {@code (unsupported_clang)}.
     */
    void clang(Side side, int time, ClangMessage message) {
        String source = Speaker.onlineCoach(side).heardAs();
        List<PlayerSession> sessions = roster.sessions();
        for (int i = 0, n = sessions.size(); i < n; i++) {
            PlayerSession s = sessions.get(i);
            if (s.player.side() != side || !s.player.enabled()) continue;
            String text = message.heardBy(s.clangMin, s.clangMax);
            MessageOut out = s.port.message();
            s.codec(models.get()).writeHear(out, s.version, new Heard(time, source, 0, false, 0, text));
            out.send();
        }
    }

    /** A side's goalie changed (a coach's change_player_type to the goalie): players whose version hears it are told. */
    void goalieChanged(Side side, int unum) {
        List<PlayerSession> sessions = roster.sessions();
        for (int i = 0, n = sessions.size(); i < n; i++) {
            PlayerSession s = sessions.get(i);
            if (s.player.enabled()) s.codec(models.get()).tellGoalieChange(s, s.version, side, unum);
        }
    }

    /**
     * Fills {@link #order} with the sessions to serve, in a new order from the service-order
     * stream (Fisher-Yates): every session, or ({@code seersOnly}) the enabled ones of one vision
     * mode. Returns how many.
     */
    private int shuffledInto(boolean seersOnly, boolean synch) {
        List<PlayerSession> sessions = roster.sessions();
        if (order.length < sessions.size()) order = new PlayerSession[2 * sessions.size()];
        int n = 0;
        for (int i = 0, count = sessions.size(); i < count; i++) {
            PlayerSession s = sessions.get(i);
            if (!seersOnly || s.synchSee == synch && s.player.enabled()) order[n++] = s;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = serviceOrder.nextInt(i + 1);
            PlayerSession t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return n;
    }

    private void failed(String what, Throwable e) { faults.report(what, e); }
}
