package org.pitch.rules.touch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.Kick;
import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.kit.SetPlays;
import org.pitch.rules.testkit.MatchFixture;

/**
 * Scenarios of rcssserver's TouchRef: goals and the kick-off after them, kick-ins, corner kicks,
 * goal kicks, who touched the ball last, indirect free kicks, golden goal. Noise is off, so a
 * kick's path is exact; with the default parameters a full kick of a ball 0.6 m ahead gives it
 * about 2.5 m per cycle.
 */
class TouchRuleTest {
    private static final double BALL_SIZE = 0.085;                         // server::ball_size
    private static final double GOAL_AREA_CORNER_X = 52.5 - 5.5;           // goal kicks are taken here
    private static final double GOAL_AREA_CORNER_Y = 18.32 / 2;
    private static final double CORNER_X = 52.5 - 1.0;                     // ckick_margin = 1
    private static final double CORNER_Y = 34.0 - 1.0;

    private static MatchFixture match(String hocon) {
        return MatchFixture.with(hocon, "touch", new TouchRule());
    }

    /** One quiet cycle first, so the rule has started and hears the play mode the scene sets. */
    private static void start(MatchFixture m, PlayMode mode, Side side) {
        m.step();
        m.playMode(mode, side);
    }

    @Test
    void goalThenKickOffForTheOtherTeamAfterFiftyCycles() {
        MatchFixture m = match("");
        Player scorer = m.left(9, 50, 0);
        Player leftForward = m.left(10, 20, 5);     // in the opponent's half at the kick-off
        Player leftInCircle = m.left(11, -2, 0.5);  // left does not kick off: must leave the circle
        Player rightInCircle = m.right(10, 3, 0);   // right kicks off: may stay in its half of the circle
        m.right(1, 40, 10);
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.ball(50.6, 0, 0, 0);
        m.send(scorer, new Kick(100, 0));
        assertEquals(List.of("goal_l_1"), m.step());
        assertEquals(PlayMode.AFTER_GOAL, m.world().playMode());
        assertEquals(Side.LEFT, m.world().playModeSide());
        assertEquals(1, m.world().team(Side.LEFT).score());
        assertEquals(0, m.world().team(Side.RIGHT).score());
        assertTrue(m.ball().x() > FieldGeometry.HALF_LENGTH + BALL_SIZE, "the ball stays in the goal");
        assertEquals(0, m.ball().speed(), 0);
        int goalTime = m.world().time();

        for (int i = 1; i <= TouchRule.AFTER_GOAL_WAIT; i++) {
            assertEquals(List.of(), m.step(), "cycle " + i + " after the goal");
            assertEquals(PlayMode.AFTER_GOAL, m.world().playMode());
            assertEquals(goalTime, m.world().time(), "the clock stands while the referee waits");
        }
        assertEquals(List.of("kick_off_r"), m.step());
        assertEquals(PlayMode.KICK_OFF, m.world().playMode());
        assertEquals(Side.RIGHT, m.world().playModeSide());
        assertEquals(goalTime + 1, m.world().time());
        assertEquals(0, m.ball().x(), 0);
        assertEquals(0, m.ball().y(), 0);
        for (Player p : m.world().players()) {
            assertTrue(p.x() * p.side().sign() <= 0, p.side() + " " + p.unum() + " in its own half: " + p.x());
        }
        double clear = SetPlays.CLEAR_DISTANCE + leftInCircle.size();
        assertTrue(Math.hypot(leftInCircle.x(), leftInCircle.y()) >= clear - 1e-9);
        assertTrue(Math.hypot(leftForward.x(), leftForward.y()) >= clear - 1e-9);
        assertEquals(3, rightInCircle.x(), 0);
        assertEquals(0, rightInCircle.y(), 0);
    }

    @Test
    void goalForTheRightTeamAndKickOffLeft() {
        MatchFixture m = match("");
        Player scorer = m.right(9, -50, 0); // faces the left goal
        m.left(1, -30, 10);
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.ball(-50.6, 0, 0, 0);
        m.send(scorer, new Kick(100, 0));
        assertEquals(List.of("goal_r_1"), m.step());
        assertEquals(Side.RIGHT, m.world().playModeSide());
        m.steps(TouchRule.AFTER_GOAL_WAIT);
        assertEquals(List.of("kick_off_l"), m.step());
        assertEquals(Side.LEFT, m.world().playModeSide());
    }

    @Test
    void secondGoalIsAnnouncedWithTheNewScore() {
        MatchFixture m = match("");
        Player scorer = m.left(9, 50, 0);
        m.right(1, 40, 10);
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.referee().scoreGoal(Side.LEFT);
        m.ball(50.6, 0, 0, 0);
        m.send(scorer, new Kick(100, 0));
        assertEquals(List.of("goal_l_2"), m.step());
    }

    @Test
    void kickInForTheOtherTeamWhereTheBallLeftTheField() {
        MatchFixture m = match("");
        Player kicker = m.left(7, 10, 32.5);
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.ball(10, 33.1, 0, 0);
        m.send(kicker, new Kick(100, 90)); // straight over the side line
        assertEquals(List.of("kick_in_r"), m.step());
        assertEquals(PlayMode.KICK_IN, m.world().playMode());
        assertEquals(Side.RIGHT, m.world().playModeSide());
        assertEquals(10, m.ball().x(), 1e-9);
        assertEquals(FieldGeometry.HALF_WIDTH, m.ball().y(), 0, "put back on the line");
        assertEquals(0, m.ball().speed(), 0);
    }

    @Test
    void ballOutThatNobodyTouchedIsADropBall() {
        MatchFixture m = match("");
        m.left(7, -10, 0);
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.ball(5, -33.5, 0, -1.0);
        assertEquals(List.of("drop_ball", "play_on"), m.step());
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());
        assertEquals(5, m.ball().x(), 0);
        assertEquals(-FieldGeometry.HALF_WIDTH, m.ball().y(), 0);
    }

    @Test
    void defenderPlayingTheBallOverItsGoalLineGivesACornerKick() {
        MatchFixture m = match("");
        Player defender = m.right(4, 50.9, 20); // faces the left goal; kicks backwards over its own line
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.ball(51.5, 20, 0, 0);
        m.send(defender, new Kick(100, 180));
        assertEquals(List.of("corner_kick_l"), m.step());
        assertEquals(Side.LEFT, m.world().playModeSide());
        assertEquals(CORNER_X, m.ball().x(), 0);
        assertEquals(CORNER_Y, m.ball().y(), 0);
    }

    @Test
    void cornerKickOnTheSideWhereTheBallWentOut() {
        MatchFixture m = match("");
        Player defender = m.left(4, -50.9, -20);
        defender.bodyDirection(180); // kicks over its own (left) goal line
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.ball(-51.5, -20, 0, 0);
        m.send(defender, new Kick(100, 0));
        assertEquals(List.of("corner_kick_r"), m.step());
        assertEquals(-CORNER_X, m.ball().x(), 0);
        assertEquals(-CORNER_Y, m.ball().y(), 0);
    }

    @Test
    void attackerPlayingTheBallOverTheGoalLineGivesAGoalKick() {
        MatchFixture m = match("");
        Player attacker = m.left(9, 51, -20);
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.ball(51.6, -20, 0, 0);
        m.send(attacker, new Kick(100, 0));
        assertEquals(List.of("goal_kick_r"), m.step());
        assertEquals(Side.RIGHT, m.world().playModeSide());
        assertEquals(GOAL_AREA_CORNER_X, m.ball().x(), 0);
        assertEquals(-GOAL_AREA_CORNER_Y, m.ball().y(), 0);
    }

    @Test
    void ballOverTheGoalLineThatNobodyTouchedIsAGoalKick() {
        MatchFixture m = match("");
        m.right(9, 10, 0);
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.ball(-52, 15, -1, 0);
        assertEquals(List.of("goal_kick_l"), m.step());
        assertEquals(-GOAL_AREA_CORNER_X, m.ball().x(), 0);
        assertEquals(GOAL_AREA_CORNER_Y, m.ball().y(), 0);
    }

    @Test
    void strongestKickOfTheCycleDecidesWhoTouchedLast() {
        assertEquals("kick_in_r", kickInAfterTwoKicks(100, 20));
        assertEquals("kick_in_l", kickInAfterTwoKicks(20, 100));
    }

    /** A left and a right player kick the ball over the side line in the same cycle. */
    private static String kickInAfterTwoKicks(double leftPower, double rightPower) {
        MatchFixture m = match("");
        Player left = m.left(7, 10, 32);
        Player right = m.right(7, 10.6, 32.3);
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.ball(10.3, 32.6, 0, 0);
        m.send(left, new Kick(leftPower, 90));
        m.send(right, new Kick(rightPower, -90)); // the right player faces 180°: -90 is +y too
        List<String> said = m.step();
        assertEquals(1, said.size(), said.toString());
        return said.get(0);
    }

    @Test
    void everyModeButPlayOnForgetsTheLastToucher() {
        assertEquals("kick_in_r", slowBallOverTheSideLine(false));
        assertEquals("drop_ball", slowBallOverTheSideLine(true));
    }

    /** A soft kick that reaches the side line a few cycles later; optionally a free kick meanwhile. */
    private static String slowBallOverTheSideLine(boolean freeKickMeanwhile) {
        MatchFixture m = match("");
        Player kicker = m.left(7, 0, 32.4);
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.ball(0, 33.0, 0, 0);
        m.send(kicker, new Kick(10, 90));
        assertEquals(List.of(), m.step(), "still in the field after the kick");
        if (freeKickMeanwhile) {
            m.playMode(PlayMode.FREE_KICK, Side.LEFT);
            m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        }
        m.heard().clear();
        m.stepUntil(w -> Math.abs(w.ball().y()) >= FieldGeometry.HALF_WIDTH && w.ball().speed() == 0, 30);
        return m.heard().get(0);
    }

    @Test
    void noGoalStraightFromAnIndirectFreeKick() {
        MatchFixture m = match("");
        Player kicker = m.left(9, 50, 0);
        m.right(1, 40, 10);
        start(m, PlayMode.INDIRECT_FREE_KICK, Side.LEFT);
        m.ball(50.6, 0, 0, 0);
        m.send(kicker, new Kick(100, 0));
        assertEquals(List.of("goal_kick_r"), m.step());
        assertEquals(0, m.world().team(Side.LEFT).score());
    }

    @Test
    void indirectFreeKickStaysIndirectWhileOnlyTheKickerPlaysTheBall() {
        MatchFixture m = match("");
        Player kicker = m.left(9, 40, 0);
        m.right(1, 30, 10);
        start(m, PlayMode.INDIRECT_FREE_KICK, Side.LEFT);
        m.ball(40.6, 0, 0, 0);
        m.send(kicker, new Kick(20, 0));
        m.step();
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL); // the free kick was taken
        kicker.position(50, 0);
        m.ball(50.6, 0, 0, 0);
        m.send(kicker, new Kick(100, 0));
        assertEquals(List.of("goal_kick_r"), m.step());
    }

    @Test
    void aTouchByAnotherPlayerAfterAnIndirectFreeKickMakesGoalsCountAgain() {
        MatchFixture m = match("");
        Player kicker = m.left(9, 40, 0);
        Player mate = m.left(10, 50, 0);
        m.right(1, 30, 10);
        start(m, PlayMode.INDIRECT_FREE_KICK, Side.LEFT);
        m.ball(40.6, 0, 0, 0);
        m.send(kicker, new Kick(20, 0));
        m.step();
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.ball(50.6, 0, 0, 0); // the pass reached the mate
        m.send(mate, new Kick(100, 0));
        assertEquals(List.of("goal_l_1"), m.step());
    }

    @Test
    void dropBallKeepsTheIndirectState() {
        MatchFixture m = match("");
        Player kicker = m.left(9, 50, 0);
        m.right(1, 30, 10);
        start(m, PlayMode.INDIRECT_FREE_KICK, Side.LEFT);
        m.playMode(PlayMode.DROP_BALL, Side.NEUTRAL);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.ball(50.6, 0, 0, 0);
        m.send(kicker, new Kick(100, 0));
        assertEquals(List.of("goal_kick_r"), m.step());
    }

    @Test
    void goldenGoalEndsTheMatchInExtraTime() {
        // half_time = 10 s: normal time ends at 200 cycles
        MatchFixture m = match("server { half_time = 10, golden_goal = true }");
        Player scorer = m.left(9, 50, 0);
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.referee().time(230);
        m.ball(50.6, 0, 0, 0);
        m.send(scorer, new Kick(100, 0));
        assertEquals(List.of("goal_l_1", "time_over"), m.step());
        assertEquals(PlayMode.TIME_OVER, m.world().playMode());
    }

    @Test
    void goldenGoalIsAnOrdinaryGoalInNormalTime() {
        MatchFixture m = match("server { half_time = 10, golden_goal = true }");
        Player scorer = m.left(9, 50, 0);
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.referee().time(150);
        m.ball(50.6, 0, 0, 0);
        m.send(scorer, new Kick(100, 0));
        assertEquals(List.of("goal_l_1"), m.step());
        assertEquals(PlayMode.AFTER_GOAL, m.world().playMode());
    }

    @Test
    void withoutGoldenGoalExtraTimeGoalsAreOrdinary() {
        MatchFixture m = match("server { half_time = 10, golden_goal = false }");
        Player scorer = m.left(9, 50, 0);
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.referee().time(230);
        m.ball(50.6, 0, 0, 0);
        m.send(scorer, new Kick(100, 0));
        assertEquals(List.of("goal_l_1"), m.step());
        assertEquals(PlayMode.AFTER_GOAL, m.world().playMode());
    }

    @Test
    void goalieCarryingTheBallIntoItsOwnGoalConcedes() {
        MatchFixture m = match("");
        Player goalie = m.right(1, 52.3, 0);
        goalie.bodyDirection(0); // the held ball sits in front of the goalie: behind the line
        m.left(9, -10, 0);
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.ball(52.0, 0, 0, 0);
        goalie.holdingBall(true);
        assertEquals(List.of("goal_l_1"), m.step());
    }

    @Test
    void goalForATeamThatNeverConnectedCountsNothing() {
        // rcssserver scores only for a team that exists, and announces its (zero) score
        MatchFixture m = match("");
        Player scorer = m.right(9, 50, 0);
        scorer.bodyDirection(0);
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.ball(50.6, 0, 0, 0);
        m.send(scorer, new Kick(100, 0));
        assertEquals(List.of("goal_l_0"), m.step());
        assertEquals(PlayMode.AFTER_GOAL, m.world().playMode());
    }

    @Test
    void ballHeldByAGoalieBeyondTheOtherGoalLineIsNeitherGoalNorOut() {
        MatchFixture m = match("");
        Player goalie = m.left(1, 52.3, 0);
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.ball(52.0, 0, 0, 0);
        goalie.holdingBall(true);
        assertEquals(List.of(), m.step(), "the catch referee's business");
        assertTrue(m.ball().x() > FieldGeometry.HALF_LENGTH + BALL_SIZE);
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());
    }

    @Test
    void penaltyShootOutIsNotJudgedHere() {
        MatchFixture m = match("");
        Player taker = m.left(9, 50, 0);
        start(m, PlayMode.PENALTY_TAKEN, Side.LEFT);
        m.ball(50.6, 0, 0, 0);
        m.send(taker, new Kick(100, 0));
        assertEquals(List.of(), m.step());
        assertEquals(0, m.world().team(Side.LEFT).score());
        m.ball(0, 33.9, 0, 1);
        assertEquals(List.of(), m.step());
        assertEquals(PlayMode.PENALTY_TAKEN, m.world().playMode());
    }

    @Test
    void ballBesideThePostIsOutNotAGoal() {
        MatchFixture m = match("");
        Player kicker = m.left(9, 51, 7.2); // the post's outside edge is at 14.02 / 2 + 0.06 = 7.07
        start(m, PlayMode.PLAY_ON, Side.NEUTRAL);
        m.ball(51.6, 7.2, 0, 0);
        m.send(kicker, new Kick(100, 0));
        List<String> said = m.step();
        assertFalse(said.contains("goal_l_1"), said.toString());
        assertEquals(List.of("goal_kick_r"), said);
        assertEquals(m.simulation().parameters().real(ServerParam.GOAL_WIDTH), 14.02, 0);
    }
}
