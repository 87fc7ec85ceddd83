package org.pitch.protocol.player;

import java.util.List;

import org.pitch.api.protocol.PlayerCodec;
import org.pitch.protocol.player.v1.PlayerCodecV1;
import org.pitch.protocol.player.v12.PlayerCodecV12;
import org.pitch.protocol.player.v13.PlayerCodecV13;
import org.pitch.protocol.player.v14.PlayerCodecV14;
import org.pitch.protocol.player.v16.PlayerCodecV16;
import org.pitch.protocol.player.v18.PlayerCodecV18;
import org.pitch.protocol.player.v3.PlayerCodecV3;
import org.pitch.protocol.player.v4.PlayerCodecV4;
import org.pitch.protocol.player.v5.PlayerCodecV5;
import org.pitch.protocol.player.v6.PlayerCodecV6;
import org.pitch.protocol.player.v7.PlayerCodecV7;
import org.pitch.protocol.player.v8.PlayerCodecV8;

/** The whole codec chain, as the kernel picks from it: the codec whose range holds a version. */
final class Codecs {
    static final List<PlayerCodec> ALL = List.of(new PlayerCodecV1(), new PlayerCodecV3(), new PlayerCodecV4(),
            new PlayerCodecV5(), new PlayerCodecV6(), new PlayerCodecV7(), new PlayerCodecV8(), new PlayerCodecV12(),
            new PlayerCodecV13(), new PlayerCodecV14(), new PlayerCodecV16(), new PlayerCodecV18());

    private Codecs() {}

    static PlayerCodec of(double version) {
        for (PlayerCodec c : ALL) if (c.versions().contains(version)) return c;
        throw new IllegalArgumentException("no player codec for version " + version);
    }
}
