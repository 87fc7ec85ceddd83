package org.pitch.protocol.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
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
import org.pitch.api.command.CommandKind;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.Heard;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;
import org.pitch.testkit.CodecSamples;

/**
 * The codec chain's {@code sense_body} and {@code hear} (through {@link Codecs}) against rcssserver 19.0.0: every {@code sense_body} and {@code hear} line
 * of the captured player transcripts is parsed into an observation and printed again, byte for
 * byte; versions without a transcript are pinned from rcssserver 19's senders and serializers.
 */
class SensorMessagesTest {


    static String senseBody(double version, BodyObservation b) {
        return text(out -> Codecs.of(version).writeSenseBody(out, version, b));
    }

    static String hear(double version, Heard h) {
        return text(out -> Codecs.of(version).writeHear(out, version, h));
    }

    // ---------------------------------------------------------------- transcripts

    /** The lines the server sent, prefixes ({@code < }, {@code <z }) removed, in file order. */
    static List<String> received(String resource, String head) throws IOException {
        String text;
        try (InputStream in = SensorMessagesTest.class.getResourceAsStream("/reference/" + resource)) {
            if (in == null) return null;
            text = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
        return linesStartingWith(text, head);
    }

    static List<String> linesStartingWith(String text, String head) {
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\n")) {
            String l = line;
            if (l.startsWith("< ")) l = l.substring(2);
            else if (l.startsWith("<z ")) l = l.substring(3);
            else if (l.startsWith(">") || l.startsWith("#")) continue;
            if (l.startsWith(head)) lines.add(unescape(l));
        }
        return lines;
    }

    /** Undoes the transcript encoding: {@code \xNN} a byte, {@code \\} a backslash. */
    static String unescape(String s) {
        if (s.indexOf('\\') < 0) return s;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length() && s.charAt(i + 1) == '\\') {
                sb.append('\\');
                i++;
            } else if (c == '\\' && i + 3 < s.length() && s.charAt(i + 1) == 'x') {
                sb.append((char) Integer.parseInt(s.substring(i + 2, i + 4), 16));
                i += 3;
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    // ---------------------------------------------------------------- a small s-expression reader

    /** An atom (String) or a list (List of nodes). */
    static Object parse(String s) {
        int[] pos = {0};
        Object o = read(s, pos);
        skipSpaces(s, pos);
        assertEquals(s.length(), pos[0], "trailing text in " + s);
        return o;
    }

    private static Object read(String s, int[] pos) {
        skipSpaces(s, pos);
        char c = s.charAt(pos[0]);
        if (c == '(') {
            pos[0]++;
            List<Object> list = new ArrayList<>();
            while (true) {
                skipSpaces(s, pos);
                if (s.charAt(pos[0]) == ')') {
                    pos[0]++;
                    return list;
                }
                list.add(read(s, pos));
            }
        }
        int start = pos[0];
        if (c == '"') {
            int end = s.indexOf('"', start + 1);
            pos[0] = end + 1;
            return s.substring(start, end + 1);
        }
        while (pos[0] < s.length() && " ()".indexOf(s.charAt(pos[0])) < 0) pos[0]++;
        return s.substring(start, pos[0]);
    }

    private static void skipSpaces(String s, int[] pos) {
        while (pos[0] < s.length() && s.charAt(pos[0]) == ' ') pos[0]++;
    }

    @SuppressWarnings("unchecked")
    static List<Object> list(Object o) { return (List<Object>) o; }

    static double num(Object o) { return Double.parseDouble((String) o); }

    static int integer(Object o) { return Integer.parseInt((String) o); }

    /** The observation holding exactly the values a sense_body line shows. */
    static BodyObservation parseSenseBody(String line) {
        List<Object> msg = list(parse(line));
        assertEquals("sense_body", msg.get(0));
        int time = integer(msg.get(1));
        ViewQuality quality = ViewQuality.HIGH;
        ViewWidth width = ViewWidth.NORMAL;
        double stamina = 0, effort = 0, capacity = 0, speed = 0, speedDir = 0, neck = 0;
        int[] counters = new int[CommandKind.values().length];
        int armMovable = 0, armExpires = 0, armCount = 0, focusUnum = 0, focusCount = 0;
        int tackleExpires = 0, tackleCount = 0, foulCharged = 0;
        double armDist = 0, armDir = 0, focusPointDist = 0, focusPointDir = 0;
        String focusSide = "none", collision = "none", card = "none";
        for (Object part : msg.subList(2, msg.size())) {
            List<Object> p = list(part);
            String name = (String) p.get(0);
            switch (name) {
                case "view_mode" -> {
                    quality = ViewQuality.valueOf(((String) p.get(1)).toUpperCase());
                    width = ViewWidth.valueOf(((String) p.get(2)).toUpperCase());
                }
                case "stamina" -> {
                    stamina = num(p.get(1));
                    effort = num(p.get(2));
                    if (p.size() > 3) capacity = num(p.get(3));
                }
                case "speed" -> {
                    speed = num(p.get(1));
                    if (p.size() > 2) speedDir = num(p.get(2));
                }
                case "head_angle" -> neck = num(p.get(1));
                case "kick", "dash", "turn", "say", "turn_neck", "catch", "move", "change_view", "change_focus" ->
                        counters[CommandKind.valueOf(name.toUpperCase()).ordinal()] = integer(p.get(1));
                case "arm" -> {
                    for (Object o : p.subList(1, p.size())) {
                        List<Object> a = list(o);
                        switch ((String) a.get(0)) {
                            case "movable" -> armMovable = integer(a.get(1));
                            case "expires" -> armExpires = integer(a.get(1));
                            case "target" -> {
                                armDist = num(a.get(1));
                                armDir = num(a.get(2));
                            }
                            case "count" -> armCount = integer(a.get(1));
                            default -> fail("arm part " + a);
                        }
                    }
                    counters[CommandKind.POINT_TO.ordinal()] = armCount;
                }
                case "focus" -> {
                    List<Object> target = list(p.get(1));
                    assertEquals("target", target.get(0));
                    focusSide = (String) target.get(1);
                    if (target.size() > 2) focusUnum = integer(target.get(2));
                    List<Object> count = list(p.get(2));
                    assertEquals("count", count.get(0));
                    focusCount = integer(count.get(1));
                    counters[CommandKind.ATTENTION_TO.ordinal()] = focusCount;
                }
                case "tackle" -> {
                    tackleExpires = integer(list(p.get(1)).get(1));
                    tackleCount = integer(list(p.get(2)).get(1));
                    counters[CommandKind.TACKLE.ordinal()] = tackleCount;
                }
                case "collision" -> {
                    StringBuilder flags = new StringBuilder();
                    for (Object o : p.subList(1, p.size())) {
                        if (o instanceof String s) {
                            flags.append(s);
                        } else {
                            if (flags.length() > 0) flags.append(' ');
                            flags.append((String) list(o).get(0));
                        }
                    }
                    collision = flags.toString();
                }
                case "foul" -> {
                    foulCharged = integer(list(p.get(1)).get(1));
                    card = (String) list(p.get(2)).get(1);
                }
                case "focus_point" -> {
                    focusPointDist = num(p.get(1));
                    focusPointDir = num(p.get(2));
                }
                default -> fail("unknown sense_body part " + name + " in " + line);
            }
        }
        return new BodyObservation().set(time, quality, width, stamina, effort, capacity, speed, speedDir, neck,
                counters, armMovable, armExpires, armDist, armDir, armCount, focusSide, focusUnum, focusCount,
                tackleExpires, tackleCount, collision, foulCharged, card, focusPointDist, focusPointDir);
    }

    /** The Heard a hear line shows (player protocol, any version). */
    static Heard parseHear(String line) {
        assertTrue(line.startsWith("(hear ") && line.endsWith(")"), line);
        String body = line.substring(6, line.length() - 1);
        int sp = body.indexOf(' ');
        int time = Integer.parseInt(body.substring(0, sp));
        String rest = body.substring(sp + 1);
        for (String src : new String[] {HeardSources.REFEREE, HeardSources.SELF, HeardSources.COACH,
                HeardSources.ONLINE_COACH_LEFT, HeardSources.ONLINE_COACH_RIGHT}) {
            if (rest.startsWith(src + " ")) {
                return new Heard(time, src, 0, false, 0, unquote(rest.substring(src.length() + 1)));
            }
        }
        if (rest.startsWith("our ") || rest.equals("opp")) { // partial: no direction, no message
            boolean our = rest.startsWith("our ");
            return new Heard(time, HeardSources.PLAYER, 0, our, our ? Integer.parseInt(rest.substring(4)) : 0, null);
        }
        sp = rest.indexOf(' ');
        double dir = Double.parseDouble(rest.substring(0, sp));
        rest = rest.substring(sp + 1);
        boolean our = false;
        int unum = 0;
        if (rest.startsWith("our ")) {
            our = true;
            rest = rest.substring(4);
            sp = rest.indexOf(' ');
            unum = Integer.parseInt(rest.substring(0, sp));
            rest = rest.substring(sp + 1);
        } else if (rest.startsWith("opp ")) {
            rest = rest.substring(4);
        }
        return new Heard(time, HeardSources.PLAYER, dir, our, unum, unquote(rest));
    }

    static String unquote(String s) {
        return s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"") ? s.substring(1, s.length() - 1) : s;
    }

    // ---------------------------------------------------------------- captured versions

    private static final Object[][] TRANSCRIPTS = {
        {"player_v7.txt", 7}, {"player_v9.txt", 9}, {"player_v13.txt", 13}, {"player_v15.txt", 15},
        {"player_v18.txt", 18}, {"player_v19.txt", 19}, {"player_v19_goalie.txt", 19}, {"commands_v19.txt", 19},
        {"match_synch_player_A1.txt", 19},
    };

    @TestFactory
    Stream<DynamicTest> senseBodyLinesOfEveryTranscriptAreReproduced() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Object[] t : TRANSCRIPTS) {
            String file = (String) t[0];
            int version = (Integer) t[1];
            List<String> lines = received(file, "(sense_body ");
            if (lines == null) continue; // the match transcript is checked from embedded lines below
            assertTrue(lines.size() >= 30, file + " has sense_body lines");
            Set<String> distinct = new LinkedHashSet<>(lines);
            tests.add(DynamicTest.dynamicTest(file + " (" + distinct.size() + " distinct of " + lines.size() + ")",
                    () -> {
                        for (String line : distinct) assertEquals(line, senseBody(version, parseSenseBody(line)));
                    }));
        }
        return tests.stream();
    }

    @Test
    void fiftyAndMoreDistinctSenseBodyLinesOfTheMatchAreReproduced() {
        Set<String> lines = new LinkedHashSet<>(linesStartingWith(SensorMessagesMatchData.SENSE_BODY, "(sense_body "));
        assertTrue(lines.size() >= 50, "distinct lines: " + lines.size());
        for (String line : lines) assertEquals(line, senseBody(19, parseSenseBody(line)));
    }

    @TestFactory
    Stream<DynamicTest> hearLinesOfEveryTranscriptAreReproduced() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        int total = 0;
        for (Object[] t : TRANSCRIPTS) {
            List<String> lines = received((String) t[0], "(hear ");
            if (lines == null) continue;
            total += lines.size();
            int version = (Integer) t[1];
            for (String line : lines) {
                tests.add(DynamicTest.dynamicTest(t[0] + ": " + line,
                        () -> assertEquals(line, hear(version, parseHear(line)))));
            }
        }
        for (String line : linesStartingWith(SensorMessagesMatchData.HEAR, "(hear ")) {
            total++;
            tests.add(DynamicTest.dynamicTest("match_synch_player_A1.txt: " + line,
                    () -> assertEquals(line, hear(19, parseHear(line)))));
        }
        assertTrue(total >= 13, "hear lines found: " + total);
        return tests.stream();
    }

    @Test
    void transcriptHearLinesAreParsedAsTheRightSources() throws IOException {
        List<String> lines = received("commands_v19.txt", "(hear ");
        assertNotNull(lines);
        assertTrue(lines.contains("(hear 0 self \"hello\")"), lines.toString());
        Heard self = parseHear("(hear 0 self \"hello\")");
        assertEquals(new Heard(0, "self", 0, false, 0, "hello"), self);
        Heard ref = parseHear("(hear 78 referee goalie_catch_ball_r)");
        assertEquals(new Heard(78, "referee", 0, false, 0, "goalie_catch_ball_r"), ref);
    }

    // ---------------------------------------------------------------- pinned formats

    /** Every field non-neutral, with fractions, so that each conversion shows. */
    /** Every counter, arm, focus, tackle, collision, card and focus point set. */
    static BodyObservation busy() {
        return CodecSamples.body();
    }

    /** A message with {@code part} inserted before its closing parenthesis. */
    private static String append(String message, String part) {
        return message.substring(0, message.length() - 1) + part + ")";
    }

    /** rcssserver 19 src/serializerplayerstdv1.cpp + bodysender.cpp BodySenderPlayerV1 (versions 1-4). */
    private static final String V1 = "(sense_body 1234 (view_mode low wide) (stamina 7318.25 0.8125) (speed 0.35)"
            + " (kick 1) (dash 22) (turn 3) (say 4))";
    /** serializerplayerstdv5.cpp (turn_neck count) + BodySenderPlayerV5 (head_angle, truncated). */
    private static final String V5 = "(sense_body 1234 (view_mode low wide) (stamina 7318.25 0.8125) (speed 0.35)"
            + " (head_angle 45) (kick 1) (dash 22) (turn 3) (say 4) (turn_neck 5))";
    /** BodySenderPlayerV6: speed direction relative to the head, truncated toward zero. */
    private static final String V6 = "(sense_body 1234 (view_mode low wide) (stamina 7318.25 0.8125) (speed 0.35 -37)"
            + " (head_angle 45) (kick 1) (dash 22) (turn 3) (say 4) (turn_neck 5))";
    /** serializerplayerstdv7.cpp: catch, move, change_view counts (captured: player_v7.txt). */
    private static final String V7 = "(sense_body 1234 (view_mode low wide) (stamina 7318.25 0.8125) (speed 0.35 -37)"
            + " (head_angle 45) (kick 1) (dash 22) (turn 3) (say 4) (turn_neck 5) (catch 6) (move 7) (change_view 8))";
    private static final String ARM_FOCUS_TACKLE = " (arm (movable 2) (expires 17) (target 9.8 -31) (count 10))"
            + " (focus (target l 7) (count 11)) (tackle (expires 4) (count 12))";
    /** BodySenderPlayerV8 (versions 8-11): arm, focus, tackle; the arm direction is an int cast. */
    private static final String V8 = append(V7, ARM_FOCUS_TACKLE);
    /** BodySenderPlayerV12: collision flags, serializerplayerstdv1.cpp serializeCollision. */
    private static final String V12 = append(V8, " (collision (ball) (post))");
    /** serializerplayerstdv13.cpp: stamina capacity (captured: player_v13.txt). */
    private static final String V13 = V12.replace("(stamina 7318.25 0.8125)", "(stamina 7318.25 0.8125 129876)");
    /** BodySenderPlayerV14 + serializerplayerstdv14.cpp serializeFoul (versions 14-17). */
    private static final String V14 = append(V13, " (foul (charged 3) (card yellow))");
    /** serializerplayerstdv18.cpp: change_focus count, focus_point (versions 18, 19). */
    private static final String V18 = append(V14.replace("(change_view 8)", "(change_view 8) (change_focus 9)"),
            " (focus_point 12.5 -7.25)");

    @Test
    void senseBodyIsPinnedForEveryVersion() {
        String[] expected = new String[20];
        for (int v = 1; v <= 4; v++) expected[v] = V1;
        expected[5] = V5;
        expected[6] = V6;
        expected[7] = V7;
        for (int v = 8; v <= 11; v++) expected[v] = V8;
        expected[12] = V12;
        expected[13] = V13;
        for (int v = 14; v <= 17; v++) expected[v] = V14;
        expected[18] = V18;
        expected[19] = V18;
        BodyObservation b = busy();
        for (int v = 1; v <= 19; v++) assertEquals(expected[v], senseBody(v, b), "version " + v);
        assertEquals(V18, senseBody(19.5, b), "a fractional version prints as its integer part");
    }

    @Test
    void freshPlayerOfEveryVersion() {
        BodyObservation fresh = new BodyObservation().set(0, ViewQuality.HIGH, ViewWidth.NORMAL, 8000, 1, 130600,
                0, 0, 0, new int[CommandKind.values().length], 0, 0, 0, 0, 0, "none", 0, 0, 0, 0, "none", 0, "none", 0, 0);
        assertEquals("(sense_body 0 (view_mode high normal) (stamina 8000 1) (speed 0) (kick 0) (dash 0) (turn 0) (say 0))",
                senseBody(3, fresh));
        assertEquals("(sense_body 0 (view_mode high normal) (stamina 8000 1) (speed 0 0) (head_angle 0) (kick 0) (dash 0)"
                + " (turn 0) (say 0) (turn_neck 0) (catch 0) (move 0) (change_view 0) (arm (movable 0) (expires 0)"
                + " (target 0 0) (count 0)) (focus (target none) (count 0)) (tackle (expires 0) (count 0))"
                + " (collision none))", senseBody(12, fresh));
        assertEquals("(sense_body 0 (view_mode high normal) (stamina 8000 1 130600) (speed 0 0) (head_angle 0) (kick 0)"
                + " (dash 0) (turn 0) (say 0) (turn_neck 0) (catch 0) (move 0) (change_view 0) (arm (movable 0)"
                + " (expires 0) (target 0 0) (count 0)) (focus (target none) (count 0)) (tackle (expires 0) (count 0))"
                + " (collision none) (foul (charged 0) (card none)))", senseBody(16, fresh));
        BodyObservation nulls = new BodyObservation().set(0, ViewQuality.HIGH, ViewWidth.NORMAL, 8000, 1, 130600,
                0, 0, 0, new int[CommandKind.values().length], 0, 0, 0, 0, 0, null, 0, 0, 0, 0, null, 0, null, 0, 0);
        assertEquals(senseBody(19, fresh), senseBody(19, nulls), "null strings print as none");
    }

    @Test
    void conversionsMatchRcssserver() {
        BodyObservation b = busy();
        // Quantize(v, 0.01) = rint(v / 0.01) * 0.01, then %g
        assertEquals("(speed 0.35 ", between(senseBody(19, with(b, 0.354999, 0, 0)), "(speed ", 12));
        assertEquals("(speed 1.05 -179)", speedPart(senseBody(19, with(b, 1.04501, -179.9, 0))));
        assertEquals("(speed 0.12 179)", speedPart(senseBody(19, with(b, 0.1151, 179.99, 0))));
        // angles are truncated toward zero, as a C static_cast<int>
        assertEquals("(speed 0 -28)", speedPart(senseBody(19, with(b, 0, -28.9999, 0))));
        assertTrue(senseBody(19, with(b, 0, 0, 29.999999999999996)).contains("(head_angle 29)"),
                "rcssserver prints head_angle 29 after (turn_neck 30): 30° through radians is 29.999999999999996");
        assertTrue(senseBody(19, with(b, 0, 0, -90)).contains("(head_angle -90)"));
        assertTrue(senseBody(19, with(b, 0, 0, -0.7)).contains("(head_angle 0)"));
    }

    private static BodyObservation with(BodyObservation b, double speed, double speedDir, double neck) {
        return new BodyObservation().set(b.time(), b.viewQuality(), b.viewWidth(), b.stamina(), b.effort(), b.capacity(),
                speed, speedDir, neck, b.counters(), b.armMovable(), b.armExpires(), b.armTargetDistance(),
                b.armTargetDirection(), b.armCount(), b.focusSide(), b.focusUnum(), b.focusCount(), b.tackleExpires(),
                b.tackleCount(), b.collision(), b.foulCharged(), b.card(), b.focusPointDistance(), b.focusPointDirection());
    }

    private static String speedPart(String s) {
        int i = s.indexOf("(speed ");
        return s.substring(i, s.indexOf(')', i) + 1);
    }

    private static String between(String s, String from, int length) {
        int i = s.indexOf(from);
        return s.substring(i, i + length);
    }

    @Test
    void collisionFlagsPrintInTheirOwnOrderAndSpacing() {
        BodyObservation b = busy();
        for (String[] c : new String[][] {
                {"none", "(collision none)"}, {"", "(collision none)"}, {"ball", "(collision (ball))"},
                {"player", "(collision (player))"}, {"ball player post", "(collision (ball) (player) (post))"},
                {" post ", "(collision (post))"}}) {
            BodyObservation o = new BodyObservation().set(b.time(), b.viewQuality(), b.viewWidth(), b.stamina(), b.effort(),
                    b.capacity(), b.speed(), b.speedDirection(), b.neckDirection(), b.counters(), b.armMovable(),
                    b.armExpires(), b.armTargetDistance(), b.armTargetDirection(), b.armCount(), "r", 11, 1,
                    0, 0, c[0], 0, "red", 0, 0);
            String s = senseBody(14, o);
            assertTrue(s.contains(" " + c[1] + " (foul (charged 0) (card red)))"), s);
            assertTrue(s.contains("(focus (target r 11) (count 1))"), s);
        }
    }

    // ---------------------------------------------------------------- hear, pinned

    /**
     * rcssserver 19 src/audio.cpp (AudioSenderPlayerv1 for versions 1-6, v7 for 7, v8 for 8-19) with
     * src/serializerplayerstdv1.cpp, v7 and v8.
     */
    @Test
    void hearIsPinnedForEverySourceAndVersion() {
        Heard referee = new Heard(17, "referee", 0, false, 0, "goal_l_1");
        Heard self = new Heard(17, "self", 0, false, 0, "hi there");
        Heard trainer = new Heard(17, "coach", 0, false, 0, "go");
        Heard olcoach = new Heard(17, "online_coach_right", 0, false, 0, "freeform text");
        Heard clang = new Heard(17, "online_coach_left", 0, false, 0, "(info (6000 (true) \"x\"))");
        Heard mate = new Heard(17, "player", -45.6, true, 9, "pass");
        Heard opp = new Heard(17, "player", 12.5, false, 0, "yo");
        Heard mateShort = new Heard(17, "player", -45.6, true, 9, null);
        Heard oppShort = new Heard(17, "player", 12.5, false, 4, null);
        for (int v = 1; v <= 19; v++) {
            assertEquals("(hear 17 referee goal_l_1)", hear(v, referee), "v" + v);
            assertEquals("(hear 17 online_coach_left (info (6000 (true) \"x\")))", hear(v, clang), "v" + v);
            if (v <= 6) {
                assertEquals("(hear 17 self hi there)", hear(v, self), "v" + v);
                assertEquals("(hear 17 referee go)", hear(v, trainer), "v" + v);
                assertEquals("(hear 17 online_coach_right freeform text)", hear(v, olcoach), "v" + v);
                assertEquals("(hear 17 -45 pass)", hear(v, mate), "v" + v);
                assertEquals("(hear 17 12 yo)", hear(v, opp), "v" + v);
            } else {
                assertEquals("(hear 17 self \"hi there\")", hear(v, self), "v" + v);
                assertEquals("(hear 17 coach \"go\")", hear(v, trainer), "v" + v);
                assertEquals("(hear 17 online_coach_right \"freeform text\")", hear(v, olcoach), "v" + v);
            }
            if (v == 7) {
                // AudioSenderPlayerv7 rounds (Rad2IDegRound, rint: half to even)
                assertEquals("(hear 17 -46 \"pass\")", hear(v, mate));
                assertEquals("(hear 17 12 \"yo\")", hear(v, opp));
                assertEquals("(hear 17 14 \"yo\")", hear(v, new Heard(17, "player", 13.5, false, 0, "yo")));
            }
            if (v >= 8) {
                assertEquals("(hear 17 -45 our 9 \"pass\")", hear(v, mate), "v" + v);
                assertEquals("(hear 17 12 opp \"yo\")", hear(v, opp), "v" + v);
                assertEquals("(hear 17 our 9)", hear(v, mateShort), "v" + v);
                assertEquals("(hear 17 opp)", hear(v, oppShort), "v" + v);
            }
        }
    }
}
