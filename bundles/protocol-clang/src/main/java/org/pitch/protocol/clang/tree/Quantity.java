package org.pitch.protocol.clang.tree;

/** What a comparison condition compares with a number. */
public enum Quantity {
    TIME("time"), OPP_GOALS("opp_goals"), OUR_GOALS("our_goals"), GOAL_DIFF("goal_diff");

    private final String word;

    Quantity(String word) { this.word = word; }

    public String word() { return word; }
}
