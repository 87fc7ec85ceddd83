package org.pitch.rules.freekick;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.Dash;
import org.pitch.api.command.Kick;
import org.pitch.api.command.Tackle;
import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.kit.SetPlays;
import org.pitch.rules.testkit.MatchFixture;

/**
 * FreeKickRef scenarios. Numbers from rcssserver: AFTER_FREE_KICK_FAULT_WAIT 30, CLEAR_PLAYER_TIME
 * 5, {@code drop_ball_time} 100, {@code max_goal_kicks} 3, {@code stopped_ball_vel} 0.01,
 * KICK_OFF_CLEAR_DISTANCE 9.15 plus the player's size (0.3) plus clearPlayersFromBall's 1e-5,
 * penalty area 16.5 × 40.32, goal area 5.5 × 18.32, moveOutOfPenalty's EPS 1e-10.
 */
class FreeKickRuleTest {
    private static final int DROP_TIME = 100;
    private static final double CLEARED = 9.15 + 0.3 + 1.0e-5;
    private static final double EPS = 1.0e-10;
    /** x of the left penalty area's front edge: 52.5 − 16.5. */
    private static final double AREA_FRONT = FieldGeometry.HALF_LENGTH - FieldGeometry.PENALTY_AREA_LENGTH;

    /** A match with the free-kick rule, after one cycle so the rule hears mode changes. */
    private static MatchFixture match(String hocon) {
        MatchFixture m = MatchFixture.with(hocon, "free_kick", new FreeKickRule());
        m.step();
        return m;
    }

    private static double distance(Player p, MatchFixture m) {
        return Math.hypot(p.x() - m.ball().x(), p.y() - m.ball().y());
    }

    // ------------------------------------------------------------------ taking a set play

    @Test
    void aKickTakesEverySetPlayAtOnce() {
        for (PlayMode setPlay : new PlayMode[] {PlayMode.FREE_KICK, PlayMode.KICK_IN, PlayMode.CORNER_KICK,
                PlayMode.INDIRECT_FREE_KICK, PlayMode.KICK_OFF}) {
            MatchFixture m = match("");
            Player taker = m.left(9, 10, 0);
            m.ball(10.5, 0, 0, 0);
            m.playMode(setPlay, Side.LEFT);
            assertEquals(List.of(), m.step(), setPlay + " waits for its kick");
            m.send(taker, new Kick(50, 0));
            assertEquals(List.of("play_on"), m.step(), setPlay.toString());
            assertEquals(PlayMode.PLAY_ON, m.world().playMode());
        }
    }

    @Test
    void aTackleTakesASetPlayToo() {
        MatchFixture m = match("");
        Player taker = m.left(9, 10, 0);
        m.ball(11, 0, 0, 0);
        m.playMode(PlayMode.FREE_KICK, Side.LEFT);
        m.send(taker, new Tackle(0, false));
        assertEquals(List.of("play_on"), m.step());
    }

    @Test
    void aBallSetMovingWithoutAKickAlsoStartsPlay() {
        MatchFixture m = match("");
        m.left(9, 0, -20);
        m.ball(10, 0, 0, 0);
        m.playMode(PlayMode.KICK_IN, Side.LEFT);
        m.step();
        m.ball(10, 0, 0.5, 0);
        assertEquals(List.of("play_on"), m.step());
    }

    // ------------------------------------------------------------------ free kick faults

    @Test
    void theTakerKickingAgainAfterADashIsAFreeKickFault() {
        MatchFixture m = match("");
        Player taker = m.left(9, 10, 0);
        m.ball(10.5, 0, 0, 0);
        m.playMode(PlayMode.FREE_KICK, Side.LEFT);
        m.send(taker, new Kick(10, 0));
        assertEquals(List.of("play_on"), m.step());
        m.send(taker, new Dash(100, 0));
        assertEquals(List.of(), m.step());
        double faultX = m.ball().x(), faultY = m.ball().y(); // where the second kick finds the ball
        int time = m.world().time();
        m.send(taker, new Kick(10, 0));
        assertEquals(List.of("free_kick_fault_l"), m.step());
        assertEquals(Side.LEFT, m.world().playModeSide());
        assertEquals(faultX, m.ball().x(), 1e-12);
        assertEquals(faultY, m.ball().y(), 1e-12);
        assertEquals(0, m.ball().speed(), 0);

        for (int i = 1; i < FreeKickRule.AFTER_FREE_KICK_FAULT_WAIT; i++) {
            assertEquals(List.of(), m.step(), "wait cycle " + i);
            assertEquals(time, m.world().time(), "the clock stands while the referee waits");
        }
        assertEquals(List.of("free_kick_r"), m.step());
        assertEquals(PlayMode.FREE_KICK, m.world().playMode());
        assertEquals(Side.RIGHT, m.world().playModeSide());
        assertEquals(time + 1, m.world().time());
        assertEquals(faultX, m.ball().x(), 1e-12);
        assertEquals(CLEARED, distance(taker, m), 1e-9, "the offender was cleared from the ball");
    }

    /** Where the ball was put when the mode last changed, as every rule saw it then. */
    static final class PlacementSpy implements RefereeRule {
        double x = Double.NaN, y = Double.NaN;
        @Override public void onPlayModeChange(RefereeContext ctx, PlayMode previous) {
            x = ctx.world().ball().x();
            y = ctx.world().ball().y();
        }
    }

    @Test
    void theTakerRunningIntoTheBallAfterADashIsAFaultToo() {
        PlacementSpy spy = new PlacementSpy();
        MatchFixture m = MatchFixture.with("", "free_kick", new FreeKickRule(), "spy", spy);
        m.step();
        Player taker = m.left(9, 10, 0);
        m.ball(10.5, 0, 0, 0);
        m.playMode(PlayMode.FREE_KICK, Side.LEFT);
        m.send(taker, new Kick(5, 0));
        assertEquals(List.of("play_on"), m.step());
        boolean fault = false;
        for (int i = 0; i < 10 && !fault; i++) {
            m.send(taker, new Dash(100, 0));
            fault = m.step().equals(List.of("free_kick_fault_l"));
        }
        assertTrue(fault, "the taker caught up with his own slow ball");
        // the ball stays where the touch found it, although the touch came in the middle of collisions
        assertEquals(spy.x, m.ball().x(), 0);
        assertEquals(spy.y, m.ball().y(), 0);
        assertEquals(0, m.ball().speed(), 0);
        assertTrue(distance(taker, m) >= 0.3 + 0.085, "the taker no longer overlaps the ball: " + distance(taker, m));
    }

    @Test
    void kicksWithoutADashBetweenThemAreOneCompoundKick() {
        MatchFixture m = match("");
        Player taker = m.left(9, 10, 0);
        m.ball(10.5, 0, 0, 0);
        m.playMode(PlayMode.FREE_KICK, Side.LEFT);
        m.send(taker, new Kick(5, 0));
        assertEquals(List.of("play_on"), m.step());
        for (int i = 0; i < 3; i++) {
            m.send(taker, new Kick(5, 0));
            assertEquals(List.of(), m.step());
        }
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());
    }

    @Test
    void noFaultOnceSomebodyElsePlayedTheBall() {
        MatchFixture m = match("");
        Player taker = m.left(9, 10, 0);
        Player mate = m.left(10, 20, 0);
        m.ball(10.5, 0, 0, 0);
        m.playMode(PlayMode.FREE_KICK, Side.LEFT);
        m.send(taker, new Kick(10, 0));
        m.step();
        m.ball(20.5, 0, 0, 0);
        m.send(mate, new Kick(10, 180));
        m.step();
        m.ball(10.9, 0, 0, 0);
        m.send(taker, new Dash(100, 0));
        m.step();
        m.send(taker, new Kick(10, 0));
        assertEquals(List.of(), m.step());
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());
    }

    @Test
    void freeKickFaultsFalseAllowsTheSecondKick() {
        MatchFixture m = match("server { free_kick_faults = false }");
        Player taker = m.left(9, 10, 0);
        m.ball(10.5, 0, 0, 0);
        m.playMode(PlayMode.FREE_KICK, Side.LEFT);
        m.send(taker, new Kick(10, 0));
        m.step();
        m.send(taker, new Dash(100, 0));
        m.step();
        m.send(taker, new Kick(10, 0));
        assertEquals(List.of(), m.step());
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());
    }

    // ------------------------------------------------------------------ drop ball when nobody takes it

    @Test
    void aSetPlayNotTakenWithinDropBallTimeBecomesADropBallOutsideThePenaltyArea() {
        MatchFixture m = match("");
        Player goalie = m.right(1, -45.5, 5);
        Player striker = m.left(9, -30, 18); // 6.4 m from where the ball will be dropped
        m.ball(-45, 5, 0, 0); // e.g. the goalie's free kick after a catch in his own area
        m.playMode(PlayMode.FREE_KICK, Side.RIGHT);
        for (int i = 1; i < DROP_TIME; i++) assertEquals(List.of(), m.step(), "cycle " + i);
        assertEquals(List.of("drop_ball", "play_on"), m.step());
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());
        assertEquals(-(AREA_FRONT - EPS), m.ball().x(), 1e-12);
        assertEquals(FieldGeometry.PENALTY_AREA_WIDTH / 2 + EPS, m.ball().y(), 1e-12);
        // at a drop ball everybody keeps 9.15 m away
        assertEquals(CLEARED, distance(striker, m), 1e-9);
        assertTrue(distance(goalie, m) > CLEARED);
    }

    @Test
    void aKickOffNotTakenWithinDropBallTimeBecomesADropBall() {
        MatchFixture m = match("");
        m.left(9, -1, 0);
        m.kickOff();
        for (int i = 1; i < DROP_TIME; i++) assertEquals(List.of(), m.step(), "cycle " + i);
        assertEquals(List.of("drop_ball", "play_on"), m.step());
        assertEquals(0, m.ball().x(), 0);
    }

    @Test
    void theDropBallTimeComesFromTheParameterAndZeroMeansNever() {
        MatchFixture m = match("server { drop_ball_time = 12 }");
        m.ball(10, 0, 0, 0);
        m.playMode(PlayMode.KICK_IN, Side.LEFT);
        assertEquals(12, m.stepUntil(w -> w.playMode() == PlayMode.PLAY_ON, 50));

        MatchFixture never = match("server { drop_ball_time = 0 }");
        never.ball(10, 0, 0, 0);
        never.playMode(PlayMode.KICK_IN, Side.LEFT);
        for (int i = 0; i < 3 * DROP_TIME; i++) assertEquals(List.of(), never.step());
        assertEquals(PlayMode.KICK_IN, never.world().playMode());
    }

    // ------------------------------------------------------------------ keeping opponents clear

    @Test
    void opponentsInside915MetresArePushedOutWhenTheFreeKickIsAwardedAndEveryCycle() {
        MatchFixture m = match("");
        Player opponent = m.right(5, 13, 4);   // 5 m from the ball
        Player close = m.right(6, 10, -9.2);   // 9.2 m: inside 9.15 + its size
        Player far = m.right(7, 10, 20);
        Player mate = m.left(5, 12, 0);        // the kicking side may stay
        m.ball(10, 0, 0, 0);
        m.playMode(PlayMode.FREE_KICK, Side.LEFT);
        assertEquals(CLEARED, distance(opponent, m), 1e-9);
        assertEquals(4.0 / 3.0, opponent.y() / (opponent.x() - 10), 1e-9, "pushed straight away from the ball");
        assertEquals(CLEARED, distance(close, m), 1e-9);
        assertEquals(20, far.y(), 0);
        assertEquals(12, mate.x(), 0);

        // the opponent runs at the ball: at the end of each cycle he is back on the circle
        opponent.bodyDirection(Math.toDegrees(Math.atan2(-opponent.y(), 10 - opponent.x())));
        for (int i = 0; i < 3; i++) {
            m.send(opponent, new Dash(100, 0));
            m.step();
            assertEquals(CLEARED, distance(opponent, m), 1e-9);
        }
        assertEquals(PlayMode.FREE_KICK, m.world().playMode());
    }

    @Test
    void beforeTheKickOffTheSideNotKickingOffIsKeptOutOfTheCircle() {
        MatchFixture m = match("");
        Player right = m.right(5, 3, 0);
        Player left = m.left(5, -3, 0);
        m.step(); // before_kick_off of the first half: left kicks off
        assertEquals(CLEARED, Math.hypot(right.x(), right.y()), 1e-9);
        assertEquals(-3, left.x(), 0);
    }

    @Test
    void afterAGoalTheScorersAreKeptAwayFromTheBall() {
        MatchFixture m = match("");
        Player scorer = m.left(9, 50, 0);
        Player goalie = m.right(1, 51, 2);
        m.ball(53, 0, 0, 0);
        m.playMode(PlayMode.AFTER_GOAL, Side.LEFT);
        m.step();
        assertEquals(CLEARED, distance(scorer, m), 1e-9);
        assertEquals(51, goalie.x(), 0);
    }

    @Test
    void playersBeyondTheFieldMarginAreBroughtBackTheWayRcssserverDoes() {
        MatchFixture m = match("");
        Player wide = m.left(7, 0, 45);
        Player corner = m.left(8, 56, 45);
        Player runner = m.left(9, 60, 0);
        runner.velocity(0.2, 0);
        m.ball(0, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.step();
        assertEquals(0, wide.x(), 0);
        assertEquals(39, wide.y(), 0);
        // nearer the end line than the touch line: rcssserver moves it to the end line's edge
        assertEquals(57.5, corner.x(), 0);
        assertEquals(39, corner.y(), 0);
        assertEquals(57.5, runner.x(), 0);
        assertTrue(runner.vx() > 0, "moved, not placed: the velocity stays");
    }

    // ------------------------------------------------------------------ goal kicks

    @Test
    void aGoalKickIsPlayOnOnlyWhenTheBallHasLeftThePenaltyArea() {
        MatchFixture m = match("");
        Player goalie = m.left(1, -47.5, -9.16);
        SetPlays.awardGoalKick(m.referee(), Side.LEFT, -1);
        assertEquals(-47, m.ball().x(), 1e-12);
        assertEquals(-9.16, m.ball().y(), 1e-12);
        m.send(goalie, new Kick(100, 0));
        double inside = -AREA_FRONT + 0.085; // the ball counts as inside while any part of it is
        double before = m.ball().x();
        int cycles = 0;
        while (m.world().playMode() == PlayMode.GOAL_KICK) {
            before = m.ball().x();
            List<String> said = m.step();
            cycles++;
            assertEquals(m.ball().x() > inside ? List.of("play_on") : List.of(), said, "cycle " + cycles);
            assertTrue(cycles < 20);
        }
        assertTrue(cycles > 1, "the kick itself does not start play");
        assertTrue(before <= inside && m.ball().x() > inside);
    }

    @Test
    void anOpponentPlayingTheBallInTheAreaHasTheGoalKickRetaken() {
        MatchFixture m = match("");
        Player goalie = m.left(1, -47.5, -9.16);
        Player opponent = m.right(9, -35.5, -9.16);
        SetPlays.awardGoalKick(m.referee(), Side.LEFT, -1);
        m.send(goalie, new Kick(10, 0));
        m.step();
        m.ball(-36.3, -9.16, 0, 0); // still in the area, within the opponent's reach
        m.send(opponent, new Kick(100, 0));
        assertEquals(List.of("goal_kick_l"), m.step());
        assertEquals(-47, m.ball().x(), 1e-12);
        assertEquals(-9.16, m.ball().y(), 1e-12);
    }

    @Test
    void anOpponentTouchingTheBallInTheAreaHasTheGoalKickRetaken() {
        MatchFixture m = match("");
        m.left(1, -47.5, 9.16);
        m.right(9, -35.6, 0);
        SetPlays.awardGoalKick(m.referee(), Side.LEFT, 1);
        m.step();
        m.ball(-35.95, 0, 0, 0); // overlapping the opponent: the next cycle's collision is his touch
        assertEquals(List.of("goal_kick_l"), m.step());
        assertEquals(-47, m.ball().x(), 1e-12);
        assertEquals(-9.16, m.ball().y(), 1e-12, "y = 0 counts as the negative side");
    }

    @Test
    void opponentsAreKeptOutOfThePenaltyAreaDuringAGoalKick() {
        MatchFixture m = match("");
        Player inside = m.right(7, -44, 5);
        Player behind = m.right(8, -50, 15);
        SetPlays.awardGoalKick(m.referee(), Side.LEFT, -1);
        m.step();
        double front = -(AREA_FRONT - 0.3); // the area grown by the player's size
        assertEquals(front, inside.x(), 1e-12);
        assertEquals(5, inside.y(), 0);
        // nearest to the grown area's back edge, which is behind the goal line: to the front instead
        assertEquals(front, behind.x(), 1e-12);
        assertEquals(15, behind.y(), 0);
    }

    @Test
    void theGoalKickTakerKickingAgainAfterADashIsAFaultOutsideHisArea() {
        MatchFixture m = match("");
        Player goalie = m.left(1, -47.5, -9.16);
        SetPlays.awardGoalKick(m.referee(), Side.LEFT, -1);
        m.send(goalie, new Kick(5, 0));
        assertEquals(List.of(), m.step());
        m.send(goalie, new Dash(10, 0)); // a short step: he does not reach the ball yet
        m.step();
        m.send(goalie, new Kick(5, 0));
        assertEquals(List.of("free_kick_fault_l"), m.step());
        assertEquals(-(AREA_FRONT - EPS), m.ball().x(), 1e-12);
        assertEquals(-(FieldGeometry.PENALTY_AREA_WIDTH / 2 + EPS), m.ball().y(), 1e-12);
    }

    @Test
    void withProperGoalKicksAStoppedBallIsRetakenAndTheLastFailureGivesTheOpponentsAFreeKick() {
        MatchFixture m = match("server { proper_goal_kicks = true, max_goal_kicks = 2 }");
        Player goalie = m.left(1, -47.5, -9.16);
        SetPlays.awardGoalKick(m.referee(), Side.LEFT, -1); // goal kick 1
        m.send(goalie, new Kick(10, 0));
        int cycles = m.stepUntil(w -> m.heard().contains("goal_kick_l"), 200);
        assertTrue(cycles > 50, "retaken once the ball has stopped (speed < 0.01), after " + cycles);
        assertEquals(PlayMode.GOAL_KICK, m.world().playMode());
        assertEquals(-47, m.ball().x(), 1e-12);

        m.send(goalie, new Kick(10, 0)); // goal kick 2 = max_goal_kicks
        m.stepUntil(w -> w.playMode() != PlayMode.GOAL_KICK, 200);
        assertEquals("free_kick_r", m.heard().get(m.heard().size() - 1));
        assertEquals(-(AREA_FRONT - EPS), m.ball().x(), 1e-12);
        assertEquals(-(FieldGeometry.PENALTY_AREA_WIDTH / 2 + EPS), m.ball().y(), 1e-12);
    }

    @Test
    void withoutProperGoalKicksAStoppedBallWaitsForTheDropBall() {
        MatchFixture m = match("");
        Player goalie = m.left(1, -47.5, -9.16);
        SetPlays.awardGoalKick(m.referee(), Side.LEFT, -1);
        m.send(goalie, new Kick(10, 0));
        for (int i = 1; i < DROP_TIME; i++) assertEquals(List.of(), m.step(), "cycle " + i);
        assertEquals(List.of("drop_ball", "play_on"), m.step());
        assertEquals(-(AREA_FRONT - EPS), m.ball().x(), 1e-12);
    }

    @Test
    void nothingIsJudgedInAPenaltyShootOut() {
        MatchFixture m = match("");
        Player taker = m.left(9, 10, 0);
        m.ball(10.5, 0, 0, 0);
        m.playMode(PlayMode.PENALTY_TAKEN, Side.LEFT);
        m.send(taker, new Kick(50, 0));
        m.steps(3);
        assertEquals(PlayMode.PENALTY_TAKEN, m.world().playMode());
    }
}
