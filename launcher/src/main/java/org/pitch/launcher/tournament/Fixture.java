package org.pitch.launcher.tournament;

import java.util.Locale;

/**
 * One match of a tournament: which round, its place in the round's job array, who plays on
 * which side, and its seed.
 *
 * @param round the round, from 1
 * @param index the task's index in the round (a Slurm array index, a Kubernetes completion index), from 0
 * @param number the match's number over the whole tournament, from 1
 * @param left the team on the left
 * @param right the team on the right
 * @param seed its {@code pitch.seed}
 */
public record Fixture(int round, int index, int number, String left, String right, long seed) {
    /** The match's folder below its round's. */
    public String folder() {
        return String.format(Locale.ROOT, "match-%03d", index);
    }

    /** The round's folder below the tournament's. */
    public static String roundFolder(int round) {
        return "round-" + round;
    }
}
