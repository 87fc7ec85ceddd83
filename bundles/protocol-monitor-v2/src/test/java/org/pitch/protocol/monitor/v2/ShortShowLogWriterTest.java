package org.pitch.protocol.monitor.v2;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.model.types.StandardPlayerTypes;
import org.pitch.protocol.monitor.RcssStructs;
import org.pitch.protocol.monitor.ShowinfoLogWriter;
import org.pitch.testkit.TestWorld;
import org.pitch.testkit.TextOut;

/**
 * Game log 3 as rcssserver 19's {@code DispSenderLoggerV3} and {@code InitSenderLoggerV3} write it:
 * each record an {@code Int16} mode and its struct, unpadded; the parameter structs first, then
 * per cycle the play mode ({@code char}) and the teams ({@code team_t[2]}) only when they changed,
 * and the show as {@code short_showinfo_t2}; board messages as log 2's.
 */
class ShortShowLogWriterTest {
    private static final Parameters P = TestWorld.DEFAULTS;
    private final TestWorld world = new TestWorld(P).types(StandardPlayerTypes.generateWithSeed(P, 42));

    private static int s16(byte[] b, int at) { return ByteBuffer.wrap(b).getShort(at); }

    private List<byte[]> cycle(MonitorWriter w) { return TextOut.sentBinary(out -> w.cycle(out, world)); }

    private byte[] message(MonitorWriter w, String text) { return TextOut.sentBinary(out -> w.message(out, world, 1, text)).get(0); }

    private static List<Integer> modes(List<byte[]> records) {
        List<Integer> m = new ArrayList<>();
        for (byte[] r : records) m.add(s16(r, 0));
        return m;
    }

    @Test
    void playModeAndTeamsAreLoggedOnlyWhenTheyChange() {
        world.connect(Side.LEFT, "Alpha", 1);
        MonitorWriter w = new ShortShowLogWriter(P);
        w.greeting(TextOut.binarySink(new ArrayList<>()), world);
        world.playMode(PlayMode.KICK_OFF, Side.LEFT);
        world.time(1);
        List<byte[]> first = cycle(w);
        assertEquals(List.of(RcssStructs.PM_MODE, RcssStructs.TEAM_MODE, RcssStructs.SHOW_MODE), modes(first));
        assertEquals(3, first.get(0).length);
        assertEquals(4, first.get(0)[2], "kick_off_l");
        assertEquals(2 + 2 * RcssStructs.TEAM_SIZE, first.get(1).length);
        assertEquals(2 + RcssStructs.SHORT_SHOWINFO2_SIZE, first.get(2).length);
        world.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        world.time(2);
        assertEquals(List.of(RcssStructs.PM_MODE, RcssStructs.SHOW_MODE), modes(cycle(w)));
        world.time(3);
        assertEquals(List.of(RcssStructs.SHOW_MODE), modes(cycle(w)));
        world.team(Side.LEFT).score(1);
        List<byte[]> goal = cycle(w);
        assertEquals(List.of(RcssStructs.TEAM_MODE, RcssStructs.SHOW_MODE), modes(goal));
        assertEquals(1, s16(goal.get(0), 2 + 16));
        world.team(Side.LEFT).penaltyMiss(1); // a penalty taken counts as a change, as in rcssserver's logger
        assertEquals(List.of(RcssStructs.TEAM_MODE, RcssStructs.SHOW_MODE), modes(cycle(w)));
    }

    @Test
    void recordSizes() {
        world.connect(Side.LEFT, "Alpha", 1);
        List<byte[]> greeting = TextOut.sentBinary(out -> new ShortShowLogWriter(P).greeting(out, world));
        // types.h: server_params_t 396 bytes, player_params_t 132, player_type_t 88, each behind its mode
        assertEquals(List.of(8, 9, 7), modes(greeting).subList(0, 3));
        assertEquals(2 + 396, greeting.get(0).length);
        assertEquals(2 + 132, greeting.get(1).length);
        assertEquals(2 + 88, greeting.get(2).length);
        assertEquals(2 + 18, greeting.size());
    }

    @Test
    void messagesAreLog2s() {
        // log 2's record (board, length, the text without NUL, Latin-1): protocol-monitor-v5's BinaryDetailsTest
        for (String text : new String[] {"(referee play_on)\u20ac", "", "y".repeat(5000)}) {
            assertArrayEquals(message(new ShowinfoLogWriter(), text), message(new ShortShowLogWriter(P), text), text);
        }
    }
}
