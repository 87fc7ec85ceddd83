package org.pitch.launcher.tournament;

import java.util.ArrayList;
import java.util.List;

/**
 * Who plays whom. A round robin is one round: every pairing of two teams plays
 * {@code matches_per_pairing} matches, the first named team on the left in the first. The
 * pairings are ordered by the circle method, so that consecutive matches (run in parallel first)
 * spread over the teams. A knockout round pairs the remaining teams by seed, the best with the
 * worst; when their number is not a power of two the best seeds have a bye in the first round.
 */
public final class Schedule {
    private Schedule() {}

    /** The round robin's matches (round 1). */
    public static List<Fixture> roundRobin(List<String> teams, int perPairing, long seed) {
        List<String[]> pairings = new ArrayList<>();
        List<String> circle = new ArrayList<>(teams);
        if (circle.size() % 2 == 1) circle.add(null); // a bye
        int n = circle.size();
        for (int r = 0; r < n - 1; r++) {
            for (int i = 0; i < n / 2; i++) {
                String a = circle.get(i), b = circle.get(n - 1 - i);
                if (a == null || b == null) continue;
                // the earlier seed first, so that the first match of every pairing has it on the left
                pairings.add(teams.indexOf(a) < teams.indexOf(b) ? new String[] {a, b} : new String[] {b, a});
            }
            circle.add(1, circle.remove(n - 1)); // rotate all but the first
        }
        List<Fixture> fixtures = new ArrayList<>();
        for (int m = 0; m < perPairing; m++) {
            for (String[] p : pairings) {
                int index = fixtures.size();
                boolean swapped = m % 2 == 1;
                fixtures.add(new Fixture(1, index, index + 1, swapped ? p[1] : p[0], swapped ? p[0] : p[1], seed + index));
            }
        }
        return List.copyOf(fixtures);
    }

    /**
     * One knockout round.
     *
     * @param remaining the teams still in, in seeding order (best first)
     * @param firstNumber the number of this round's first match over the whole tournament
     * @return the pairings' matches; teams left out have a bye ({@link #byes})
     */
    public static List<Fixture> knockoutRound(int round, List<String> remaining, int perPairing, int firstNumber, long seed) {
        List<String> playing = remaining.subList(byes(remaining.size()), remaining.size());
        List<Fixture> fixtures = new ArrayList<>();
        int pairs = playing.size() / 2;
        for (int m = 0; m < perPairing; m++) {
            for (int i = 0; i < pairs; i++) {
                String best = playing.get(i), worst = playing.get(playing.size() - 1 - i);
                boolean swapped = m % 2 == 1;
                int index = fixtures.size(), number = firstNumber + index;
                fixtures.add(new Fixture(round, index, number, swapped ? worst : best, swapped ? best : worst, seed + number - 1));
            }
        }
        return List.copyOf(fixtures);
    }

    /** How many of {@code teams} (the best seeds) go to the next round without playing: up to the next power of two. */
    public static int byes(int teams) {
        int size = Integer.highestOneBit(teams);
        return size == teams ? 0 : 2 * size - teams;
    }
}
