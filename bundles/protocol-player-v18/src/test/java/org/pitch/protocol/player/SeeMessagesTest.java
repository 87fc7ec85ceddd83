package org.pitch.protocol.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.pitch.testkit.CodecSamples.text;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.sense.SeenObject;
import org.pitch.api.sense.SeenObject.Kind;

/**
 * The codec chain's {@code see} (through {@link Codecs}) against rcssserver 19.0.0: every distinct {@code see} line of the captured
 * player transcripts is parsed into an observation and printed again, byte for byte; versions
 * without a transcript are pinned from rcssserver 19's visual senders and serializers.
 */
class SeeMessagesTest {


    static String see(double version, SeeObservation see) {
        return text(out -> Codecs.of(version).writeSee(out, version, see));
    }

    static String see(double version, int time, SeenObject... objects) {
        return see(version, new SeeObservation(time, List.of(objects)));
    }

    // ---------------------------------------------------------------- transcripts

    /** The see lines the server sent, prefixes ({@code < }, {@code <z }) removed, distinct, in file order. */
    static Set<String> seeLines(String resource) throws IOException {
        String text;
        try (InputStream in = SeeMessagesTest.class.getResourceAsStream("/reference/" + resource)) {
            if (in == null) fail("missing test resource /reference/" + resource);
            text = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
        Set<String> lines = new LinkedHashSet<>();
        for (String line : text.split("\n")) {
            // player_v*.txt hold the received datagrams bare; the other transcripts mark them
            String l = line;
            if (l.startsWith("< ")) l = l.substring(2);
            else if (l.startsWith("<z ")) l = l.substring(3);
            if (l.startsWith("(see ")) {
                assertTrue(l.indexOf('\\') < 0, "escaped byte in a see line: " + l);
                lines.add(l);
            }
        }
        return lines;
    }

    record Transcript(String file, double version) { }

    static final List<Transcript> TRANSCRIPTS = List.of(
            new Transcript("player_v7.txt", 7),
            new Transcript("player_v9.txt", 9),
            new Transcript("player_v13.txt", 13),
            new Transcript("player_v15.txt", 15),
            new Transcript("player_v18.txt", 18),
            new Transcript("player_v19.txt", 19),
            new Transcript("player_v19_goalie.txt", 19),
            new Transcript("match_synch_player_A1.txt", 19),
            new Transcript("commands_v19.txt", 19));

    @TestFactory
    Stream<DynamicTest> everyCapturedSeeLineRoundTrips() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Transcript t : TRANSCRIPTS) {
            Set<String> lines = seeLines(t.file());
            assertTrue(!lines.isEmpty(), "no see line in " + t.file());
            int i = 0;
            for (String line : lines) {
                String name = t.file() + " #" + (i++);
                tests.add(DynamicTest.dynamicTest(name,
                        () -> assertEquals(line, see(t.version(), parseSee(t.version(), line)))));
            }
        }
        return tests.stream();
    }

    /** The transcripts do exercise the forms claimed in the report (guards the round trip's reach). */
    @Test
    void transcriptsCoverTheInterestingForms() throws IOException {
        Set<String> all = new LinkedHashSet<>();
        for (Transcript t : TRANSCRIPTS) {
            if (t.version() == 19) all.addAll(seeLines(t.file()));
        }
        String joined = String.join("\n", all);
        for (String form : List.of("((F) ", "((G) ", "((B) ", "((b) ", "((g r) ", "((l r) ", "((l b) ",
                "((p \"TeamA\" 3) ", "((p \"TeamB\") ", " k)", "((f c t) ", "((f p l c) ")) {
            assertTrue(joined.contains(form), "no " + form + " in the v19 transcripts");
        }
        // a named player with changes, body and head direction
        assertTrue(joined.matches("(?s).*\\(\\(p \"TeamA\" 3\\) [-0-9.]+ -?\\d+ [-0-9.]+ [-0-9.]+ -?\\d+ -?\\d+\\).*"));
        // gaussian see: unrounded distances
        assertTrue(joined.contains("((F) 0.502951 101)"));
    }

    // ---------------------------------------------------------------- a small reader

    /** An atom (String) or a list (List of nodes): the sensor messages' reader. */
    static Object parse(String s) { return SensorMessagesTest.parse(s); }

    @SuppressWarnings("unchecked")
    static List<Object> list(Object o) { return (List<Object>) o; }

    /** The observation holding exactly what a see line shows, read as a client of that version would. */
    static SeeObservation parseSee(double version, String line) {
        List<Object> msg = list(parse(line));
        assertEquals("see", msg.get(0));
        int time = Integer.parseInt((String) msg.get(1));
        List<SeenObject> objects = new ArrayList<>();
        for (Object o : msg.subList(2, msg.size())) objects.add(parseObject(version, list(o)));
        return new SeeObservation(time, objects);
    }

    static SeenObject parseObject(double version, List<Object> obj) {
        List<Object> name = list(obj.get(0));
        String head = (String) name.get(0);
        Kind kind;
        boolean anonymous = false;
        switch (head) {
            case "f", "flag" -> kind = Kind.FLAG;
            case "g", "goal" -> kind = Kind.GOAL;
            case "b", "ball" -> kind = Kind.BALL;
            case "p", "player" -> kind = Kind.PLAYER;
            case "l", "line" -> kind = Kind.LINE;
            case "F", "Flag" -> { kind = Kind.FLAG; anonymous = true; }
            case "G", "Goal" -> { kind = Kind.GOAL; anonymous = true; }
            case "B", "Ball" -> { kind = Kind.BALL; anonymous = true; }
            case "P", "Player" -> { kind = Kind.PLAYER; anonymous = true; }
            case "L", "Line" -> { kind = Kind.LINE; anonymous = true; }
            default -> throw new AssertionError("unknown object " + obj);
        }
        String landmark = null;
        String team = null;
        int unum = 0;
        boolean goalie = false;
        if (kind == Kind.PLAYER) {
            if (name.size() > 1) {
                team = (String) name.get(1);
                if (team.startsWith("\"")) team = team.substring(1, team.length() - 1);
            }
            if (name.size() > 2) unum = Integer.parseInt((String) name.get(2));
            if (name.size() > 3) {
                assertEquals("goalie", name.get(3));
                goalie = true;
            }
            assertTrue(name.size() <= 4, "player name " + name);
        } else if (!anonymous && kind != Kind.BALL) {
            List<String> parts = new ArrayList<>();
            for (Object p : name.subList(1, name.size())) parts.add((String) p);
            landmark = String.join(" ", parts);
        }

        List<Double> nums = new ArrayList<>();
        boolean tackling = false, kicking = false;
        for (Object v : obj.subList(1, obj.size())) {
            String s = (String) v;
            if (s.equals("t")) tackling = true;
            else if (s.equals("k")) kicking = true;
            else nums.add(Double.parseDouble(s));
        }
        double nan = Double.NaN;
        double dist = nan, dir, distChg = nan, dirChg = nan, body = nan, headDir = nan, point = nan;
        if (nums.size() == 1) {
            dir = nums.get(0);
        } else {
            dist = nums.get(0);
            dir = nums.get(1);
            List<Double> rest = nums.subList(2, nums.size());
            int i = 0;
            boolean full = kind == Kind.PLAYER && team != null && unum > 0;
            boolean far = kind == Kind.PLAYER && team != null && unum == 0;
            if (far) {
                if (i < rest.size()) point = rest.get(i++);
            } else {
                if (i < rest.size()) distChg = rest.get(i++);
                if (i < rest.size()) dirChg = rest.get(i++);
                if (full) {
                    if (version >= 4 && i < rest.size()) body = rest.get(i++);
                    if (version >= 5 && i < rest.size()) headDir = rest.get(i++);
                    if (version >= 8 && i < rest.size()) point = rest.get(i++);
                }
            }
            assertEquals(rest.size(), i, "unexpected values in " + obj);
        }
        return new SeenObject(kind, landmark, anonymous, team, unum, goalie,
                dist, dir, distChg, dirChg, body, headDir, point, tackling, kicking);
    }

    // ---------------------------------------------------------------- pinned forms

    static final double NAN = Double.NaN;

    static SeenObject flag(String name, double dist, double dir) {
        return new SeenObject(Kind.FLAG, name, false, null, 0, false, dist, dir, NAN, NAN, NAN, NAN, NAN, false, false);
    }

    static SeenObject goal(String name, double dist, double dir, double distChg, double dirChg) {
        return new SeenObject(Kind.GOAL, name, false, null, 0, false, dist, dir, distChg, dirChg, NAN, NAN, NAN, false, false);
    }

    static SeenObject ball(double dist, double dir, double distChg, double dirChg) {
        return new SeenObject(Kind.BALL, null, false, null, 0, false, dist, dir, distChg, dirChg, NAN, NAN, NAN, false, false);
    }

    static SeenObject line(String name, double dist, double dir) {
        return new SeenObject(Kind.LINE, name, false, null, 0, false, dist, dir, NAN, NAN, NAN, NAN, NAN, false, false);
    }

    static SeenObject anonymous(Kind kind, double dist, double dir) {
        return new SeenObject(kind, null, true, null, 0, false, dist, dir, NAN, NAN, NAN, NAN, NAN, false, false);
    }

    /** A player with every value set: what is printed depends on the form and the version only. */
    static SeenObject player(String team, int unum, boolean goalie, double dist, double dir,
                             boolean tackling, boolean kicking) {
        return new SeenObject(Kind.PLAYER, null, false, team, unum, goalie, dist, dir,
                0.2, -0.4, 30, 45, -20, tackling, kicking);
    }

    /** The same objects for every version: the full set of names and forms. */
    static SeenObject[] everyForm() {
        return new SeenObject[] {
            flag("c t 10", 20.1, -44.7),
            goal("r", 66.7, 34.9, 0, 0),
            anonymous(Kind.GOAL, 2.5, 179.6),
            anonymous(Kind.FLAG, 1.9, -170.2),
            ball(3.1, 10.2, -0.5, 1.2),
            anonymous(Kind.BALL, 0.6, 150),
            player("TeamA", 7, true, 12, -5.5, true, false),
            player("TeamA", 8, false, 13, 2.5, false, true),
            player("TeamB", 0, false, 30, 3.5, false, true),
            player(null, 0, false, 50, -0.9, true, true),
            anonymous(Kind.PLAYER, 1.5, 100),
            line("r", 40, -70.5),
        };
    }

    /**
     * Versions 1-3: long names ({@code param.h} *_NAME, {@code PLAYER_NAME_FORMAT} etc.),
     * directions truncated ({@code VisualSenderPlayerV1::rad2Deg}, {@code Rad2IDeg}), a known
     * player with changes only ({@code VisualSenderPlayerV1::serializePlayer}), no goalie word,
     * no pointing direction, no {@code t}/{@code k} ({@code SerializerPlayerStdv1}).
     */
    @Test
    void versions1To3() {
        String expected = "(see 12 ((flag c t 10) 20.1 -44) ((goal r) 66.7 34 0 0) ((Goal) 2.5 179)"
                + " ((Flag) 1.9 -170) ((ball) 3.1 10 -0.5 1.2) ((Ball) 0.6 150)"
                + " ((player TeamA 7) 12 -5 0.2 -0.4) ((player TeamA 8) 13 2 0.2 -0.4)"
                + " ((player TeamB) 30 3) ((player) 50 0) ((Player) 1.5 100) ((line r) 40 -70))";
        for (double v : new double[] {1, 2, 3, 3.9}) {
            assertEquals(expected, see(v, 12, everyForm()), "version " + v);
        }
    }

    /** Version 4: the body direction ({@code VisualSenderPlayerV4::serializePlayer}). */
    @Test
    void version4() {
        assertEquals("(see 12 ((flag c t 10) 20.1 -44) ((goal r) 66.7 34 0 0) ((Goal) 2.5 179)"
                + " ((Flag) 1.9 -170) ((ball) 3.1 10 -0.5 1.2) ((Ball) 0.6 150)"
                + " ((player TeamA 7) 12 -5 0.2 -0.4 30) ((player TeamA 8) 13 2 0.2 -0.4 30)"
                + " ((player TeamB) 30 3) ((player) 50 0) ((Player) 1.5 100) ((line r) 40 -70))",
                see(4, 12, everyForm()));
    }

    /** Version 5: the head direction ({@code VisualSenderPlayerV5::serializePlayer}); still long names. */
    @Test
    void version5() {
        assertEquals("(see 12 ((flag c t 10) 20.1 -44) ((goal r) 66.7 34 0 0) ((Goal) 2.5 179)"
                + " ((Flag) 1.9 -170) ((ball) 3.1 10 -0.5 1.2) ((Ball) 0.6 150)"
                + " ((player TeamA 7) 12 -5 0.2 -0.4 30 45) ((player TeamA 8) 13 2 0.2 -0.4 30 45)"
                + " ((player TeamB) 30 3) ((player) 50 0) ((Player) 1.5 100) ((line r) 40 -70))",
                see(5, 12, everyForm()));
    }

    /**
     * Version 6: short names ({@code VisualSenderPlayerV6::calcName} etc., {@code *_NAME_SHORT},
     * {@code PLAYER_NAME_FORMAT_SHORT} with {@code GOALIE_VISUAL_STRING}); directions still
     * truncated.
     */
    @Test
    void version6() {
        assertEquals("(see 12 ((f c t 10) 20.1 -44) ((g r) 66.7 34 0 0) ((G) 2.5 179)"
                + " ((F) 1.9 -170) ((b) 3.1 10 -0.5 1.2) ((B) 0.6 150)"
                + " ((p \"TeamA\" 7 goalie) 12 -5 0.2 -0.4 30 45) ((p \"TeamA\" 8) 13 2 0.2 -0.4 30 45)"
                + " ((p \"TeamB\") 30 3) ((p) 50 0) ((P) 1.5 100) ((l r) 40 -70))",
                see(6, 12, everyForm()));
    }

    /** Version 7: directions rounded half to even ({@code VisualSenderPlayerV7::rad2Deg}, {@code Rad2IDegRound}). */
    @Test
    void version7() {
        assertEquals("(see 12 ((f c t 10) 20.1 -45) ((g r) 66.7 35 0 0) ((G) 2.5 180)"
                + " ((F) 1.9 -170) ((b) 3.1 10 -0.5 1.2) ((B) 0.6 150)"
                + " ((p \"TeamA\" 7 goalie) 12 -6 0.2 -0.4 30 45) ((p \"TeamA\" 8) 13 2 0.2 -0.4 30 45)"
                + " ((p \"TeamB\") 30 4) ((p) 50 -1) ((P) 1.5 100) ((l r) 40 -70))",
                see(7, 12, everyForm()));
    }

    /**
     * Versions 8-12: the pointing direction after the head direction, or after the direction when
     * the number is unknown ({@code VisualSenderPlayerV8::serializePlayer}), and {@code t} when
     * tackling ({@code SerializerPlayerStdv8::serializeVisualPlayer}); never for {@code (p)}
     * ({@code serializeVisualObject}).
     */
    @Test
    void versions8To12() {
        String expected = "(see 12 ((f c t 10) 20.1 -45) ((g r) 66.7 35 0 0) ((G) 2.5 180)"
                + " ((F) 1.9 -170) ((b) 3.1 10 -0.5 1.2) ((B) 0.6 150)"
                + " ((p \"TeamA\" 7 goalie) 12 -6 0.2 -0.4 30 45 -20 t) ((p \"TeamA\" 8) 13 2 0.2 -0.4 30 45 -20)"
                + " ((p \"TeamB\") 30 4 -20) ((p) 50 -1) ((P) 1.5 100) ((l r) 40 -70))";
        for (double v : new double[] {8, 9, 10, 11, 12, 12.5}) {
            assertEquals(expected, see(v, 12, everyForm()), "version " + v);
        }
    }

    /**
     * Versions 13-19: {@code t}, else {@code k} when the player kicked
     * ({@code SerializerPlayerStdv13::serializeVisualPlayer}; v14 and v18 serializers and the
     * V13/V18 visual senders change nothing in see).
     */
    @Test
    void versions13To19() {
        String expected = "(see 12 ((f c t 10) 20.1 -45) ((g r) 66.7 35 0 0) ((G) 2.5 180)"
                + " ((F) 1.9 -170) ((b) 3.1 10 -0.5 1.2) ((B) 0.6 150)"
                + " ((p \"TeamA\" 7 goalie) 12 -6 0.2 -0.4 30 45 -20 t) ((p \"TeamA\" 8) 13 2 0.2 -0.4 30 45 -20 k)"
                + " ((p \"TeamB\") 30 4 -20 k) ((p) 50 -1) ((P) 1.5 100) ((l r) 40 -70))";
        for (double v : new double[] {13, 14, 15, 16, 17, 18, 19, 19.5}) {
            assertEquals(expected, see(v, 12, everyForm()), "version " + v);
        }
    }

    /** Tackling wins over kicking: {@code t} only. */
    @Test
    void tackleBeatsKick() {
        assertEquals("(see 1 ((p \"A\" 2) 5 0 0.2 -0.4 30 45 -20 t))",
                see(13, 1, player("A", 2, false, 5, 0, true, true)));
        assertEquals("(see 1 ((p \"A\" 2) 5 0 0.2 -0.4 30 45 -20 t))",
                see(8, 1, player("A", 2, false, 5, 0, true, true)));
    }

    /** Without a pointing arm the pointing direction is absent (VisualSenderPlayerV8: isPointing). */
    @Test
    void notPointing() {
        SeenObject known = new SeenObject(Kind.PLAYER, null, false, "TeamA", 3, false, 24.5, -24,
                0, 0, 17, 17, NAN, false, false);
        SeenObject far = new SeenObject(Kind.PLAYER, null, false, "TeamA", 0, false, 49.4, -1,
                NAN, NAN, NAN, NAN, NAN, false, true);
        assertEquals("(see 40 ((p \"TeamA\" 3) 24.5 -24 0 0 17 17) ((p \"TeamA\") 49.4 -1 k))",
                see(19, 40, known, far));
    }

    /** Flags, goals and the ball without changes (VisualSenderPlayerV1::sendHighFlag/sendHighBall). */
    @Test
    void noChanges() {
        assertEquals("(see 0 ((f c) 49.9 0) ((g r) 102.5 0) ((b) 49.4 0))",
                see(19, 0, flag("c", 49.9, 0), goal("r", 102.5, 0, NAN, NAN), ball(49.4, 0, NAN, NAN)));
    }

    /**
     * Low view quality: the direction alone for every kind, no changes, no flags
     * (VisualSenderPlayerV1::sendLowFlag/sendLowBall/sendLowPlayer, serializeLowLine;
     * {@code serializeVisualObject(name, dir)}).
     */
    @Test
    void lowQuality() {
        SeenObject[] low = {
            new SeenObject(Kind.FLAG, "c", false, null, 0, false, NAN, 45, 0, 0, NAN, NAN, NAN, false, false),
            new SeenObject(Kind.GOAL, "r", false, null, 0, false, NAN, -3, NAN, NAN, NAN, NAN, NAN, false, false),
            new SeenObject(Kind.FLAG, null, true, null, 0, false, NAN, 170, NAN, NAN, NAN, NAN, NAN, false, false),
            new SeenObject(Kind.BALL, null, false, null, 0, false, NAN, 0, 0.1, 0.2, NAN, NAN, NAN, false, false),
            new SeenObject(Kind.PLAYER, null, false, "TeamA", 5, true, NAN, -10, 0.1, 0.2, 30, 45, -20, true, true),
            new SeenObject(Kind.PLAYER, null, false, "TeamB", 0, false, NAN, 7, NAN, NAN, NAN, NAN, -20, true, false),
            new SeenObject(Kind.PLAYER, null, false, null, 0, false, NAN, 8, NAN, NAN, NAN, NAN, NAN, false, true),
            new SeenObject(Kind.PLAYER, null, true, null, 0, false, NAN, -170, NAN, NAN, NAN, NAN, NAN, false, false),
            new SeenObject(Kind.LINE, "r", false, null, 0, false, NAN, -80, NAN, NAN, NAN, NAN, NAN, false, false),
        };
        assertEquals("(see 3 ((f c) 45) ((g r) -3) ((F) 170) ((b) 0) ((p \"TeamA\" 5 goalie) -10)"
                + " ((p \"TeamB\") 7) ((p) 8) ((P) -170) ((l r) -80))", see(19, 3, low));
        assertEquals("(see 3 ((flag c) 45) ((goal r) -3) ((Flag) 170) ((ball) 0) ((player TeamA 5) -10)"
                + " ((player TeamB) 7) ((player) 8) ((Player) -170) ((line r) -80))", see(5, 3, low));
    }

    /** Directions: truncated toward zero before v7, rint (half to even) from v7. */
    @Test
    void directionConversion() {
        double[] dirs = {-0.9, 0.5, 1.5, 2.5, -2.5, -44.5, 89.99, -179.5};
        StringBuilder v6 = new StringBuilder("(see 0");
        StringBuilder v7 = new StringBuilder("(see 0");
        List<SeenObject> objects = new ArrayList<>();
        long[] trunc = {0, 0, 1, 2, -2, -44, 89, -179};
        long[] rint = {-1, 0, 2, 2, -2, -44, 90, -180};
        for (int i = 0; i < dirs.length; i++) {
            objects.add(flag("c", 1, dirs[i]));
            v6.append(" ((f c) 1 ").append(trunc[i]).append(')');
            v7.append(" ((f c) 1 ").append(rint[i]).append(')');
        }
        assertEquals(v6 + ")", see(6, new SeeObservation(0, objects)));
        assertEquals(v7 + ")", see(7, new SeeObservation(0, objects)));
    }

    @Test
    void nothingSeen() {
        assertEquals("(see 0)", see(19, new SeeObservation(0, List.of())));
        assertEquals("(see 5)", see(1, new SeeObservation(5, List.of())));
    }

    /** Numbers with 6 significant digits, as C++ streams print them (gaussian see, changes). */
    @Test
    void numberFormat() {
        assertEquals("(see 0 ((F) 0.502951 101) ((b) 20.1 2 -0.804 0.2) ((f c) 1.23457e+06 0))",
                see(19, 0, anonymous(Kind.FLAG, 0.5029514, 101), ball(20.1, 2, -0.804, 0.2),
                        flag("c", 1234567, 0)));
    }
}
