package org.pitch.api.world;

/** View cone width (manual §4.3.2): the view angle is {@code visible_angle × 2 × factor}. */
public enum ViewWidth {
    NARROW("narrow", 0.5), NORMAL("normal", 1.0), WIDE("wide", 2.0);

    private final String wireName;
    private final double angleFactor;

    ViewWidth(String wireName, double angleFactor) { this.wireName = wireName; this.angleFactor = angleFactor; }

    public String wireName() { return wireName; }
    public double angleFactor() { return angleFactor; }
}
