package org.pitch.protocol.player.v13;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.protocol.player.StandardPlayerCodec;

/** The player protocol, version 13: stamina capacity, kick flags. */
@Component(service = PlayerCodec.class)
public final class PlayerCodecV13 extends StandardPlayerCodec {
    public PlayerCodecV13() { super(13, 13); }
}
