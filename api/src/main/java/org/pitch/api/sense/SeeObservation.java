package org.pitch.api.sense;

import java.util.Arrays;
import java.util.List;

import org.pitch.api.sense.SeenObject.Kind;

/**
 * One {@code see} message's content, objects in the order they are printed. The vision sensor
 * fills it and the codec prints it straight after; the simulation thread keeps one and refills it
 * for every see, so that a see allocates nothing per object (about 60 objects, 22 players, most
 * cycles). Not thread-safe. Equal when time and objects are.
 */
public final class SeeObservation {
    private int time;
    private int size;
    private Entry[] entries = new Entry[0];

    /** Empty, at time 0. */
    public SeeObservation() {}

    /** Holding copies of {@code objects}: for tests and diagnostics. */
    public SeeObservation(int time, List<SeenObject> objects) {
        start(time);
        for (SeenObject o : objects) add(o);
    }

    /** Empties it for the see of cycle {@code time}. */
    public void start(int time) {
        this.time = time;
        this.size = 0;
    }

    public int time() { return time; }

    public int size() { return size; }

    /** The {@code i}th object; the entry is reused once the observation is started again. */
    public Sighting get(int i) {
        if (i < 0 || i >= size) throw new IndexOutOfBoundsException(i + " of " + size);
        return entries[i];
    }

    /** A landmark, the ball, a line or an anonymous player: no team, number, facing or arm. */
    public void add(Kind kind, String name, boolean anonymous, double distance, double direction,
                    double distanceChange, double directionChange) {
        add(kind, name, anonymous, null, 0, false, distance, direction, distanceChange, directionChange,
                Double.NaN, Double.NaN, Double.NaN, false, false);
    }

    /** One object, its fields as {@link SeenObject}'s. */
    public void add(Kind kind, String name, boolean anonymous, String team, int unum, boolean goalie,
                    double distance, double direction, double distanceChange, double directionChange,
                    double bodyDirection, double headDirection, double pointDirection, boolean tackling, boolean kicking) {
        Entry e = next();
        e.kind = kind;
        e.name = name;
        e.anonymous = anonymous;
        e.team = team;
        e.unum = unum;
        e.goalie = goalie;
        e.distance = distance;
        e.direction = direction;
        e.distanceChange = distanceChange;
        e.directionChange = directionChange;
        e.bodyDirection = bodyDirection;
        e.headDirection = headDirection;
        e.pointDirection = pointDirection;
        e.tackling = tackling;
        e.kicking = kicking;
    }

    public void add(SeenObject o) {
        add(o.kind(), o.name(), o.anonymous(), o.team(), o.unum(), o.goalie(), o.distance(), o.direction(),
                o.distanceChange(), o.directionChange(), o.bodyDirection(), o.headDirection(), o.pointDirection(),
                o.tackling(), o.kicking());
    }

    /** Copies of the objects as values. */
    public List<SeenObject> objects() {
        SeenObject[] values = new SeenObject[size];
        for (int i = 0; i < size; i++) values[i] = entries[i].value();
        return List.of(values);
    }

    private Entry next() {
        if (size == entries.length) {
            entries = Arrays.copyOf(entries, Math.max(64, 2 * size));
            for (int i = size; i < entries.length; i++) entries[i] = new Entry();
        }
        return entries[size++];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SeeObservation s && s.time == time && s.objects().equals(objects());
    }

    @Override
    public int hashCode() { return 31 * time + objects().hashCode(); }

    @Override
    public String toString() { return "SeeObservation[time=" + time + ", objects=" + objects() + "]"; }

    /** One reused slot. */
    private static final class Entry implements Sighting {
        Kind kind;
        String name;
        boolean anonymous;
        String team;
        int unum;
        boolean goalie;
        double distance, direction, distanceChange, directionChange, bodyDirection, headDirection, pointDirection;
        boolean tackling, kicking;

        SeenObject value() {
            return new SeenObject(kind, name, anonymous, team, unum, goalie, distance, direction, distanceChange,
                    directionChange, bodyDirection, headDirection, pointDirection, tackling, kicking);
        }

        @Override public Kind kind() { return kind; }
        @Override public String name() { return name; }
        @Override public boolean anonymous() { return anonymous; }
        @Override public String team() { return team; }
        @Override public int unum() { return unum; }
        @Override public boolean goalie() { return goalie; }
        @Override public double distance() { return distance; }
        @Override public double direction() { return direction; }
        @Override public double distanceChange() { return distanceChange; }
        @Override public double directionChange() { return directionChange; }
        @Override public double bodyDirection() { return bodyDirection; }
        @Override public double headDirection() { return headDirection; }
        @Override public double pointDirection() { return pointDirection; }
        @Override public boolean tackling() { return tackling; }
        @Override public boolean kicking() { return kicking; }
    }
}
