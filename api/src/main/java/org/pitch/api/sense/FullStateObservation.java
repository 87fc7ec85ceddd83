package org.pitch.api.sense;

import org.pitch.api.world.Player;
import org.pitch.api.world.World;

/**
 * What {@code fullstate} tells a player when {@code fullstate_l}/{@code fullstate_r} is on for its
 * side: the world as it is, without noise, plus the receiver's own body state. Nothing is
 * computed for it, so no sensor model is involved; the codec prints it.
 */
public record FullStateObservation(int time, World world, Player receiver, BodyObservation body) {
    /** Whether players of that side get the full state each cycle ({@code fullstate_l}, {@code fullstate_r}). */
    public static boolean sentTo(org.pitch.api.world.Side side, org.pitch.api.param.Parameters p) {
        return p.bool(side == org.pitch.api.world.Side.LEFT ? org.pitch.api.param.ServerParam.FULLSTATE_L
                : org.pitch.api.param.ServerParam.FULLSTATE_R);
    }

}
