package org.pitch.protocol.player.v18;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.protocol.player.StandardPlayerCodec;

/** The player protocol, versions 18-19: focus point, bipedal dash, Gaussian vision. */
@Component(service = PlayerCodec.class)
public final class PlayerCodecV18 extends StandardPlayerCodec {
    public PlayerCodecV18() { super(18, 19); }
}
