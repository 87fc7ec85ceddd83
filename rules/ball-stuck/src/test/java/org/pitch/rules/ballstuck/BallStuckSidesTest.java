package org.pitch.rules.ballstuck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.rules.testkit.MatchFixture;
import org.pitch.rules.testkit.MatchScene;

/**
 * BallStuckRef's drop ball in either penalty area: rcssserver's {@code moveOutOfPenalty(NEUTRAL)}
 * takes a ball out of whichever area it is in, to that area's front corner on the ball's half of
 * the width ({@code y > 0}, so a ball on the long axis goes to negative field y at both ends).
 * Written for our area ({@link MatchScene}'s left team) and mirrored for the right team's.
 */
class BallStuckSidesTest {
    private static final double EPS = 1.0e-10;
    private static final double AREA_FRONT = FieldGeometry.HALF_LENGTH - FieldGeometry.PENALTY_AREA_LENGTH;

    private static MatchScene stuckAt(Side us, double x, double y) {
        MatchFixture m = MatchFixture.with("server.drop_ball_time = 10\n", "ball_stuck", new BallStuckRule());
        MatchScene s = MatchScene.of(m, us);
        s.ours(2, -30, -20);
        s.theirs(2, 30, 20);
        s.ball(x, y, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.stepUntil(w -> !m.heard().isEmpty(), 30);
        assertEquals(List.of("drop_ball", "play_on"), m.heard());
        return s;
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aBallStuckInOurPenaltyAreaIsDroppedAtItsFrontCornerOnTheBallsHalf(Side us) {
        for (double y : new double[] {3, -3}) {
            MatchScene s = stuckAt(us, -45, y);
            assertEquals(-(AREA_FRONT - EPS), s.x(s.m().ball()), 1e-12, "y " + y);
            assertEquals(Math.copySign(FieldGeometry.PENALTY_AREA_WIDTH / 2 + EPS, y), s.y(s.m().ball()), 1e-12);
        }
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aBallStuckOnTheLongAxisInOurAreaGoesToNegativeFieldY(Side us) {
        MatchScene s = stuckAt(us, -45, 0);
        assertEquals(-(AREA_FRONT - EPS), s.x(s.m().ball()), 1e-12);
        assertEquals(-(FieldGeometry.PENALTY_AREA_WIDTH / 2 + EPS), s.m().ball().y(), 1e-12, "field y");
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aBallStuckOutsideTheAreasIsDroppedWhereItIs(Side us) {
        MatchScene s = stuckAt(us, -30, 25);
        assertEquals(-30, s.x(s.m().ball()), 1e-12);
        assertEquals(25, s.y(s.m().ball()), 1e-12);
    }
}
