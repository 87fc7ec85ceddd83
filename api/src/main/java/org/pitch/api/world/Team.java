package org.pitch.api.world;

/** A team's name, side and score. Created when the team's first player connects. */
public final class Team {
    private final Side side;
    private final String name;
    private int score;
    private int penaltyScore;

    public Team(Side side, String name) { this.side = side; this.name = name; }

    public Side side() { return side; }
    public String name() { return name; }
    public int score() { return score; }
    public void score(int s) { score = s; }
    public int penaltyScore() { return penaltyScore; }
    public void penaltyScore(int s) { penaltyScore = s; }
}
