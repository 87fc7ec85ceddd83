package org.pitch.protocol.clang.tree;

/** Whose players a construct means, from the coach's point of view. */
public enum Team {
    OUR("our"), OPP("opp");

    private final String word;

    Team(String word) { this.word = word; }

    /** {@code our} or {@code opp}. */
    public String word() { return word; }
}
