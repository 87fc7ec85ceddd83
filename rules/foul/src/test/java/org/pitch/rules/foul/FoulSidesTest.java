package org.pitch.rules.foul;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.command.Dash;
import org.pitch.api.command.Tackle;
import org.pitch.api.world.Card;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.testkit.MatchFixture;
import org.pitch.rules.testkit.MatchScene;

/**
 * FoulRef and checkFoul from both ends: each scene is written with our tackler attacking towards
 * +x for the left team and played again mirrored by the right team ({@link MatchScene}). rcssserver's
 * side-dependent parts: the mode names the fouling side, the ball leaves either goal area and the
 * fouled side's penalty area ({@code moveOutOfPenalty(RIGHT)} for a left tackler and vice versa),
 * the wait clears the fouling side, and the kick is indirect when the ball lies in the fouling
 * side's own penalty area. "From behind" is judged in the tackler's frame, so it mirrors too.
 */
class FoulSidesTest {
    private static final String SURE = "server.foul_detect_probability = 1\n";

    private static MatchScene scene(Side us, String hocon) {
        return MatchScene.of(MatchFixture.with(hocon, "foul", new FoulRule()), us);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void ourIntentionalFoulIsOurFoulChargeAtTheTacklersPlaceAndTheirFreeKick(Side us) {
        MatchScene s = scene(us, SURE);
        Player tackler = s.ours(5, 10, 20);
        Player victim = s.theirs(7, 11.3, 20);
        s.ball(10.6, 20, 0, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        long step = s.m().world().step();
        s.m().send(tackler, new Tackle(0, true));
        assertEquals(List.of(PlayMode.FOUL_CHARGE.wireName(us)), s.m().step());
        assertEquals(1, tackler.foulCount());
        assertEquals(step + 5, victim.foulChargedUntil(), "foul_cycles 5");
        assertEquals(10, s.x(s.m().ball()), 1e-9);
        assertEquals(20, s.y(s.m().ball()), 1e-9);
        s.m().steps(29);
        assertEquals(List.of(PlayMode.FREE_KICK.wireName(us.opponent())), s.m().step());
        double d = Math.hypot(tackler.x() - s.m().ball().x(), tackler.y() - s.m().ball().y());
        assertTrue(d >= 9.15 + tackler.size() - 1e-6, "we were cleared from the ball: " + d);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void anIntentionalFoulFromBehindOnADashingOpponentIsOurYellowCard(Side us) {
        MatchScene s = scene(us, SURE);
        Player tackler = s.ours(5, 0, 3);
        Player victim = s.theirs(7, 0.7, 3);
        s.face(victim, 0); // running away from the tackler, towards the ball
        s.ball(1.4, 3, 0, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m().send(victim, new Dash(10, 0));
        assertEquals(List.of(), s.m().step());
        s.m().send(tackler, new Tackle(0, true));
        assertEquals(List.of(PlayMode.FOUL_CHARGE.wireName(us), "yellow_card_" + us.wire() + "_5"), s.m().step());
        assertEquals(Card.YELLOW, tackler.card());
    }

    /**
     * A red card sends the tackler off to where rcssserver's {@code disable()} puts him: x =
     * −3·unum·side (his own half), y = −37 for both teams (the field's top, not mirrored).
     */
    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void ourRedCardSendsTheTacklerOffToTheFieldsTopOnOurSide(Side us) {
        MatchScene s = scene(us, SURE + "server.red_card_probability = 1\n");
        Player tackler = s.ours(5, 0, 3);
        Player victim = s.theirs(7, 0.7, 3);
        s.face(victim, 0);
        s.ball(1.4, 3, 0, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m().send(victim, new Dash(10, 0));
        s.m().step();
        s.m().send(tackler, new Tackle(0, true));
        assertEquals(List.of(PlayMode.FOUL_CHARGE.wireName(us), "red_card_" + us.wire() + "_5"), s.m().step());
        assertEquals(Card.RED, tackler.card());
        assertEquals(-15, s.x(tackler), 1e-9, "our half");
        assertEquals(-37, tackler.y(), 1e-9, "field y");
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aTackleOnAnOpponentRunningTowardsUsIsNoFoul(Side us) {
        MatchScene s = scene(us, SURE);
        Player tackler = s.ours(5, 0, 3);
        Player victim = s.theirs(7, 0.7, 3); // faces our goal: towards the tackler, away from the ball
        s.ball(1.4, 3, 0, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m().send(victim, new Dash(10, 0));
        s.m().step();
        s.m().send(tackler, new Tackle(0, false));
        assertEquals(List.of(), s.m().step());
        assertEquals(PlayMode.PLAY_ON, s.m().world().playMode());
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void ourFoulInOurPenaltyAreaEndsInTheirIndirectFreeKick(Side us) {
        MatchScene s = scene(us, SURE);
        Player tackler = s.ours(5, -44, 3);
        s.theirs(9, -42.7, 3);
        s.ball(-43.4, 3, 0, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m().send(tackler, new Tackle(0, true));
        assertEquals(List.of(PlayMode.FOUL_CHARGE.wireName(us)), s.m().step());
        assertEquals(-44, s.x(s.m().ball()), 1e-9, "our own area is no obstacle for their kick");
        s.m().steps(29);
        assertEquals(List.of(PlayMode.INDIRECT_FREE_KICK.wireName(us.opponent())), s.m().step());
        double d = Math.hypot(tackler.x() - s.m().ball().x(), tackler.y() - s.m().ball().y());
        assertTrue(d >= 5.5 + tackler.size() - 1e-6, "kept the goal area's length away: " + d);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void ourFoulInOurGoalAreaIsMovedToItsFrontLine(Side us) {
        MatchScene s = scene(us, SURE);
        Player tackler = s.ours(5, -50, 1);
        s.theirs(9, -48.7, 1);
        s.ball(-49.4, 1, 0, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m().send(tackler, new Tackle(0, true));
        assertEquals(List.of(PlayMode.FOUL_CHARGE.wireName(us)), s.m().step());
        assertEquals(-47.0, s.x(s.m().ball()), 1e-6);
        assertEquals(1, s.y(s.m().ball()), 1e-6);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void ourFoulInTheirPenaltyAreaIsMovedToItsNearerFrontCorner(Side us) {
        for (double y : new double[] {3, -3}) {
            MatchScene s = scene(us, SURE);
            Player tackler = s.ours(5, 44, y);
            s.theirs(9, 45.3, y);
            s.ball(44.6, y, 0, 0);
            s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
            s.m().send(tackler, new Tackle(0, true));
            assertEquals(List.of(PlayMode.FOUL_CHARGE.wireName(us)), s.m().step());
            assertEquals(36.0, s.x(s.m().ball()), 1e-6);
            assertEquals(Math.copySign(20.16, y), s.y(s.m().ball()), 1e-6);
            s.m().steps(29);
            assertEquals(List.of(PlayMode.FREE_KICK.wireName(us.opponent())), s.m().step());
        }
    }
}
