package org.pitch.sessions;

import org.pitch.kernel.SynchBarrier;
import org.pitch.kernel.Simulation;
import org.pitch.kernel.Inbox;
import java.util.List;

import org.pitch.api.coach.CoachCodec;
import org.pitch.api.transport.Transport;
import org.pitch.api.world.Player;
import org.pitch.monitors.TeamGraphics;

/**
 * The trainer and the two online coaches, as rcssserver 19 serves them: who may connect
 * ({@link CoachAdmission}), what each command does and answers ({@link CoachDispatch}), what they
 * see and hear and the coach-language messages an online coach says, which reach its players
 * after {@code clang_mess_delay} ({@link CoachDelivery}). The codecs ({@link CoachCodec}) read and
 * write the wire. This wires the parts and routes to them; the caller takes the model set of each
 * entry ({@link ModelsInUse#refresh}). Simulation thread only.
 */
final class CoachSessions {
    private final CoachRoster roster;
    private final CoachReplies replies;
    private final CoachDispatch dispatch;
    private final CoachDelivery delivery;
    private final CoachAdmission admission;

    CoachSessions(Simulation simulation, Transport transport, SynchBarrier barrier, GreetingGuard guard, ModelsInUse models,
                  boolean synchMode, ClientFaults faults, CoachAudience audience) {
        this.roster = new CoachRoster(barrier);
        this.replies = new CoachReplies(simulation, models, faults);
        this.dispatch = new CoachDispatch(simulation, barrier, roster, replies, audience, models, synchMode, faults);
        this.delivery = new CoachDelivery(simulation, roster, replies, audience, models, faults);
        this.admission = new CoachAdmission(simulation, transport, guard, roster, dispatch, delivery, models);
    }

    /** How many online coaches are connected: 0, 1 or 2. */
    int onlineCoaches() { return roster.onlineCoaches(); }

    /** The team graphics received so far, for monitors and the game log. */
    TeamGraphics graphics() { return dispatch.graphics(); }

    /** A datagram on a client's own port: true if it is a coach's (and was handled). */
    boolean fromOwnPort(Inbox.Datagram d) {
        CoachSession s = roster.onPort(d.clientPort());
        if (s == null) return false;
        dispatch.execute(s, d.payload());
        return true;
    }

    /** A datagram on the trainer's or the online coaches' well-known port. */
    void fromWellKnownPort(Inbox.Datagram d) { admission.fromWellKnownPort(d); }

    /** A player announced its coach-language versions. */
    void playerClang(Player p, int min, int max) { delivery.playerClang(p, min, max); }

    /** A player's accepted say, heard by the trainer and the coaches at once. */
    void playerSaid(Player p, String message) { delivery.playerSaid(p, message); }

    /** Substitutions made between cycles, told to the online coaches. */
    void substituted(List<Player> players) { delivery.substituted(players); }

    /** The referee's words of a command between cycles, heard now. */
    void refereeSpokeNow(List<String> messages) { delivery.refereeSpokeNow(messages); }

    void beforeStep() { delivery.beforeStep(); }

    void afterStep() { delivery.afterStep(); }

    void think() { delivery.think(); }
}
