package org.pitch.rules.time;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.kit.SetPlays;
import org.pitch.rules.testkit.MatchFixture;
import org.pitch.rules.testkit.MatchScene;

/**
 * TimeRef's half-time placement for whichever side kicks off next: halves alternate, the left
 * team kicking off the first and every odd half (rcssserver's {@code s_half_time_count % 2 == 0 ?
 * LEFT : RIGHT}), so the right team kicks off after the first half and the left team after the
 * second (extra time, the score being level). The scene is written for the team kicking off ("we")
 * as the left team sees it and mirrored for the right ({@link MatchScene}): the kicking side may stay
 * in its half of the centre circle, the other side leaves it along the line from the centre, and
 * a player in the opponents' half goes to a random point of his own.
 */
class TimeSidesTest {
    private static final String SHORT = "server { half_time = 10, extra_half_time = 5, nr_extra_halfs = 2, "
            + "penalty_shoot_outs = false }\n";

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void atTheHalfWeKickOffTheyLeaveTheCircleAndEverybodyGoesHome(Side us) {
        MatchFixture m = MatchFixture.with(SHORT, "time", new TimeRule());
        MatchScene s = MatchScene.of(m, us);
        Player ourGoalie = s.ours(1, -40, 0);
        s.theirs(1, 40, 0);
        Player ourInCircle = s.ours(10, -2, 0);
        Player ourForward = s.ours(9, 20, 5);
        Player theirInCircle = s.theirs(10, 3, -1);
        Player theirForward = s.theirs(9, -20, 5);
        m.kickOff();
        // the right team kicks off after the first half (100 cycles), the left after the second
        int end = us == Side.RIGHT ? 100 : 200;
        if (us == Side.LEFT) {
            m.stepUntil(w -> w.time() == 100, 200);
            m.kickOff();
            assertEquals("kick_off_r", m.heard().get(m.heard().size() - 1));
        }
        while (m.world().time() < end - 1) assertEquals(List.of(), m.step(), "at " + m.world().time());
        // (the first half time moved them: the scene again)
        s.place(ourInCircle, -2, 0);
        s.place(ourForward, 20, 5);
        s.place(theirInCircle, 3, -1);
        s.place(theirForward, -20, 5);
        s.ball(30, 10, 0, 0);
        ourGoalie.holdingBall(true);
        assertEquals(List.of(us == Side.RIGHT ? "half_time" : "time_extended", "before_kick_off"), m.step());
        assertEquals(end, m.world().time());
        assertEquals(0, m.ball().x(), 0);
        assertEquals(0, m.ball().y(), 0);
        assertTrue(!ourGoalie.holdingBall());
        assertEquals(-2, s.x(ourInCircle), 0, "we kick off: we may stay in our half of the circle");
        assertEquals(0, s.y(ourInCircle), 0);
        double radius = SetPlays.CLEAR_DISTANCE + theirInCircle.size();
        assertEquals(radius, Math.hypot(theirInCircle.x(), theirInCircle.y()), 1e-9);
        assertEquals(Math.atan2(-1, 3), Math.atan2(s.y(theirInCircle), s.x(theirInCircle)), 1e-9, "straight out");
        assertTrue(s.x(ourForward) <= 0 && Math.abs(ourForward.y()) <= 34, "our forward at " + s.x(ourForward));
        assertTrue(s.x(theirForward) >= 0 && Math.abs(theirForward.y()) <= 34, "their forward at " + s.x(theirForward));

        m.kickOff();
        assertEquals(List.of("kick_off_" + us.wire()), m.heard().subList(m.heard().size() - 1, m.heard().size()));
    }

    /**
     * A player of the side not kicking off standing exactly on the centre spot goes to the circle's
     * edge in the direction rcssserver's CArea gives the zero vector, (EPS, EPS): towards positive
     * field x and y at either side's half time, which for the left team is the opponents' half.
     */
    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theirPlayerOnTheCentreSpotGoesToPositiveFieldXAndY(Side us) {
        MatchFixture m = MatchFixture.with(SHORT, "time", new TimeRule());
        MatchScene s = MatchScene.of(m, us);
        s.ours(1, -40, 0);
        s.theirs(1, 40, 0);
        Player onSpot = s.theirs(10, 0, 0);
        m.kickOff();
        if (us == Side.LEFT) {
            m.stepUntil(w -> w.time() == 100, 200);
            m.kickOff();
        }
        int end = us == Side.RIGHT ? 100 : 200;
        while (m.world().time() < end - 1) m.step();
        onSpot.position(0, 0);
        onSpot.velocity(0, 0);
        s.ball(30, 10, 0, 0); // away from the spot: the ball would push him off it first
        m.step();
        assertEquals(end, m.world().time());
        double r = (SetPlays.CLEAR_DISTANCE + onSpot.size()) / Math.sqrt(2);
        assertEquals(r, onSpot.x(), 1e-9, "field x");
        assertEquals(r, onSpot.y(), 1e-9, "field y");
    }
}
