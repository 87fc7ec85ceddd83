package org.pitch.protocol.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
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
import org.pitch.api.command.PointTo;
import org.pitch.api.command.Say;
import org.pitch.api.command.Score;
import org.pitch.api.command.SenseBody;
import org.pitch.api.command.SynchSee;
import org.pitch.api.command.Tackle;
import org.pitch.api.command.Turn;
import org.pitch.api.command.TurnNeck;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;

class PlayerCommandParserTest {
    private static final String ERR = "E:illegal_command_form";
    private static final String WARN = "W:message_not_null_terminated";
    private static final LegDash.Leg L = LegDash.Leg.LEFT;
    private static final LegDash.Leg R = LegDash.Leg.RIGHT;

    /** The parser as the v19 codec makes it, for datagrams inside a larger buffer. */
    private final PlayerCommandParser parser = new PlayerCommandParser(true, false);

    /** Parses {@code text} plus a trailing NUL, as a well-behaved client sends it. */
    private List<Object> v(double version, String text) {
        return raw(version, (text + "\0").getBytes(StandardCharsets.ISO_8859_1));
    }

    private List<Object> v19(String text) {
        return v(19, text);
    }

    private List<Object> raw(double version, byte[] bytes) {
        RecordingSink sink = new RecordingSink();
        Codecs.of(version).decode(bytes, bytes.length, version, sink);
        return sink.events;
    }

    private static List<Object> ev(Object... events) {
        return Arrays.asList(events);
    }

    @Nested
    class BodyCommands {
        @Test void turn() {
            assertEquals(ev(new Turn(30)), v19("(turn 30)"));
            assertEquals(ev(new Turn(-180.5)), v19("(turn -180.5)"));
            assertEquals(ev(ERR), v19("(turn)"));
            assertEquals(ev(ERR), v19("(turn 1 2)"));
        }

        @Test void dashOneArgument() {
            assertEquals(ev(new Dash(100, 0)), v19("(dash 100)"));
            assertEquals(ev(new Dash(-100, 0)), v19("(dash -100)"));
        }

        @Test void dashWithDirection() {
            assertEquals(ev(new Dash(80, 45)), v19("(dash 80 45)"));
            assertEquals(ev(ERR), v19("(dash 1 2 3)"));
        }

        @Test void dashMalformed() {
            assertEquals(ev(ERR), v19("(dash)"));
            assertEquals(ev(ERR), v19("(dash abc)"));
            assertEquals(ev(ERR), v19("(dash ())"));
            assertEquals(ev(ERR), v19("(dash 100"));
            assertEquals(ev(ERR), v19("dash 100"));
        }

        @Test void bipedalDashBothLegs() {
            assertEquals(ev(new LegDash(L, 100, 0), new LegDash(R, 50, 0)), v19("(dash (l 100 0) (r 50 0))"));
            assertEquals(ev(new LegDash(L, 100, 0), new LegDash(R, 50, 0)), v19("(dash (l 100 0)(r 50 0))"));
        }

        @Test void bipedalDashLegsInTheOrderSent() {
            assertEquals(ev(new LegDash(R, 50, 0), new LegDash(L, 100, 0)), v19("(dash (r 50 0) (l 100 0))"));
            assertEquals(ev(new LegDash(R, 1, 2), new LegDash(L, 3, 4)), v19("(dash (right 1 2) (left 3 4))"));
        }

        @Test void bipedalDashOneLeg() {
            assertEquals(ev(new LegDash(L, 100, 0)), v19("(dash (l 100 0))"));
            assertEquals(ev(new LegDash(R, 1, -2)), v19("(dash (r 1 -2))"));
        }

        @Test void bipedalDashWithoutDirectionIsIllegal() {
            assertEquals(ev(ERR), v19("(dash (l 100) (r 50))"));
            assertEquals(ev(ERR), v19("(dash (l 100))"));
        }

        @Test void bipedalDashLegCompletedBeforeTheErrorIsStillReported() {
            // rcssserver runs a leg's action as soon as its ')' is read
            assertEquals(ev(new LegDash(L, 1, 2), ERR), v19("(dash (l 1 2) (l 3 4))"));
            assertEquals(ev(new LegDash(R, 1, 2), ERR), v19("(dash (r 1 2) (r 3 4))"));
            assertEquals(ev(new LegDash(L, 1, 2), new LegDash(R, 3, 4), ERR), v19("(dash (l 1 2) (r 3 4) (l 5 6))"));
            assertEquals(ev(new LegDash(L, 1, 2), new LegDash(R, 3, 4), ERR), v19("(dash (l 1 2) (r 3 4)"));
            assertEquals(ev(new LegDash(L, 1, 2), ERR), v19("(dash (l 1 2)"));
        }

        @Test void kick() {
            assertEquals(ev(new Kick(50, 0)), v19("(kick 50 0)"));
            assertEquals(ev(ERR), v19("(kick 50)"));
        }

        @Test void longKickIsAcceptedButDoesNothing() {
            assertEquals(ev(), v19("(long_kick 50 0)"));
            assertEquals(ev(new Turn(1)), v19("(long_kick 50 0)(turn 1)"));
            assertEquals(ev(ERR), v19("(long_kick 50)"));
        }

        @Test void tackle() {
            assertEquals(ev(new Tackle(50, false)), v19("(tackle 50)"));
            assertEquals(ev(new Tackle(50, true)), v19("(tackle 50 on)"));
            assertEquals(ev(new Tackle(50, true)), v19("(tackle 50 true)"));
            assertEquals(ev(new Tackle(-20, false)), v19("(tackle -20 off)"));
            assertEquals(ev(new Tackle(-20, false)), v19("(tackle -20 false)"));
            assertEquals(ev(ERR), v19("(tackle 50 1)"));
            assertEquals(ev(ERR), v19("(tackle on)"));
            assertEquals(ev(ERR), v19("(tackle 50 on off)"));
        }

        @Test void goalieCatch() {
            assertEquals(ev(new Catch(0)), v19("(catch 0)"));
            assertEquals(ev(new Catch(-45.5)), v19("(catch -45.5)"));
            assertEquals(ev(ERR), v19("(catch)"));
        }

        @Test void move() {
            assertEquals(ev(new Move(-10, 0)), v19("(move -10 0)"));
            assertEquals(ev(new Move(-0.5, 0)), v19("(move -0.5 0)"));
            assertEquals(ev(ERR), v19("(move (1 2))"));
            assertEquals(ev(ERR), v19("(move 1)"));
        }
    }

    @Nested
    class OtherCommands {
        @Test void turnNeck() {
            assertEquals(ev(new TurnNeck(30)), v19("(turn_neck 30)"));
            assertEquals(ev(ERR), v19("(turn_neck)"));
        }

        @Test void changeFocus() {
            assertEquals(ev(new ChangeFocus(10, 0)), v19("(change_focus 10 0)"));
            assertEquals(ev(ERR), v19("(change_focus 10)"));
        }

        @Test void changeViewTwoArguments() {
            assertEquals(ev(new ChangeView(ViewWidth.WIDE, ViewQuality.HIGH)), v19("(change_view wide high)"));
            assertEquals(ev(new ChangeView(ViewWidth.NORMAL, ViewQuality.LOW)), v19("(change_view normal low)"));
            assertEquals(ev(new ChangeView(ViewWidth.NARROW, ViewQuality.HIGH)), v19("(change_view narrow high)"));
        }

        @Test void changeViewOneArgument() {
            assertEquals(ev(new ChangeView(ViewWidth.NARROW, null)), v19("(change_view narrow)"));
            assertEquals(ev(new ChangeView(ViewWidth.NORMAL, null)), v19("(change_view normal)"));
            assertEquals(ev(new ChangeView(ViewWidth.WIDE, null)), v19("(change_view wide)"));
        }

        @Test void changeViewMalformed() {
            assertEquals(ev(ERR), v19("(change_view high)"));
            assertEquals(ev(ERR), v19("(change_view low wide)"));
            assertEquals(ev(ERR), v19("(change_view wide wide)"));
            assertEquals(ev(ERR), v19("(change_view)"));
            assertEquals(ev(ERR), v19("(change_view medium)"));
        }

        @Test void sayQuoted() {
            assertEquals(ev(new Say("hello")), v19("(say \"hello\")"));
            assertEquals(ev(new Say("a b (c) <d> e/f?g*h+i-j.k_l")), v19("(say \"a b (c) <d> e/f?g*h+i-j.k_l\")"));
            assertEquals(ev(ERR), v19("(say \"\")"));
            assertEquals(ev(ERR), v19("(say \"h'i\")"));
            assertEquals(ev(ERR), v19("(say \"hello)"));
        }

        @Test void sayUnquoted() {
            assertEquals(ev(new Say("hello")), v19("(say hello)"));
            assertEquals(ev(new Say("hello world")), v19("(say hello world)"));
            assertEquals(ev(new Say(" two spaces")), v19("(say  two spaces)"));
            assertEquals(ev(new Say("a(b)c")), v19("(say a(b)c)"));
            assertEquals(ev(new Say(")")), v19("(say ))"));
            assertEquals(ev(ERR), v19("(say)"));
            assertEquals(ev(ERR), v19("(say )"));
            assertEquals(ev(ERR), v19("(say hello, world)"));
        }

        @Test void unquotedSayRunsToTheLastParenthesisOfItsCharacterRun() {
            // "(say " + [SAY chars]+ + ")" is one token, so it swallows following commands
            assertEquals(ev(new Say("hello)(turn 30")), v19("(say hello)(turn 30)"));
            assertEquals(ev(new Say("hello) (turn 30")), v19("(say hello) (turn 30)"));
            assertEquals(ev(new Say("hello)(turn 30"), ERR), v19("(say hello)(turn 30) garbage"));
            assertEquals(ev(new Turn(30), new Say("hello")), v19("(turn 30)(say hello)"));
            assertEquals(ev(new Say("hi"), new Turn(30)), v19("(say \"hi\")(turn 30)"));
        }

        @Test void sayWithSeparatorOtherThanOneSpaceTakesOneName() {
            assertEquals(ev(new Say("hello")), v19("(say\thello)"));
            assertEquals(ev(new Say("hello")), v19("( say hello)"));
            assertEquals(ev(new Say("q")), v19("(say\t\"q\")"));
            assertEquals(ev(ERR), v19("(say\t-5)"));
            assertEquals(ev(ERR), v19("(say\tdash)"));
        }

        @Test void sayLengthIsNotLimitedHere() {
            String x = "x".repeat(8183);
            assertEquals(ev(new Say(x)), v19("(say \"" + x + "\")"));
        }

        /**
         * rcssserver refuses names and quoted strings over 8192 bytes and unquoted say messages over
         * 8191. (A token of exactly 8192 bytes overruns its buffer there, with undefined content; no
         * such token fits in the 8192-byte datagrams rcssserver survives, so Pitch simply keeps it.)
         */
        @Test void tooLongTokensAreIllegal() {
            assertEquals(ev(new Say("x".repeat(8190))), v19("(say \"" + "x".repeat(8190) + "\")"));
            assertEquals(ev(ERR), v19("(say \"" + "x".repeat(8191) + "\")"));
            assertEquals(ev(new Say("x".repeat(8191))), v19("(say " + "x".repeat(8191) + ")"));
            assertEquals(ev(ERR), v19("(say " + "x".repeat(8192) + ")"));
            assertEquals(ev(new AttentionTo(false, "T".repeat(8192), 1)), v19("(attentionto " + "T".repeat(8192) + " 1)"));
            assertEquals(ev(ERR), v19("(attentionto " + "T".repeat(8193) + " 1)"));
        }

        @Test void bareCommands() {
            assertEquals(ev(new SenseBody()), v19("(sense_body)"));
            assertEquals(ev(new Score()), v19("(score)"));
            assertEquals(ev(new Bye()), v19("(bye)"));
            assertEquals(ev(new Done()), v19("(done)"));
            assertEquals(ev(new SynchSee()), v19("(synch_see)"));
            assertEquals(ev(new GaussianSee()), v19("(gaussian_see)"));
            assertEquals(ev(ERR), v19("(score 1)"));
            assertEquals(ev(ERR), v19("(bye now)"));
        }

        @Test void compression() {
            assertEquals(ev(new Compression(1)), v19("(compression 1)"));
            assertEquals(ev(new Compression(-1)), v19("(compression -1)"));
            assertEquals(ev(new Compression(0)), v19("(compression 0)"));
            // out of range levels are the kernel's business (rcssserver ignores > 9 silently)
            assertEquals(ev(new Compression(10)), v19("(compression 10)"));
            assertEquals(ev(new Compression(9)), v19("(compression +9)"));
            assertEquals(ev(ERR), v19("(compression 1.0)"));
            assertEquals(ev(ERR), v19("(compression 1e0)"));
            assertEquals(ev(ERR), v19("(compression)"));
        }

        @Test void pointTo() {
            assertEquals(ev(new PointTo(false, 10, 30)), v19("(pointto 10 30)"));
            assertEquals(ev(PointTo.stop()), v19("(pointto off)"));
            assertEquals(ev(ERR), v19("(pointto on)"));
            assertEquals(ev(ERR), v19("(pointto 10)"));
            assertEquals(ev(ERR), v19("(pointto off 1)"));
            // the manual lists "false" as an Off form; rcssserver 19's grammar has only "off"
            assertEquals(ev(ERR), v19("(pointto false)"));
        }

        @Test void attentionToSides() {
            assertEquals(ev(new AttentionTo(false, "our", 1)), v19("(attentionto our 1)"));
            assertEquals(ev(new AttentionTo(false, "opp", 11)), v19("(attentionto opp 11)"));
            assertEquals(ev(new AttentionTo(false, "l", 2)), v19("(attentionto l 2)"));
            assertEquals(ev(new AttentionTo(false, "l", 2)), v19("(attentionto left 2)"));
            assertEquals(ev(new AttentionTo(false, "r", 3)), v19("(attentionto r 3)"));
            assertEquals(ev(new AttentionTo(false, "r", 3)), v19("(attentionto right 3)"));
        }

        @Test void attentionToTeamNameAsSent() {
            assertEquals(ev(new AttentionTo(false, "TestTeam", 4)), v19("(attentionto TestTeam 4)"));
            assertEquals(ev(new AttentionTo(false, "\"Test Team\"", 5)), v19("(attentionto \"Test Team\" 5)"));
            assertEquals(ev(new AttentionTo(false, "Team-1", -3)), v19("(attentionto Team-1 -3)"));
        }

        @Test void attentionToOffAndMalformed() {
            assertEquals(ev(AttentionTo.stop()), v19("(attentionto off)"));
            assertEquals(ev(ERR), v19("(attentionto our 1.5)"));
            assertEquals(ev(ERR), v19("(attentionto our)"));
            assertEquals(ev(ERR), v19("(attentionto 1 1)"));
            assertEquals(ev(ERR), v19("(attentionto on 1)"));
            // the manual lists "false" as an Off form; rcssserver 19's grammar has only "off"
            assertEquals(ev(ERR), v19("(attentionto false)"));
            assertEquals(ev(ERR), v19("(attentionto false 1)"));
        }

        @Test void clang() {
            assertEquals(ev(new Clang(7, 19)), v19("(clang (ver 7 19))"));
            assertEquals(ev(new Clang(-1, 2)), v19("(clang (ver -1 +2))"));
            assertEquals(ev(ERR), v19("(clang (ver 7))"));
            assertEquals(ev(ERR), v19("(clang ver 7 19)"));
            assertEquals(ev(ERR), v19("(clang (ver 7.0 19))"));
            assertEquals(ev(ERR), v19("(clang (7 19))"));
        }

        @Test void ear() {
            assertEquals(ev(new Ear(true, null, Ear.Mode.BOTH)), v19("(ear (on))"));
            assertEquals(ev(new Ear(false, null, Ear.Mode.BOTH)), v19("(ear (off))"));
            assertEquals(ev(new Ear(false, "opp", Ear.Mode.BOTH)), v19("(ear (off opp))"));
            assertEquals(ev(new Ear(true, "our", Ear.Mode.BOTH)), v19("(ear (on our))"));
            assertEquals(ev(new Ear(true, "l", Ear.Mode.BOTH)), v19("(ear (on left))"));
            assertEquals(ev(new Ear(true, "r", Ear.Mode.PARTIAL)), v19("(ear (on r partial))"));
            assertEquals(ev(new Ear(true, "r", Ear.Mode.COMPLETE)), v19("(ear (on right complete))"));
            assertEquals(ev(new Ear(true, null, Ear.Mode.PARTIAL)), v19("(ear (on p))"));
            assertEquals(ev(new Ear(true, null, Ear.Mode.COMPLETE)), v19("(ear (on c))"));
            assertEquals(ev(new Ear(true, "TestTeam", Ear.Mode.BOTH)), v19("(ear (on TestTeam))"));
            assertEquals(ev(new Ear(true, "TestTeam", Ear.Mode.PARTIAL)), v19("(ear (on TestTeam p))"));
            assertEquals(ev(new Ear(true, "\"Test Team\"", Ear.Mode.COMPLETE)), v19("(ear (on \"Test Team\" c))"));
        }

        @Test void earMalformed() {
            assertEquals(ev(ERR), v19("(ear on)"));
            assertEquals(ev(ERR), v19("(ear (true))"));
            assertEquals(ev(ERR), v19("(ear (on 5))"));
            assertEquals(ev(ERR), v19("(ear (on our partial complete))"));
            assertEquals(ev(ERR), v19("(ear (on our)"));
        }
    }

    @Nested
    class Datagrams {
        @Test void severalCommandsInOneDatagram() {
            assertEquals(ev(new Turn(30), new TurnNeck(10)), v19("(turn 30)(turn_neck 10)"));
            assertEquals(ev(new Turn(10), new Dash(20, 0)), v19("(turn 10) (dash 20)"));
            assertEquals(ev(new Score(), new Score()), v19("(score)(score)"));
        }

        @Test void errorStopsParsingButEarlierCommandsStand() {
            assertEquals(ev(new Turn(10), ERR), v19("(turn 10)(foo)(dash 20)"));
            assertEquals(ev(new Turn(30), ERR), v19("(turn 30) garbage"));
            assertEquals(ev(new Score(), ERR), v19("(score))"));
            assertEquals(ev(new Score(), ERR), v19("(score)("));
            assertEquals(ev(new Bye(), new Score()), v19("(bye)(score)"));
        }

        @Test void malformedDatagrams() {
            for (String s : List.of("(foo)", "((((", "))))", "()", "(", ")", " ", "(TURN 30)", "(turn30)",
                    "\"(score)\"", "(init TestTeam (version 19))")) {
                assertEquals(ev(ERR), v19(s), s);
            }
        }

        @Test void whiteSpaceIsSpaceTabAndNewlineOnly() {
            assertEquals(ev(new Score()), v19("  (score)  "));
            assertEquals(ev(new Score()), v19("\n(score)\t"));
            assertEquals(ev(new Turn(30)), v19("(turn\t30\n)"));
            assertEquals(ev(new Turn(30)), v19("( turn 30 )"));
            assertEquals(ev(new Score(), ERR), v19("(score)\r\n"));
            assertEquals(ev(new Score(), ERR), v19("(score)\u0001"));
            assertEquals(ev(new Turn(30), ERR), v19("(turn 30)\u000b"));
        }

        @Test void emptyDatagramReportsNothing() {
            assertEquals(ev(), raw(19, new byte[0]));
            assertEquals(ev(), raw(7, new byte[0]));
        }

        @Test void loneNulIsIllegal() {
            assertEquals(ev(ERR), raw(19, new byte[] {0}));
            assertEquals(ev(ERR), raw(3, new byte[] {0}));
        }

        @Test void missingNulWarnsFromVersion8AndStillExecutes() {
            byte[] turn = "(turn 30)".getBytes(StandardCharsets.US_ASCII);
            assertEquals(ev(WARN, new Turn(30)), raw(19, turn));
            assertEquals(ev(WARN, new Turn(30)), raw(8, turn));
            assertEquals(ev(new Turn(30)), raw(7.9, turn));
            assertEquals(ev(new Turn(30)), raw(1, turn));
            assertEquals(ev(WARN, new Score()), raw(19, "(score)\n".getBytes(StandardCharsets.US_ASCII)));
            assertEquals(ev(WARN, ERR), raw(19, "(foo)".getBytes(StandardCharsets.US_ASCII)));
        }

        @Test void textEndsAtTheFirstNul() {
            assertEquals(ev(new Turn(30)), raw(19, "(turn 30)\0(dash 50)\0".getBytes(StandardCharsets.US_ASCII)));
            // only the last byte decides the warning
            assertEquals(ev(WARN, new Turn(30)), raw(19, "(turn 30)\0(dash 50)".getBytes(StandardCharsets.US_ASCII)));
            assertEquals(ev(ERR), raw(19, "\0(turn 30)\0".getBytes(StandardCharsets.US_ASCII)));
            assertEquals(ev(ERR), raw(19, new byte[] {0, 0}));
        }

        @Test void parsesOnlyTheGivenRange() {
            byte[] buf = "xx(turn 30)\0(dash 1)\0yy".getBytes(StandardCharsets.US_ASCII);
            RecordingSink sink = new RecordingSink();
            parser.parse(buf, 2, 8, sink);   // "(turn 30" without ')' or NUL
            assertEquals(ev(WARN, ERR), sink.events);
            sink = new RecordingSink();
            parser.parse(buf, 12, 9, sink);  // "(dash 1)\0"
            assertEquals(ev(new Dash(1, 0)), sink.events);
        }

        @Test void bytesAbove0x7fSwallowTheTokenTheyTouch() {
            assertEquals(ev(ERR), raw(19, bytes("(turn 30)\\xff\\x00")));
            assertEquals(ev(new Turn(30), ERR), raw(19, bytes("(turn 30) \\xff\\x00")));
            assertEquals(ev(new Turn(30), ERR), raw(19, bytes("(turn 30)(\\xff\\x00")));
            assertEquals(ev(ERR), raw(19, bytes("\\xff\\xfe\\x80\\x81\\x00")));
            assertEquals(ev(ERR), raw(19, bytes("(say \"h\\xc3\\xa9llo\")\\x00")));
            assertEquals(ev(ERR), raw(19, bytes("(say hi)x\\xff\\x00")));
            assertEquals(ev(ERR), raw(19, bytes("(score)\\xff(turn 30)\\x00")));
            assertEquals(ev(new LegDash(L, 1, 2), ERR), raw(19, bytes("(dash (l 1 2) \\x81\\x00")));
        }

        private byte[] bytes(String escaped) {
            return RecordingSink.unescape(escaped);
        }
    }

    @Nested
    class Numbers {
        @Test void acceptedForms() {
            assertEquals(ev(new Turn(100)), v19("(turn 1e2)"));
            assertEquals(ev(new Turn(100)), v19("(turn 1E+2)"));
            assertEquals(ev(new Turn(0.01)), v19("(turn 1e-2)"));
            assertEquals(ev(new Turn(1500)), v19("(turn 1.5e3)"));
            assertEquals(ev(new Turn(0.5)), v19("(turn .5)"));
            assertEquals(ev(new Turn(-0.5)), v19("(turn -.5)"));
            assertEquals(ev(new Turn(0.5)), v19("(turn +.5)"));
            assertEquals(ev(new Turn(5)), v19("(turn +5)"));
            assertEquals(ev(new Turn(12)), v19("(turn 00012)"));
            assertEquals(ev(new Turn(-0.0)), v19("(turn -0.0)"));
        }

        @Test void rejectedForms() {
            for (String n : List.of("5.", "nan", "inf", "-inf", "0x10", "1e", "1e+", "1e-2x", "1.5x", "1..5",
                    "1.e5", "--5", "++5", "-", "+", ".", "e5", "1_", "5-3")) {
                assertEquals(ev(ERR), v19("(turn " + n + ")"), n);
            }
        }

        @Test void adjacentNumbersSplitWhereTheLexerSplitsThem() {
            assertEquals(ev(new Dash(1.5, 0.5)), v19("(dash 1.5.5)"));
            assertEquals(ev(new Dash(5, 3)), v19("(dash 5+3)"));
            assertEquals(ev(ERR), v19("(dash 5-3)"));
            assertEquals(ev(new Dash(5, -3)), v19("(dash 5 -3)"));
        }

        @Test void integersWrapLikeAtoi() {
            assertEquals(ev(new Turn(1215752191)), v19("(turn 99999999999)"));
            assertEquals(ev(new Turn(-2147483648)), v19("(turn 2147483648)"));
            assertEquals(ev(new Turn(1)), v19("(turn 4294967297)"));
            assertEquals(ev(new Turn(2147483647)), v19("(turn -2147483649)"));
            assertEquals(ev(new Turn(-1)), v19("(turn 99999999999999999999)"));
            assertEquals(ev(new Turn(0)), v19("(turn -99999999999999999999)"));
            assertEquals(ev(new Turn(-1)), v19("(turn 9223372036854775807)"));
            assertEquals(ev(new Turn(0)), v19("(turn -9223372036854775808)"));
            assertEquals(ev(new Compression(1215752191)), v19("(compression 99999999999)"));
        }

        @Test void realsOverflowToInfinityNeverNaN() {
            assertEquals(ev(new Turn(Double.POSITIVE_INFINITY)), v19("(turn 1e999)"));
            assertEquals(ev(new Turn(Double.NEGATIVE_INFINITY)), v19("(turn -1e999)"));
            assertEquals(ev(new Turn(0)), v19("(turn 1e-999)"));
            assertEquals(ev(new Turn(Double.MAX_VALUE)), v19("(turn 1.7976931348623157e308)"));
            assertEquals(ev(new Turn(Double.MIN_VALUE)), v19("(turn 4.9e-324)"));
            assertEquals(ev(new Turn(3.141592653589793)), v19("(turn 3.14159265358979323846)"));
            assertEquals(ev(new Turn(1.2345678901234568e29)), v19("(turn 123456789012345678901234567890.5)"));
        }
    }

    @Nested
    class Versions {
        /** Every command form, valid in every version: rcssserver 19 has one grammar for all. */
        private static final String ALL = "(turn 30)(dash 100)(dash 80 45)(dash (l 100 0) (r 50 0))(kick 50 0)"
                + "(catch 0)(move -10 0)(turn_neck 30)(change_focus 10 0)(change_view narrow)(change_view wide high)"
                + "(say \"hello\")(sense_body)(score)(done)(pointto 10 30)(pointto off)(attentionto our 1)"
                + "(attentionto off)(tackle 50)(tackle 50 on)(clang (ver 7 19))(ear (off opp))(ear (on))"
                + "(synch_see)(gaussian_see)(compression -1)(bye)";

        /** What ALL gives a client of that version: the same commands, a tackle's argument a power before v12. */
        private List<Object> expected(double version) {
            boolean power = version < 12;
            return new ArrayList<>(ev(new Turn(30), new Dash(100, 0), new Dash(80, 45), new LegDash(L, 100, 0),
                    new LegDash(R, 50, 0), new Kick(50, 0), new Catch(0), new Move(-10, 0), new TurnNeck(30),
                    new ChangeFocus(10, 0), new ChangeView(ViewWidth.NARROW, null),
                    new ChangeView(ViewWidth.WIDE, ViewQuality.HIGH), new Say("hello"), new SenseBody(), new Score(),
                    new Done(), new PointTo(false, 10, 30), PointTo.stop(), new AttentionTo(false, "our", 1),
                    AttentionTo.stop(), new Tackle(50, false, power), new Tackle(50, true, power), new Clang(7, 19),
                    new Ear(false, "opp", Ear.Mode.BOTH), new Ear(true, null, Ear.Mode.BOTH), new SynchSee(),
                    new GaussianSee(), new Compression(-1), new Bye()));
        }

        @ParameterizedTest
        @ValueSource(doubles = {1, 2, 3, 4, 5, 6, 7, 7.5, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 19.5})
        void sameGrammarForEveryVersion(double version) {
            assertEquals(expected(version), v(version, ALL));
        }

        @ParameterizedTest
        @ValueSource(doubles = {1, 2, 3, 4, 5, 6, 7, 7.5, 7.99})
        void noNulWarningBeforeVersion8(double version) {
            List<Object> got = raw(version, ALL.getBytes(StandardCharsets.US_ASCII));
            assertEquals(expected(version), got);
        }

        @ParameterizedTest
        @ValueSource(doubles = {8, 9, 12, 13, 14, 18, 19, 19.5})
        void nulWarningFromVersion8(double version) {
            List<Object> want = expected(version);
            want.add(0, WARN);
            assertEquals(want, raw(version, ALL.getBytes(StandardCharsets.US_ASCII)));
        }

        @Test void olderClientsGetNewerCommandsToo() {
            // not an error in rcssserver 19: the commands are executed (e.g. (ok gaussian_see) is sent)
            assertEquals(ev(new GaussianSee()), v(7, "(gaussian_see)"));
            assertEquals(ev(new ChangeFocus(1, 2)), v(13, "(change_focus 1 2)"));
            assertEquals(ev(new LegDash(L, 1, 2)), v(18, "(dash (l 1 2))"));
            assertEquals(ev(new Tackle(30, true)), v(13, "(tackle 30 on)"));
            assertEquals(ev(new Tackle(80, false, true)), v(11, "(tackle 80)"), "a power before v12");
            assertEquals(ev(new Tackle(80, false, true)), v(11.99, "(tackle 80)"));
            assertEquals(ev(new Tackle(80, false, false)), v(12, "(tackle 80)"), "an angle since v12");
            assertEquals(ev(new ChangeView(ViewWidth.WIDE, null)), v(4, "(change_view wide)"));
        }
    }

    @Test void errorIsReportedOnceAndLast() {
        List<Object> got = v19("(turn 1)(dash 2)(kick x)(turn 3)");
        assertEquals(ev(new Turn(1), new Dash(2, 0), ERR), got);
        assertTrue(got.indexOf(ERR) == got.size() - 1);
    }
}
