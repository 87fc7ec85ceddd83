package org.pitch.rules.humanreferee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.world.Card;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.testkit.MatchFixture;

/**
 * The monitor's {@code dispfoul} and {@code dispcard}, as rcssserver's human referee handles them,
 * called for either side (the right side's scene is the left's mirrored).
 */
class HumanRefereeRuleTest {

    private static MatchFixture match() {
        MatchFixture m = MatchFixture.with("", "human_referee", new HumanRefereeRule());
        m.left(1, -50, 0);
        m.left(2, -10, 5);
        m.right(1, 50, 0);
        m.right(2, 10, 5);
        m.kickOff();
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        return m;
    }

    /** The announcements made since {@code before}. */
    private static List<String> saidSince(MatchFixture m, int before) {
        List<String> all = m.simulation().announcements();
        return List.copyOf(all.subList(before, all.size()));
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aFoulCallIsAFreeKickForTheSideWhereTheMonitorClickedKeptOnThePitch(Side side) {
        MatchFixture m = match();
        double s = side.sign();
        int before = m.simulation().announcements().size();
        assertTrue(m.simulation().humanFoulCall(20 * s, 50, side));
        assertEquals(PlayMode.FREE_KICK, m.world().playMode());
        assertEquals(side, m.world().playModeSide());
        assertEquals(20 * s, m.ball().x(), 1e-9);
        assertEquals(34, m.ball().y(), 1e-9, "truncated to the touch line");
        assertEquals(List.of("foul_" + side.opponent().wire(), "free_kick_" + side.wire()), saidSince(m, before));
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aFoulCallForNobodyDropsTheBallAndPlayGoesOnBringingPlayersIn(Side side) {
        MatchFixture m = match();
        Player outside = side == Side.LEFT ? m.world().player(Side.LEFT, 2) : m.world().player(Side.RIGHT, 2);
        outside.position(70 * side.sign(), 5);
        assertTrue(m.simulation().humanFoulCall(-60 * side.sign(), -3, Side.NEUTRAL));
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());
        assertEquals(-52.5 * side.sign(), m.ball().x(), 1e-9, "kept on the pitch");
        assertEquals(-3, m.ball().y(), 1e-9);
        assertEquals(57.5 * side.sign(), outside.x(), 1e-9, "brought to the edge of the field's margin");
        assertEquals(5, outside.y(), 1e-9);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aSecondYellowCardIsRedAndSendsThePlayerToTheBench(Side side) {
        MatchFixture m = match();
        Player p = m.world().player(side, 2);
        int before = m.simulation().announcements().size();
        assertTrue(m.simulation().humanCard(p, Card.YELLOW));
        assertEquals(Card.YELLOW, p.card());
        assertTrue(p.enabled());
        m.simulation().humanCard(p, Card.YELLOW);
        assertEquals(List.of("yellow_card_" + side.wire() + "_2", "yellow_card_" + side.wire() + "_2", "red_card_" + side.wire() + "_2"),
                saidSince(m, before));
        assertEquals(Card.RED, p.card());
        assertFalse(p.enabled());
        assertEquals(-6 * side.sign(), p.x(), 1e-9, "the bench spot of number 2");
        assertEquals(-37, p.y(), 1e-9);
        int after = m.simulation().announcements().size();
        m.simulation().humanCard(p, Card.RED);
        assertEquals(List.of(), saidSince(m, after), "a player sent off gets no more cards");
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void inAPenaltyShootOutAFreeKickCallChangesNothing(Side side) {
        MatchFixture m = match();
        m.playMode(PlayMode.PENALTY_SETUP, side);
        double ballX = m.ball().x();
        assertTrue(m.simulation().humanFoulCall(10, 10, side));
        assertEquals(PlayMode.PENALTY_SETUP, m.world().playMode());
        assertEquals(ballX, m.ball().x(), 1e-9);
    }
}
