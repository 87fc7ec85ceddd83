package org.pitch.protocol.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.AttentionTo;
import org.pitch.api.command.Bye;
import org.pitch.api.command.Catch;
import org.pitch.api.command.ChangeFocus;
import org.pitch.api.command.ChangeView;
import org.pitch.api.command.Clang;
import org.pitch.api.command.Compression;
import org.pitch.api.command.Dash;
import org.pitch.api.command.Done;
import org.pitch.api.command.Ear;
import org.pitch.api.command.GaussianSee;
import org.pitch.api.command.Kick;
import org.pitch.api.command.LegDash;
import org.pitch.api.command.Move;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.command.PointTo;
import org.pitch.api.command.Say;
import org.pitch.api.command.Score;
import org.pitch.api.command.SenseBody;
import org.pitch.api.command.SynchSee;
import org.pitch.api.command.Tackle;
import org.pitch.api.command.Turn;
import org.pitch.api.command.TurnNeck;

/**
 * Checks the parser against {@code command_grammar_cases.txt}: datagrams and what rcssserver 19's
 * own command grammar made of them (see the file's header). The expected side is compared
 * structurally; numbers are compared as doubles (the file has C's {@code %.17g}, which reads back
 * exactly).
 */
class CommandGrammarCasesTest {

    @Test
    void everyCaseGivesWhatRcssserversGrammarGave() throws IOException {
        List<String> lines;
        try (InputStream in = getClass().getResourceAsStream("command_grammar_cases.txt")) {
            assertNotNull(in);
            lines = new String(in.readAllBytes(), StandardCharsets.US_ASCII).lines().toList();
        }
        List<String> failures = new ArrayList<>();
        int cases = 0;
        for (String line : lines) {
            if (line.startsWith("# ") || line.isEmpty()) {
                continue;
            }
            int tab = line.indexOf('\t');
            assertTrue(tab >= 0, line);
            byte[] input = RecordingSink.unescape(line.substring(0, tab));
            String expected = line.substring(tab + 1);
            RecordingSink sink = new RecordingSink();
            Codecs.of(19).decode(input, input.length, 19, sink);
            String actual = format(sink.events);
            cases++;
            if (!canonical(expected).equals(actual)) {
                failures.add(line.substring(0, tab) + "\n    want: " + expected + "\n    got:  " + actual);
            }
        }
        assertTrue(cases > 1000, "cases: " + cases);
        assertEquals(List.of(), failures, failures.size() + " of " + cases + " cases differ");
    }

    /** Re-spells every number of an expected line as Java does, leaving names and messages alone. */
    static String canonical(String expected) {
        if (expected.isEmpty()) {
            return expected;
        }
        List<String> out = new ArrayList<>();
        for (String event : expected.split(" \\| ")) {
            int open = event.indexOf('(');
            if (open < 0 || event.startsWith("E:") || event.startsWith("W:")) {
                out.add(event);
                continue;
            }
            String name = event.substring(0, open);
            String args = event.substring(open + 1, event.length() - 1);
            switch (name) {
                case "say", "attentionto", "ear", "change_view", "compression", "clang" -> out.add(event);
                case "pointto" -> out.add(args.equals("off") ? event : name + "(" + numbers(args) + ")");
                case "tackle" -> {
                    int comma = args.indexOf(',');
                    out.add(name + "(" + num(args.substring(0, comma)) + args.substring(comma) + ")");
                }
                default -> out.add(name + "(" + numbers(args) + ")");
            }
        }
        return String.join(" | ", out);
    }

    private static String numbers(String args) {
        StringBuilder sb = new StringBuilder();
        for (String a : args.split(",")) {
            if (sb.length() > 0) {
                sb.append(',');
            }
            sb.append(num(a));
        }
        return sb.toString();
    }

    private static String num(String c) {
        double v = switch (c) {
            case "inf" -> Double.POSITIVE_INFINITY;
            case "-inf" -> Double.NEGATIVE_INFINITY;
            default -> Double.parseDouble(c);
        };
        return Double.toString(v);
    }

    private static String side(String team) {
        return switch (team == null ? "" : team) {
            case "l", "r", "our", "opp" -> team + ",";
            default -> "," + (team == null ? "" : team);
        };
    }

    static String format(List<Object> events) {
        List<String> out = new ArrayList<>();
        for (Object e : events) {
            out.add(e instanceof PlayerCommand c ? format(c) : (String) e);
        }
        return String.join(" | ", out);
    }

    private static String d(double v) {
        return Double.toString(v);
    }

    static String format(PlayerCommand c) {
        if (c instanceof Dash x) return "dash(" + d(x.power()) + "," + d(x.direction()) + ")";
        if (c instanceof LegDash x) return (x.leg() == LegDash.Leg.LEFT ? "legl(" : "legr(") + d(x.power()) + "," + d(x.direction()) + ")";
        if (c instanceof Turn x) return "turn(" + d(x.moment()) + ")";
        if (c instanceof TurnNeck x) return "turn_neck(" + d(x.moment()) + ")";
        if (c instanceof ChangeFocus x) return "change_focus(" + d(x.distanceMoment()) + "," + d(x.directionMoment()) + ")";
        if (c instanceof Kick x) return "kick(" + d(x.power()) + "," + d(x.direction()) + ")";
        if (c instanceof Catch x) return "catch(" + d(x.direction()) + ")";
        if (c instanceof Say x) return "say(" + escape(x.message()) + ")";
        if (c instanceof SenseBody) return "sense_body";
        if (c instanceof Score) return "score";
        if (c instanceof Move x) return "move(" + d(x.x()) + "," + d(x.y()) + ")";
        if (c instanceof ChangeView x) return "change_view(" + x.width().wireName() + (x.quality() == null ? "" : "," + x.quality().wireName()) + ")";
        if (c instanceof Compression x) return "compression(" + x.level() + ")";
        if (c instanceof Bye) return "bye";
        if (c instanceof Done) return "done";
        if (c instanceof PointTo x) return x.off() ? "pointto(off)" : "pointto(" + d(x.distance()) + "," + d(x.direction()) + ")";
        if (c instanceof AttentionTo x) return x.off() ? "attentionto(off)" : "attentionto(" + side(x.team()) + "," + x.unum() + ")";
        if (c instanceof Tackle x) return "tackle(" + d(x.powerOrAngle()) + "," + x.foul() + ")";
        if (c instanceof Clang x) return "clang(" + x.minVersion() + "," + x.maxVersion() + ")";
        if (c instanceof Ear x) {
            String mode = switch (x.mode()) { case BOTH -> ""; case PARTIAL -> "partial"; case COMPLETE -> "complete"; };
            return "ear(" + (x.on() ? "on" : "off") + "," + side(x.team()) + "," + mode + ")";
        }
        if (c instanceof SynchSee) return "synch_see";
        if (c instanceof GaussianSee) return "gaussian_see";
        throw new AssertionError("unknown command " + c);
    }

    private static String escape(String s) {
        StringBuilder sb = new StringBuilder();
        for (char ch : s.toCharArray()) {
            if (ch < 0x20 || ch >= 0x7f || ch == '\\' || ch == '|') {
                sb.append(String.format("\\x%02x", (int) ch));
            } else {
                sb.append(ch);
            }
        }
        return sb.toString();
    }
}
