package org.pitch.replay;

import org.pitch.api.world.Side;

/**
 * One player as a show records it. Directions are in degrees; {@code state} holds rcssserver's
 * player state bits ({@code 0x9} a standing goalie); {@code counts} the command counts in the
 * show's order (kick, dash, turn, catch, move, turn_neck, change_view, say, tackle, pointto,
 * attentionto, change_focus), 0 where the log version does not record one. A value the log version
 * does not record is {@link Double#NaN} ({@code capacity} before log 5) or 0 (the focus point
 * outside log 6).
 */
public record SlotRecord(int type, int state,
                         double x, double y, double vx, double vy, double body, double neck,
                         boolean pointing, double armX, double armY,
                         boolean highQuality, double viewAngle, double focusDistance, double focusDirection,
                         double stamina, double effort, double recovery, double capacity,
                         Side attentionSide, int attentionUnum, int[] counts) {
    /** The number of command counts a show can carry. */
    public static final int COUNTS = 12;
}
