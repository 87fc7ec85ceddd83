package org.pitch.protocol.player.v8;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.protocol.player.StandardPlayerCodec;

/** The player protocol, versions 8-12: named parameters. */
@Component(service = PlayerCodec.class)
public final class PlayerCodecV8 extends StandardPlayerCodec {
    public PlayerCodecV8() { super(8, 12); }
}
