package org.pitch.protocol.player.v4;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.sense.Sighting;
import org.pitch.api.sense.SightRules;
import org.pitch.protocol.player.v3.PlayerCodecV3;

/**
 * The player protocol, version 4: the flags 5 m outside the field are seen, and a fully known
 * player's body direction follows its direction change.
 */
@Component(service = PlayerCodec.class)
public class PlayerCodecV4 extends PlayerCodecV3 {
    private static final SightRules SIGHT = new SightRules(true, true, false);

    public PlayerCodecV4() {
        this(4, 4);
    }

    protected PlayerCodecV4(int minVersion, int maxVersion) {
        super(minVersion, maxVersion);
    }

    @Override public SightRules sightRules(double version) { return SIGHT; }

    /** {@code BODYDIR} when the observation has it. */
    @Override
    protected void seenFacing(MessageOut out, Sighting o) {
        if (!Double.isNaN(o.bodyDirection())) out.character(' ').integer(direction(o.bodyDirection()));
    }
}
