package org.pitch.protocol.clang.tree;

/** The play modes a {@code (playm MODE)} condition names, relative to the coach's team. */
public enum ClangPlayMode {
    BEFORE_KICK_OFF("bko"), TIME_OVER("time_over"), PLAY_ON("play_on"),
    KICK_OFF_OUR("ko_our"), KICK_OFF_OPP("ko_opp"),
    KICK_IN_OUR("ki_our"), KICK_IN_OPP("ki_opp"),
    FREE_KICK_OUR("fk_our"), FREE_KICK_OPP("fk_opp"),
    CORNER_KICK_OUR("ck_our"), CORNER_KICK_OPP("ck_opp"),
    GOAL_KICK_OUR("gk_our"), GOAL_KICK_OPP("gk_opp"),
    GOALIE_CATCH_OUR("gc_our"), GOALIE_CATCH_OPP("gc_opp"),
    AFTER_GOAL_OUR("ag_our"), AFTER_GOAL_OPP("ag_opp");

    private final String word;

    ClangPlayMode(String word) { this.word = word; }

    /** The CLang keyword, e.g. {@code ko_our}. */
    public String word() { return word; }
}
