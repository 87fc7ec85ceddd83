package org.pitch.protocol.player.v14;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.protocol.player.StandardPlayerCodec;

/** The player protocol, versions 14-17: fouls and cards. */
@Component(service = PlayerCodec.class)
public final class PlayerCodecV14 extends StandardPlayerCodec {
    public PlayerCodecV14() { super(14, 17); }
}
