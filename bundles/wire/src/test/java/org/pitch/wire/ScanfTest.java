package org.pitch.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** glibc's sscanf rules that rcssserver's coach and monitor parsing relies on. */
class ScanfTest {
    private static final Scanf WORD = Scanf.compile(" ( %127[-0-9a-zA-Z.+*/?<>_] ");

    @Test
    void returnsEofWhenTheTextEndsBeforeTheFirstConversion() {
        assertEquals(-1, WORD.scan("").count());
        assertEquals(-1, WORD.scan("   ").count());
        assertEquals(-1, WORD.scan("(").count());
        assertEquals(-1, WORD.scan(" ( ").count());
        assertEquals(-1, Scanf.compile(" ( init ( version %lf ) ) ").scan("(init").count());
        assertEquals(-1, Scanf.compile(" ( init ( version %lf ) ) ").scan("(init ").count());
    }

    @Test
    void returnsZeroWhenACharacterDoesNotMatch() {
        assertEquals(0, WORD.scan("((((").count());
        assertEquals(0, WORD.scan("look").count());
        assertEquals(0, Scanf.compile(" ( init ( version %lf ) ) ").scan("(init)").count());
        assertEquals(0, Scanf.compile(" ( init ( version %lf ) ) ").scan("(init (version abc))").count());
    }

    @Test
    void readsTheCommandWordAndStopsOutsideItsSet() {
        Scanf.Result r = WORD.scan("  (  change_mode play_on)");
        assertEquals(1, r.count());
        assertEquals("change_mode", r.text(0));
        assertEquals("look", WORD.scan("(look)").text(0));
        assertEquals("look", WORD.scan("(look").text(0));
        assertEquals("a-b.c+d*e/f?g<h>i_9Z", WORD.scan("(a-b.c+d*e/f?g<h>i_9Z\"x").text(0));
        assertEquals(127, WORD.scan("(" + "a".repeat(200) + ")").text(0).length());
    }

    @Test
    void rangesFollowGlibc() {
        Scanf team = Scanf.compile("%15[+-_a-zA-Z0-9]");
        assertEquals("+,-./09:;<=>?@AZ", team.scan("+,-./09:;<=>?@AZ[").text(0).substring(0, 15) + "Z");
        assertEquals("[\\]^_", team.scan("[\\]^_$").text(0));
        assertEquals(0, team.scan("$x").count());
        assertEquals(0, team.scan("(x").count());
        Scanf negated = Scanf.compile("%15[^ ( )]");
        assertEquals("goalie\"x\u00e9", negated.scan("goalie\"x\u00e9 y").text(0));
        Scanf dashFirst = Scanf.compile("%[-a]");
        assertEquals("-a-", dashFirst.scan("-a-b").text(0));
    }

    @Test
    void whiteSpaceBeforeASetIsSkippedOnlyAfterWhiteSpaceInTheFormat() {
        assertEquals(0, Scanf.compile("(%[a-z]").scan("( ab").count());
        assertEquals("ab", Scanf.compile("( %[a-z]").scan("(   ab").text(0));
        assertEquals("ab", Scanf.compile("(%s").scan("(   ab").text(0)); // %s always skips
    }

    @Test
    void literalsAfterWhiteSpaceSkipIt() {
        Scanf.Result r = Scanf.compile(" ( eye %15[^ ()] ) %n").scan("(eye on   )  x");
        assertEquals("on", r.text(0));
        assertEquals(13, r.consumed(1));
        // a missing ")" is only noticed after the conversion: count stays 1, %n is not reached
        r = Scanf.compile(" ( eye %15[^ ()] ) %n").scan("(eye on");
        assertEquals(1, r.count());
        assertEquals(-1, r.consumed(1));
    }

    @Test
    void countIsReachedAtTheEndOfTheText() {
        Scanf.Result r = Scanf.compile(" ( init %15[+-_a-zA-Z0-9] %n ").scan("(init TestTeam");
        assertEquals(1, r.count());
        assertEquals(14, r.consumed(1));
        r = Scanf.compile(" %127[a-z] %n").scan("  abc  def", 1);
        assertEquals(6, r.consumed(1));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "12|12", "-7|-7", "+7|7", "2147483648|-2147483648", "4294967297|1", "99999999999999999999|-1",
        "-99999999999999999999|0", "3x|3",
    })
    void integersAreStrtolNarrowedToInt(String text, int expected) {
        assertEquals(expected, Scanf.compile("%d").scan(text).integer(0));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "0|0", "31|31", "-1|4294967295", "4294967296|0", "-4294967297|4294967295", "99999999999999999999|4294967295",
    })
    void unsignedIntegersAreStrtoulNarrowed(String text, long expected) {
        assertEquals(expected, Scanf.compile("%u").scan(text).unsigned(0));
    }

    @Test
    void integersNeedADigit() {
        assertEquals(0, Scanf.compile("%d").scan("x").count());
        assertEquals(0, Scanf.compile("%d").scan("-").count());
        assertEquals(0, Scanf.compile("%d").scan("- 1").count());
        assertEquals(-1, Scanf.compile(" %d").scan("  ").count());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "1|1|", "-2.5|-2.5|", "1e|1|", "1.5e+|1.5|", "1e3|1000|", "1E-2|0.01|", ".5|0.5|", "5.|5|",
        "0x10|16|", "0x1.8p1|3|", "-0X1p-2|-0.25|", "0x.|0|",
        "inf|Infinity|", "-INF|-Infinity|", "infinity|Infinity|", "infx|Infinity|x", "nan|NaN|", "NaN(1)|NaN|(1)",
        "1.2.3|1.2|.3", "1e5e|100000|e", "12abc|12|abc",
    })
    void realsAreReadAsGlibcCollectsThem(String text, double expected, String rest) {
        Scanf.Result r = Scanf.compile("%lf%n").scan(text);
        assertEquals(1, r.count(), text);
        assertEquals(expected, r.real(0), text);
        assertEquals(rest == null ? "" : rest, text.substring(r.consumed(1)), text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {".", "-.", "-", "+x", "e5", "0x", "0xg", "infi", "infinit", "na", "x"})
    void realsThatConvertNothingFail(String text) {
        assertEquals(0, Scanf.compile("%lf").scan(text).count(), text);
    }

    @Test
    void stringsStopAtWhiteSpaceAndTheirWidth() {
        Scanf.Result r = Scanf.compile(" ( %s %[-0-9a-zA-Z ().+*/?<>_]").scan("(say hello there)");
        assertEquals(2, r.count());
        assertEquals("say", r.text(0));
        assertEquals("hello there)", r.text(1));
        assertEquals("abc", Scanf.compile("%3s").scan("abcdef").text(0));
        assertNull(Scanf.compile("%d %s").scan("x y").text(1));
    }

    @Test
    void aFailedConversionKeepsTheEarlierOnes() {
        Scanf.Result r = Scanf.compile(" ( move ( %127[^)] ) %lf %lf %lf %lf %lf ) %n ").scan("(move (ball) 1 x)");
        assertEquals(2, r.count());
        assertEquals("ball", r.text(0));
        assertEquals(1, r.real(1));
        assertTrue(r.consumed(6) < 0);
    }
}
