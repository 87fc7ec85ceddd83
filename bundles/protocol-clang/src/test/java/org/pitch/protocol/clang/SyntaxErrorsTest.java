package org.pitch.protocol.clang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.clang.ClangSyntaxException;

/** Spec 5.1, 5.2 and 5.6: what is not one CLang message (rcssserver: {@code (error could_not_parse_say)}). */
class SyntaxErrorsTest {

    private final StandardClangParser parser = new StandardClangParser();

    @ParameterizedTest
    @ValueSource(strings = {
        "(say (freeform \"x\")) x",               // text after the say (VERIFIED)
        "(say (freeform \"x\")))",
        "(say (freeform \"a,b\"))",               // a comma is no STR character (VERIFIED)
        "(say hello)",                            // (VERIFIED)
        "(say \"hello\")",
        "(say (freeform hello))",
        "(say (freeform \"\"))",                  // a STR has at least one character
        "(say (freeform \"it's\"))",
        "(say (freeform \"x!\"))",
        "(say (info (1 (true) (do our {1} (pos (pt 5. 1))))))",   // 5. is INT 5 and a stray dot
        "(say (info (1 (true) (do our {1} (pos (pt 1.e5 1))))))",
        "(say (info (1 (time = 5) \"D\")))",       // a lone = is no operator
        "(say (info (1 (time ! 5) \"D\")))",
        "(say (info (1 (true) \"D\"))\r)",         // only space, tab and newline separate
        "(say (info (1 (true) (do our {1} (pos (pt 1 1)) ~))))",
        "(freeform \"x\")",                        // not a say
        "(hear 1 online_coach_left 1 (freeform \"x\"))",
        "",
        "(say)",
        "(say (info))",                            // lists have at least one item
        "(say (info (1 (true))))",
        "(say (info (1 (true) (do our {} (shoot)))))",
        "(say (info (1 (true) (do our {1}))))",
        "(say (info (1 (true) (do our {1} (bto (pt 1 1) {})))))",
        "(say (info (1 (true) (do our {1} (bto (pt 1 1) {x})))))",
        "(say (define (definerule R model ((true) \"D\" X))))", // directives and rules do not mix
        "(say (define (definerule R model ((true) X \"D\"))))",
        "(say (info (1 (true) (do our {1} (pos (quad (pt 1 1) (pt 2 2) (pt 3 3)))))))",
        "(say (info (1 (5 < 6) \"D\")))",
        "(say (info (1 (time < time) \"D\")))",
        "(say (info (1 (playm play_off) \"D\")))",
        "(say (info (1 (true) (do our {1} (pos (pt our 1.5))))))",
        "(say (info (1.5 (true) \"D\")))",
        "(say (delete hear))",                     // reserved words are no VARs
        "(say (delete ball))",
        "(say (delete bko))",
        "(say (delete dog))",                      // no VAR starts with c, d, p or s: do + g
        "(say (delete sam))",
        "(say (delete pX))",
        "(say (rule))",
        "(say (rule (on ())))",
        "(say (meta (ver X)))",
        "(say (unsupported_clang x))",
        "(SAY (freeform \"x\"))",                 // case-sensitive
        "(say (Freeform \"x\"))",
    })
    void isRefused(String say) {
        assertThrows(ClangSyntaxException.class, () -> parser.parseSay(say, 128), say);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "(say (delete ours))",                     // longer than the reserved word our: a VAR
        "(say (delete timex))",
        "(say (delete info2))",
        "(say (delete _x))",
        "(say (delete e))",
        "(say (delete own_goal))",
    })
    void aWordLongerThanAReservedWordIsAVar(String say) throws Exception {
        String name = say.substring("(say (delete ".length(), say.length() - 2);
        assertEquals("(delete " + name + ")", parser.parseSay(say, 128).print());
    }

    @Test
    void aNulEndsTheText() throws Exception {
        assertEquals("(freeform \"x\")", parser.parseSay("(say (freeform \"x\"))\0 trailing junk", 128).print());
        assertThrows(ClangSyntaxException.class, () -> parser.parseSay("(say (freeform \"x\"\0))", 128));
    }

    @Test
    void refusalSaysWhere() {
        ClangSyntaxException e = assertThrows(ClangSyntaxException.class,
                () -> parser.parseSay("(say (freeform \"x\")) x", 128));
        assertEquals("expected nothing after the say, found 'x' at offset 21", e.getMessage());
    }
}
