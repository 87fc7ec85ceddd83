package org.pitch.protocol.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.pitch.api.command.Bye;
import org.pitch.api.command.ChangeView;
import org.pitch.api.command.Compression;
import org.pitch.api.command.Dash;
import org.pitch.api.command.LegDash;
import org.pitch.api.command.Say;
import org.pitch.api.command.Score;
import org.pitch.api.command.Turn;
import org.pitch.api.world.ViewWidth;

/**
 * Replays what a v19 player sent to rcssserver 19.0.0 in {@code reference/commands_v19.txt}
 * and checks that the parser reports exactly the error and warning replies the server sent back.
 *
 * <p>Mapping of the transcript: every {@code > } line after the initial {@code (init ...)} is one
 * datagram, NUL-terminated unless annotated {@code [sent WITHOUT trailing NUL]}; its expected replies
 * are the {@code (error X)}/{@code (warning X)} lines among the {@code <}/{@code <z} lines up to the
 * next {@code >} or {@code #} line (periodic see/sense_body/hear and other replies are not the
 * parser's). zlib datagrams sent after {@code (compression 1)} are inflated first, as the session
 * does, and their payload parsed.
 *
 * <p>Lines that cannot be mapped onto the parser, and why:
 * <ul>
 * <li>the first {@code (init TestTeam (version 19))}: handled by the init port, not the parser;</li>
 * <li>the two lines sent to the well-known port after init ({@code (score)}, {@code (foo)} →
 *     {@code only_init_allowed_on_init_port}): the session's port rule, decided before parsing;</li>
 * <li>plain {@code (score)} while compression is on: rcssserver tries to inflate it, gets
 *     nothing and stays silent — a decompression matter, the parser never sees it;</li>
 * <li>{@code (score)} after {@code (bye)}: the player is gone; the session drops it.</li>
 * </ul>
 */
class ReferenceTranscriptConformanceTest {
    private static final Pattern SENT = Pattern.compile("^> (.*?)((?:   \\[[^\\]]*\\])*)$");
    private static final Pattern ANNOTATION = Pattern.compile("\\[([^\\]]*)\\]");
    private static final Pattern REPLY = Pattern.compile("^<z? \\((error|warning) ([^ )]+)\\)$");

    /** One datagram of the transcript. */
    record Sent(int line, String shown, byte[] bytes, String section, List<String> annotations,
                List<String> expectedReplies) {
        boolean noNul() {
            return annotations.contains("sent WITHOUT trailing NUL");
        }
    }

    static List<Sent> transcript() throws IOException {
        List<String> lines;
        try (InputStream in = ReferenceTranscriptConformanceTest.class.getResourceAsStream("/reference/commands_v19.txt")) {
            assertNotNull(in, "reference/commands_v19.txt on the test class path");
            lines = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1).lines().toList();
        }
        List<Sent> out = new ArrayList<>();
        String section = "player";
        Sent current = null;
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (l.startsWith("#")) {
                current = null;
                if (l.contains("well-known")) {
                    section = "init-port";
                } else if (l.contains("compression")) {
                    section = "compression";
                } else if (l.contains("bye")) {
                    section = "bye";
                }
            } else if (l.startsWith("> ")) {
                Matcher m = SENT.matcher(l);
                assertTrue(m.matches(), l);
                List<String> annotations = new ArrayList<>();
                Matcher a = ANNOTATION.matcher(m.group(2));
                while (a.find()) {
                    annotations.add(a.group(1));
                }
                byte[] payload = unescape(m.group(1));
                boolean noNul = annotations.contains("sent WITHOUT trailing NUL");
                byte[] bytes = noNul ? payload : append(payload, (byte) 0);
                current = new Sent(i + 1, m.group(1), bytes, out.isEmpty() ? "init" : section, annotations,
                        new ArrayList<>());
                out.add(current);
            } else if (l.startsWith("<") && current != null) {
                Matcher r = REPLY.matcher(l);
                if (r.matches()) {
                    current.expectedReplies().add((r.group(1).equals("error") ? "E:" : "W:") + r.group(2));
                }
            }
        }
        return out;
    }

    /** Transcript escapes: {@code \xNN} is a byte, {@code \\} a backslash, anything else latin-1. */
    static byte[] unescape(String s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length() && s.charAt(i + 1) == '\\') {
                out.write('\\');
                i++;
            } else if (c == '\\' && i + 3 < s.length() && s.charAt(i + 1) == 'x') {
                out.write(Integer.parseInt(s.substring(i + 2, i + 4), 16));
                i += 3;
            } else {
                out.write(c);
            }
        }
        return out.toByteArray();
    }

    private static byte[] append(byte[] b, byte last) {
        byte[] r = java.util.Arrays.copyOf(b, b.length + 1);
        r[b.length] = last;
        return r;
    }

    private static boolean isZlib(byte[] b) {
        return b.length > 2 && b[0] == 'x' && (b[1] & 0xff) == 0x9c;
    }

    private static byte[] inflate(byte[] b) throws DataFormatException {
        Inflater inf = new Inflater();
        inf.setInput(b);
        byte[] buf = new byte[8192];
        int n = inf.inflate(buf);
        inf.end();
        return java.util.Arrays.copyOf(buf, n);
    }

    /** Why a line is not checked against the parser, or null if it is. */
    static String unmappedReason(Sent s) {
        switch (s.section()) {
            case "init":
                return "init on the init port";
            case "init-port":
                return "sent to the init port after init: the session replies only_init_allowed_on_init_port";
            case "compression":
                return isZlib(s.bytes()) || !s.annotations().contains("plain text while compression is on")
                        ? null : "plain text while compression is on: fails to inflate, no reply";
            case "bye":
                return s.shown().equals("(bye)") ? null : "after bye: the player has left";
            default:
                return null;
        }
    }

    private static RecordingSink run(Sent s) throws DataFormatException {
        byte[] bytes = isZlib(s.bytes()) ? inflate(s.bytes()) : s.bytes();
        RecordingSink sink = new RecordingSink();
        Codecs.of(19).decode(bytes, bytes.length, 19, sink);
        return sink;
    }

    @TestFactory
    List<DynamicTest> everyDatagramGetsTheRepliesRcssserverSent() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Sent s : transcript()) {
            if (unmappedReason(s) != null) {
                continue;
            }
            String name = "line " + s.line() + ": " + abbreviate(s.shown()) + (s.noNul() ? " [no NUL]" : "");
            tests.add(DynamicTest.dynamicTest(name, () -> {
                RecordingSink sink = run(s);
                assertEquals(s.expectedReplies(), sink.replies(), name);
            }));
        }
        return tests;
    }

    @Test
    void mappedAndUnmappedLinesAreTheOnesDocumented() throws IOException {
        List<Sent> all = transcript();
        Map<Integer, String> unmapped = new LinkedHashMap<>();
        int mapped = 0;
        int errors = 0;
        int warnings = 0;
        for (Sent s : all) {
            String why = unmappedReason(s);
            if (why == null) {
                mapped++;
                errors += (int) s.expectedReplies().stream().filter(t -> t.equals("E:illegal_command_form")).count();
                warnings += (int) s.expectedReplies().stream().filter(t -> t.equals("W:message_not_null_terminated")).count();
                assertEquals(s.expectedReplies().size(),
                        s.expectedReplies().stream().filter(t -> t.equals("E:illegal_command_form")
                                || t.equals("W:message_not_null_terminated")).count(), "line " + s.line());
            } else {
                unmapped.put(s.line(), why);
            }
        }
        assertEquals(70, all.size(), "datagrams in the transcript");
        assertEquals(65, mapped, "datagrams checked");
        assertEquals(14, errors, "(error illegal_command_form) replies in the checked part");
        assertEquals(2, warnings, "(warning message_not_null_terminated) replies in the checked part");
        assertEquals(List.of(1, 313, 319, 356, 402), new ArrayList<>(unmapped.keySet()), unmapped.toString());
    }

    /**
     * Where the transcript shows what was executed (the turn and dash counters and the direction in
     * the next sense_body, hear messages, ok replies), the commands must be those.
     */
    @Test
    void executedCommandsMatchTheServersCounters() throws Exception {
        Map<String, List<Object>> want = new LinkedHashMap<>();
        want.put("(turn 10)(dash 20)", List.of(new Turn(10), new Dash(20, 0)));  // turn 1→2; dash ignored that cycle
        want.put("(turn 30) garbage", List.of(new Turn(30), "E:illegal_command_form"));  // turn 4→5
        want.put("(turn 10)(foo)(dash 20)", List.of(new Turn(10), "E:illegal_command_form"));  // turn 5→6
        want.put("(turn 30)\\xff", List.of("E:illegal_command_form"));  // turn stays 6
        want.put("(turn 1e2)", List.of(new Turn(100)));  // turn 3→4, direction -125 → 140
        want.put("(dash (l 100 0) (r 50 0))", List.of(new LegDash(LegDash.Leg.LEFT, 100, 0),
                new LegDash(LegDash.Leg.RIGHT, 50, 0)));  // dash 1→2
        want.put("(dash (l 100) (r 50))", List.of("E:illegal_command_form"));  // dash stays 1
        want.put("(say hello)", List.of(new Say("hello")));  // (hear 0 self "hello")
        want.put("(say \"0123456789\")", List.of(new Say("0123456789")));
        want.put("(change_view narrow)", List.of(new ChangeView(ViewWidth.NARROW, null)));
        want.put("(compression 1)", List.of(new Compression(1)));  // (ok compression 1)
        want.put("(bye)", List.of(new Bye()));
        int checked = 0;
        for (Sent s : transcript()) {
            List<Object> expected = want.get(s.shown());
            if (expected != null && unmappedReason(s) == null) {
                assertEquals(expected, run(s).events, "line " + s.line());
                checked++;
            }
            if (s.shown().equals("(score)\\x0a") && s.noNul()) {
                assertEquals(List.of("W:message_not_null_terminated", new Score()), run(s).events);
                checked++;
            }
        }
        assertEquals(want.size() + 1, checked);
    }

    private static String abbreviate(String s) {
        return s.length() > 60 ? s.substring(0, 40) + "...(" + s.length() + " chars)" : s;
    }
}
