package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.command.CommandKind;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.world.Card;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.TackleResult;
import org.pitch.api.world.Team;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;
import org.pitch.testkit.TestWorld;
import org.pitch.testkit.TextOut;

/**
 * The game logs rcssserver 19 wrote of a 3-vs-3 match (ULG5, ULG6 and JSON, 200 cycles): each
 * record is read back into a world, and the game-log writer of that version must write the very
 * same records from it, byte for byte: the parameters and player types, every
 * {@code playmode}/{@code team} record where the play mode or the teams changed, every show with
 * its 22 slots (kicks, catches, collisions, view modes, stamina, counts), the result message and
 * the closing team record.
 * That includes catches tried but not executed (the catch ban, or no play_on), which rcssserver
 * flags {@code CATCH|CATCH_FAULT} without counting them, and kicks and tackles that failed.
 */
class GameLogReplayTest {
    private static final Pattern PAIR = Pattern.compile("\\(([a-z_0-9]+) ((?:\"[^\"]*\")|[^()]*)\\)");
    private static final Pattern JSON_PAIR = Pattern.compile("\"([a-z_0-9]+)\":((?:\"(?:[^\"\\\\]|\\\\.)*\")|[^,{}\\[\\]]+)");
    private static final Pattern TEXT_PLAYER = Pattern.compile(
            "\\(\\(([lr]) (\\d+)\\) (\\d+) (0x[0-9a-f]+|0) (\\S+) (\\S+) (\\S+) (\\S+) (\\S+) (\\S+)((?: \\S+ \\S+)?) \\(v ([hl]) (\\S+)\\)"
            + "(?: \\(fp (\\S+) (\\S+)\\))? \\(s (\\S+) (\\S+) (\\S+)(?: (\\S+))?\\)(?: \\(f ([lr]) (\\d+)\\))? \\(c ([\\d ]+)\\)\\)");

    @ParameterizedTest
    @ValueSource(strings = {"match_rcg5.rcg", "match_rcg6.rcg"})
    void textLogsAreWrittenAgainByteForByte(String file) {
        List<String> lines = Reference.lines(file);
        int logVersion = lines.get(0).charAt(3) - '0';
        Replay r = new Replay(textParameters(lines), lines.stream().filter(l -> l.startsWith("(player_type ")).map(GameLogReplayTest::textType).toList());
        MonitorCodec codec = Codecs.gameLog(logVersion);
        assertTrue(codec.gameLogVersions().contains(logVersion));
        MonitorWriter writer = codec.openGameLog(logVersion, r.parameters);
        List<String> written = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        writer.greeting(TextOut.sink(written), r.world);
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i);
            expected.add(line);
            if (line.startsWith("(playmode ")) {
                String[] f = line.substring(10, line.length() - 1).split(" ");
                r.world.time(Integer.parseInt(f[0]));
                r.mode(f[1]);
            } else if (line.startsWith("(team ")) {
                r.teams(line.substring(6, line.length() - 1).split(" "));
                if (i == lines.size() - 1) writer.end(TextOut.sink(written), r.world);
            } else if (line.startsWith("(show ")) {
                expected.set(expected.size() - 1, r.textShow(line));
                writer.cycle(TextOut.sink(written), r.world);
            } else if (line.startsWith("(msg ")) {
                Matcher m = Pattern.compile("\\(msg (\\d+) (\\d+) \"(.*)\"\\)").matcher(line);
                assertTrue(m.matches(), line);
                r.world.time(Integer.parseInt(m.group(1)));
                writer.message(TextOut.sink(written), r.world, Integer.parseInt(m.group(2)), m.group(3));
            }
        }
        Lines.assertSame(expected, written);
    }

    @ParameterizedTest
    @ValueSource(strings = {"match_rcg-1.rcg"})
    void theJsonLogIsWrittenAgainByteForByte(String file) {
        // records after the header ([, version, time stamp), without their separators
        List<String> records = new ArrayList<>();
        for (String l : Reference.lines(file)) {
            if (l.equals("[") || l.equals("]") || l.startsWith("{\"version\"") || l.startsWith("{\"timestamp\"")) continue;
            records.add(l.endsWith(",") ? l.substring(0, l.length() - 1) : l);
        }
        Replay r = new Replay(jsonParameters(records), records.stream().filter(l -> l.startsWith("{\"player_type\"")).map(GameLogReplayTest::jsonType).toList());
        MonitorCodec codec = Codecs.gameLog(-1);
        assertTrue(codec.gameLogVersions().contains(-1));
        MonitorWriter writer = codec.openGameLog(-1, r.parameters);
        List<String> written = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        writer.greeting(TextOut.sink(written), r.world);
        for (int i = 0; i < records.size(); i++) {
            String rec = records.get(i);
            expected.add(rec);
            if (rec.startsWith("{\"playmode\"")) {
                Map<String, String> v = pairs(JSON_PAIR, rec);
                r.clock(v);
                r.mode(unquote(v.get("mode")));
            } else if (rec.startsWith("{\"team\"")) {
                r.clock(pairs(JSON_PAIR, rec));
                r.jsonTeams(rec);
                if (i == records.size() - 1) writer.end(TextOut.sink(written), r.world);
            } else if (rec.startsWith("{\"show\"")) {
                expected.set(expected.size() - 1, r.jsonShow(rec));
                writer.cycle(TextOut.sink(written), r.world);
            } else if (rec.startsWith("{\"msg\"")) {
                Map<String, String> v = pairs(JSON_PAIR, rec);
                r.clock(v);
                writer.message(TextOut.sink(written), r.world, Integer.parseInt(v.get("board")), unquote(v.get("message")));
            }
        }
        Lines.assertSame(expected, written);
    }

    // ------------------------------------------------------------------ reading a log back into a world

    /** A world rebuilt record by record; players persist so that their counts only grow. */
    private static final class Replay {
        final Parameters parameters;
        final TestWorld world;
        final Player[][] players = new Player[2][12];

        Replay(Parameters parameters, List<PlayerType> types) {
            this.parameters = parameters;
            this.world = new TestWorld(parameters).types(types);
        }

        void mode(String name) {
            for (PlayMode m : PlayMode.values()) {
                for (Side s : Side.values()) {
                    if (RcssPlayModes.id(m, s) != 0 && RcssPlayModes.name(m, s).equals(name)) {
                        world.playMode(m, s);
                        return;
                    }
                }
            }
            throw new AssertionError("no play mode " + name);
        }

        void clock(Map<String, String> v) {
            world.time(Integer.parseInt(v.get("time")));
            world.stoppage(v.containsKey("stime") ? Integer.parseInt(v.get("stime")) : 0);
        }

        /** {@code T L R sl sr}. */
        void teams(String[] f) {
            world.time(Integer.parseInt(f[0]));
            team(Side.LEFT, f[1], Integer.parseInt(f[3]));
            team(Side.RIGHT, f[2], Integer.parseInt(f[4]));
        }

        void jsonTeams(String rec) {
            Matcher m = Pattern.compile("\"([lr])\":\\{\"name\":(null|\"[^\"]*\"),\"score\":(\\d+)\\}").matcher(rec);
            while (m.find()) {
                team(m.group(1).equals("l") ? Side.LEFT : Side.RIGHT, m.group(2).equals("null") ? "null" : unquote(m.group(2)),
                        Integer.parseInt(m.group(3)));
            }
        }

        private void team(Side side, String name, int score) {
            if (name.equals("null")) {
                world.withoutTeam(side);
                return;
            }
            Team t = world.team(side);
            if (t == null || !t.name().equals(name)) world.team(side, name);
            world.score(side, score);
        }

        /** Sets the world to the show; returns the show as Pitch can write it (see the class comment). */
        String textShow(String line) {
            String expected = line;
            Matcher b = Pattern.compile("^\\(show (\\d+) \\(\\(b\\) (\\S+) (\\S+) (\\S+) (\\S+)\\)").matcher(line);
            assertTrue(b.find(), line);
            world.time(Integer.parseInt(b.group(1)));
            world.step(world.time()); // only differences matter: the arm and tackle clocks are set relative to it
            world.ball.position(d(b.group(2)), d(b.group(3)));
            world.ball.velocity(d(b.group(4)), d(b.group(5)));
            Matcher m = TEXT_PLAYER.matcher(line);
            int found = 0;
            while (m.find()) {
                found++;
                Side side = m.group(1).equals("l") ? Side.LEFT : Side.RIGHT;
                int unum = Integer.parseInt(m.group(2));
                int state = m.group(4).equals("0") ? 0 : Integer.parseInt(m.group(4).substring(2), 16);
                if (state == 0) {
                    seat(side, unum, null);
                    continue;
                }
                Player p = player(side, unum, Integer.parseInt(m.group(3)), state);
                p.position(d(m.group(5)), d(m.group(6)));
                p.velocity(d(m.group(7)), d(m.group(8)));
                p.bodyDirection(d(m.group(9)));
                p.neckDirection(d(m.group(10)));
                String arm = m.group(11).trim();
                if (arm.isEmpty()) p.stopPointing();
                else p.pointAt(d(arm.split(" ")[0]), d(arm.split(" ")[1]), 0, world.step() + 1);
                view(p, m.group(12), d(m.group(13)));
                if (m.group(14) != null) p.focus(d(m.group(14)), d(m.group(15)));
                p.stamina(d(m.group(16)));
                p.effort(d(m.group(17)));
                p.recovery(d(m.group(18)));
                if (m.group(19) != null) p.capacity(d(m.group(19)));
                if (m.group(20) != null) p.attention(m.group(20).equals("l") ? Side.LEFT : Side.RIGHT, Integer.parseInt(m.group(21)));
                else p.attention(Side.NEUTRAL, 0);
                String[] counts = m.group(22).split(" ");
                for (int i = 0; i < counts.length; i++) count(p, Slots.COUNTS[i], Integer.parseInt(counts[i]));
            }
            assertEquals(22, found, line);
            return expected;
        }

        String jsonShow(String rec) {
            String expected = rec;
            clock(pairs(JSON_PAIR, rec.substring(0, rec.indexOf("\"ball\""))));
            world.step(world.time());
            Map<String, String> ball = pairs(JSON_PAIR, rec.substring(rec.indexOf("\"ball\""), rec.indexOf("\"players\"")));
            world.ball.position(d(ball.get("x")), d(ball.get("y")));
            world.ball.velocity(d(ball.get("vx")), d(ball.get("vy")));
            String[] objects = rec.substring(rec.indexOf('[') + 2, rec.lastIndexOf(']') - 1).split("\\},\\{");
            assertEquals(22, objects.length);
            for (String o : objects) {
                Map<String, String> v = pairs(JSON_PAIR, o);
                Side side = unquote(v.get("side")).equals("l") ? Side.LEFT : Side.RIGHT;
                int unum = Integer.parseInt(v.get("unum"));
                int state = Integer.parseInt(v.get("state"));
                if (state == 0) {
                    seat(side, unum, null);
                    continue;
                }
                Player p = player(side, unum, Integer.parseInt(v.get("type")), state);
                p.position(d(v.get("x")), d(v.get("y")));
                p.velocity(d(v.get("vx")), d(v.get("vy")));
                p.bodyDirection(d(v.get("body")));
                p.neckDirection(d(v.get("neck")));
                if (v.containsKey("px")) p.pointAt(d(v.get("px")), d(v.get("py")), 0, world.step() + 1);
                else p.stopPointing();
                view(p, unquote(v.get("vq")), d(v.get("vw")));
                p.stamina(d(v.get("stamina")));
                p.effort(d(v.get("effort")));
                p.recovery(d(v.get("recovery")));
                p.capacity(d(v.get("capacity")));
                if (v.containsKey("fside")) p.attention(unquote(v.get("fside")).equals("l") ? Side.LEFT : Side.RIGHT, Integer.parseInt(v.get("fnum")));
                else p.attention(Side.NEUTRAL, 0);
                for (int i = 0; i < Slots.COUNTS.length; i++) count(p, Slots.COUNTS[i], Integer.parseInt(v.get(Slots.COUNT_NAMES[i])));
            }
            return expected;
        }

        /** Puts {@code p} (or nobody) in the slot of that side and unum. */
        private void seat(Side side, int unum, Player p) {
            Player before = world.player(side, unum);
            if (before == p) return;
            world.players().remove(before);
            if (p != null) world.add(p);
        }

        /** The slot's player with the state bits turned into what a Player records. */
        private Player player(Side side, int unum, int type, int state) {
            Player p = players[side.ordinal()][unum];
            if (p == null) players[side.ordinal()][unum] = p = new Player(side, unum, false, world.playerTypes().get(type));
            seat(side, unum, p);
            p.type(world.playerTypes().get(type));
            p.newCycle();
            p.enabled((state & PlayerStates.STAND) != 0);
            p.goalie((state & PlayerStates.GOALIE) != 0);
            p.kicked((state & PlayerStates.KICK) != 0);
            p.kickFault((state & PlayerStates.KICK_FAULT) != 0);
            if ((state & PlayerStates.CATCH) != 0) p.catchAttempted((state & PlayerStates.CATCH_FAULT) != 0);
            p.tackled(false);
            p.tackleUntil((state & (PlayerStates.TACKLE | PlayerStates.TACKLE_FAULT)) != 0 ? world.step() : 0);
            p.lastTackle((state & PlayerStates.TACKLE_FAULT) == 0 ? TackleResult.SUCCEEDED
                    : (state & PlayerStates.TACKLE) != 0 ? TackleResult.FAILED : TackleResult.OUT_OF_REACH);
            if ((state & PlayerStates.BALL_COLLIDE) != 0) p.collided(Player.COLLIDED_BALL);
            if ((state & PlayerStates.PLAYER_COLLIDE) != 0) p.collided(Player.COLLIDED_PLAYER);
            if ((state & PlayerStates.POST_COLLIDE) != 0) p.collided(Player.COLLIDED_POST);
            p.foulChargedUntil((state & PlayerStates.FOUL_CHARGED) != 0 ? world.step() + 1 : 0);
            p.card((state & PlayerStates.RED_CARD) != 0 ? Card.RED : (state & PlayerStates.YELLOW_CARD) != 0 ? Card.YELLOW : Card.NONE);
            return p;
        }

        private static void view(Player p, String quality, double angle) {
            ViewQuality q = quality.equals("h") ? ViewQuality.HIGH : ViewQuality.LOW;
            // the view angles of the two see modes: 45/90/180 asynchronous, 60/120/180 synchronous
            boolean synch = angle == 60 || angle == 120 || (angle == 180 && p.synchSee());
            ViewWidth w = angle == 45 || angle == 60 ? ViewWidth.NARROW : angle == 90 || angle == 120 ? ViewWidth.NORMAL : ViewWidth.WIDE;
            p.synchSee(synch);
            p.view(w, q);
        }

        private static void count(Player p, CommandKind kind, int target) {
            while (p.counters().get(kind) < target) p.counters().increment(kind);
        }
    }

    // ------------------------------------------------------------------ the header

    /** The log's server_param and player_param as the configuration they came from. */
    private static Parameters textParameters(List<String> lines) {
        return Reference.parameters(hocon("server", pairs(PAIR, Reference.first(lines, "(server_param ").substring(14)))
                + ", " + hocon("player", pairs(PAIR, Reference.first(lines, "(player_param ").substring(14))));
    }

    private static Parameters jsonParameters(List<String> records) {
        return Reference.parameters(hocon("server", pairs(JSON_PAIR, Reference.first(records, "{\"server_param\"").substring(16)))
                + ", " + hocon("player", pairs(JSON_PAIR, Reference.first(records, "{\"player_param\"").substring(16))));
    }

    private static String hocon(String block, Map<String, String> values) {
        StringBuilder sb = new StringBuilder(block).append(" {");
        values.forEach((k, v) -> sb.append(' ').append(k).append(" = ").append(v).append(','));
        return sb.append(" }").toString();
    }

    private static PlayerType textType(String line) {
        return type(pairs(PAIR, line.substring(13)));
    }

    private static PlayerType jsonType(String rec) {
        return type(pairs(JSON_PAIR, rec.substring(15)));
    }

    /** A PlayerType from its id and 29 values in record order. */
    private static PlayerType type(Map<String, String> v) {
        List<String> values = new ArrayList<>(v.values());
        assertEquals(30, values.size());
        Object[] args = new Object[30];
        args[0] = Integer.parseInt(values.get(0));
        for (int i = 1; i < 30; i++) args[i] = d(values.get(i));
        try {
            var ctor = PlayerType.class.getDeclaredConstructors()[0];
            return (PlayerType) ctor.newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static Map<String, String> pairs(Pattern p, String text) {
        Map<String, String> m = new LinkedHashMap<>();
        Matcher matcher = p.matcher(text);
        while (matcher.find()) m.put(matcher.group(1), matcher.group(2));
        return m;
    }

    private static String unquote(String s) {
        return s.substring(1, s.length() - 1).replace("\\\"", "\"").replace("\\\\", "\\");
    }

    private static double d(String s) { return Double.parseDouble(s); }
}
