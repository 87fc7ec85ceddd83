package org.pitch.protocol.player.v14;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.world.Card;
import org.pitch.api.world.Player;
import org.pitch.protocol.player.v13.PlayerCodecV13;

/**
 * The player protocol, versions 14-15: fouls and cards. sense_body gets
 * {@code (foul (charged n) (card none|yellow|red))}; in the full state a goalie's name carries its
 * type too ({@code (p l 1 g 0)}), and a player is marked {@code t}, {@code k} or {@code f}
 * (charged with a foul), then {@code r} or {@code y} for its card.
 */
@Component(service = PlayerCodec.class)
public class PlayerCodecV14 extends PlayerCodecV13 {
    public PlayerCodecV14() {
        this(14, 15);
    }

    protected PlayerCodecV14(int minVersion, int maxVersion) {
        super(minVersion, maxVersion);
    }

    @Override
    protected void senseBodyStates(MessageOut out, BodyObservation b) {
        super.senseBodyStates(out, b);
        String card = b.card();
        out.text(" (foul (charged ").integer(b.foulCharged())
                .text(") (card ").text(card == null || card.isEmpty() ? "none" : card).text("))");
    }

    @Override
    protected void fullStatePlayerType(MessageOut out, Player p) {
        if (p.goalie()) out.text(" g");
        out.character(' ').integer(typeId(p));
    }

    /** {@code t} or {@code k} as before, else {@code f} while charged with a foul; then the card. */
    @Override
    protected void fullStatePlayerFlags(MessageOut out, Player p, long step) {
        if (p.tackleUntil() > step || p.kicking(step)) super.fullStatePlayerFlags(out, p, step);
        else if (p.foulChargedUntil() > step) out.text(" f");
        if (p.card() == Card.RED) out.text(" r");
        else if (p.card() == Card.YELLOW) out.text(" y");
    }
}
