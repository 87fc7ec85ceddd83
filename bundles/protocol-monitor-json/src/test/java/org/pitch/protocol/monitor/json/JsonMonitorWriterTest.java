package org.pitch.protocol.monitor.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.CommandKind;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.record.TimingReport;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.MonitorSamples;
import org.pitch.testkit.TestWorld;
import org.pitch.testkit.TextOut;

/**
 * The JSON shows, records and board messages of the JSON monitor protocol and game log, as
 * rcssserver 19's {@code SerializerMonitorJSON} writes them (the captured transcript's shows are
 * compared in protocol-monitor-v5's MonitorTranscriptTest): a player's object, penalties, the
 * records a log writes on change and at its end, and quoted board text.
 */
class JsonMonitorWriterTest {
    private static final Parameters P = TestWorld.DEFAULTS;
    private final TestWorld world = new TestWorld(P);

    private List<String> cycle(MonitorWriter w) {
        List<String> sent = new ArrayList<>();
        w.cycle(TextOut.sink(sent), world);
        return sent;
    }

    @Test
    void aPlayerWithArmFocusPointAndAttention() {
        MonitorSamples.detailed(world);
        String show = cycle(new JsonMonitorWriter(false, P)).get(0);
        assertTrue(show.contains("{\"side\":\"l\",\"unum\":7,\"type\":0,\"state\":1,\"x\":-10.1235,\"y\":3,\"vx\":0,\"vy\":-0,"
                + "\"body\":-180,\"neck\":45.5,\"px\":12.3457,\"py\":-8.9,\"vq\":\"l\",\"vw\":180,\"fdist\":3.21,\"fdir\":10,"
                + "\"stamina\":7123.46,\"effort\":0.8,\"recovery\":0.95,\"capacity\":123457,\"fside\":\"r\",\"fnum\":9}"), show);
    }

    @Test
    void penaltiesFollowTheScoreOnceOneWasTaken() {
        MonitorSamples.penaltiesDrawn(world);
        world.team(Side.RIGHT).penaltyScore(1);
        world.team(Side.LEFT).penaltyMiss(1);
        world.stoppage(3);
        String show = cycle(new JsonMonitorWriter(false, P)).get(0);
        assertTrue(show.startsWith("{\"show\":{\"time\":0,\"stime\":3,\"mode\":\"penalty_score_r\",\"team\":{\"l\":{\"name\":\"A\","
                + "\"score\":2,\"pen_score\":0,\"pen_miss\":1},\"r\":{\"name\":\"B\",\"score\":2,\"pen_score\":1,\"pen_miss\":0}},"), show);
    }

    @Test
    void aGameLogRecordsTheFirstPlayModeAndATeamOnlyOnceOneJoined() {
        MonitorWriter log = new JsonMonitorWriter(true, P);
        List<String> sent = cycle(log);
        assertEquals("{\"playmode\":{\"time\":0,\"mode\":\"before_kick_off\"}}", sent.get(0));
        assertTrue(sent.get(1).startsWith("{\"show\":"));
        world.connect(Side.LEFT, "A", 1);
        sent = cycle(log);
        assertEquals("{\"team\":{\"time\":0,\"l\":{\"name\":\"A\",\"score\":0},\"r\":{\"name\":null,\"score\":0}}}", sent.get(0));
        sent.clear();
        log.end(TextOut.sink(sent), world);
        assertEquals(1, sent.size());
        sent.clear();
        new JsonMonitorWriter(false, P).end(TextOut.sink(sent), world);
        assertTrue(sent.isEmpty(), "a monitor has no closing records");
    }

    /** Pitch's live timing: the keys of the report beside the game log, one object per player of the half. */
    @Test
    void liveTimingListsThePlayersOfTheHalf() {
        world.time(250);
        TimingReport live = new TimingReport(List.of(
                new TimingReport.Row(Side.LEFT, "A", 1, 2, 50, 3, 1, 0, 0, new TimingReport.Latency(47, 1.2, 4.5, 9.9, 12), TimingReport.Latency.NONE),
                new TimingReport.Row(Side.RIGHT, "B", 11, 2, 50, 0, 0, 2, 6, new TimingReport.Latency(50, 0.3, 0.5, 0.7, 95.5),
                        new TimingReport.Latency(50, 0.1, 0.2, 0.3, 0.4))));
        List<String> sent = new ArrayList<>();
        new JsonMonitorWriter(false, P).timing(TextOut.sink(sent), world, live);
        assertEquals(List.of("{\"timing\":{\"time\":250,\"half\":2,\"players\":["
                + "{\"side\":\"l\",\"unum\":1,\"cycles\":50,\"holes\":3,\"clashes\":1,\"late\":0,\"flood_dropped\":0,"
                + "\"first_command_ms\":{\"samples\":47,\"p50\":1.2,\"p95\":4.5,\"p99\":9.9,\"max\":12},"
                + "\"done_ms\":{\"samples\":0,\"p50\":0,\"p95\":0,\"p99\":0,\"max\":0}},"
                + "{\"side\":\"r\",\"unum\":11,\"cycles\":50,\"holes\":0,\"clashes\":0,\"late\":2,\"flood_dropped\":6,"
                + "\"first_command_ms\":{\"samples\":50,\"p50\":0.3,\"p95\":0.5,\"p99\":0.7,\"max\":95.5},"
                + "\"done_ms\":{\"samples\":50,\"p50\":0.1,\"p95\":0.2,\"p99\":0.3,\"max\":0.4}}]}}"), sent);
        sent.clear();
        new JsonMonitorWriter(false, P).timing(TextOut.sink(sent), world, new TimingReport(List.of()));
        assertEquals(List.of("{\"timing\":{\"time\":250,\"half\":0,\"players\":[]}}"), sent);
    }

    /** A referee's message stamped with the clock it was made at (the clock stood 3 cycles at 42), whatever the world's clock now. */
    @Test
    void aMessageStampedWhenItWasMade() {
        world.time(43);
        List<String> sent = new ArrayList<>();
        new JsonMonitorWriter(false, P).message(TextOut.sink(sent), world, 42, 3, 1, "(referee kick_off_r)");
        assertEquals(List.of("{\"msg\":{\"time\":42,\"stime\":3,\"board\":1,\"message\":\"(referee kick_off_r)\"}}"), sent);
    }

    @Test
    void boardMessagesAreQuotedAsStdQuoted() {
        world.time(42).stoppage(5);
        List<String> sent = new ArrayList<>();
        new JsonMonitorWriter(false, P).message(TextOut.sink(sent), world, 1, "say \"hi\" \\ there");
        assertEquals(List.of("{\"msg\":{\"time\":42,\"stime\":5,\"board\":1,\"message\":\"say \\\"hi\\\" \\\\ there\"}}"), sent);
    }

    @Test
    void aLogsPlayersListTheirCommandCountsAndNoFocusPoint() {
        Player p = world.connect(Side.LEFT, "A", 1);
        p.counters().increment(CommandKind.KICK);
        p.focus(3, 10);
        String show = cycle(new JsonMonitorWriter(true, P)).get(2);
        // rcssserver's names of the counts, in SerializerMonitorJSON's order
        assertTrue(show.contains(",\"capacity\":130600,\"kick\":1,\"dash\":0,\"turn\":0,\"catch\":0,\"move\":0,\"turn_neck\":0,"
                + "\"change_view\":0,\"say\":0,\"tackle\":0,\"pointto\":0,\"attentionto\":0,\"change_focus\":0}"), show);
        assertTrue(!show.contains("fdist") && !show.contains("\"mode\"") && !show.contains("\"team\""), show);
    }
}
