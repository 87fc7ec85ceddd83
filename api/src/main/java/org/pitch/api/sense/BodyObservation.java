package org.pitch.api.sense;

import java.util.Arrays;
import java.util.Objects;

import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;

/**
 * What {@code sense_body} reports; each protocol version's codec prints the subset its version
 * has (manual §4.3.3). Directions in degrees relative to the body, speeds in m/cycle.
 *
 * <p>A value with a record's accessors, equality and text, but not a record: the kernel keeps one
 * and a {@link BodySensor} {@linkplain #set refills} it for each player every cycle, so that
 * sending 22 {@code sense_body}s a cycle allocates nothing. Whoever is handed one reads it
 * before the next observation and keeps nothing of it; {@link #counters()} is the observation's
 * own array, indexed by {@code CommandKind.ordinal()}, not to be written.
 */
public final class BodyObservation {
    private int time;
    private ViewQuality viewQuality;
    private ViewWidth viewWidth;
    private double stamina;
    private double effort;
    private double capacity;
    private double speed;
    private double speedDirection;
    private double neckDirection;
    private int[] counters;
    private int armMovable;
    private int armExpires;
    private double armTargetDistance;
    private double armTargetDirection;
    private int armCount;
    private String focusSide;
    private int focusUnum;
    private int focusCount;
    private int tackleExpires;
    private int tackleCount;
    private String collision;
    private int foulCharged;
    private String card;
    private double focusPointDistance;
    private double focusPointDirection;

    /** An empty observation to be {@linkplain #set filled}: {@code new BodyObservation().set(...)}. */
    public BodyObservation() {}

    /** Replaces every value; {@code counters} becomes this observation's array (pass {@link #counters()} back to reuse it). */
    public BodyObservation set(
            int time, ViewQuality viewQuality, ViewWidth viewWidth,
            double stamina, double effort, double capacity,
            double speed, double speedDirection, double neckDirection,
            int[] counters,
            int armMovable, int armExpires, double armTargetDistance, double armTargetDirection, int armCount,
            String focusSide, int focusUnum, int focusCount,
            int tackleExpires, int tackleCount,
            String collision,
            int foulCharged, String card,
            double focusPointDistance, double focusPointDirection) {
        this.time = time;
        this.viewQuality = viewQuality;
        this.viewWidth = viewWidth;
        this.stamina = stamina;
        this.effort = effort;
        this.capacity = capacity;
        this.speed = speed;
        this.speedDirection = speedDirection;
        this.neckDirection = neckDirection;
        this.counters = counters;
        this.armMovable = armMovable;
        this.armExpires = armExpires;
        this.armTargetDistance = armTargetDistance;
        this.armTargetDirection = armTargetDirection;
        this.armCount = armCount;
        this.focusSide = focusSide;
        this.focusUnum = focusUnum;
        this.focusCount = focusCount;
        this.tackleExpires = tackleExpires;
        this.tackleCount = tackleCount;
        this.collision = collision;
        this.foulCharged = foulCharged;
        this.card = card;
        this.focusPointDistance = focusPointDistance;
        this.focusPointDirection = focusPointDirection;
        return this;
    }

    public int time() { return time; }
    public ViewQuality viewQuality() { return viewQuality; }
    public ViewWidth viewWidth() { return viewWidth; }
    public double stamina() { return stamina; }
    public double effort() { return effort; }
    public double capacity() { return capacity; }
    public double speed() { return speed; }
    public double speedDirection() { return speedDirection; }
    public double neckDirection() { return neckDirection; }
    public int[] counters() { return counters; }
    public int armMovable() { return armMovable; }
    public int armExpires() { return armExpires; }
    public double armTargetDistance() { return armTargetDistance; }
    public double armTargetDirection() { return armTargetDirection; }
    public int armCount() { return armCount; }
    public String focusSide() { return focusSide; }
    public int focusUnum() { return focusUnum; }
    public int focusCount() { return focusCount; }
    public int tackleExpires() { return tackleExpires; }
    public int tackleCount() { return tackleCount; }
    public String collision() { return collision; }
    public int foulCharged() { return foulCharged; }
    public String card() { return card; }
    public double focusPointDistance() { return focusPointDistance; }
    public double focusPointDirection() { return focusPointDirection; }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof BodyObservation o)) return false;
        return time == o.time
                && Objects.equals(viewQuality, o.viewQuality)
                && Objects.equals(viewWidth, o.viewWidth)
                && Double.compare(stamina, o.stamina) == 0
                && Double.compare(effort, o.effort) == 0
                && Double.compare(capacity, o.capacity) == 0
                && Double.compare(speed, o.speed) == 0
                && Double.compare(speedDirection, o.speedDirection) == 0
                && Double.compare(neckDirection, o.neckDirection) == 0
                && Arrays.equals(counters, o.counters)
                && armMovable == o.armMovable
                && armExpires == o.armExpires
                && Double.compare(armTargetDistance, o.armTargetDistance) == 0
                && Double.compare(armTargetDirection, o.armTargetDirection) == 0
                && armCount == o.armCount
                && Objects.equals(focusSide, o.focusSide)
                && focusUnum == o.focusUnum
                && focusCount == o.focusCount
                && tackleExpires == o.tackleExpires
                && tackleCount == o.tackleCount
                && Objects.equals(collision, o.collision)
                && foulCharged == o.foulCharged
                && Objects.equals(card, o.card)
                && Double.compare(focusPointDistance, o.focusPointDistance) == 0
                && Double.compare(focusPointDirection, o.focusPointDirection) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hash(time, viewQuality, viewWidth, stamina, effort, capacity, speed, speedDirection, neckDirection, armMovable, armExpires, armTargetDistance, armTargetDirection, armCount, focusSide, focusUnum, focusCount, tackleExpires, tackleCount, collision, foulCharged, card, focusPointDistance, focusPointDirection) + Arrays.hashCode(counters);
    }

    @Override
    public String toString() {
        return "BodyObservation[" + "time=" + time + ", " + "viewQuality=" + viewQuality + ", " + "viewWidth=" + viewWidth + ", " + "stamina=" + stamina + ", " + "effort=" + effort + ", " + "capacity=" + capacity + ", " + "speed=" + speed + ", " + "speedDirection=" + speedDirection + ", " + "neckDirection=" + neckDirection + ", " + "counters=" + Arrays.toString(counters) + ", " + "armMovable=" + armMovable + ", " + "armExpires=" + armExpires + ", " + "armTargetDistance=" + armTargetDistance + ", " + "armTargetDirection=" + armTargetDirection + ", " + "armCount=" + armCount + ", " + "focusSide=" + focusSide + ", " + "focusUnum=" + focusUnum + ", " + "focusCount=" + focusCount + ", " + "tackleExpires=" + tackleExpires + ", " + "tackleCount=" + tackleCount + ", " + "collision=" + collision + ", " + "foulCharged=" + foulCharged + ", " + "card=" + card + ", " + "focusPointDistance=" + focusPointDistance + ", " + "focusPointDirection=" + focusPointDirection + "]";
    }
}
