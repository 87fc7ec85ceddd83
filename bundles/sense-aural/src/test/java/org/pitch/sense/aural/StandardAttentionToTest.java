package org.pitch.sense.aural;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.pitch.api.command.AttentionTo;
import org.pitch.api.command.CommandKind;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.TestWorld;

/** {@code attentionto} as rcssserver 19's player command grammar and {@code Player::attentionto} treat it. */
class StandardAttentionToTest {
    private final TestWorld world = new TestWorld().teams("Alpha", "Beta");
    private final SimulationContext context = world.context(RandomPurpose.HEARING, 1);
    private final StandardAttentionTo model = new StandardAttentionTo();
    private Player me;

    @BeforeEach
    void players() {
        me = world.player(Side.LEFT, 4, 0, 0);
        for (int u = 1; u <= 3; u++) world.player(Side.LEFT, u, 0, 0);
        for (int u = 1; u <= 5; u++) world.player(Side.RIGHT, u, 0, 0);
    }

    private void attend(String team, int unum) {
        model.apply(context, me, new AttentionTo(false, team, unum));
    }

    private void assertAttention(Side side, int unum) {
        assertEquals(side, me.attentionSide());
        assertEquals(unum, me.attentionUnum());
    }

    @Test
    void itExecutesAttentionto() {
        assertEquals(CommandKind.ATTENTION_TO, model.kind());
    }

    /** rcssserver's audio of protocols 1-7 has no attention: the command counts (applied) and changes nothing (the tester's seed 103). */
    @Test
    void aPlayerWithoutAttentionCountsTheCommandOnly() {
        me.attends(false);
        assertTrue(model.apply(context, me, new AttentionTo(false, "our", 2)));
        assertAttention(Side.NEUTRAL, 0);
        assertTrue(model.apply(context, me, new AttentionTo(true, null, 0)));
        assertFalse(model.apply(context, me, new AttentionTo(false, "our", 4)), "still refused: itself");
    }

    @Test
    void sidesAreNamedRelativelyOrAbsolutely() {
        attend("our", 2);
        assertAttention(Side.LEFT, 2);
        attend("opp", 5);
        assertAttention(Side.RIGHT, 5);
        attend("l", 1);
        assertAttention(Side.LEFT, 1);
        attend("r", 3);
        assertAttention(Side.RIGHT, 3);
        attend("left", 3);
        assertAttention(Side.LEFT, 3);
        attend("right", 1);
        assertAttention(Side.RIGHT, 1);

        Player opp = world.player(Side.RIGHT, 2);
        model.apply(context, opp, new AttentionTo(false, "opp", 4));
        assertEquals(Side.LEFT, opp.attentionSide(), "opp of a right player is the left team");
        model.apply(context, opp, new AttentionTo(false, "our", 1));
        assertEquals(Side.RIGHT, opp.attentionSide());
    }

    @Test
    void teamsCanBeNamed() {
        attend("Beta", 4);
        assertAttention(Side.RIGHT, 4);
        attend("Alpha", 1);
        assertAttention(Side.LEFT, 1);
        attend("beta", 2); // names are compared exactly
        assertAttention(Side.LEFT, 1);
    }

    @Test
    void offClearsTheAttention() {
        attend("opp", 5);
        model.apply(context, me, AttentionTo.stop());
        assertAttention(Side.NEUTRAL, 0);
    }

    @Test
    void impossibleTargetsAreIgnoredAndKeepThePreviousAttention() {
        attend("opp", 5);
        attend("our", 4);          // myself
        attend("l", 4);            // myself, named by side
        attend("Alpha", 4);        // myself, named by team
        attend("opp", 6);          // nobody wears 6
        attend("our", 0);
        attend("r", -1);
        attend("Gamma", 1);        // no such team
        attend(null, 1);
        assertAttention(Side.RIGHT, 5);
    }

    @Test
    void aTeamNotInTheMatchCannotBeAttended() {
        world.withoutTeam(Side.RIGHT);
        world.players().removeIf(p -> p.side() == Side.RIGHT);
        attend("our", 1);
        attend("opp", 1);
        attend("Beta", 1);
        assertAttention(Side.LEFT, 1);
        world.team(Side.RIGHT, "Beta");
        attend("Beta", 1); // the team is there but nobody wears 1 yet
        assertAttention(Side.LEFT, 1);
    }
}
