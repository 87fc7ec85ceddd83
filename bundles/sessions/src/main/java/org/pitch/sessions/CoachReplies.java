package org.pitch.sessions;

import org.pitch.kernel.Simulation;

import org.pitch.api.clang.ClangType;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachHeard;
import org.pitch.api.coach.CoachRefusal;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.ReplyKind;
import org.pitch.api.record.Recorder;
import org.pitch.api.world.Player;

/**
 * The single messages a trainer or online coach gets, each written by the codec of its version
 * (answers, what it hears, a player's type), and the coaches' words for the logs. Shared by the
 * admission, the dispatch of commands and the cycle's delivery. Simulation thread only.
 */
final class CoachReplies {
    private final Simulation simulation;
    private final ModelsInUse models;
    private final ClientFaults faults;

    CoachReplies(Simulation simulation, ModelsInUse models, ClientFaults faults) {
        this.simulation = simulation;
        this.faults = faults;
        this.models = models;
    }

    void hear(CoachSession s, CoachHeard h) {
        try {
            MessageOut out = s.port.message();
            s.codec(models.get()).writeHear(out, s.version, h);
            out.send();
        } catch (RuntimeException | LinkageError e) {
            faults.report("telling the " + s.describe() + " what it heard", e);
        }
    }

    /** A coach's or the referee's words for logs that record messages. */
    void message(String source, String text) {
        for (Recorder r : models.get().recorders) {
            try {
                r.message(simulation.world(), source, text);
            } catch (RuntimeException | LinkageError e) {
                faults.report("a recorder on a message", e);
            }
        }
    }

    /** An online coach's CLang message delivered to its team, for logs that record messages. */
    void coachClang(String source, int timeSaid, String clang) {
        for (Recorder r : models.get().recorders) {
            try {
                r.coachClang(simulation.world(), source, timeSaid, clang);
            } catch (RuntimeException | LinkageError e) {
                faults.report("a recorder on a coach's CLang message", e);
            }
        }
    }

    /** What the codec found wrong while reading a datagram, written back in its own words. */
    void relay(CoachSession s, ReplyKind kind, String token) {
        MessageOut out = s.port.message();
        s.codec(models.get()).writeReply(out, s.version, kind, token);
        out.send();
    }

    /** {@code (ok ...)}: the command was carried out. */
    void done(CoachSession s, CoachCommand c) {
        MessageOut out = s.port.message();
        s.codec(models.get()).writeDone(out, s.version, c);
        out.send();
    }

    /** {@code (error ...)} or {@code (warning ...)}: why it was not. */
    void refuse(CoachSession s, CoachRefusal refusal) {
        MessageOut out = s.port.message();
        s.codec(models.get()).writeRefusal(out, s.version, refusal);
        out.send();
    }

    void clangWindowFull(CoachSession s, ClangType type) {
        MessageOut out = s.port.message();
        s.codec(models.get()).writeClangWindowFull(out, s.version, type);
        out.send();
    }

    /** A player's type as this coach may know it: the number for its own team, the fact only for the other. */
    void tellType(CoachSession c, Player p) {
        c.codec(models.get()).tellPlayerType(c, c.version, p.unum(), p.side() == c.side ? p.type().id() : -1);
    }
}
