package org.pitch.protocol.player.v1;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.protocol.player.StandardPlayerCodec;

/** The player protocol, versions 1-6: no parameter messages. */
@Component(service = PlayerCodec.class)
public final class PlayerCodecV1 extends StandardPlayerCodec {
    public PlayerCodecV1() { super(1, 6); }
}
