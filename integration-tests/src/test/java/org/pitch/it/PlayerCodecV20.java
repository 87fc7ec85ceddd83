package org.pitch.it;

import org.pitch.protocol.player.v18.PlayerCodecV18;

/**
 * What protocol v20 would be if it changed nothing on the wire: one class extending the newest
 * codec, in a bundle of its own (here the test bundle). Its clients get v19's parameters, the
 * newest rcssserver 19 knows.
 */
final class PlayerCodecV20 extends PlayerCodecV18 {
    PlayerCodecV20() {
        super(20, 20);
    }

    @Override
    protected double parameterVersion(double version) {
        return 19;
    }
}
