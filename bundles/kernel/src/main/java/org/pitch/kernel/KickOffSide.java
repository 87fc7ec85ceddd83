package org.pitch.kernel;

import org.pitch.api.param.MatchTime;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;

/**
 * rcssserver's {@code Stadium::kickOffSide()}: the side the ball was last given to. It is the
 * awarded side of a kick-off, kick-in, free kick, corner or goal kick; the opponent of the
 * offender during the waits after an offside, foul, fault or illegal defence; the side that
 * conceded after a goal; nobody's after a drop ball; and, before a kick-off, the side kicking off
 * the coming half (left in the first). Play-on leaves it as it was.
 *
 * <p>The world names a side only for sided modes, so this follows the mode changes; before
 * kick-off at a half's start it uses the half count as rcssserver's time referee does. The kernel
 * keeps one per match and {@link org.pitch.api.world.World#kickOffSide()} reads it.
 */
final class KickOffSide {
    private Side side = Side.LEFT;

    void reset() { side = Side.LEFT; }

    void modeChanged(PlayMode mode, Side modeSide) {
        Side given = sideGivenBy(mode, modeSide);
        if (given != null) side = given;
    }

    /**
     * The side now: the one the current mode gives the ball to if it does; before kick-off at the
     * start of a half, the side that kicks off that half; otherwise the last one given.
     */
    Side current(Parameters p, PlayMode mode, Side modeSide, int time) {
        Side given = sideGivenBy(mode, modeSide);
        if (given != null) return given;
        if (mode == PlayMode.BEFORE_KICK_OFF) {
            Side halfStart = sideOfHalfStartingAt(p, time);
            if (halfStart != null) return halfStart;
        }
        return side;
    }

    /** The side a mode gives the ball to, or {@code null} if it leaves the side as it was. */
    private static Side sideGivenBy(PlayMode mode, Side modeSide) {
        if (mode.isStoppage()) return modeSide.opponent();
        switch (mode) {
            case KICK_OFF: case KICK_IN: case FREE_KICK: case INDIRECT_FREE_KICK: case CORNER_KICK: case GOAL_KICK:
                return modeSide;
            case DROP_BALL:
                return Side.NEUTRAL;
            default:
                return null;
        }
    }

    /**
     * Halves alternate, left first: the side kicking off the half that starts at {@code time}, or
     * {@code null} if no half starts then. Extra halves continue the count of the normal ones.
     */
    static Side sideOfHalfStartingAt(Parameters p, int time) {
        int half = MatchTime.cycles(p, ServerParam.HALF_TIME);
        if (half <= 0) return time == 0 ? Side.LEFT : null;
        int normalHalves = p.integer(ServerParam.NR_NORMAL_HALFS);
        int normalTime = half * normalHalves;
        int count;
        if (time <= normalTime) {
            if (time % half != 0) return null;
            count = time / half;
        } else {
            int extra = MatchTime.cycles(p, ServerParam.EXTRA_HALF_TIME);
            if (extra <= 0 || (time - normalTime) % extra != 0) return null;
            count = normalHalves + (time - normalTime) / extra;
        }
        return count % 2 == 0 ? Side.LEFT : Side.RIGHT;
    }

}
