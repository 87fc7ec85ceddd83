package org.pitch.api.world;

import java.util.List;

/**
 * The state of one match as models, rules and sensors see it. The kernel owns the only
 * implementation; everything else receives it as a parameter, on the simulation thread.
 */
@org.osgi.annotation.versioning.ProviderType
public interface World {
    Ball ball();

    /** Players on the field, in a stable order (left team by unum, then right team). */
    List<Player> players();

    /** The player with that uniform number, or {@code null}. */
    Player player(Side side, int unum);

    /**
     * Nobody holds the ball any more: a goalie who caught it lets go (a kick or tackle takes it, a
     * set play or the trainer moves it, the referee waits), as rcssserver clears its ball catcher.
     */
    default void releaseBall() {
        List<Player> players = players();
        for (int i = 0, n = players.size(); i < n; i++) players.get(i).holdingBall(false);
    }

    /** The team on that side, or {@code null} while nobody of that side has connected. */
    Team team(Side side);

    PlayMode playMode();

    /** The side a sided play mode is awarded to; NEUTRAL otherwise. */
    Side playModeSide();

    /** The game clock in cycles; it stands still outside play. */
    int time();

    /**
     * rcssserver's "side to kick off": the side the ball was last given to. The awarded side of a
     * kick-off, kick-in, free kick, corner or goal kick; the offender's opponent while the referee
     * waits after an offside, foul, fault or illegal defence; the side that conceded after a goal;
     * NEUTRAL after a drop ball; before a kick-off at a half's start, the side that kicks off that
     * half. Referees keep the other side clear of the ball by it. Hand-built worlds (test
     * fixtures) may leave the default, the play mode's side.
     */
    default Side kickOffSide() { return playModeSide(); }

    /**
     * Cycles the clock has stood still since it last moved: before kick-off, while waiting after a
     * goal, offside, foul and the like, after time over. 0 while the clock runs.
     */
    int stoppageTime();

    /** Cycles simulated so far, including those when the clock stood still. */
    long step();

    /**
     * The side a team token names as a player of side {@code viewer} writes it in a command:
     * {@code our}, {@code opp}, {@code l}/{@code left}, {@code r}/{@code right} or a team name;
     * {@code null} when it names no team of this match.
     */
    default Side sideNamed(String token, Side viewer) {
        if (token == null) return null;
        switch (token) {
            case "our": return viewer;
            case "opp": return viewer.opponent();
            case "l": case "left": return Side.LEFT;
            case "r": case "right": return Side.RIGHT;
            default:
                for (Side s : new Side[] {Side.LEFT, Side.RIGHT}) {
                    Team t = team(s);
                    if (t != null && token.equals(t.name())) return s;
                }
                return null;
        }
    }

    /** The player types of this match; index = type id. */
    List<PlayerType> playerTypes();

    /**
     * Where rcssserver's idle object of a slot nobody plays stands: its bench spot
     * ({@link org.pitch.api.geom.FieldGeometry#benchX}, {@code BENCH_Y}) until a trainer
     * {@linkplain #moveIdle moves} it. Monitors show it there, and a player connecting to the slot
     * starts from it.
     */
    default double idleX(Side side, int unum) { return org.pitch.api.geom.FieldGeometry.benchX(side, unum); }
    default double idleY(Side side, int unum) { return org.pitch.api.geom.FieldGeometry.BENCH_Y; }

    /** The idle object's body direction in degrees: 0 unless a trainer turned it. */
    default double idleBody(Side side, int unum) { return 0; }

    /** A trainer's {@code (move (player TEAM N) ...)} of a slot nobody plays (a world without idle objects ignores it). */
    default void moveIdle(Side side, int unum, double x, double y, double bodyDegrees) {}
}
