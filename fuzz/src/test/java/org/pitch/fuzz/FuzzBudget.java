package org.pitch.fuzz;

/**
 * The budget of each fuzz target in a build (with {@code JAZZER_FUZZ=1}, as the build's fuzz
 * executions run them): whichever comes first. Longer runs go through {@code fuzz/fuzz-long}.
 */
public final class FuzzBudget {
    private FuzzBudget() {}

    public static final long EXECUTIONS = 1_000_000;
    public static final String DURATION = "20s";
}
