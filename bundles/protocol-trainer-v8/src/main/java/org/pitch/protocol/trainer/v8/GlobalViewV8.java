package org.pitch.protocol.trainer.v8;

import org.pitch.api.geom.ArmVector;
import org.pitch.api.geom.Libm;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.world.Player;
import org.pitch.protocol.trainer.v7.GlobalViewV7;

/**
 * Versions 8 to 12: the periodic message adds, after a player's angles, the direction it points
 * to ({@code  POINT}, while its arm points) and {@code  t} while it lies after a tackle. The look
 * reply keeps the version 7 entry.
 */
public class GlobalViewV8 extends GlobalViewV7 {
    public static final GlobalViewV8 INSTANCE = new GlobalViewV8();

    protected GlobalViewV8() {}

    @Override
    protected void seeFlags(MessageOut out, Player p, long step) {
        if (pointing(p, step)) out.character(' ').integer(pointDirection(p));
        if (tackling(p, step)) out.text(" t");
    }

    /** rcssserver's {@code Arm::isPointing}, as the sensors decide it. */
    protected static boolean pointing(Player p, long step) {
        return p.pointing() && step < p.armExpiresAt();
    }

    protected static boolean tackling(Player p, long step) {
        return p.tackleUntil() > step;
    }

    /**
     * The global direction from the player to the spot it points at, in whole degrees (rounded,
     * normalised to [-180, 180]), computed as rcssserver's {@code calcPointDir} does: the spot
     * relative to the head (rotation through magnitude and heading), its heading, then neck and
     * body added back.
     */
    protected static int pointDirection(Player p) {
        double body = p.bodyRadians();
        double neck = p.neckRadians();
        double dx = p.armTargetX() - p.x(), dy = p.armTargetY() - p.y();
        double facing = body + neck;
        double relative = Libm.atan2(ArmVector.rotatedY(dx, dy, -facing), ArmVector.rotatedX(dx, dy, -facing));
        double degrees = Math.toDegrees(normalizeAngle(relative + neck + body));
        return (int) Math.rint(degrees);
    }
}
