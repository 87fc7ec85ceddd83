package org.pitch.rules.ballstuck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.testkit.MatchFixture;

/**
 * BallStuckRef scenarios. rcssserver's defaults: {@code ball_stuck_area = 3},
 * {@code drop_ball_time = 100} (the cycle count BallStuckRef uses).
 */
class BallStuckRuleTest {
    private static final int DROP_TIME = 100;

    private static MatchFixture match(String hocon) {
        MatchFixture m = MatchFixture.with(hocon, "ball_stuck", new BallStuckRule());
        m.left(2, -30, -20);
        m.right(2, 30, 20);
        return m;
    }

    /** Steps until something is said; returns the cycles stepped, or -1 if nothing was said in {@code max}. */
    private static int cyclesUntilHeard(MatchFixture m, int max) {
        for (int i = 1; i <= max; i++) {
            if (!m.step().isEmpty()) return i;
        }
        return -1;
    }

    @Test
    void ballAtRestInPlayOnIsDroppedAfterDropBallTimeCycles() {
        MatchFixture m = match("");
        m.ball(10, 5, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        // cycle 1: the ball is more than 3 m from the origin, where the rule starts looking, so it
        // becomes the new point; cycles 2..101 count 1..100 and the 100th drops the ball
        for (int i = 1; i <= DROP_TIME; i++) {
            assertEquals(List.of(), m.step(), "cycle " + i);
        }
        assertEquals(List.of("drop_ball", "play_on"), m.step());
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());
        assertEquals(10, m.ball().x(), 1e-12);
        assertEquals(5, m.ball().y(), 1e-12);
        // and the count starts again: the next drop is another 100 cycles later
        assertEquals(DROP_TIME, cyclesUntilHeard(m, 300));
    }

    @Test
    void ballStuckInAPenaltyAreaIsDroppedAtTheAreaCorner() {
        MatchFixture m = match("");
        m.ball(45, 3, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        assertEquals(DROP_TIME + 1, cyclesUntilHeard(m, 300));
        // rcssserver's moveOutOfPenalty: just in front of the area, at its side of the ball's half
        double eps = 1.0e-10;
        assertEquals(FieldGeometry.HALF_LENGTH - FieldGeometry.PENALTY_AREA_LENGTH - eps, m.ball().x(), 1e-12);
        assertEquals(FieldGeometry.PENALTY_AREA_WIDTH / 2 + eps, m.ball().y(), 1e-12);
    }

    @Test
    void dropBallPutsPlayersBackInsideTheFieldMargin() {
        MatchFixture m = match("");
        Player wanderer = m.left(7, 0, 45); // beyond the touch line plus the 5 m margin
        m.ball(0, 0, 0, 0);
        m.step(); // the point is the origin already: this is the first stuck cycle
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        wanderer.position(0, 45);
        assertEquals(DROP_TIME, cyclesUntilHeard(m, 300));
        assertEquals(FieldGeometry.HALF_WIDTH + FieldGeometry.PITCH_MARGIN, wanderer.y(), 1e-12);
    }

    @Test
    void ballMovingWithinTheAreaStillCountsButLeavingItStartsAgain() {
        MatchFixture m = match("");
        m.ball(10, 5, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.step(); // the point becomes (10, 5)
        for (int i = 1; i < DROP_TIME; i++) {
            // moved about, but never more than 3 m from (10, 5): still stuck
            m.ball(10 + (i % 2 == 0 ? 2.9 : -2.9), 5, 0, 0);
            assertEquals(List.of(), m.step(), "cycle " + i);
        }
        m.ball(13.0, 5, 0, 0); // exactly 3 m away: rcssserver's test is inclusive
        assertEquals(List.of("drop_ball", "play_on"), m.step());

        // now 5 m away every 50 cycles: never stuck for 100
        for (int i = 1; i <= 300; i++) {
            if (i % 50 == 0) m.ball(m.ball().x() + (i % 100 == 0 ? -5 : 5), 5, 0, 0);
            assertEquals(List.of(), m.step(), "cycle " + i);
        }
    }

    @Test
    void nothingIsCountedOutsidePlayOn() {
        MatchFixture m = match("");
        m.ball(10, 5, 0, 0);
        m.playMode(PlayMode.FREE_KICK, Side.LEFT);
        for (int i = 0; i < 3 * DROP_TIME; i++) assertEquals(List.of(), m.step());
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.heard().clear();
        // the point followed the ball during the free kick: 100 play_on cycles from now
        assertEquals(DROP_TIME, cyclesUntilHeard(m, 300));
        assertEquals(List.of("drop_ball", "play_on"), m.heard());
    }

    @Test
    void zeroOrNegativeStuckAreaTurnsTheRuleOff() {
        for (String area : new String[] {"0", "-1"}) {
            MatchFixture m = match("server { ball_stuck_area = " + area + " }");
            m.ball(10, 5, 0, 0);
            m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
            assertEquals(-1, cyclesUntilHeard(m, 3 * DROP_TIME), "ball_stuck_area " + area);
        }
    }

    @Test
    void nonPositiveDropBallTimeTurnsTheRuleOff() {
        MatchFixture m = match("server { drop_ball_time = 0 }");
        m.ball(10, 5, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        assertEquals(-1, cyclesUntilHeard(m, 3 * DROP_TIME));
    }

    @Test
    void theCycleCountIsDropBallTime() {
        MatchFixture m = match("server { drop_ball_time = 7, ball_stuck_area = 1.5 }");
        m.ball(0.5, 0.5, 0, 0); // within 1.5 m of the origin: counting from the first cycle
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        assertEquals(7, cyclesUntilHeard(m, 100));
        assertTrue(m.heard().contains("drop_ball"));
    }
}
