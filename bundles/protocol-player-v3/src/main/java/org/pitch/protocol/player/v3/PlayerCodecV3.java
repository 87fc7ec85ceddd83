package org.pitch.protocol.player.v3;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.sense.SightRules;
import org.pitch.protocol.player.v1.PlayerCodecV1;

/** The player protocol, version 3: players see the flags and goals of the field. */
@Component(service = PlayerCodec.class)
public class PlayerCodecV3 extends PlayerCodecV1 {
    private static final SightRules SIGHT = new SightRules(true, false, false);

    public PlayerCodecV3() {
        this(3, 3);
    }

    protected PlayerCodecV3(int minVersion, int maxVersion) {
        super(minVersion, maxVersion);
    }

    @Override public SightRules sightRules(double version) { return SIGHT; }
}
