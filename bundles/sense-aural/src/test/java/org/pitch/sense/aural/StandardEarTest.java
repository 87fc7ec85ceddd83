package org.pitch.sense.aural;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Ear;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.TestWorld;

/** {@code (ear ...)} as rcssserver 19's player treats it: per side, complete and partial hearing. */
class StandardEarTest {
    private final TestWorld world = new TestWorld().teams("Alpha", "Beta");
    private final SimulationContext context = world.context(RandomPurpose.HEARING, 1);
    private final StandardEar model = new StandardEar();
    private Player me;

    @BeforeEach
    void players() {
        me = world.player(Side.LEFT, 4, 0, 0);
        world.player(Side.RIGHT, 1, 0, 0);
        ear(true, null, Ear.Mode.BOTH); // everything heard, whatever the player's defaults
        assertTrue(me.hearsFull(Side.LEFT) && me.hearsPartial(Side.LEFT) && me.hearsFull(Side.RIGHT) && me.hearsPartial(Side.RIGHT));
    }

    private void ear(boolean on, String team, Ear.Mode mode) {
        assertTrue(model.apply(context, me, new Ear(on, team, mode)), "an ear command is always taken");
    }

    @Test
    void itExecutesEar() {
        assertEquals(CommandKind.EAR, model.kind());
    }

    @Test
    void offForTheOpponentsOnlyLeavesTheTeammatesHeard() {
        ear(false, "opp", Ear.Mode.BOTH);
        assertFalse(me.hearsFull(Side.RIGHT));
        assertFalse(me.hearsPartial(Side.RIGHT));
        assertTrue(me.hearsFull(Side.LEFT));
        assertTrue(me.hearsPartial(Side.LEFT));
    }

    @Test
    void aModeChangesOnlyItsKindAndNoTeamMeansBothSides() {
        ear(false, null, Ear.Mode.COMPLETE);
        assertFalse(me.hearsFull(Side.LEFT));
        assertFalse(me.hearsFull(Side.RIGHT));
        assertTrue(me.hearsPartial(Side.LEFT), "partial hearing is untouched");
        ear(true, "our", Ear.Mode.COMPLETE);
        assertTrue(me.hearsFull(Side.LEFT));
        assertFalse(me.hearsFull(Side.RIGHT));
    }

    @Test
    void aTeamTokenThatNamesNoSideChangesNothing() {
        ear(false, "\"Nobody\"", Ear.Mode.BOTH);
        assertTrue(me.hearsFull(Side.LEFT));
        assertTrue(me.hearsFull(Side.RIGHT));
        ear(false, "r", Ear.Mode.PARTIAL);
        assertFalse(me.hearsPartial(Side.RIGHT));
        assertTrue(me.hearsFull(Side.RIGHT));
    }

    @Test
    void aTeamIsNamedAsWrittenQuotedOrNot() {
        ear(false, "\"Beta\"", Ear.Mode.BOTH);
        assertFalse(me.hearsFull(Side.RIGHT));
        ear(false, "Alpha", Ear.Mode.PARTIAL);
        assertFalse(me.hearsPartial(Side.LEFT));
        assertTrue(me.hearsFull(Side.LEFT));
    }
}
