package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.Card;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.TackleResult;
import org.pitch.testkit.MonitorSamples;
import org.pitch.testkit.TestWorld;
import org.pitch.testkit.TextOut;

/**
 * The parts of a show the transcripts and logs do not exercise, each against the way rcssserver's
 * serializers print it: state bits, version 5's focus point and counts, the arm's end, the play
 * mode numbers, JSON strings and a slowed-down parameter. What one version's writer owns is tested
 * in its bundle (TextMonitorWriterV3Test, TextMonitorWriterV4Test, JsonMonitorWriterTest).
 */
class ShowDetailsTest {
    private static final Parameters P = Reference.parameters();

    private final TestWorld world = new TestWorld(P).types(Reference.types(P));

    private String show(MonitorWriter w) { return MonitorSamples.show(w, world); }

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

    @Test
    void aCatchIsFlaggedInTheCycleItWasTried() {
        Player g = world.connect(Side.RIGHT, "B", 1);
        g.goalie(true);
        MonitorWriter w = Codecs.open(5, P);
        w.greeting(TextOut.sink(new ArrayList<>()), world);
        assertTrue(MonitorSamples.slot(show(w), "r 1").contains(" 0x9 "));
        g.catchAttempted(false);
        assertTrue(MonitorSamples.slot(show(w), "r 1").contains(" 0x19 "));
        g.newCycle();
        assertTrue(MonitorSamples.slot(show(w), "r 1").contains(" 0x9 "), "only in the cycle of the catch");
    }

    @Test
    void version5sFocusPointAndTwelveCountsAndTheArmsEnd() {
        Player p = MonitorSamples.detailed(world);
        assertEquals("((l 7) 0 0x1 -10.1235 3 0 -0 -180 45.5 12.3457 -8.9 (v l 180) (fp 3.21 10) (s 7123.46 0.8 0.95 123457)"
                + " (f r 9) (c 0 1 0 0 0 0 0 0 0 0 0 1))", MonitorSamples.slot(show(Codecs.open(5, P)), "l 7"));
        // the arm drops when its time is up, and a player sent off attends to nobody
        world.step(51);
        p.enabled(false);
        String off = MonitorSamples.slot(show(Codecs.open(5, P)), "l 7");
        assertFalse(off.contains("12.3457") || off.contains("(f r 9)"), off);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "BEFORE_KICK_OFF|NEUTRAL|1|before_kick_off", "PLAY_ON|NEUTRAL|3|play_on", "KICK_OFF|LEFT|4|kick_off_l",
        "KICK_OFF|RIGHT|5|kick_off_r", "AFTER_GOAL|RIGHT|15|goal_r", "DROP_BALL|NEUTRAL|16|drop_ball",
        "OFFSIDE|LEFT|17|offside_l", "PENALTY_KICK|RIGHT|20|penalty_kick_r", "FIRST_HALF_OVER|NEUTRAL|21|first_half_over",
        "HUMAN|NEUTRAL|23|human_judge", "FOUL_MULTIPLE_ATTACKER|RIGHT|29|foul_multiple_attack_r",
        "CATCH_FAULT|LEFT|36|catch_fault_l", "INDIRECT_FREE_KICK|RIGHT|39|indirect_free_kick_r",
        "ILLEGAL_DEFENSE|RIGHT|51|illegal_defense_r", "TIME_UP|NEUTRAL|0|''", "GOALIE_CATCH_BALL|LEFT|0|''",
    })
    void playModeNumbersAreRcssserversEnumeration(PlayMode mode, Side side, int id, String name) {
        assertEquals(id, RcssPlayModes.id(mode, side));
        assertEquals(name, RcssPlayModes.name(mode, side));
    }

    @Test
    void jsonStringsAreQuotedAsStdQuoted() {
        assertEquals("\"plain\"", Json.string(new TextOut(), "plain").toString());
        assertEquals("\"a\\\"b\\\\c\"", Json.string(new TextOut(), "a\"b\\c").toString());
        assertEquals("\"\\\"\"", Json.string(new TextOut(), "\"").toString());
        assertEquals("\"\"", Json.string(new TextOut(), "").toString());
    }

    @Test
    void synchSeeOffsetIsSentSlowedDown() {
        Parameters slow = Reference.parameters("server { slow_down_factor = 3, synch_see_offset = 10 }");
        TextOut out = new TextOut();
        ParameterRecords.serverParamText(out, slow);
        assertTrue(out.toString().contains("(synch_see_offset 30)"), out.toString());
        assertTrue(out.toString().contains("(slow_down_factor 3)"));
    }
}
