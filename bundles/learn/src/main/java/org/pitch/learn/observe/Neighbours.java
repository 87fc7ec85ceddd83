package org.pitch.learn.observe;

import org.pitch.api.world.Player;

/** The roster's other players of one side sorted by distance from an agent, without allocating per step. */
final class Neighbours {
    private final int[] index;
    private final double[] distance;
    private int count;

    Neighbours(int rosterSize) {
        index = new int[rosterSize];
        distance = new double[rosterSize];
    }

    /** Teammates ({@code sameSide}) or opponents of the player {@code self}, nearest first; ties by roster order. */
    void sort(Scene scene, int self, boolean sameSide) {
        Player me = scene.player(self);
        count = 0;
        for (int i = 0, n = scene.players(); i < n; i++) {
            if (i == self) continue;
            Player p = scene.player(i);
            if ((p.side() == me.side()) != sameSide || !p.enabled()) continue;
            double d = me.distanceTo(p);
            int j = count++;
            while (j > 0 && distance[j - 1] > d) { // insertion sort: stable, at most 21 players
                distance[j] = distance[j - 1];
                index[j] = index[j - 1];
                j--;
            }
            distance[j] = d;
            index[j] = i;
        }
    }

    int count() { return count; }

    int get(int slot) { return index[slot]; }
}
