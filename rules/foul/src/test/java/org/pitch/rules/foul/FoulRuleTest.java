package org.pitch.rules.foul;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.Dash;
import org.pitch.api.command.Tackle;
import org.pitch.api.world.Card;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.testkit.MatchFixture;

/**
 * Scenarios of rcssserver's FoulRef and Referee::checkFoul. Every player has the default type, so
 * its {@code foul_detect_probability} is the server's; the tests force detection with 1 (or rule
 * it out with 0). Tackles succeed with probability 1 − (d/tackle_dist 2)^e, e = foul_exponent 10
 * for intentional fouls, tackle_exponent 6 otherwise: above 0.97 at the distances used here, and
 * the fixture's seed is fixed.
 */
class FoulRuleTest {
    private static final String SURE = "server.foul_detect_probability = 1\n";

    private static MatchFixture match(String hocon) {
        return MatchFixture.with(hocon, "foul", new FoulRule());
    }

    /** Left 5 at the origin facing the right goal, right 7 with the ball 0.7 m ahead of him. */
    private static final class Scene {
        final MatchFixture m;
        final Player tackler;
        final Player victim;

        Scene(String hocon, double x) {
            m = match(hocon);
            tackler = m.left(5, x, 0);
            victim = m.right(7, x + 0.7, 0);
            victim.bodyDirection(0); // running away from the tackler, towards the ball
            m.ball(x + 1.4, 0, 0, 0);
            m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        }

        /** The victim dashes (a small step) one cycle, the tackle comes in the next: rcssserver still counts him as dashing. */
        List<String> tackleDashingVictim(boolean intentional) {
            m.send(victim, new Dash(10, 0));
            assertEquals(List.of(), m.step());
            m.send(tackler, new Tackle(0, intentional));
            return m.step();
        }
    }

    @Test
    void detectedIntentionalFoulIsAFoulChargeAndAFreeKickAfterTheWait() {
        MatchFixture m = match(SURE);
        Player tackler = m.left(5, 0, 0);
        Player victim = m.right(7, 1.3, 0); // not between tackler and ball, not dashing: no card
        m.ball(0.6, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        long step = m.world().step();
        int time = m.world().time();
        m.send(tackler, new Tackle(0, true));
        assertEquals(List.of("foul_charge_l"), m.step());
        assertEquals(PlayMode.FOUL_CHARGE, m.world().playMode());
        assertEquals(Side.LEFT, m.world().playModeSide());
        assertEquals(1, tackler.foulCount(), "punishFoulPlay");
        assertEquals(Card.NONE, tackler.card());
        // the fouled opponent who could kick the ball is charged for foul_cycles (5)
        assertEquals(step + 5, victim.foulChargedUntil());
        assertTrue(victim.bodyBlocked(step + 4));
        assertFalse(victim.bodyBlocked(step + 5));
        // the free kick is taken where the tackler stood, the ball at rest
        assertEquals(0, m.ball().x(), 1e-9);
        assertEquals(0, m.ball().vx(), 0);
        for (int i = 2; i <= 30; i++) {
            assertEquals(List.of(), m.step(), "cycle " + i + " of the wait");
            assertEquals(time, m.world().time());
        }
        assertEquals(List.of("free_kick_r"), m.step());
        assertEquals(time + 1, m.world().time());
        // the fouling team was cleared 9.15 m from the ball
        double d = Math.hypot(tackler.x() - m.ball().x(), tackler.y() - m.ball().y());
        assertTrue(d >= 9.15 + tackler.size() - 1e-6, "tackler at " + d);
    }

    @Test
    void ballIsPlacedAtTheTacklersPlace() {
        MatchFixture m = match(SURE);
        Player tackler = m.left(5, 10, 20);
        m.right(7, 11.3, 20);
        m.ball(10.6, 20, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(tackler, new Tackle(0, true));
        assertEquals(List.of("foul_charge_l"), m.step());
        assertEquals(10, m.ball().x(), 1e-9);
        assertEquals(20, m.ball().y(), 1e-9);
        m.steps(10); // the wait: the ball rests where the referee put it
        assertEquals(10, m.ball().x(), 1e-9);
        assertEquals(20, m.ball().y(), 1e-9);
    }

    @Test
    void undetectedIntentionalFoulStillChargesTheOpponent() {
        MatchFixture m = match("server.foul_detect_probability = 0\n");
        Player tackler = m.left(5, 0, 0);
        Player victim = m.right(7, 1.3, 0);
        m.ball(0.6, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        long step = m.world().step();
        m.send(tackler, new Tackle(0, true));
        assertEquals(List.of(), m.step());
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());
        assertEquals(step + 5, victim.foulChargedUntil());
        assertEquals(0, tackler.foulCount());
    }

    @Test
    void intentionalFoulFromBehindOnADashingPlayerIsAYellowCard() {
        Scene s = new Scene(SURE, 0);
        assertEquals(List.of("foul_charge_l", "yellow_card_l_5"), s.tackleDashingVictim(true));
        assertEquals(Card.YELLOW, s.tackler.card());
        assertTrue(s.tackler.enabled());
        assertEquals(1, s.tackler.foulCount());
    }

    @Test
    void redCardProbabilityTurnsTheYellowIntoARedAndSendsThePlayerOff() {
        Scene s = new Scene(SURE + "server.red_card_probability = 1\n", 0);
        assertEquals(List.of("foul_charge_l", "red_card_l_5"), s.tackleDashingVictim(true));
        assertEquals(Card.RED, s.tackler.card());
        assertFalse(s.tackler.enabled(), "sent off");
    }

    @Test
    void secondYellowIsRed() {
        Scene s = new Scene(SURE, 0);
        s.tackler.card(Card.YELLOW);
        assertEquals(List.of("foul_charge_l", "yellow_card_l_5", "red_card_l_5"), s.tackleDashingVictim(true));
        assertFalse(s.tackler.enabled());
    }

    @Test
    void ordinaryTackleFromBehindOnADashingPlayerIsADetectedFoul() {
        Scene s = new Scene(SURE, 0);
        assertEquals(List.of("foul_charge_l"), s.tackleDashingVictim(false));
        assertEquals(Card.NONE, s.tackler.card());
        assertEquals(0, s.victim.foulChargedUntil(), "only intentional fouls charge the opponent");
    }

    @Test
    void ordinaryFoulEarnsAYellowWithTheRedCardProbability() {
        Scene s = new Scene(SURE + "server.red_card_probability = 1\n", 0);
        assertEquals(List.of("foul_charge_l", "yellow_card_l_5"), s.tackleDashingVictim(false));
        assertEquals(Card.YELLOW, s.tackler.card());
    }

    @Test
    void ordinaryTackleOnAStandingPlayerIsNoFoul() {
        Scene s = new Scene(SURE, 0);
        s.m.send(s.tackler, new Tackle(0, false));
        assertEquals(List.of(), s.m.step());
        assertEquals(PlayMode.PLAY_ON, s.m.world().playMode());
    }

    @Test
    void dashFromTwoCyclesAgoNoLongerCounts() {
        Scene s = new Scene(SURE, 0);
        s.m.send(s.victim, new Dash(10, 0));
        s.m.step();
        s.m.step();
        s.m.send(s.tackler, new Tackle(0, false));
        assertEquals(List.of(), s.m.step());
    }

    @Test
    void playerRunningTowardsTheTacklerIsNotFouledFromBehind() {
        Scene s = new Scene(SURE, 0);
        s.victim.bodyDirection(180); // faces the tackler: more than 90° off the tackle's direction
        s.m.send(s.victim, new Dash(-10, 0)); // a back dash: still a dash
        assertEquals(List.of(), s.m.step());
        s.m.send(s.tackler, new Tackle(0, false));
        assertEquals(List.of(), s.m.step());
    }

    @Test
    void foulInOwnPenaltyAreaEndsInAnIndirectFreeKick() {
        MatchFixture m = match(SURE);
        Player tackler = m.left(5, -44, 3);
        m.right(9, -42.7, 3);
        m.ball(-43.4, 3, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(tackler, new Tackle(0, true));
        assertEquals(List.of("foul_charge_l"), m.step());
        m.steps(29);
        assertEquals(List.of("indirect_free_kick_r"), m.step());
        // left players kept the goal area's length (5.5 m) from the ball
        double d = Math.hypot(tackler.x() - m.ball().x(), tackler.y() - m.ball().y());
        assertTrue(d >= 5.5 + tackler.size() - 1e-6 || Math.abs(tackler.x()) >= 52.5, "tackler at " + d);
    }

    @Test
    void foulInTheGoalAreaIsMovedToItsFrontLine() {
        MatchFixture m = match(SURE);
        Player tackler = m.left(5, -50, 1);
        m.right(9, -48.7, 1);
        m.ball(-49.4, 1, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(tackler, new Tackle(0, true));
        assertEquals(List.of("foul_charge_l"), m.step());
        // −52.5 + goal_area_length 5.5 = −47 (rcssserver adds EPS 1e-10)
        assertEquals(-47.0, m.ball().x(), 1e-6);
        assertEquals(1, m.ball().y(), 1e-6);
    }

    @Test
    void foulInTheFouledTeamsPenaltyAreaIsMovedOutOfIt() {
        MatchFixture m = match(SURE);
        Player tackler = m.left(5, 44, 3);
        m.right(9, 45.3, 3);
        m.ball(44.6, 3, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(tackler, new Tackle(0, true));
        assertEquals(List.of("foul_charge_l"), m.step());
        // the right team's free kick goes to its penalty area's nearer front corner: (36, 20.16)
        assertEquals(36.0, m.ball().x(), 1e-6);
        assertEquals(20.16, m.ball().y(), 1e-6);
        m.steps(29);
        assertEquals(List.of("free_kick_r"), m.step());
    }

    @Test
    void rightSidesFoulIsFoulChargeR() {
        MatchFixture m = match(SURE);
        Player tackler = m.right(5, 0, 0); // faces 180°
        m.left(7, -1.3, 0);
        m.ball(-0.6, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(tackler, new Tackle(0, true));
        assertEquals(List.of("foul_charge_r"), m.step());
        m.steps(29);
        assertEquals(List.of("free_kick_l"), m.step());
    }

    @Test
    void noFoulsInKeepaway() {
        MatchFixture m = match(SURE + "server.keepaway = true\n");
        Player tackler = m.left(5, 0, 0);
        Player victim = m.right(7, 1.3, 0);
        m.ball(0.6, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(tackler, new Tackle(0, true));
        assertEquals(List.of(), m.step());
        assertEquals(0, victim.foulChargedUntil());
    }

    @Test
    void noFoulsInAPenaltyShootOut() {
        MatchFixture m = match(SURE);
        Player tackler = m.left(5, 0, 0);
        m.right(7, 1.3, 0);
        m.ball(0.6, 0, 0, 0);
        m.playMode(PlayMode.PENALTY_TAKEN, Side.RIGHT);
        m.send(tackler, new Tackle(0, true));
        assertEquals(List.of(), m.step());
        assertEquals(PlayMode.PENALTY_TAKEN, m.world().playMode());
    }

    @Test
    void trainersFoulPushEndsInAFreeKickToo() {
        MatchFixture m = match("");
        m.left(5, 0, 0);
        m.ball(10, 10, 0, 0);
        m.playMode(PlayMode.FOUL_PUSH, Side.RIGHT);
        m.steps(30);
        assertEquals(List.of("free_kick_l"), m.step());
    }
}
