package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Dash;
import org.pitch.api.command.Turn;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.record.Recorder;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;
import org.pitch.kernel.Simulation;
import org.pitch.protocol.monitor.v2.MonitorCodecV2;
import org.pitch.record.gamelog.GameLogRecorder;

/**
 * A short match played in process with the binary game log of rcssserver's version 3
 * ({@code server::game_log_version=3}), read back record by record: the header, the parameter
 * structs, the play mode and team records when they change, and every logged cycle's
 * {@code short_showinfo_t2} against the world the recorders saw in that cycle (ball and players in
 * 1/65536, state, type, directions, stamina, counts), then the result message.
 */
class BinaryGameLogRoundTripTest {
    private static final double SCALE2 = 65536.0;
    private static final int PM_MODE = 5, TEAM_MODE = 6, PT_MODE = 7, PARAM_MODE = 8, PPARAM_MODE = 9, SHOW_MODE = 1, MSG_MODE = 2;

    @TempDir Path dir;

    /** A logged cycle as the binary log must hold it: the fixed-point values and the counts. */
    record Cycle(int time, int mode, int[] ball, int[][] players) { }

    /** Takes down what the game log is given, for the cycles a game log records. */
    static final class Witness implements Recorder {
        final List<Cycle> cycles = new ArrayList<>();
        boolean timeOverSeen;

        @Override public void matchStarted(ServerConfiguration configuration, World world) { }

        @Override
        public void cycle(World w) {
            if (w.playMode() == PlayMode.BEFORE_KICK_OFF) return;
            if (w.playMode() == PlayMode.TIME_OVER) {
                if (timeOverSeen) return;
                timeOverSeen = true;
            }
            int[][] players = new int[22][];
            for (Side side : new Side[] {Side.LEFT, Side.RIGHT}) {
                for (int unum = 1; unum <= 11; unum++) {
                    Player p = w.player(side, unum);
                    if (p == null) continue;
                    players[(side == Side.LEFT ? 0 : 11) + unum - 1] = new int[] {
                        p.type().id(), fixed(p.x()), fixed(p.y()), fixed(p.vx()), fixed(p.vy()),
                        fixed(Math.toRadians(p.bodyDirection())), fixed(Math.toRadians(p.neckDirection())),
                        fixed(p.stamina()), fixed(p.effort()), fixed(p.recovery()),
                        p.counters().get(CommandKind.DASH), p.counters().get(CommandKind.TURN),
                    };
                }
            }
            cycles.add(new Cycle(w.time(), w.playMode().ordinal(), new int[] {fixed(w.ball().x()), fixed(w.ball().y()),
                fixed(w.ball().vx()), fixed(w.ball().vy())}, players));
        }

        @Override public void matchEnded(World world) { }

        static int fixed(double v) { return (int) Math.rint(v * SCALE2); }
    }

    @Test
    void aVersion3LogReadsBackAsTheMatchWasPlayed() throws Exception {
        Pitch pitch = Pitch.builder().args("pitch.seed=7", "server::game_log_version=3", "server::game_log_dir=" + dir,
                "server::game_log_fixed=true", "server::game_log_fixed_name=round", "server::text_logging=false",
                "player::random_seed=42").build();
        GameLogRecorder binaryLog = new GameLogRecorder();
        binaryLog.addCodec(new MonitorCodecV2()); // log 3
        pitch.registry().addRecorder(binaryLog, "binary_game_log");
        Witness witness = new Witness();
        pitch.registry().addRecorder(witness, "witness");
        Simulation sim = pitch.simulation();
        List<Player> players = new ArrayList<>();
        for (int u = 1; u <= 3; u++) players.add(sim.addPlayer(Side.LEFT, "Alpha", u, u == 1));
        for (int u = 1; u <= 2; u++) players.add(sim.addPlayer(Side.RIGHT, "Beta", u, false));
        for (int i = 0; i < players.size(); i++) players.get(i).position(-5.0 * (i + 1) * players.get(i).side().sign(), 3.0 * i);
        sim.step();
        sim.step(); // before the kick-off: not logged
        sim.refereeContext().kickOff();
        for (int c = 0; c < 40; c++) {
            for (int i = 0; i < players.size(); i++) {
                Player p = players.get(i);
                if ((c + i) % 7 == 0) sim.submit(p, new Turn(30 + 5 * i));
                else sim.submit(p, new Dash(40 + 10 * i, 0));
            }
            sim.step();
        }
        sim.end();

        byte[] log = Files.readAllBytes(dir.resolve("round.rcg"));
        ByteBuffer b = ByteBuffer.wrap(log);
        assertEquals("ULG", new String(log, 0, 3, StandardCharsets.ISO_8859_1));
        assertEquals(3, log[3]);
        b.position(4);
        assertEquals(PARAM_MODE, b.getShort());
        skip(b, 396);
        assertEquals(PPARAM_MODE, b.getShort());
        assertEquals(18, b.getShort(b.position()), "player_types");
        skip(b, 132);
        for (int t = 0; t < 18; t++) {
            assertEquals(PT_MODE, b.getShort());
            assertEquals(t, b.getShort(b.position()));
            skip(b, 88);
        }
        List<Integer> modes = new ArrayList<>();
        int shows = 0, teams = 0;
        String result = null;
        while (b.hasRemaining()) {
            int mode = b.getShort();
            if (mode == PM_MODE) {
                modes.add((int) b.get());
            } else if (mode == TEAM_MODE) {
                teams++;
                assertEquals("Alpha", name(b));
                b.getShort();
                assertEquals("Beta", name(b));
                b.getShort();
            } else if (mode == SHOW_MODE) {
                Cycle expected = witness.cycles.get(shows++);
                int at = b.position();
                for (int i = 0; i < 4; i++) assertEquals(expected.ball[i], b.getInt(at + 4 * i), "ball, cycle " + expected.time);
                for (int slot = 0; slot < 22; slot++) {
                    int p = at + 16 + 64 * slot;
                    int[] e = expected.players[slot];
                    String what = "slot " + slot + ", cycle " + expected.time;
                    if (e == null) {
                        assertEquals(0, b.getShort(p), what + ": nobody, disabled");
                        continue;
                    }
                    assertTrue((b.getShort(p) & 0x1) != 0, what + " stands");
                    assertEquals(e[0], b.getShort(p + 2), what + " type");
                    int[] actual = {b.getInt(p + 4), b.getInt(p + 8), b.getInt(p + 12), b.getInt(p + 16), b.getInt(p + 20),
                        b.getInt(p + 24), b.getInt(p + 36), b.getInt(p + 40), b.getInt(p + 44)};
                    for (int k = 0; k < actual.length; k++) assertEquals(e[k + 1], actual[k], what + " member " + k);
                    assertEquals(e[10], b.getShort(p + 50), what + " dashes");
                    assertEquals(e[11], b.getShort(p + 52), what + " turns");
                }
                assertEquals(expected.time, b.getShort(at + 1424));
                skip(b, 1428);
            } else if (mode == MSG_MODE) {
                assertEquals(1, b.getShort());
                byte[] text = new byte[b.getShort()];
                b.get(text);
                result = new String(text, StandardCharsets.ISO_8859_1);
            } else {
                throw new AssertionError("unknown record " + mode + " at " + (b.position() - 2));
            }
        }
        assertEquals(40, witness.cycles.size());
        assertEquals(witness.cycles.size(), shows, "one show per logged cycle");
        assertEquals(1, teams, "the teams once: nobody scored");
        assertTrue(modes.get(0) == 4, "kick_off_l first: " + modes);
        assertTrue(result != null && result.matches("\\(result \\d{12} Alpha_0-vs-Beta_0\\)"), result);
        assertTrue(witness.cycles.get(39).players[0][10] > 20, "player 1 dashed");
    }

    private static void skip(ByteBuffer b, int n) { b.position(b.position() + n); }

    private static String name(ByteBuffer b) {
        byte[] n = new byte[16];
        b.get(n);
        int len = 0;
        while (len < 16 && n[len] != 0) len++;
        return new String(n, 0, len, StandardCharsets.ISO_8859_1);
    }
}
