package org.pitch.sessions;

import org.pitch.kernel.Simulation;
import org.pitch.kernel.ModelSet;
import java.util.List;

import org.pitch.api.command.PlayerCommand;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.PlayerRefusal;
import org.pitch.api.protocol.ReplyKind;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.Heard;
import org.pitch.api.sense.Spoken;
import org.pitch.api.world.Player;
import org.pitch.api.world.ViewQuality;

/**
 * The single messages a player gets, each written by the codec of its version: answers to its
 * commands, a type, what it hears, its sense_body. Shared by the admission, the dispatch of
 * commands and the cycle's delivery. Simulation thread only.
 */
final class PlayerReplies {
    private final Simulation simulation;
    private final ModelsInUse models;
    /** The one sense_body observation, refilled for each player: nothing allocated per message. */
    private final BodyObservation bodyBuffer = new BodyObservation();

    PlayerReplies(Simulation simulation, ModelsInUse models) {
        this.simulation = simulation;
        this.models = models;
    }

    /** What the codec found wrong in a datagram, or a model answered a command, as the codec words it. */
    void relay(PlayerSession s, ReplyKind kind, String token) {
        MessageOut out = s.port.message();
        s.codec(models.get()).writeReply(out, s.version, kind, token);
        out.send();
    }

    /** {@code (ok ...)}: the setting was taken. */
    void done(PlayerSession s, PlayerCommand c) {
        MessageOut out = s.port.message();
        s.codec(models.get()).writeDone(out, s.version, c);
        out.send();
    }

    void refuse(PlayerSession s, PlayerRefusal refusal) {
        MessageOut out = s.port.message();
        s.codec(models.get()).writeRefusal(out, s.version, refusal);
        out.send();
    }

    /** A player's type as this client may know it (if its version has types): the number for a teammate, the fact only for an opponent. */
    void tellType(PlayerSession s, Player p) {
        s.codec(models.get()).tellPlayerType(s, s.version, p.unum(), p.side() == s.player.side() ? p.type().id() : -1);
    }

    /** Synchronous see from now on; like rcssserver, the view quality becomes high. */
    static void synchSee(PlayerSession s) {
        s.synchSee = true;
        s.player.synchSee(true);
        s.player.view(s.player.viewWidth(), ViewQuality.HIGH);
    }

    /** What the player hears of {@code messages}, as the aural sensor decides. */
    void heard(PlayerSession s, List<Spoken> messages) {
        ModelSet m = models.get();
        if (m.auralSensor == null) return;
        List<Heard> heard = m.auralSensor.hear(simulation.context(), s.player, messages);
        for (int i = 0, n = heard.size(); i < n; i++) {
            MessageOut out = s.port.message();
            s.codec(m).writeHear(out, s.version, heard.get(i));
            out.send();
        }
    }

    /** The player's sense_body now; the observation (reused, valid until the next call) or null without a body sensor. */
    BodyObservation senseBody(PlayerSession s) {
        ModelSet m = models.get();
        if (m.bodySensor == null) return null;
        BodyObservation body = m.bodySensor.sense(simulation.context(), s.player, bodyBuffer);
        MessageOut out = s.port.message();
        s.codec(m).writeSenseBody(out, s.version, body);
        out.send();
        return body;
    }
}
