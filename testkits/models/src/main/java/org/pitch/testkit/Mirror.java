package org.pitch.testkit;

import org.pitch.api.geom.Angles;
import org.pitch.api.world.MovingObject;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * A scene written once as the left team sees the field, "we" playing towards +x, and played by
 * either team: for the right team the scene turns half a circle about the centre spot, every
 * point (x, y) becomes (-x, -y), every direction turns by 180° and the teams swap sides, so the
 * right team finds itself exactly where the left one stood. Readings go back into the scene's
 * frame with the same arithmetic, so a test asserts the same numbers for both sides.
 *
 * <pre>{@code
 * @ParameterizedTest @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
 * void kick(Side side) {
 *     Mirror s = new Mirror(side);
 *     Player p = s.player(f, 1, 10, 5, 30);
 *     ...
 *     assertEquals(2.7, s.x(f.ball.ax()), 1e-9);
 * }
 * }</pre>
 *
 * The rule scenes' {@code MatchScene} is this mirror bound to a running match.
 */
public class Mirror {
    private final Side us;

    /** The scene as team {@code us} plays it. */
    public Mirror(Side us) {
        if (us == Side.NEUTRAL) throw new IllegalArgumentException("a scene is played by a team");
        this.us = us;
    }

    /** The side playing the scene's "we" (the left team of the scene as written). */
    public Side us() { return us; }

    /** The side playing the scene's opponents. */
    public Side them() { return us.opponent(); }

    /** +1 when we are the left team, -1 when the scene is mirrored. */
    public int sign() { return us.sign(); }

    /** A scene x in field coordinates, or a field x read back into the scene (the same arithmetic). */
    public double x(double x) { return sign() * x; }

    /** A scene y in field coordinates, or a field y read back into the scene. */
    public double y(double y) { return sign() * y; }

    /** A scene direction on the field, or a field direction read back into the scene. */
    public double direction(double degrees) {
        return us == Side.LEFT ? degrees : Angles.normalize(degrees + 180.0);
    }

    /** Our player, of the world's first type, at the scene's (x, y), facing the scene's {@code body}. */
    public Player player(TestWorld w, int unum, double x, double y, double body) {
        return w.player(us, unum, x(x), y(y), direction(body));
    }

    /** An opponent, of the world's first type, at the scene's (x, y), facing the scene's {@code body}. */
    public Player opponent(TestWorld w, int unum, double x, double y, double body) {
        return w.player(them(), unum, x(x), y(y), direction(body));
    }

    /** Moves an object to the scene's (x, y), velocity kept. */
    public void place(MovingObject o, double x, double y) { o.position(x(x), y(y)); }

    /** Puts an object at the scene's (x, y) with the scene's velocity. */
    public void place(MovingObject o, double x, double y, double vx, double vy) {
        o.position(x(x), y(y));
        o.velocity(x(vx), y(vy));
    }

    /** Turns a player to the scene's body direction. */
    public void face(Player p, double sceneDirection) { p.bodyDirection(direction(sceneDirection)); }

    public double x(MovingObject o) { return x(o.x()); }
    public double y(MovingObject o) { return y(o.y()); }
    public double vx(MovingObject o) { return x(o.vx()); }
    public double vy(MovingObject o) { return y(o.vy()); }
    public double ax(MovingObject o) { return x(o.ax()); }
    public double ay(MovingObject o) { return y(o.ay()); }
}
