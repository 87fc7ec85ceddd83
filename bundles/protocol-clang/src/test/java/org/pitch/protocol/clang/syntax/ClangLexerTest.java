package org.pitch.protocol.clang.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.clang.ClangSyntaxException;

/** Spec 5.1: the lexer's longest-match rules, word classes, numbers, strings and operators. */
class ClangLexerTest {

    /** The lexemes of {@code text} as {@code KIND:text}, END left out. */
    private static String lexed(String text) throws ClangSyntaxException {
        List<Lexeme> lexemes = ClangLexer.lex(text);
        return lexemes.subList(0, lexemes.size() - 1).stream()
                .map(l -> l.kind() + ":" + l.text())
                .collect(Collectors.joining(" "));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', textBlock = """
        our         | TEAM:our
        ours        | VAR:ours
        opp_goals   | KEYWORD:opp_goals
        own_goals   | VAR:own_goals
        time        | KEYWORD:time
        time_over   | PLAY_MODE:time_over
        time_overx  | VAR:time_overx
        timex       | VAR:timex
        do          | DO_DONT:do
        dont        | DO_DONT:dont
        dog         | DO_DONT:do VAR:g
        clearx      | KEYWORD:clear VAR:x
        pt2         | KEYWORD:pt INT:2
        p           | BALL_MOVE:p
        sam         | BALL_MOVE:s VAR:am
        say         | KEYWORD:say
        sayx        | KEYWORD:say VAR:x
        e           | VAR:e
        _           | VAR:_
        Pos         | VAR:Pos
        on          | ON_OFF:on
        online_coach_left | KEYWORD:online_coach_left
        ko_our      | PLAY_MODE:ko_our
        definerule  | KEYWORD:definerule
        definec     | KEYWORD:definec
        defineq     | KEYWORD:define VAR:q
        """)
    void wordsTakeTheLongestMatchAndReservedWordsWinTies(String text, String lexemes) throws Exception {
        assertEquals(lexemes, lexed(text));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', textBlock = """
        5           | INT:5
        -5          | INT:-5
        +5          | INT:+5
        - 5         | ARITHMETIC:- INT:5
        1.5         | REAL:1.5
        .5          | REAL:.5
        -.5         | REAL:-.5
        1e5         | REAL:1e5
        1E-3        | REAL:1E-3
        1.5e+2      | REAL:1.5e+2
        1e          | INT:1 VAR:e
        1e+         | INT:1 VAR:e ARITHMETIC:+
        12abc       | INT:12 VAR:abc
        1.5.5       | REAL:1.5 REAL:.5
        <=<         | COMPARISON:<= COMPARISON:<
        ==!=>=>     | COMPARISON:== COMPARISON:!= COMPARISON:>= COMPARISON:>
        +-*/        | ARITHMETIC:+ ARITHMETIC:- ARITHMETIC:* ARITHMETIC:/
        ({})        | LEFT_PAREN:( LEFT_BRACE:{ RIGHT_BRACE:} RIGHT_PAREN:)
        '"a b"'     | 'STR:"a b"'
        '"(1+2)*x/y?<>_."' | 'STR:"(1+2)*x/y?<>_."'
        '"a""b"'    | 'STR:"a" STR:"b"'
        """)
    void numbersOperatorsAndStrings(String text, String lexemes) throws Exception {
        assertEquals(lexemes, lexed(text));
    }

    @Test
    void onlySpaceTabAndNewlineSeparate() throws Exception {
        assertEquals("VAR:a VAR:b VAR:e VAR:f", lexed(" a\tb\ne  f "));
        assertThrows(ClangSyntaxException.class, () -> lexed("a\rb"));
        assertThrows(ClangSyntaxException.class, () -> lexed("a\fb"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"5.", "=", "!", ",", "'", "\"", "\"\"", "\"a,b\"", "\"a", "[", "#", "\u00e9", "x\u00e9"})
    void anythingElseIsAnError(String text) {
        assertThrows(ClangSyntaxException.class, () -> lexed(text));
    }

    @Test
    void aNulEndsTheText() throws Exception {
        assertEquals("VAR:a", lexed("a\0b c"));
    }

    /** INT values as C's atoi reads them: saturated at the 64-bit limits, then cut to 32 bits. */
    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', textBlock = """
        7                     | 7
        +7                    | 7
        007                   | 7
        -0                    | 0
        2147483647            | 2147483647
        2147483648            | -2147483648
        4294967295            | -1
        4294967296            | 0
        99999999999999999999  | -1
        -99999999999999999999 | 0
        """)
    void intValues(String text, int value) throws Exception {
        assertEquals(value, ClangLexer.lex(text).get(0).intValue());
    }

    @Test
    void realValues() throws Exception {
        assertEquals(0.1234567, ClangLexer.lex("0.1234567").get(0).realValue());
        assertEquals(Double.POSITIVE_INFINITY, ClangLexer.lex("1e400").get(0).realValue());
        assertEquals(-0.0, ClangLexer.lex("-0.0").get(0).realValue());
    }
}
