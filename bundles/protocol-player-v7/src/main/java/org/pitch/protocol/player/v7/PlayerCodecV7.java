package org.pitch.protocol.player.v7;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.protocol.player.StandardPlayerCodec;

/** The player protocol, version 7: positional parameter messages, heterogeneous players. */
@Component(service = PlayerCodec.class)
public final class PlayerCodecV7 extends StandardPlayerCodec {
    public PlayerCodecV7() { super(7, 7); }
}
