package org.pitch.kernel;

import org.pitch.api.param.MatchTime;
import org.pitch.api.param.Parameters;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;

/**
 * rcssserver's {@code Stadium::kickOffSide()}: the side the ball was last given to
 * ({@link PlayMode#ballGivenTo}), and before a kick-off the side kicking off the coming half
 * (left in the first). Play-on leaves it as it was.
 *
 * <p>The world names a side only for sided modes, so this follows the mode changes; before
 * kick-off at a half's start it uses the half count as rcssserver's time referee does. The kernel
 * keeps one per match and {@link org.pitch.api.world.World#kickOffSide()} reads it.
 */
final class KickOffSide {
    private Side side = Side.LEFT;

    void reset() { side = Side.LEFT; }

    void modeChanged(PlayMode mode, Side modeSide) {
        Side given = mode.ballGivenTo(modeSide);
        if (given != null) side = given;
    }

    /**
     * The side now: the one the current mode gives the ball to if it does; before kick-off at the
     * start of a half, the side that kicks off that half; otherwise the last one given.
     */
    Side current(Parameters p, PlayMode mode, Side modeSide, int time) {
        Side given = mode.ballGivenTo(modeSide);
        if (given != null) return given;
        if (mode.awaitsKickOff()) {
            Side halfStart = MatchTime.sideOfHalfStartingAt(p, time);
            if (halfStart != null) return halfStart;
        }
        return side;
    }
}
