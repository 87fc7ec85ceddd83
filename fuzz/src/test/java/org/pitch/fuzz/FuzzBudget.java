package org.pitch.fuzz;

/**
 * The budget of each fuzz target in a build (with {@code JAZZER_FUZZ=1}, as the build's fuzz
 * executions run them): whichever comes first. The build's pass only looks for what a change
 * broke near the seeds and kept findings, at a few seconds a target so that the whole suite stays
 * within its five minutes; the depth is {@code fuzz/fuzz-long}'s (600 s a target by default).
 */
public final class FuzzBudget {
    private FuzzBudget() {}

    public static final long EXECUTIONS = 1_000_000;
    public static final String DURATION = "3s";
}
