package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pitch.protocol.monitor.v3.TextMonitorWriterV3;
import org.pitch.api.command.CommandKind;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.Card;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.TackleResult;
import org.pitch.api.world.Team;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;
import org.pitch.testkit.TestWorld;
import org.pitch.testkit.TextOut;

/**
 * The parts of a show and of the board the transcripts and logs do not exercise, each against
 * the way rcssserver's serializers print it: state bits, the arm, the attended player, low view
 * quality, penalties, the play mode numbers, long and quoted board messages.
 */
class ShowDetailsTest {
    private static final Parameters P = Reference.parameters();

    private final TestWorld world = new TestWorld(P).types(Reference.types(P));

    private String show(MonitorWriter w) {
        List<String> sent = new ArrayList<>();
        w.cycle(TextOut.sink(sent), world);
        return sent.get(sent.size() - 1);
    }

    private String slot(String show, String slot) {
        int from = show.indexOf("((" + slot + ")");
        int depth = 0;
        for (int i = from; i < show.length(); i++) {
            if (show.charAt(i) == '(') depth++;
            else if (show.charAt(i) == ')' && --depth == 0) return show.substring(from, i + 1);
        }
        throw new AssertionError("no slot " + slot);
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

    @ParameterizedTest
    @CsvSource({"0, 0", "1, 0x1", "9, 0x9", "2049, 0x801", "524544, 0x80100", "-1, 0xffffffff"})
    void statesPrintAsCppHexWithShowbase(int v, String text) {
        assertEquals(text, TextMonitorWriterV3.hex(new TextOut(), v).toString());
    }

    @Test
    void aCatchIsFlaggedInTheCycleItWasTried() {
        Player g = world.connect(Side.RIGHT, "B", 1);
        g.goalie(true);
        MonitorWriter w = Codecs.open(5, P);
        w.greeting(TextOut.sink(new ArrayList<>()), world);
        assertTrue(slot(show(w), "r 1").contains(" 0x9 "));
        g.catchAttempted(false);
        assertTrue(slot(show(w), "r 1").contains(" 0x19 "));
        g.newCycle();
        assertTrue(slot(show(w), "r 1").contains(" 0x9 "), "only in the cycle of the catch");
    }

    @Test
    void armFocusTargetViewAndCounts() {
        Player p = world.connect(Side.LEFT, "A", 7);
        world.step(50);
        p.position(-10.123456, 3.000049);
        p.velocity(0.00004, -0.00005);
        p.bodyDirection(-179.9996);
        p.neckDirection(45.5);
        p.pointAt(12.34567, -8.9, 40, 51);
        p.attention(Side.RIGHT, 9);
        p.view(ViewWidth.WIDE, ViewQuality.LOW);
        p.focus(3.21, 10.00004);
        p.stamina(7123.456);
        p.effort(0.8);
        p.recovery(0.95);
        p.capacity(123456.7);
        p.counters().increment(CommandKind.DASH);
        p.counters().increment(CommandKind.CHANGE_FOCUS);
        assertEquals("((l 7) 0 0x1 -10.1235 3 0 -0 -180 45.5 12.3457 -8.9 (v l 180) (fp 3.21 10) (s 7123.46 0.8 0.95 123457)"
                + " (f r 9) (c 0 1 0 0 0 0 0 0 0 0 0 1))", slot(show(Codecs.open(5, P)), "l 7"));
        assertEquals("((l 7) 0 0x1 -10.1235 3 0 -0 -180 45.5 12.3457 -8.9 (v l 180) (s 7123.46 0.8 0.95) (f r 9)"
                + " (c 0 1 0 0 0 0 0 0 0 0 0))", slot(show(Codecs.open(3, P)), "l 7"));
        List<String> sent = new ArrayList<>();
        Codecs.open(-1, P).cycle(TextOut.sink(sent), world);
        assertTrue(sent.get(0).contains("{\"side\":\"l\",\"unum\":7,\"type\":0,\"state\":1,\"x\":-10.1235,\"y\":3,\"vx\":0,\"vy\":-0,"
                + "\"body\":-180,\"neck\":45.5,\"px\":12.3457,\"py\":-8.9,\"vq\":\"l\",\"vw\":180,\"fdist\":3.21,\"fdir\":10,"
                + "\"stamina\":7123.46,\"effort\":0.8,\"recovery\":0.95,\"capacity\":123457,\"fside\":\"r\",\"fnum\":9}"), sent.get(0));
        // the arm drops when its time is up, and a player sent off attends to nobody
        world.step(51);
        p.enabled(false);
        String off = slot(show(Codecs.open(5, P)), "l 7");
        assertFalse(off.contains("12.3457") || off.contains("(f r 9)"), off);
    }

    @Test
    void emptySlotsOfTheRightSide() {
        String show = show(Codecs.open(4, P));
        assertEquals("((r 11) 0 0 33 -37 0 0 0 0 (v h 90) (s 8000 1 1 130600) (c 0 0 0 0 0 0 0 0 0 0 0))", slot(show, "r 11"));
        assertTrue(show.startsWith("(show 0 (pm 1) (tm null null 0 0) ((b) 0 0 0 0) ((l 1) 0 0 -3 -37 "), show);
    }

    @Test
    void penaltiesFollowTheScoreOnceOneWasTaken() {
        world.team(Side.LEFT, "A").team(Side.RIGHT, "B");
        Team a = world.team(Side.LEFT), b = world.team(Side.RIGHT);
        a.score(2);
        b.score(2);
        world.playMode(PlayMode.PENALTY_SCORE, Side.RIGHT);
        assertTrue(show(Codecs.open(3, P)).startsWith("(show 0 (pm 49) (tm A B 2 2) "));
        b.penaltyScore(1);
        a.penaltyMiss(1);
        assertTrue(show(Codecs.open(3, P)).startsWith("(show 0 (pm 49) (tm A B 2 2 0 1 1 0) "));
        List<String> sent = new ArrayList<>();
        MonitorWriter log = Codecs.openGameLog(5, P);
        log.cycle(TextOut.sink(sent), world);
        assertEquals(List.of("(playmode 0 penalty_score_r)", "(team 0 A B 2 2 0 1 1 0)"), sent.subList(0, 2));
        assertTrue(sent.get(2).startsWith("(show 0 ((b) "));
        sent.clear();
        log.cycle(TextOut.sink(sent), world);
        assertEquals(1, sent.size(), "nothing changed: the show only");
        sent.clear();
        world.stoppage(3);
        Codecs.open(-1, P).cycle(TextOut.sink(sent), world);
        assertTrue(sent.get(0).startsWith("{\"show\":{\"time\":0,\"stime\":3,\"mode\":\"penalty_score_r\",\"team\":{\"l\":{\"name\":\"A\","
                + "\"score\":2,\"pen_score\":0,\"pen_miss\":1},\"r\":{\"name\":\"B\",\"score\":2,\"pen_score\":1,\"pen_miss\":0}},"), sent.get(0));
    }

    @Test
    void aGameLogRecordsTheFirstPlayModeAndATeamOnlyOnceOneJoined() {
        List<String> sent = new ArrayList<>();
        MonitorWriter log = Codecs.openGameLog(-1, P);
        log.cycle(TextOut.sink(sent), world);
        assertEquals("{\"playmode\":{\"time\":0,\"mode\":\"before_kick_off\"}}", sent.get(0));
        assertTrue(sent.get(1).startsWith("{\"show\":"));
        sent.clear();
        world.connect(Side.LEFT, "A", 1);
        log.cycle(TextOut.sink(sent), world);
        assertEquals("{\"team\":{\"time\":0,\"l\":{\"name\":\"A\",\"score\":0},\"r\":{\"name\":null,\"score\":0}}}", sent.get(0));
        sent.clear();
        log.end(TextOut.sink(sent), world);
        assertEquals(1, sent.size());
        sent.clear();
        Codecs.open(-1, P).end(TextOut.sink(sent), world);
        assertTrue(sent.isEmpty(), "a monitor has no closing records");
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
    void boardMessages() {
        world.time(42);
        MonitorWriter text = Codecs.open(3, P);
        List<String> sent = new ArrayList<>();
        text.message(TextOut.sink(sent), world, 1, "say \"hi\"\nthere");
        assertEquals("(msg 42 1 \"say \"hi\"\nthere\")", sent.get(0));
        // rcssserver prints into an 8192-byte buffer: the rest is cut, closing quote and all
        text.message(TextOut.sink(sent), world, 1, "x".repeat(9000));
        assertEquals(TextMonitorWriterV3.MAX_MESSAGE, sent.get(1).length());
        assertTrue(sent.get(1).startsWith("(msg 42 1 \"xxx") && sent.get(1).endsWith("xxx"));
        // a log keeps each record on one line
        Codecs.openGameLog(6, P).message(TextOut.sink(sent), world, 2, "a\nb");
        assertEquals("(msg 42 2 \"a b\")", sent.get(2));
        world.stoppage(5);
        Codecs.open(-1, P).message(TextOut.sink(sent), world, 1, "say \"hi\" \\ there");
        assertEquals("{\"msg\":{\"time\":42,\"stime\":5,\"board\":1,\"message\":\"say \\\"hi\\\" \\\\ there\"}}", sent.get(3));
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
