package org.pitch.learn.observe;

import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/** The three play-mode flags: play on, a set piece of the agent's side, one of the other side. */
final class PlayModes {
    private PlayModes() {}

    static void write(FeatureWriter out, int f, World world, Side side) {
        PlayMode mode = world.playMode();
        out.flag(f, mode.isPlayOn());
        boolean setPiece = mode.sided() && !mode.isPlayOn();
        out.flag(f + 1, setPiece && world.playModeSide() == side);
        out.flag(f + 2, setPiece && world.playModeSide() == side.opponent());
    }
}
