package org.pitch.model.kick;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.command.Kick;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.model.collision.StandardCollision;
import org.pitch.testkit.Mirror;

/**
 * The kick and the goal posts from both teams' ends: each scene is written for a left player and
 * played again by a right player turned half a circle about the centre spot ({@link Mirror}).
 * rcssserver's kick works in the kicker's body frame ({@code angleBodyCommitted}), and its posts
 * are found by the signs of x and y ({@code nearestPost}), so everything comes out mirrored; the
 * kick noise factor is the kicker's team's ({@code kick_rand_factor_l/_r} under
 * {@code team_actuator_noise}), tested in {@link StandardKickTest}.
 */
class KickSidesTest {
    private static final double EPS = 1e-9;
    private static final double TOUCH = 0.3 + 0.085;
    /** Post centres with rcssserver 19 defaults: x = ±(52.5 − 0.06), y = ±(14.02/2 + 0.06). */
    private static final double PX = 52.44, PY = 7.07;

    private final StandardKick kick = new StandardKick();
    private final StandardCollision collision = new StandardCollision();

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aKickIsInTheKickersBodyFrame(Side side) {
        Fixture f = Fixture.noiseFree();
        Mirror s = new Mirror(side);
        Player p = s.player(f, 7, 10, 5, 30);
        double a = Math.toRadians(30);
        s.place(f.ball, 10 + TOUCH * Math.cos(a), 5 + TOUCH * Math.sin(a), 0, 0);
        assertTrue(kick.apply(f, p, new Kick(100, 60)));
        assertEquals(0, s.x(f.ball.ax()), EPS, "body 30° + direction 60° = 90° in the scene");
        assertEquals(2.7, s.y(f.ball.ay()), EPS);
        assertEquals(List.of("kicked " + side.wire() + "7"), f.events);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aDistantBallBesideTheKickerLosesTheSameShareOfThePower(Side side) {
        Fixture f = Fixture.noiseFree();
        Mirror s = new Mirror(side);
        Player p = s.player(f, 7, -20, 10, -45);
        double a = Math.toRadians(-45 + 90), d = TOUCH + 0.35; // 90° off the body, half-way into kickable_margin
        s.place(f.ball, -20 + d * Math.cos(a), 10 + d * Math.sin(a), 0, 0);
        kick.apply(f, p, new Kick(100, 0));
        // rcssserver: 1 − 0.25 × 90/180 − 0.25 × 0.35/0.7 = 0.75 of 2.7, along the body
        double power = 2.7 * 0.75, body = Math.toRadians(-45);
        assertEquals(power * Math.cos(body), s.x(f.ball.ax()), EPS);
        assertEquals(power * Math.sin(body), s.y(f.ball.ay()), EPS);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aBallHittingTheFarPostHeadOnBouncesBack(Side side) {
        for (double y : new double[] {PY, -PY}) {
            Fixture f = new Fixture("");
            Mirror s = new Mirror(side);
            s.place(f.ball, 51 + 2, y, 2 * f.ball.decay(), 0); // moved 2 m towards the post this step
            collision.resolve(f);
            assertEquals(52.295 - 0.705, s.x(f.ball), EPS, "contact at 52.44 − 0.145, the rest back");
            assertEquals(y, s.y(f.ball), EPS);
            assertEquals(-2 * 0.94, s.vx(f.ball), EPS);
            assertEquals(0, s.vy(f.ball), EPS);
        }
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aGlancingBallIsDeflectedAwayFromThePostsCentre(Side side) {
        Fixture f = new Fixture("");
        Mirror s = new Mirror(side);
        s.place(f.ball, -51 - 2, -PY - 0.1, -2 * f.ball.decay(), 0); // at our own goal, 0.1 m outside the post's centre
        collision.resolve(f);
        double reach = 0.06 + 0.085, offset = 0.1;
        double cx = -PX + Math.sqrt(reach * reach - offset * offset), cy = -PY - offset; // contact
        double nx = (-PX - cx) / reach, ny = (-PY - cy) / reach;
        double remX = -53 - cx, dot = remX * nx;
        assertEquals(cx + remX - 2 * dot * nx, s.x(f.ball), EPS);
        assertEquals(cy - 2 * dot * ny, s.y(f.ball), EPS);
        assertEquals(2 * 0.94, f.ball.speed(), EPS);
        assertTrue(s.vy(f.ball) < 0, "away from the post's centre, outwards");
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aPlayerRunningIntoAPostIsFlagged(Side side) {
        Fixture f = new Fixture("");
        Mirror s = new Mirror(side);
        Player p = s.player(f, 2, 0, 0, 0);
        s.place(p, PX - 1 + 0.8, -PY, 0.8 * p.decay(), 0);
        collision.resolve(f);
        assertEquals(52.08 - 0.16, s.x(p), EPS, "contact at 52.44 − 0.36, 0.16 m back");
        assertEquals(-PY, s.y(p), EPS);
        assertEquals(-0.8 * 0.4, s.vx(p), EPS);
        assertEquals(Player.COLLIDED_POST, p.collisions());
    }
}
