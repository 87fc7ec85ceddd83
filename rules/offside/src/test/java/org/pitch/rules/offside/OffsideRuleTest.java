package org.pitch.rules.offside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.Kick;
import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.testkit.MatchFixture;

/**
 * OffsideRef scenarios. Numbers from rcssserver: AFTER_OFFSIDE_WAIT 30, CLEAR_PLAYER_TIME 5,
 * {@code offside_kick_margin} 9.15, {@code offside_active_area_size} 2.5, {@code ckick_margin} 1,
 * player size 0.3 (default type), KICK_OFF_CLEAR_DISTANCE 9.15, the 1e-5 clearPlayersFromBall
 * adds, goal area 5.5 × 18.32.
 */
class OffsideRuleTest {
    private static final double CLEARED = 9.15 + 0.3 + 1.0e-5; // clearPlayersFromBall's distance for a default player

    /** Records touches, so a test can tell the receiver really touched the ball. */
    static final class TouchSpy implements RefereeRule {
        final List<Player> touched = new ArrayList<>();
        @Override public void onTouch(RefereeContext ctx, Player player) { touched.add(player); }
    }

    /** What the free-kick rule does when a set play is kicked: play on (tests here have no free-kick rule). */
    static final class PlayOnWhenKicked implements RefereeRule {
        @Override public void onKick(RefereeContext ctx, Player kicker, double acceleration) {
            PlayMode mode = ctx.world().playMode();
            if (mode != PlayMode.PLAY_ON && mode != PlayMode.OFFSIDE && !mode.isPenaltyShootOut()) ctx.changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        }
    }

    private final TouchSpy spy = new TouchSpy();

    /** A match with the offside rule, after one cycle so the rules hear mode changes. */
    private MatchFixture match(String hocon) {
        MatchFixture m = MatchFixture.with(hocon, "offside", new OffsideRule(), "play_on", new PlayOnWhenKicked(), "spy", spy);
        m.step();
        return m;
    }

    /** Steps until the play mode is {@code mode}; returns the cycles stepped (fails after max). */
    private static int until(MatchFixture m, PlayMode mode, int max) {
        return m.stepUntil(w -> w.playMode() == mode, max);
    }

    // ------------------------------------------------------------------ a pass to an offside player

    @Test
    void passToAPlayerBeyondTheSecondLastDefenderIsOffsideWhenHeTouchesTheBall() {
        MatchFixture m = match("");
        Player passer = m.left(9, 5, 0);
        Player receiver = m.left(10, 30, 0);
        m.right(1, 50, 0);   // the last defender (goalie)
        m.right(2, 20, 5);   // the second-last: the offside line is x = 20
        m.ball(5.5, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);

        m.send(passer, new Kick(60, 0));
        assertEquals(List.of(), m.step());
        spy.touched.clear();
        int cycles = until(m, PlayMode.OFFSIDE, 80);
        assertTrue(cycles > 1);
        assertFalse(spy.touched.isEmpty());
        assertTrue(spy.touched.stream().allMatch(p -> p == receiver), "the receiver's touch is what is judged");
        assertEquals(List.of("offside_l"), m.heard().subList(m.heard().size() - 1, m.heard().size()));
        assertEquals(Side.LEFT, m.world().playModeSide());
        // the free kick will be at the offside line, at the receiver's y when the ball was played
        assertEquals(20, m.ball().x(), 1e-12);
        assertEquals(0, m.ball().y(), 1e-12);
        assertEquals(0, m.ball().speed(), 0);
        // the same cycle already judged the wait: the receiver went back behind the line by the margin
        assertEquals(20 - 9.15, receiver.x(), 1e-9);

        int time = m.world().time();
        for (int i = 1; i < OffsideRule.AFTER_OFFSIDE_WAIT; i++) {
            assertEquals(List.of(), m.step(), "wait cycle " + i);
            assertEquals(PlayMode.OFFSIDE, m.world().playMode());
            assertEquals(time, m.world().time(), "the clock stands while the referee waits");
        }
        assertEquals(List.of("free_kick_r"), m.step());
        assertEquals(PlayMode.FREE_KICK, m.world().playMode());
        assertEquals(Side.RIGHT, m.world().playModeSide());
        assertEquals(time + 1, m.world().time());
        assertEquals(20, m.ball().x(), 1e-12);
        // in the wait's last cycles the offenders were also cleared 9.15 m (plus size) from the ball
        assertEquals(CLEARED, Math.hypot(receiver.x() - 20, receiver.y()), 1e-9);
        assertEquals(5, passer.x(), 1e-9, "a team-mate behind the line stays where he is");
    }

    @Test
    void offsideIsJudgedOnTheReceiversKickToo() {
        MatchFixture m = match("");
        Player passer = m.left(9, 10, 0);
        Player receiver = m.left(10, 30, 3);
        m.right(1, 50, 0);
        m.right(2, 20, 5);
        m.ball(10.5, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(passer, new Kick(10, 0));
        m.step();
        // the ball reaches the receiver (placed there: how it travelled does not matter)
        m.ball(30.5, 3, 0, 0);
        m.send(receiver, new Kick(50, 0));
        assertEquals(List.of("offside_l"), m.step());
        assertEquals(20, m.ball().x(), 1e-12);
        assertEquals(3, m.ball().y(), 1e-12);
        int time = m.world().time();
        for (int i = 1; i < OffsideRule.AFTER_OFFSIDE_WAIT; i++) assertEquals(List.of(), m.step());
        assertEquals(List.of("free_kick_r"), m.step());
        assertEquals(time + 1, m.world().time());
    }

    @Test
    void offsideOfTheRightTeamMirrorsTheLeft() {
        MatchFixture m = match("");
        Player passer = m.right(9, -10, 0);
        Player receiver = m.right(10, -30, 2);
        m.left(1, -50, 0);
        m.left(2, -20, 5);
        m.ball(-10.5, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(passer, new Kick(10, 0)); // a right player faces 180°: forward is -x
        m.step();
        m.ball(-30.5, 2, 0, 0);
        m.send(receiver, new Kick(50, 0));
        assertEquals(List.of("offside_r"), m.step());
        assertEquals(-20, m.ball().x(), 1e-12);
        assertEquals(2, m.ball().y(), 1e-12);
        assertEquals(-20 + 9.15, receiver.x(), 1e-9, "back behind the line by offside_kick_margin");
        for (int i = 1; i < OffsideRule.AFTER_OFFSIDE_WAIT; i++) assertEquals(List.of(), m.step());
        assertEquals(List.of("free_kick_l"), m.step());
        assertEquals(CLEARED, Math.hypot(receiver.x() + 20, receiver.y() - 2), 1e-9);
    }

    // ------------------------------------------------------------------ a vain attempt, or just being near

    @Test
    void aVainKickWithinTheActiveAreaIsOffsideButOneFromFurtherIsNot() {
        MatchFixture m = match("");
        Player passer = m.left(9, 10, 0);
        Player receiver = m.left(10, 30, 3);
        m.right(1, 50, 0);
        m.right(2, 20, 5);
        m.ball(10.5, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(passer, new Kick(10, 0));
        m.step();

        m.ball(30, 0.4, 0, 0); // 2.6 m away: beyond offside_active_area_size
        m.send(receiver, new Kick(50, 0));
        assertEquals(List.of(), m.step());
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());

        m.ball(30, 1.0, 0, 0); // 2 m: out of kickable reach but within the active area
        m.send(receiver, new Kick(50, 0));
        assertEquals(List.of("offside_l"), m.step());
        assertEquals(20, m.ball().x(), 1e-12);
        assertEquals(3, m.ball().y(), 1e-12);
    }

    @Test
    void beingNearTheBallWithoutPlayingItIsNotOffside() {
        MatchFixture m = match("");
        Player passer = m.left(9, 10, 0);
        m.left(10, 30, 3);
        m.right(1, 50, 0);
        m.right(2, 20, 5);
        m.ball(10.5, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(passer, new Kick(10, 0));
        m.step();
        m.ball(30, 2.0, 0, 0); // 1 m from the candidate, at rest: rcssserver 19 has the distance check off
        for (int i = 0; i < 20; i++) assertEquals(List.of(), m.step());
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());
    }

    // ------------------------------------------------------------------ not offside

    @Test
    void aPlayerBehindTheBallIsNotOffside() {
        MatchFixture m = match("");
        Player passer = m.left(9, 36, 0);
        passer.bodyDirection(180);
        Player receiver = m.left(10, 30, 0); // beyond the defenders, but behind the ball
        m.right(1, 50, 0);
        m.right(2, 20, 5);
        m.ball(35.5, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(passer, new Kick(30, 0)); // backwards, to the receiver
        m.step();
        spy.touched.clear();
        for (int i = 0; i < 60; i++) assertEquals(List.of(), m.step());
        assertTrue(spy.touched.contains(receiver), "the receiver got the ball");
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());
    }

    @Test
    void nobodyIsOffsideInHisOwnHalf() {
        for (double receiverX : new double[] {-2, 2}) {
            spy.touched.clear();
            MatchFixture m = match("");
            Player passer = m.left(9, -15, 0);
            Player receiver = m.left(10, receiverX, 0);
            m.right(1, 50, 0);
            m.right(2, -10, 5); // the receiver is beyond this defender either way
            m.ball(-14.5, 0, 0, 0);
            m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
            m.send(passer, new Kick(50, 0));
            m.step();
            spy.touched.clear();
            boolean offside = false;
            for (int i = 0; i < 80 && !offside; i++) {
                m.step();
                offside = m.world().playMode() == PlayMode.OFFSIDE;
            }
            assertTrue(spy.touched.contains(receiver), "the receiver got the ball at x " + receiverX);
            // the line is never short of the centre line: only the receiver in the opponent's half is offside
            assertEquals(receiverX > 0, offside, "receiver at x " + receiverX);
        }
    }

    @Test
    void useOffsideFalseTurnsItAllOff() {
        spy.touched.clear();
        MatchFixture m = match("server { use_offside = false }");
        Player passer = m.left(9, 5, 0);
        Player receiver = m.left(10, 30, 0);
        m.right(1, 50, 0);
        m.right(2, 20, 5);
        m.ball(5.5, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(passer, new Kick(60, 0));
        m.step();
        for (int i = 0; i < 80; i++) assertEquals(List.of(), m.step());
        assertTrue(spy.touched.contains(receiver));
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());
    }

    @Test
    void noOffsideFromAKickInCornerOrGoalKickButFromAFreeKick() {
        for (PlayMode setPlay : new PlayMode[] {PlayMode.KICK_IN, PlayMode.CORNER_KICK, PlayMode.GOAL_KICK, PlayMode.FREE_KICK}) {
            MatchFixture m = match("");
            Player passer = m.left(9, 10, 0);
            Player receiver = m.left(10, 30, 3);
            m.right(1, 50, 0);
            m.right(2, 20, 5);
            m.ball(10.5, 0, 0, 0);
            m.playMode(setPlay, Side.LEFT);
            m.send(passer, new Kick(10, 0));
            m.step();
            assertEquals(PlayMode.PLAY_ON, m.world().playMode());
            m.ball(30.5, 3, 0, 0);
            m.send(receiver, new Kick(50, 0));
            List<String> said = m.step();
            assertEquals(setPlay == PlayMode.FREE_KICK ? List.of("offside_l") : List.of(), said, setPlay.toString());
        }
    }

    @Test
    void whenBothTeamsPlayTheBallInOneCycleNobodyIsMarked() {
        MatchFixture m = match("");
        Player passer = m.left(9, 10, 0);
        Player receiver = m.left(10, 30, 3);
        m.right(1, 50, 0);
        m.right(2, 20, 5);
        Player opponent = m.right(3, 11.2, 0.6);
        m.ball(10.5, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(passer, new Kick(10, 0));
        m.send(opponent, new Kick(5, 0));
        m.step();
        m.ball(30.5, 3, 0, 0);
        m.send(receiver, new Kick(50, 0));
        assertEquals(List.of(), m.step());
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());
    }

    // ------------------------------------------------------------------ where the free kick is taken

    @Test
    void aMarkInTheGoalAreaMovesTheFreeKickToTheGoalAreaCorner() {
        MatchFixture m = match("");
        Player passer = m.left(9, 40, -10);
        Player receiver = m.left(10, 50, 3);
        m.right(1, 52, 0);
        m.right(2, 48, -8); // line x = 48: the mark (48, 3) lies in the right goal area
        m.ball(40.5, -10, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(passer, new Kick(10, 0));
        m.step();
        m.ball(50.5, 3, 0, 0);
        m.send(receiver, new Kick(50, 0));
        assertEquals(List.of("offside_l"), m.step());
        assertEquals(FieldGeometry.HALF_LENGTH - FieldGeometry.GOAL_AREA_LENGTH, m.ball().x(), 1e-12);
        assertEquals(FieldGeometry.GOAL_AREA_WIDTH / 2, m.ball().y(), 1e-12);
    }

    @Test
    void aMarkNearTheTouchLineMovesTheFreeKickCornerKickMarginIn() {
        MatchFixture m = match("");
        Player passer = m.left(9, 10, 30);
        Player receiver = m.left(10, 30, 33.5);
        m.right(1, 50, 0);
        m.right(2, 20, 5);
        m.ball(10.5, 30, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(passer, new Kick(10, 0));
        m.step();
        m.ball(30.5, 33.5, 0, 0);
        m.send(receiver, new Kick(50, 0));
        assertEquals(List.of("offside_l"), m.step());
        assertEquals(20, m.ball().x(), 1e-12);
        assertEquals(FieldGeometry.HALF_WIDTH - 1.0, m.ball().y(), 1e-12); // ckick_margin 1
    }

    // ------------------------------------------------------------------ kick-off

    @Test
    void atTheKickOffPlayersGoBehindTheCentreLineAndDefendersOutOfTheCircle() {
        MatchFixture m = match("");
        Player ahead = m.left(7, 5, 10);
        Player kicker = m.left(8, 2, 1);
        Player defender = m.right(7, -4, 3);
        m.kickOff(); // kick_off_l
        m.step();
        assertEquals(-0.3, ahead.x(), 1e-12);
        assertEquals(10, ahead.y(), 1e-12);
        assertEquals(-0.3, kicker.x(), 1e-12, "the side kicking off may stand in the circle");
        assertEquals(1, kicker.y(), 1e-12);
        // the defender went to x = +0.3 (his half), then out of the circle along that direction
        assertEquals(9.15 + 0.3, Math.hypot(defender.x(), defender.y()), 1e-9);
        assertEquals(3 / 0.3, defender.y() / defender.x(), 1e-9);
    }

    @Test
    void beforeTheKickOffPlayersGoToARandomPointOfTheirHalf() {
        MatchFixture m = match("");
        Player ahead = m.left(7, 5, 10);
        Player kicker = m.left(8, -2, 1);
        Player defender = m.right(8, 2, 0);
        m.step();
        assertTrue(ahead.x() <= 0 && ahead.x() >= -FieldGeometry.HALF_LENGTH, "x " + ahead.x());
        assertTrue(Math.abs(ahead.y()) <= FieldGeometry.HALF_WIDTH);
        assertFalse(ahead.x() == -0.3 && ahead.y() == 10, "not the kick-off's placement");
        assertEquals(-2, kicker.x(), 0, "left kicks off the first half: may stand in the circle");
        assertEquals(9.15 + 0.3, defender.x(), 1e-12);
        assertEquals(0, defender.y(), 1e-12);
    }

    @Test
    void beforeTheSecondHalfTheRightSideMayStandInTheCircle() {
        MatchFixture m = match("");
        Player left = m.left(8, -2, 1);
        Player right = m.right(8, 2, 0);
        m.referee().time(3000); // half_time 300 s at 100 ms: the second half starts
        m.step();
        assertEquals(2, right.x(), 0);
        assertEquals(9.15 + 0.3, Math.hypot(left.x(), left.y()), 1e-9);
    }

    @Test
    void noKickOffPlacementWithoutForbidKickOffOffsideOrUseOffside() {
        for (String hocon : new String[] {"server { forbid_kick_off_offside = false }", "server { use_offside = false }"}) {
            MatchFixture m = match(hocon);
            Player ahead = m.left(7, 5, 10);
            Player defender = m.right(7, -4, 3);
            m.kickOff();
            m.step();
            assertEquals(5, ahead.x(), 0, hocon);
            assertEquals(-4, defender.x(), 0, hocon);
        }
    }

    @Test
    void nothingIsJudgedInAPenaltyShootOut() {
        MatchFixture m = match("");
        Player passer = m.left(9, 10, 0);
        Player receiver = m.left(10, 30, 3);
        m.right(1, 50, 0);
        m.right(2, 20, 5);
        m.ball(10.5, 0, 0, 0);
        m.playMode(PlayMode.PENALTY_TAKEN, Side.LEFT);
        m.send(passer, new Kick(10, 0));
        m.step();
        m.ball(30.5, 3, 0, 0);
        m.send(receiver, new Kick(50, 0));
        m.step();
        assertEquals(PlayMode.PENALTY_TAKEN, m.world().playMode());
    }
}
