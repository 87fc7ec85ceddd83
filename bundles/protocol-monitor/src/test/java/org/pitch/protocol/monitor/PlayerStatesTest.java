package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Card;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.TackleResult;
import org.pitch.testkit.TestWorld;

/**
 * A player's state bits, shared by every monitor version and game log, as rcssserver 19's
 * {@code Player::state()} and its {@code PlayerState} flags set them (the show's {@code 0x...}).
 */
class PlayerStatesTest {
    private final TestWorld world = new TestWorld();

    /** rcssserver's substitution clears the shown states but standing and goalie; a later tackle shows again (the differential tester's seed 104). */
    @Test
    void aSubstitutionClearsTheShownStates() {
        Player p = world.connect(Side.LEFT, "A", 1);
        p.goalie(true);
        p.tackleUntil(12);
        p.lastTackle(TackleResult.OUT_OF_REACH);
        p.foulChargedUntil(11);
        p.card(Card.YELLOW);
        p.kickedAt(10);
        assertEquals(0x6200B, PlayerStates.of(p, 10));
        p.clearShownStates();
        assertEquals(0x9, PlayerStates.of(p, 10));
        assertEquals(0x9, PlayerStates.of(p, 11));
        assertTrue(p.bodyBlocked(11), "the tackle still blocks the body");
        p.tackleUntil(25);
        p.lastTackle(TackleResult.SUCCEEDED);
        assertEquals(0x1009, PlayerStates.of(p, 20), "a later tackle is shown");
    }

    /**
     * The substitution clears each state on its own: a foul charge after it is shown while the
     * tackle before it lies on unshown (the tester's seed 21040: rcssserver's 0x20001), and a
     * tackle after it while an earlier charge still blocks.
     */
    @Test
    void aStateAfterASubstitutionIsShownWhateverTheOtherStillBlocks() {
        Player lying = world.connect(Side.LEFT, "A", 2);
        lying.tackleUntil(28);
        lying.lastTackle(TackleResult.SUCCEEDED);
        lying.clearShownStates();
        lying.foulChargedUntil(19);
        assertEquals(0x20001, PlayerStates.of(lying, 14), "the charge, not the tackle");
        assertEquals(0x1, PlayerStates.of(lying, 20), "the tackle still unshown after the charge");

        Player charged = world.connect(Side.RIGHT, "B", 2);
        charged.foulChargedUntil(30);
        charged.clearShownStates();
        charged.tackleUntil(25);
        charged.lastTackle(TackleResult.SUCCEEDED);
        assertEquals(0x1001, PlayerStates.of(charged, 20), "the tackle, not the charge");
    }

    @Test
    void stateBits() {
        Player p = world.connect(Side.LEFT, "A", 1);
        assertEquals(0x1, PlayerStates.of(p, 10));
        p.goalie(true);
        p.kicked(true);
        assertEquals(0xB, PlayerStates.of(p, 10));
        // a kick that did not reach the ball
        p.kickFault(true);
        assertEquals(0xF, PlayerStates.of(p, 10));
        // a catch this cycle: held, or failed
        p.newCycle();
        p.catchAttempted(false);
        assertEquals(0x19, PlayerStates.of(p, 10));
        p.catchAttempted(true);
        assertEquals(0x39, PlayerStates.of(p, 10));
        p.goalie(false);
        p.newCycle();
        p.collided(Player.COLLIDED_BALL | Player.COLLIDED_PLAYER | Player.COLLIDED_POST);
        assertEquals(0x10C41, PlayerStates.of(p, 10));
        p.newCycle();
        p.tackleUntil(12);
        p.foulChargedUntil(11);
        p.card(Card.YELLOW);
        assertEquals(0x61001, PlayerStates.of(p, 10));
        assertEquals(0x61001, PlayerStates.of(p, 11), "a charge shown up to the step the player may act in, as rcssserver");
        assertEquals(0x41001, PlayerStates.of(p, 12), "shown up to the step the player stands up in, as rcssserver");
        assertEquals(0x40001, PlayerStates.of(p, 13));
        // the last tackle's outcome: a failed draw, or out of reach (no draw at all)
        p.lastTackle(TackleResult.FAILED);
        assertEquals(0x43001, PlayerStates.of(p, 12));
        p.lastTackle(TackleResult.OUT_OF_REACH);
        assertEquals(0x42001, PlayerStates.of(p, 12));
        // sent off: disabled, only the discard mark and the card remain
        p.card(Card.RED);
        p.enabled(false);
        p.goalie(true);
        assertEquals(0x80100, PlayerStates.of(p, 10));
    }

    @Test
    void aFoulChargeShowsForFoulCyclesShowsAfterTheFoul() {
        // rcssserver 19's game logs of 10 helios-base matches: 269 of 271 charges are flagged in 5
        // shows (foul_cycles) after the foul's own (2 in 6); the charge is set as the foul judge does
        Player p = world.connect(Side.LEFT, "A", 7);
        long foulStep = 40;
        p.foulChargedUntil(foulStep + 5);
        int shown = 0;
        for (long step = foulStep + 1; step <= foulStep + 8; step++) {
            if ((PlayerStates.of(p, step) & PlayerStates.FOUL_CHARGED) != 0) shown++;
            else assertTrue(step > foulStep + 5, "flagged without a gap");
        }
        assertEquals(5, shown);
    }
}
