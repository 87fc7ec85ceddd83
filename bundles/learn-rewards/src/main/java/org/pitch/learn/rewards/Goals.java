package org.pitch.learn.rewards;

import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.world.Side;

/** Where the goal a side attacks is: the left side attacks +x, the right side −x. */
final class Goals {
    private Goals() {}

    /** x of the centre of the goal {@code side} attacks (its y is 0). */
    static double attackedX(Side side) { return FieldGeometry.HALF_LENGTH * side.sign(); }
}
