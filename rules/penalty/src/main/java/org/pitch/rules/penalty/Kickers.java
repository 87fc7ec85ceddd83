package org.pitch.rules.penalty;

/**
 * The uniform numbers of one team that have taken a kick in this round of the shoot-out. Every
 * player must kick before anyone kicks again: once all eleven have, a new round begins.
 */
final class Kickers {
    /** A full team: when this many have kicked, everybody may kick again. */
    static final int TEAM_SIZE = 11;

    private final boolean[] kicked = new boolean[64];
    private int count;

    boolean contains(int unum) { return unum >= 0 && unum < kicked.length && kicked[unum]; }

    void add(int unum) {
        if (unum < 0 || unum >= kicked.length || kicked[unum]) return;
        kicked[unum] = true;
        if (++count == TEAM_SIZE) clear();
    }

    int count() { return count; }

    void clear() {
        java.util.Arrays.fill(kicked, false);
        count = 0;
    }
}
