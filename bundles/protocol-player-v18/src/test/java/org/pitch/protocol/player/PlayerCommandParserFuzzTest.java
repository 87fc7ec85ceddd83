package org.pitch.protocol.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.LegDash;
import org.pitch.api.command.PlayerCommand;

/**
 * Throws random and mutated datagrams at the parser. Checks only what must hold for any input:
 * no exception escapes; a non-empty datagram is reported on (a command, a warning or an error);
 * the warning, if any, comes first and only when the last byte is not NUL; the error, if any,
 * comes once and last; nothing is reported for a 0-byte datagram. The one valid datagram that
 * reports nothing is one made only of {@code long_kick} commands, which rcssserver accepts and
 * ignores: such a datagram must parse to commands once {@code long_kick} is replaced by
 * {@code kick}, whose grammar is the same.
 */
class PlayerCommandParserFuzzTest {
    private static final String[] VALID = {
        "(turn 30)", "(dash 100)", "(dash 80 45)", "(dash (l 100 0) (r 50 0))", "(dash (r 1 2))", "(kick 50 0)",
        "(long_kick 50 0)", "(catch 0)", "(move -10 0)", "(turn_neck 30)", "(change_focus 10 0)",
        "(change_view narrow)", "(change_view wide high)", "(say \"hello\")", "(say hello)", "(sense_body)",
        "(score)", "(bye)", "(done)", "(pointto 10 30)", "(pointto off)", "(attentionto our 1)",
        "(attentionto TestTeam 2)", "(attentionto off)", "(tackle 50)", "(tackle 50 on)", "(clang (ver 7 19))",
        "(ear (off opp))", "(ear (on))", "(ear (on l p))", "(synch_see)", "(gaussian_see)", "(compression 1)",
    };
    private static final String[] NUMBERS = {
        "0", "-1", "+1", ".5", "-.5", "5.", "1e2", "1E+2", "1e-2", "1e", "99999999999", "-99999999999999999999",
        "1e999", "-1e999", "1e-999", "nan", "NaN", "inf", "-inf", "Infinity", "0x10", "1.5.5", "5+3", "5-3",
        "123456789012345678901234567890", "4.9e-324", "1" + "0".repeat(400), "0." + "0".repeat(400) + "1",
    };

    private final byte[][] valid = Arrays.stream(VALID).map(s -> s.getBytes(StandardCharsets.US_ASCII)).toArray(byte[][]::new);

    @Test
    void randomAndMutatedDatagramsNeverBreakTheParser() {
        SplittableRandom r = new SplittableRandom(20240519L);
        int[] outcomes = new int[4];   // commands only, error, nothing (long_kick), empty datagram
        int total = 0;
        for (int i = 0; i < 120_000; i++) {
            byte[] d = generate(r, i);
            double version = 1 + r.nextInt(19) + (r.nextInt(8) == 0 ? 0.5 : 0);
            outcomes[check(d, version)]++;
            total++;
        }
        assertTrue(total >= 100_000);
        assertTrue(outcomes[0] > 10_000, "commands: " + outcomes[0]);
        assertTrue(outcomes[1] > 10_000, "errors: " + outcomes[1]);
        assertTrue(outcomes[3] > 0, "empty datagrams: " + outcomes[3]);
    }

    @Test
    void bigDatagrams() {
        SplittableRandom r = new SplittableRandom(5);
        int size = 64 * 1024;
        // many valid commands in one datagram
        StringBuilder sb = new StringBuilder();
        while (sb.length() < size - 20) {
            sb.append(VALID[r.nextInt(VALID.length)]);
        }
        check(sb.toString().getBytes(StandardCharsets.US_ASCII), 19);
        // deep nesting, unbalanced parens, long names, long numbers, a long unquoted say
        check(fill(size, '('), 19);
        check(fill(size, ')'), 19);
        check(fill(size, 'a'), 19);
        check(fill(size, '9'), 19);
        check(("(turn " + "9".repeat(size - 10) + ")").getBytes(StandardCharsets.US_ASCII), 19);
        check(("(turn 0." + "1".repeat(size - 10) + ")").getBytes(StandardCharsets.US_ASCII), 19);
        check(("(say " + "ab (c) ".repeat(size / 7 - 2) + ")").getBytes(StandardCharsets.US_ASCII), 19);
        check(("(say " + "(say ".repeat(size / 5 - 2)).getBytes(StandardCharsets.US_ASCII), 19);
        check(("(say \"" + "x".repeat(size - 10) + "\")").getBytes(StandardCharsets.US_ASCII), 19);
        for (int i = 0; i < 200; i++) {
            byte[] b = new byte[size - r.nextInt(100)];
            for (int k = 0; k < b.length; k++) {
                b[k] = (byte) r.nextInt(256);
            }
            check(b, 19);
        }
    }

    private static byte[] fill(int n, char c) {
        byte[] b = new byte[n];
        Arrays.fill(b, (byte) c);
        return b;
    }

    private byte[] generate(SplittableRandom r, int i) {
        switch (i % 8) {
            case 0: {  // random bytes
                byte[] b = new byte[r.nextInt(64)];
                for (int k = 0; k < b.length; k++) {
                    b[k] = (byte) r.nextInt(256);
                }
                return b;
            }
            case 1: {  // random printable ASCII from the command alphabet
                String alphabet = "()  \t\n\"abcdeilnoprstuvwxyz_-+.0123456789eE";
                byte[] b = new byte[r.nextInt(48)];
                for (int k = 0; k < b.length; k++) {
                    b[k] = (byte) alphabet.charAt(r.nextInt(alphabet.length()));
                }
                return b;
            }
            case 2: {  // truncation of valid commands
                byte[] b = concat(r, 1 + r.nextInt(3));
                return Arrays.copyOf(b, r.nextInt(b.length + 1));
            }
            case 3: {  // byte flips
                byte[] b = concat(r, 1 + r.nextInt(3));
                for (int n = 1 + r.nextInt(3); n > 0; n--) {
                    b[r.nextInt(b.length)] ^= (byte) (1 << r.nextInt(8));
                }
                return b;
            }
            case 4: {  // a command with odd numbers
                String kw = List.of("turn", "dash", "kick", "move", "catch", "tackle", "compression", "pointto",
                        "change_focus", "turn_neck").get(r.nextInt(10));
                StringBuilder sb = new StringBuilder("(").append(kw);
                for (int n = r.nextInt(4); n > 0; n--) {
                    sb.append(' ').append(NUMBERS[r.nextInt(NUMBERS.length)]);
                }
                return sb.append(')').append(r.nextBoolean() ? "\0" : "").toString().getBytes(StandardCharsets.US_ASCII);
            }
            case 5: {  // nesting and unbalanced parens
                StringBuilder sb = new StringBuilder();
                int depth = r.nextInt(200);
                sb.append("(".repeat(depth)).append(VALID[r.nextInt(VALID.length)]).append(")".repeat(r.nextInt(200)));
                return sb.toString().getBytes(StandardCharsets.US_ASCII);
            }
            case 6: {  // valid sequences, with or without NUL, sometimes with trailing bytes
                byte[] b = concat(r, 1 + r.nextInt(4));
                int tail = r.nextInt(4);
                byte[] out = Arrays.copyOf(b, b.length + tail);
                for (int k = b.length; k < out.length; k++) {
                    out[k] = (byte) (k == out.length - 1 && r.nextBoolean() ? 0 : r.nextInt(256));
                }
                return out;
            }
            default: {  // insertions of single bytes into valid commands, or the empty datagram
                if (r.nextInt(50) == 0) {
                    return new byte[0];
                }
                byte[] b = concat(r, 1 + r.nextInt(2));
                int at = r.nextInt(b.length + 1);
                byte[] out = new byte[b.length + 1];
                System.arraycopy(b, 0, out, 0, at);
                out[at] = (byte) r.nextInt(256);
                System.arraycopy(b, at, out, at + 1, b.length - at);
                return out;
            }
        }
    }

    private byte[] concat(SplittableRandom r, int n) {
        byte[][] parts = new byte[n][];
        int len = 0;
        for (int k = 0; k < n; k++) {
            parts[k] = valid[r.nextInt(valid.length)];
            len += parts[k].length + 1;
        }
        byte[] out = new byte[len];
        int p = 0;
        for (byte[] part : parts) {
            System.arraycopy(part, 0, out, p, part.length);
            p += part.length;
            out[p++] = (byte) (r.nextBoolean() ? ' ' : 0);
        }
        return out;
    }

    /** Parses one datagram and checks the invariants; returns the outcome class. */
    private int check(byte[] d, double version) {
        RecordingSink sink = new RecordingSink();
        try {
            Codecs.of(version).decode(d, d.length, version, sink);
        } catch (RuntimeException | StackOverflowError e) {
            fail("exception on " + show(d), e);
        }
        List<Object> ev = sink.events;
        if (d.length == 0) {
            assertEquals(List.of(), ev);
            return 3;
        }
        boolean warn = d[d.length - 1] != 0 && version >= 8;
        assertEquals(warn, !ev.isEmpty() && "W:message_not_null_terminated".equals(ev.get(0)), show(d));
        int errors = 0;
        for (int k = 0; k < ev.size(); k++) {
            Object e = ev.get(k);
            if (e instanceof String s) {
                if (s.startsWith("E:")) {
                    assertEquals("E:illegal_command_form", s);
                    assertEquals(ev.size() - 1, k, "error must be last: " + show(d));
                    errors++;
                } else {
                    assertEquals(0, k, "warning must be first: " + show(d));
                }
            } else {
                assertTrue(e instanceof PlayerCommand);
                if (e instanceof LegDash leg) {
                    assertTrue(leg.leg() != null);
                }
            }
        }
        assertTrue(errors <= 1);
        int reported = ev.size() - (warn ? 1 : 0);
        if (reported == 0) {
            assertOnlyLongKicks(d, version);
            return 2;
        }
        return errors == 1 ? 1 : 0;
    }

    /** A datagram that reported nothing must be a valid sequence of long_kick commands. */
    private void assertOnlyLongKicks(byte[] d, double version) {
        String text = new String(d, StandardCharsets.ISO_8859_1);
        assertTrue(text.contains("long_kick"), "nothing reported for " + show(d));
        byte[] kicks = text.replace("long_kick", "kick").getBytes(StandardCharsets.ISO_8859_1);
        RecordingSink sink = new RecordingSink();
        Codecs.of(version).decode(kicks, kicks.length, version, sink);
        assertTrue(!sink.commands().isEmpty() && !sink.replies().contains("E:illegal_command_form"),
                "nothing reported for " + show(d));
    }

    private static String show(byte[] d) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < Math.min(d.length, 200); k++) {
            int c = d[k] & 0xff;
            sb.append(c >= 0x20 && c < 0x7f && c != '\\' ? String.valueOf((char) c) : String.format("\\x%02x", c));
        }
        return sb.append(d.length > 200 ? "...(" + d.length + " bytes)" : "").toString();
    }
}
