package org.pitch.protocol.monitor.v3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.MonitorSamples;
import org.pitch.testkit.TestWorld;
import org.pitch.testkit.TextOut;

/**
 * The S-expression show, records and board messages of monitor protocol 3 and game log 4, as
 * rcssserver 19's {@code SerializerMonitorStdv3} prints them (the shows of the captured
 * transcripts are compared in protocol-monitor-v5's MonitorTranscriptTest): a player's slot, state
 * bits in C++'s hex, penalties, board messages, and the hooks the later versions fill.
 */
class TextMonitorWriterV3Test {
    private static final Parameters P = TestWorld.DEFAULTS;
    private final TestWorld world = new TestWorld(P);

    private String show(MonitorWriter w) { return MonitorSamples.show(w, world); }

    @ParameterizedTest
    @CsvSource({"0, 0", "1, 0x1", "9, 0x9", "2049, 0x801", "524544, 0x80100", "-1, 0xffffffff"})
    void statesPrintAsCppHexWithShowbase(int v, String text) {
        assertEquals(text, TextMonitorWriterV3.hex(new TextOut(), v).toString());
    }

    @Test
    void armTargetViewStaminaAttentionAndElevenCounts() {
        MonitorSamples.detailed(world);
        assertEquals("((l 7) 0 0x1 -10.1235 3 0 -0 -180 45.5 12.3457 -8.9 (v l 180) (s 7123.46 0.8 0.95) (f r 9)"
                + " (c 0 1 0 0 0 0 0 0 0 0 0))", MonitorSamples.slot(show(new TextMonitorWriterV3(false, P)), "l 7"));
    }

    /** rcssserver shows an empty slot's idle object where a trainer moved it (the differential tester's seed 110). */
    @Test
    void anEmptySlotIsShownWhereItsIdleObjectStands() {
        world.player(Side.LEFT, 1, 0, 0);
        assertEquals("((l 3) 0 0 -9 -37 0 0 0 0 (v h 90) (s 8000 1 1) (c 0 0 0 0 0 0 0 0 0 0 0))",
                MonitorSamples.slot(show(new TextMonitorWriterV3(false, P)), "l 3"));
        world.moveIdle(Side.LEFT, 3, -43.5, -4.3, -90);
        assertEquals("((l 3) 0 0 -43.5 -4.3 0 0 -90 0 (v h 90) (s 8000 1 1) (c 0 0 0 0 0 0 0 0 0 0 0))",
                MonitorSamples.slot(show(new TextMonitorWriterV3(false, P)), "l 3"));
    }

    @Test
    void penaltiesFollowTheScoreOnceOneWasTaken() {
        MonitorSamples.penaltiesDrawn(world);
        assertTrue(show(new TextMonitorWriterV3(false, P)).startsWith("(show 0 (pm 49) (tm A B 2 2) "));
        world.team(Side.RIGHT).penaltyScore(1);
        world.team(Side.LEFT).penaltyMiss(1);
        assertTrue(show(new TextMonitorWriterV3(false, P)).startsWith("(show 0 (pm 49) (tm A B 2 2 0 1 1 0) "));
        List<String> sent = new ArrayList<>();
        MonitorWriter log = new TextMonitorWriterV3(true, P);
        log.cycle(TextOut.sink(sent), world);
        assertEquals(List.of("(playmode 0 penalty_score_r)", "(team 0 A B 2 2 0 1 1 0)"), sent.subList(0, 2));
        assertTrue(sent.get(2).startsWith("(show 0 ((b) "));
        sent.clear();
        log.cycle(TextOut.sink(sent), world);
        assertEquals(1, sent.size(), "nothing changed: the show only");
    }

    @Test
    void boardMessages() {
        world.time(42);
        List<String> sent = new ArrayList<>();
        MonitorWriter monitor = new TextMonitorWriterV3(false, P);
        monitor.message(TextOut.sink(sent), world, 1, "say \"hi\"\nthere");
        assertEquals("(msg 42 1 \"say \"hi\"\nthere\")", sent.get(0));
        // rcssserver prints into an 8192-byte buffer: the rest is cut, closing quote and all
        monitor.message(TextOut.sink(sent), world, 1, "x".repeat(9000));
        assertEquals(8191, sent.get(1).length());
        assertTrue(sent.get(1).startsWith("(msg 42 1 \"xxx") && sent.get(1).endsWith("xxx"));
        // a log keeps each record on one line
        new TextMonitorWriterV3(true, P).message(TextOut.sink(sent), world, 2, "a\nb");
        assertEquals("(msg 42 2 \"a b\")", sent.get(2));
    }

    @Test
    void aLogEndsWithTheTeamsAMonitorWithNothing() {
        world.teams("A", "B").score(Side.LEFT, 1).time(6000);
        List<String> sent = new ArrayList<>();
        new TextMonitorWriterV3(true, P).end(TextOut.sink(sent), world);
        assertEquals(List.of("(team 6000 A B 1 0)"), sent);
        sent.clear();
        new TextMonitorWriterV3(false, P).end(TextOut.sink(sent), world);
        assertEquals(List.of(), sent);
    }

    /** The later versions' additions, each at its place: marked here instead of printed. */
    private static final class Marked extends TextMonitorWriterV3 {
        Marked() { super(false, P); }

        @Override protected void capacity(MessageOut m, double capacity) { m.text(" capacity=").number(capacity); }

        @Override protected void focusPoint(MessageOut m, Player p) { m.text(" focus=").integer(p.unum()); }

        @Override protected void emptyFocusPoint(MessageOut m) { m.text(" focus=none"); }

        @Override protected int countsShown() { return 3; }
    }

    @Test
    void theHooksOfTheLaterVersions() {
        world.connect(Side.LEFT, "A", 1);
        String show = show(new Marked());
        // rcssserver 19's version 3 slots, monitor_v3.txt, with the marks where versions 4 and 5 add
        assertEquals("((l 1) 0 0x1 -3 -37 0 0 0 0 (v h 90) focus=1 (s 8000 1 1 capacity=130600) (c 0 0 0))",
                MonitorSamples.slot(show, "l 1"));
        assertEquals("((r 11) 0 0 33 -37 0 0 0 0 (v h 90) focus=none (s 8000 1 1 capacity=130600) (c 0 0 0))",
                MonitorSamples.slot(show, "r 11"));
        // without them, version 3 itself
        assertEquals("((l 1) 0 0x1 -3 -37 0 0 0 0 (v h 90) (s 8000 1 1) (c 0 0 0 0 0 0 0 0 0 0 0))",
                MonitorSamples.slot(show(new TextMonitorWriterV3(false, P)), "l 1"));
    }
}
