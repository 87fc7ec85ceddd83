package org.pitch.monitors;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeMap;

import org.pitch.api.coach.CoachCommand;
import org.pitch.api.world.Side;

/**
 * The tiles of the teams' graphics, as online coaches sent them before the kick-off: one per
 * side and (X, Y), a later tile replacing an earlier one. rcssserver hands monitors the tiles in
 * its own order: the left team first, then the right, each by descending X, then descending Y.
 */
public final class TeamGraphics {
    /** One tile of one side's graphic. */
    public record Tile(Side side, CoachCommand.TeamGraphic graphic) {}

    private static final Comparator<long[]> DESCENDING = Comparator.<long[]>comparingLong(k -> -k[0]).thenComparingLong(k -> -k[1]);
    private final List<TreeMap<long[], Tile>> bySide = List.of(new TreeMap<>(DESCENDING), new TreeMap<>(DESCENDING));
    private int version;

    public void put(Side side, CoachCommand.TeamGraphic g) {
        bySide.get(side.ordinal()).put(new long[] {g.x(), g.y()}, new Tile(side, g));
        version++;
    }

    /** Every tile in rcssserver's order. */
    public List<Tile> all() {
        List<Tile> out = new ArrayList<>();
        for (TreeMap<long[], Tile> m : bySide) out.addAll(m.values());
        return out;
    }

    /** Changes so far: a monitor that has seen this many need not look again. */
    public int version() { return version; }

    public boolean isEmpty() { return bySide.get(0).isEmpty() && bySide.get(1).isEmpty(); }
}
