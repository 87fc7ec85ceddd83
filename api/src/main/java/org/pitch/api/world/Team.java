package org.pitch.api.world;

/**
 * A team's name, side, score and penalty shoot-out record. Created when the team's first player
 * connects.
 */
public final class Team {
    private final Side side;
    private final String name;
    private String publicName;
    private int score;
    private int penaltyScore;
    private int penaltyMiss;
    private boolean penaltyWinner;

    public Team(Side side, String name) { this.side = side; this.name = name; this.publicName = name; }

    public Side side() { return side; }
    public String name() { return name; }

    /**
     * The name the opponent sees (in see, hear, coach messages): the real name unless anonymous
     * mode ({@code server::fixed_teamname_l}/{@code _r}) replaced it.
     */
    public String publicName() { return publicName; }
    public void publicName(String n) { publicName = n; }

    /** The name as a client of side {@code viewer} (NEUTRAL: monitors, logs) sees it. */
    public String nameSeenBy(Side viewer) { return viewer == side || viewer == Side.NEUTRAL ? name : publicName; }

    public int score() { return score; }
    public void score(int s) { score = s; }

    /** Penalty kicks scored in the shoot-out. */
    public int penaltyScore() { return penaltyScore; }
    public void penaltyScore(int s) { penaltyScore = s; }
    /** Penalty kicks missed in the shoot-out. */
    public int penaltyMiss() { return penaltyMiss; }
    public void penaltyMiss(int m) { penaltyMiss = m; }
    public int penaltyTaken() { return penaltyScore + penaltyMiss; }
    /** Whether this team won the shoot-out by lot ({@code pen_random_winner}), as rcssserver's penaltyWon. */
    public boolean penaltyWinner() { return penaltyWinner; }
    public void penaltyWinner(boolean w) { penaltyWinner = w; }
}
