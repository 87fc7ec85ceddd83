package org.pitch.testkit;

import org.pitch.api.geom.Angles;
import org.pitch.api.world.MovingObject;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * A model scene written once as the left team sees the field and played by either team: for the
 * right team every point (x, y) of the scene becomes (-x, -y) on the field and every direction
 * turns by 180°, so a right player finds itself where the left one stood, relative to its own
 * goal. Readings go back into the scene's frame with the same arithmetic, so a test asserts the
 * same numbers for both sides.
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
 */
public record Mirror(Side side) {
    public Mirror {
        if (side == Side.NEUTRAL) throw new IllegalArgumentException("a scene is played by a team");
    }

    /** +1 for the left team, -1 for the right. */
    public int sign() { return side.sign(); }

    /** The other team's side. */
    public Side opponent() { return side.opponent(); }

    /** A scene x (or a field x read back into the scene). */
    public double x(double x) { return side.sign() * x; }

    /** A scene y (or a field y read back into the scene). */
    public double y(double y) { return side.sign() * y; }

    /** A scene direction on the field, or a field direction read back into the scene. */
    public double direction(double degrees) {
        return side == Side.LEFT ? degrees : Angles.normalize(degrees + 180.0);
    }

    /** A player of this side at the scene's (x, y), facing the scene's {@code body}. */
    public Player player(ModelFixture f, int unum, double x, double y, double body) {
        return f.player(side, unum, x(x), y(y), direction(body));
    }

    /** A player of the other side at the scene's (x, y), facing the scene's {@code body}. */
    public Player opponent(ModelFixture f, int unum, double x, double y, double body) {
        return f.player(side.opponent(), unum, x(x), y(y), direction(body));
    }

    /** Puts an object at the scene's (x, y) with the scene's velocity. */
    public void place(MovingObject o, double x, double y, double vx, double vy) {
        o.position(x(x), y(y));
        o.velocity(x(vx), y(vy));
    }

    public double x(MovingObject o) { return x(o.x()); }
    public double y(MovingObject o) { return y(o.y()); }
    public double vx(MovingObject o) { return x(o.vx()); }
    public double vy(MovingObject o) { return y(o.vy()); }
    public double ax(MovingObject o) { return x(o.ax()); }
    public double ay(MovingObject o) { return y(o.ay()); }
}
