package org.pitch.model.catchball;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.command.Catch;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.Mirror;

/**
 * The goalie's catch from both teams: each scene is written for the left goalie and played again
 * by the right one turned half a circle about the centre spot ({@link Mirror}). rcssserver's
 * catch is all in the goalie's body frame (the catch axis {@code angleBodyCommitted + dir}); where
 * a catch is legal (the goalie's own penalty area) is the referee's, tested in the catch rule.
 */
class CatchSidesTest {
    private static final double EPS = 1e-9;
    private static final double TOUCH = 0.3 + 0.085;
    private final StandardCatch model = new StandardCatch();

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theGoalieStepsToTheBallAndFacesIt(Side side) {
        Fixture f = new Fixture("");
        Mirror s = new Mirror(side);
        Player g = f.goalie(side, 1, s.x(-40), s.y(5), s.direction(90));
        s.place(f.ball, -39.4, 5.8, 0.3, -0.2); // 1 m away at 53.13°, catch axis 90 − 30 = 60°
        assertTrue(model.apply(f, g, new Catch(-30)));
        assertEquals(List.of("caught " + side.wire() + "1"), f.events);
        double dir = Math.atan2(0.8, 0.6);
        assertEquals(90, s.direction(g.bodyDirection()), EPS, "the facing waits for the step");
        g.commitFacing();
        assertEquals(Math.toDegrees(dir), s.direction(g.bodyDirection()), EPS);
        assertEquals(-39.4 - TOUCH * Math.cos(dir), s.x(g), EPS);
        assertEquals(5.8 - TOUCH * Math.sin(dir), s.y(g), EPS);
        assertEquals(0, f.ball.speed(), 0);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aBallBesideTheCatchAxisIsMissed(Side side) {
        Fixture f = new Fixture("");
        Mirror s = new Mirror(side);
        Player g = f.goalie(side, 1, s.x(-40), s.y(5), s.direction(90));
        s.place(f.ball, -39.4, 5.8, 0, 0);
        assertFalse(model.apply(f, g, new Catch(30)), "the axis at 120°, the ball at 53°");
        assertFalse(g.holdingBall());
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aFailedCatchPunchesTheBallBackAlongTheAxis(Side side) {
        Fixture f = new Fixture("server { catch_probability = 0 }");
        Mirror s = new Mirror(side);
        Player g = f.goalie(side, 1, 0, 0, s.direction(45));
        s.place(f.ball, 0, 1, 0.3, -2);
        assertTrue(model.apply(f, g, new Catch(45)));
        assertEquals(List.of("punched " + side.wire() + "1"), f.events);
        assertEquals(0.0, s.ax(f.ball), EPS, "axis 90°: only y is reversed");
        assertEquals(4.0, s.ay(f.ball), EPS);
    }
}
