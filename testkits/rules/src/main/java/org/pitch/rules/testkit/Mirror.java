package org.pitch.rules.testkit;

import org.pitch.api.geom.Angles;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * A scene written once as the left team sees the field, "we" playing towards +x, and played for
 * either side. With {@code us == RIGHT} the scene is turned half a circle about the centre spot:
 * every point (x, y) becomes (-x, -y), every direction turns by 180°, and the teams swap sides, so
 * the right team finds itself exactly where the left team stood. Coordinates given to and read
 * from a mirror are in the scene's frame; a test asserts the same numbers for both sides.
 *
 * <pre>{@code
 * @ParameterizedTest @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
 * void offside(Side us) {
 *     Mirror s = Mirror.of(MatchFixture.with(""), us);
 *     Player passer = s.ours(9, 5, 0);
 *     ...
 *     assertEquals(List.of(PlayMode.OFFSIDE.wireName(s.us())), s.m().step());
 *     assertEquals(20, s.x(s.m().ball()), 1e-12);
 * }
 * }</pre>
 */
public final class Mirror {
    private final MatchFixture m;
    private final Side us;
    private final int sign;

    private Mirror(MatchFixture m, Side us) {
        if (us == Side.NEUTRAL) throw new IllegalArgumentException("a scene is played by a team");
        this.m = m;
        this.us = us;
        this.sign = us.sign();
    }

    /** The scene in {@code m} as team {@code us} plays it. */
    public static Mirror of(MatchFixture m, Side us) { return new Mirror(m, us); }

    public MatchFixture m() { return m; }

    /** The side playing the scene's "we" (the left team of the scene as written). */
    public Side us() { return us; }

    /** The side playing the scene's opponents. */
    public Side them() { return us.opponent(); }

    /** +1 when we are the left team, -1 when the scene is mirrored. */
    public int sign() { return sign; }

    /** Our player at the scene's (x, y), facing the opponent's goal (unum 1 is the goalie). */
    public Player ours(int unum, double x, double y) { return add(us, unum, x, y); }

    /** An opponent at the scene's (x, y), facing our goal (unum 1 is the goalie). */
    public Player theirs(int unum, double x, double y) { return add(them(), unum, x, y); }

    private Player add(Side side, int unum, double x, double y) {
        return m.add(side, side == Side.LEFT ? "Left" : "Right", unum, unum == 1, sign * x, sign * y);
    }

    /** Places the ball at the scene's (x, y) with the scene's velocity. */
    public void ball(double x, double y, double vx, double vy) {
        m.ball(sign * x, sign * y, sign * vx, sign * vy);
    }

    /** Moves a player to the scene's (x, y), as a test scene needs (velocity kept). */
    public void place(Player p, double x, double y) { p.position(sign * x, sign * y); }

    /** Turns a player to the scene's body direction. */
    public void face(Player p, double sceneDirection) { p.bodyDirection(direction(sceneDirection)); }

    /** A direction of the scene in field coordinates. */
    public double direction(double sceneDirection) {
        return sign > 0 ? sceneDirection : Angles.normalize(sceneDirection + 180.0);
    }

    /** The scene's x of a field x (the same arithmetic both ways). */
    public double x(double fieldX) { return sign * fieldX; }

    /** The scene's y of a field y. */
    public double y(double fieldY) { return sign * fieldY; }

    public double x(Player p) { return sign * p.x(); }
    public double y(Player p) { return sign * p.y(); }
    public double x(Ball b) { return sign * b.x(); }
    public double y(Ball b) { return sign * b.y(); }

    /** The scene's direction of a field direction. */
    public double sceneDirection(double fieldDirection) {
        return sign > 0 ? fieldDirection : Angles.normalize(fieldDirection + 180.0);
    }
}
