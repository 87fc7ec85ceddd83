package org.pitch.protocol.player.v13;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.sense.Sighting;
import org.pitch.api.world.Player;
import org.pitch.protocol.player.v12.PlayerCodecV12;

/**
 * The player protocol, version 13: the stamina capacity (sense_body and full state), and a player
 * that kicked this cycle is marked {@code k} (see and full state) unless it tackles ({@code t}).
 */
@Component(service = PlayerCodec.class)
public class PlayerCodecV13 extends PlayerCodecV12 {
    public PlayerCodecV13() {
        this(13, 13);
    }

    protected PlayerCodecV13(int minVersion, int maxVersion) {
        super(minVersion, maxVersion);
    }

    @Override
    protected void capacity(MessageOut out, double capacity) {
        out.character(' ').number(capacity);
    }

    @Override
    protected void seenAction(MessageOut out, Sighting o) {
        if (o.tackling()) out.text(" t");
        else if (o.kicking()) out.text(" k");
    }

    @Override
    protected void fullStatePlayerFlags(MessageOut out, Player p, long step) {
        if (p.tackleUntil() > step) out.text(" t");
        else if (p.kicking(step)) out.text(" k");
    }
}
