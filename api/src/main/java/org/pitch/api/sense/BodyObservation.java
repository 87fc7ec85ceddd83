package org.pitch.api.sense;

import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;

/**
 * What {@code sense_body} reports; each protocol version's codec prints the subset its version
 * has (manual §4.3.3). Directions in degrees relative to the body, speeds in m/cycle.
 */
public record BodyObservation(
        int time,
        ViewQuality viewQuality, ViewWidth viewWidth,
        double stamina, double effort, double capacity,
        double speed, double speedDirection, double neckDirection,
        int[] counters,
        int armMovable, int armExpires, double armTargetDistance, double armTargetDirection, int armCount,
        String focusSide, int focusUnum, int focusCount,
        int tackleExpires, int tackleCount,
        String collision,
        int foulCharged, String card,
        double focusPointDistance, double focusPointDirection) {
}
