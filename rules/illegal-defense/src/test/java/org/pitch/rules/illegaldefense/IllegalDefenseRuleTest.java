package org.pitch.rules.illegaldefense;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.Kick;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.testkit.MatchFixture;

/**
 * Scenarios of rcssserver's IllegalDefenseRef. With the defaults {@code illegal_defense_dist_x}
 * 16.5 and {@code illegal_defense_width} 40.32 the zone is the penalty area's rectangle: x beyond
 * ±(52.5 − 16.5) = ±36, |y| below 20.16. The call comes in the {@code illegal_defense_duration}-th
 * consecutive play-on cycle with enough defenders there (the attack's first kick counts as the
 * first), the free kick 30 cycles after the call's cycle (AFTER_ILLEGAL_DEFENSE_WAIT, counted from the
 * next judgement since the call is made while judging) on the penalty spot ±41.5.
 */
class IllegalDefenseRuleTest {

    private static MatchFixture match(String hocon) {
        return MatchFixture.with(hocon, "illegal_defense", new IllegalDefenseRule());
    }

    /** Left 9 attacks with a soft kick at x = 20; right 2 and 3 stand in front of their goal. */
    private static final class Attack {
        final MatchFixture m;
        final Player striker;
        final Player back2;
        final Player back3;

        Attack(String hocon) {
            m = match(hocon);
            striker = m.left(9, 20, 0);
            back2 = m.right(2, 45, -5);
            back3 = m.right(3, 40, 10);
            m.ball(20.385, 0, 0, 0);
            m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        }

        List<String> kick() {
            m.send(striker, new Kick(20, 0));
            return m.step();
        }
    }

    @Test
    void tooManyDefendersForTooLongIsIllegalDefenseThenAFreeKickOnThePenaltySpot() {
        Attack a = new Attack("server { illegal_defense_number = 2, illegal_defense_duration = 20 }\n");
        assertEquals(List.of(), a.kick()); // cycle 1 of 20
        for (int i = 2; i < 20; i++) assertEquals(List.of(), a.m.step(), "cycle " + i);
        assertEquals(List.of("illegal_defense_r"), a.m.step());
        assertEquals(PlayMode.ILLEGAL_DEFENSE, a.m.world().playMode());
        assertEquals(Side.RIGHT, a.m.world().playModeSide());
        assertEquals(41.5, a.m.ball().x(), 1e-9);
        assertEquals(0, a.m.ball().y(), 1e-9);
        assertEquals(0, a.m.ball().vx(), 0);
        int time = a.m.world().time();
        // called while judging, so the wait's 30 cycles all come after the call's own cycle
        for (int i = 1; i <= 30; i++) {
            assertEquals(List.of(), a.m.step(), "cycle " + i + " of the wait");
            assertEquals(time, a.m.world().time(), "the clock stands");
        }
        assertEquals(List.of("free_kick_l"), a.m.step());
        assertEquals(time + 1, a.m.world().time());
        assertEquals(41.5, a.m.ball().x(), 1e-9);
        // the defenders were cleared the goal area's length (5.5 m) from the ball
        for (Player p : List.of(a.back2, a.back3)) {
            double d = Math.hypot(p.x() - a.m.ball().x(), p.y() - a.m.ball().y());
            assertTrue(d >= 5.5 + p.size() - 1e-6, p.unum() + " at " + d);
        }
    }

    @Test
    void leftTeamDefendingIllegallyGivesTheKickToTheRight() {
        MatchFixture m = match("server { illegal_defense_number = 1, illegal_defense_duration = 3 }\n");
        Player striker = m.right(9, -20, 0); // faces 180°
        m.left(4, -50, 19);
        m.ball(-20.385, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(striker, new Kick(20, 0));
        assertEquals(List.of(), m.step());
        assertEquals(List.of(), m.step());
        assertEquals(List.of("illegal_defense_l"), m.step());
        assertEquals(-41.5, m.ball().x(), 1e-9);
        m.steps(30);
        assertEquals(PlayMode.ILLEGAL_DEFENSE, m.world().playMode());
        assertEquals(List.of("free_kick_r"), m.step());
        assertEquals(Side.RIGHT, m.world().playModeSide());
    }

    @Test
    void offWithIllegalDefenseNumberZero() {
        Attack a = new Attack("server { illegal_defense_number = 0, illegal_defense_duration = 20 }\n");
        a.kick();
        a.m.steps(60);
        assertEquals(List.of(), a.m.heard());
        assertEquals(PlayMode.PLAY_ON, a.m.world().playMode());
    }

    @Test
    void fewerDefendersThanTheNumberAreLegal() {
        Attack a = new Attack("server { illegal_defense_number = 3, illegal_defense_duration = 20 }\n");
        a.kick();
        a.m.steps(60);
        assertEquals(List.of(), a.m.heard());
    }

    @Test
    void zoneIsNarrowerThanTheField() {
        Attack a = new Attack("server { illegal_defense_number = 2, illegal_defense_duration = 20 }\n");
        a.back3.position(40, 20.2); // just outside |y| < 40.32 / 2
        a.kick();
        a.m.steps(40);
        assertEquals(List.of(), a.m.heard());
    }

    @Test
    void leavingTheZoneStartsTheCountAgain() {
        Attack a = new Attack("server { illegal_defense_number = 2, illegal_defense_duration = 20 }\n");
        a.kick();
        a.m.steps(18); // 19 crowded cycles
        a.back3.position(30, 10); // out of the zone for one cycle
        a.m.step();
        a.back3.position(40, 10);
        for (int i = 1; i < 20; i++) assertEquals(List.of(), a.m.step(), "cycle " + i + " of the new count");
        assertEquals(List.of("illegal_defense_r"), a.m.step());
    }

    @Test
    void nobodyAttacksBeforeTheFirstKick() {
        Attack a = new Attack("server { illegal_defense_number = 2, illegal_defense_duration = 5 }\n");
        a.m.steps(30);
        assertEquals(List.of(), a.m.heard());
    }

    @Test
    void ballInTheAttackersOwnHalfIsNoAttack() {
        MatchFixture m = match("server { illegal_defense_number = 1, illegal_defense_duration = 3 }\n");
        Player striker = m.left(9, -20, 0);
        m.right(2, 45, 0);
        m.ball(-19.615, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(striker, new Kick(10, 0)); // the ball stays in the left half
        m.steps(10);
        assertEquals(List.of(), m.heard());
    }

    @Test
    void bothTeamsKickingInOneCycleLeavesNoAttacker() {
        MatchFixture m = match("server { illegal_defense_number = 1, illegal_defense_duration = 3 }\n");
        Player striker = m.left(9, 20, 0);
        Player opponent = m.right(9, 20.77, 0);
        m.right(2, 45, 0);
        m.ball(20.385, 0, 0, 0);
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.send(striker, new Kick(5, 90));
        m.send(opponent, new Kick(5, 90));
        m.steps(10);
        assertEquals(List.of(), m.heard());
    }

    @Test
    void noJudgementOutsidePlayOn() {
        Attack a = new Attack("server { illegal_defense_number = 2, illegal_defense_duration = 5 }\n");
        a.kick();
        a.m.playMode(PlayMode.KICK_IN, Side.LEFT);
        a.m.steps(20);
        assertEquals(PlayMode.KICK_IN, a.m.world().playMode());
        assertTrue(a.m.heard().isEmpty(), a.m.heard().toString());
    }
}
