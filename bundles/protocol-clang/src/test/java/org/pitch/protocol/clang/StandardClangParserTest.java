package org.pitch.protocol.clang;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pitch.api.clang.ClangMessage;
import org.pitch.api.clang.ClangParser;
import org.pitch.api.clang.ClangSyntaxException;
import org.pitch.api.clang.ClangType;
import org.pitch.protocol.clang.tree.Action;
import org.pitch.protocol.clang.tree.BallMove;
import org.pitch.protocol.clang.tree.Condition;
import org.pitch.protocol.clang.tree.Directive;
import org.pitch.protocol.clang.tree.InfoMessage;
import org.pitch.protocol.clang.tree.Point;
import org.pitch.protocol.clang.tree.Region;
import org.pitch.protocol.clang.tree.Team;
import org.pitch.protocol.clang.tree.Token;
import org.pitch.protocol.clang.tree.Unum;

/** The parser as a service: spec 5.2 (grammar), 5.4 (printing), 5.5 (version ranges), 7.1 (transcript). */
class StandardClangParserTest {

    private final ClangParser parser = new StandardClangParser();

    private ClangMessage parse(String say) throws ClangSyntaxException {
        return parser.parseSay(say, 128);
    }

    private String print(String message) throws ClangSyntaxException {
        return parse("(say " + message + ")").print();
    }

    @Test
    void coachTranscriptFreeformIsQueuedAsFreeformAndHeardByClangPlayersOnly() throws Exception {
        ClangMessage hello = parse("(say (freeform \"hello\"))");

        assertEquals(ClangType.FREEFORM, hello.type());
        assertEquals("(freeform \"hello\")", hello.print());
        assertEquals(8, hello.minVersion());
        assertEquals(7, hello.maxVersion());
        assertFalse(hello.supportedBy(0, 0), "a player that never sent (clang (ver ...)) gets (unsupported_clang)");
        assertTrue(hello.supportedBy(7, 7));
        assertTrue(hello.supportedBy(8, 8));
        assertTrue(hello.supportedBy(1, 19));
        assertEquals("(unsupported_clang)", hello.heardBy(0, 0), "what rcssserver sends a player whose range misses it");
        assertEquals("(freeform \"hello\")", hello.heardBy(7, 8));
        assertFalse(hello.supportedBy(9, 19));
        assertFalse(hello.supportedBy(1, 6));
    }

    @Test
    void eachMessageHasItsType() throws Exception {
        assertEquals(ClangType.META, parse("(say (meta (ver 8)))").type());
        assertEquals(ClangType.INFO, parse("(say (info (clear)))").type());
        assertEquals(ClangType.ADVICE, parse("(say (advice (clear)))").type());
        assertEquals(ClangType.DEFINE, parse("(say (define (definec \"C\" (true))))").type());
        assertEquals(ClangType.RULE, parse("(say (rule (on all)))").type());
        assertEquals(ClangType.DELETE, parse("(say (delete all))").type());
        assertEquals(ClangType.UNSUPPORTED, parse("(say (unsupported_clang))").type());
    }

    @Test
    void whitespaceAroundAndInsideIsFreeAndNormalisedInPrint() throws Exception {
        ClangMessage message = parse(" \t(\nsay\t( info ( 10\n(true)\t(do  our {1\t2} (pos (pt 1 2)) ) ) )\n)\t ");
        assertEquals("(info (10 (true) (do our {2 1} (pos (pt 1 2)))))", message.print());
    }

    @Test
    void theTreeHoldsWhatWasWritten() throws Exception {
        InfoMessage info = assertInstanceOf(InfoMessage.class,
                parse("(say (info (10 (bowner our {3 X}) (do opp {1} (bto (pt ball) {s p})))))"));

        Token.Conditional token = assertInstanceOf(Token.Conditional.class, info.tokens().get(0));
        assertEquals(10, token.ttl());
        assertEquals(new Condition.BallOwner(Team.OUR,
                new org.pitch.protocol.clang.tree.UnumSet(List.of(new Unum.Number(3), new Unum.Variable("X")))),
                token.condition());
        Directive.Command command = assertInstanceOf(Directive.Command.class, token.directives().get(0));
        assertTrue(command.positive());
        assertEquals(Team.OPP, command.team());
        Action.BallToRegion action = assertInstanceOf(Action.BallToRegion.class, command.actions().get(0));
        assertEquals(new Region.AtPoint(new Point.Ball()), action.region());
        assertEquals(java.util.EnumSet.of(BallMove.PASS, BallMove.SCORE), action.moves());
    }

    /** Spec 5.4, every example there (VERIFIED against rcssserver). */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', textBlock = """
        (info (10 (true) (do our {1 2 3} (pos (pt 1 2)))))                 | (info (10 (true) (do our {3 2 1} (pos (pt 1 2)))))
        (info (10 (true) (do our {-1 12 0 13} (pos (pt 1 2)))))            | (info (10 (true) (do our {13 0 (null) 4294967295} (pos (pt 1 2)))))
        (info (10 (true) (do our {X "Y"} (pos (pt 1 2)))))                 | (info (10 (true) (do our {Y X} (pos (pt 1 2)))))
        (info (10 (true) (do our {1} (bto (pt 1 1) {s p p}))))             | (info (10 (true) (do our {1} (bto (pt 1 1) {ps}))))
        (info (10 (true) (do our {1} (pos (pt 1 2)) (home (pt 3 4)))))     | (info (10 (true) (do our {1} (pos (pt 1 2))(home (pt 3 4)))))
        (rule (on X) (off (A B)) (on all))                                 | (rule (on X)(off (A B))(on all))
        (rule (on (A)))                                                    | (rule (on A))
        (delete (A B C))                                                   | (delete (A B C))
        (define (definec "C" "C"))                                         | (define (definec "C" ""C""))
        (info (10 (10 < time) "D"))                                        | (info (10 (time > 10) "D"))
        (info (10 (unum "S" {1 2}) "D"))                                   | (info (10 (unum "S" {2 1}) "D"))
        (info (10 (unum X {"Y"}) "D"))                                     | (info (10 (unum X {Y}) "D"))
        (info (10 (true) (do our {1} (pos (quad (pt 1 1) (pt 2 2) (pt 3 3) (pt 4 4))))))  | (info (10 (true) (do our {1} (pos (quad (pt 1 1) (pt 2 2) (pt 3 3))))))
        (info (10 (true) (do our {1} (pos (pt 1234567 0)))))               | (info (10 (true) (do our {1} (pos (pt 1.23457e+06 0)))))
        (info (10 (true) (do our {1} (pos ((pt 1 1) + (pt 2 2) * (pt 3 3))))))  | (info (10 (true) (do our {1} (pos ((pt 1 1) + ((pt 2 2) * (pt 3 3)))))))
        (info (10 (true) (do our {1} (pos ((pt 1 1))))))                   | (info (10 (true) (do our {1} (pos (pt 1 1)))))
        (info (10 (true) (do our {1} (pos (pt our "S")) (pos (pt opp X)) (pos (pt our -1)) (pos (pt our 12)))))  | (info (10 (true) (do our {1} (pos (pt our "S"))(pos (pt opp X))(pos (pt our 4294967295))(pos (pt our (null))))))
        (info (10 (true) (do our {1} (oline (arc (pt 0 0) 1.50 1e2 0.1234567 -4)))))  | (info (10 (true) (do our {1} (oline (arc (pt 0 0) 1.5 100 0.123457 -4)))))
        (meta (ver 1.50) (ver 1e2) (ver 0.1234567))                        | (meta (ver 1.5) (ver 100) (ver 0.123457))
        (info (-5 (ppos opp {1} 007 +11 (null)) (do our {1} (htype -3))))  | (info (-5 (ppos opp {1} 7 11 (null)) (do our {1} (htype -3))))
        """)
    void printsAsTheSpecSays(String message, String printed) throws Exception {
        assertEquals(printed, print(message));
    }

    /** The six comparison operators, written either way round (spec 5.4: mirrored when the number is first). */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        (time < 10)       | (time < 10)
        (10 < time)       | (time > 10)
        (10 <= opp_goals) | (opp_goals >= 10)
        (10 == our_goals) | (our_goals == 10)
        (10 != goal_diff) | (goal_diff != 10)
        (10 >= time)      | (time <= 10)
        (10 > time)       | (time < 10)
        (goal_diff >= -2) | (goal_diff >= -2)
        """)
    void comparisonsAreHeldWithTheQuantityFirst(String condition, String printed) throws Exception {
        assertEquals("(info (1 " + printed + " \"D\"))", print("(info (1 " + condition + " \"D\"))"));
    }

    /**
     * Spec 5.2, every alternative of every rule; printed as rcssserver printed the same input
     * (the expected texts were produced by rcssserver's CLang library).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', textBlock = """
        (meta (ver 7) (ver 8.5))                                            | (meta (ver 7) (ver 8.5))
        (freeform "a b (c) 1.5+2-3*4/5 ?<>_")                               | (freeform "a b (c) 1.5+2-3*4/5 ?<>_")
        (unsupported_clang)                                                 | (unsupported_clang)
        (info (clear) (1 (true) "D"))                                       | (info (clear) (1 (true) "D"))
        (advice (1 (false) "D1" "D2"))                                      | (advice (1 (false) "D1" "D2"))
        (define (definec "C" (true)) (defined "D" "E") (definer "R" (null)) (definea "A" (shoot)))  | (define (definec "C" (true)) (defined "D" "E") (definer "R" (null)) (definea "A" (shoot)))
        (define (definerule R1 model ((true) "D")) (definerule R2 direc ((true) ((false) X) all (A B))))  | (define (definerule R1 model ((true) "D")) (definerule R2 direc ((true) ((false) X) all (A B))))
        (define (definerule R model X))                                     | (define (definerule R model X))
        (rule (off all))                                                    | (rule (off all))
        (delete X)                                                          | (delete X)
        (info (1 (true) (dont opp {0} (pos "R") (home (null)))))            | (info (1 (true) (dont opp {0} (pos "R")(home (null)))))
        (info (1 (true) (do our {1} (bto {2 3}) (mark {4}) (markl {5}) (markl (pt ball)) (oline (pt 1 1)) (htype 2) "A")))  | (info (1 (true) (do our {1} (bto {3 2})(mark {4})(markl {5})(markl (pt ball))(oline (pt 1 1))(htype 2)"A")))
        (info (1 (true) (do our {1} (pass (pt 1 1)) (pass {2}) (dribble (pt 1 1)) (clear (pt 1 1)) (shoot) (hold) (intercept) (tackle {3}))))  | (info (1 (true) (do our {1} (pass (pt 1 1))(pass {2})(dribble (pt 1 1))(clear (pt 1 1))(shoot)(hold)(intercept)(tackle {3}))))
        (info (1 (and (true) (or (false) (not (bpos (null)))) (playm play_on)) "D"))  | (info (1 (and (true) (or (false) (not (bpos (null)))) (playm play_on)) "D"))
        (info (1 (ppos our {1 2} 1 11 (pt 1 1)) "D"))                       | (info (1 (ppos our {2 1} 1 11 (pt 1 1)) "D"))
        (info (1 (unum X {1}) "D"))                                         | (info (1 (unum X {1}) "D"))
        (info (1 (true) (do our {1} (pos (reg (pt 1 1) "R" (tri (pt 1 1) (pt 2 2) (pt 3 3)) (rec (pt 1 1) (pt 2 2)))))))  | (info (1 (true) (do our {1} (pos (reg (pt 1 1) "R" (tri (pt 1 1) (pt 2 2) (pt 3 3)) (rec (pt 1 1) (pt 2 2)))))))
        (info (1 (true) (do our {1} (pos (pt 1 2 (pt 3 4 (pt ball)))))))    | (info (1 (true) (do our {1} (pos (pt 1 2 (pt 3 4 (pt ball)))))))
        (info (1 (true) (do our {1} (pos ((pt 1 1) - (pt 2 2) - (pt 3 3) / (pt 4 4) / (pt 5 5) + (pt 6 6))))))  | (info (1 (true) (do our {1} (pos ((((pt 1 1) - (pt 2 2)) - (((pt 3 3) / (pt 4 4)) / (pt 5 5))) + (pt 6 6))))))
        (info (1 (playm bko) "D") (1 (playm time_over) "D") (1 (playm ko_our) "D") (1 (playm ag_opp) "D"))  | (info (1 (playm bko) "D") (1 (playm time_over) "D") (1 (playm ko_our) "D") (1 (playm ag_opp) "D"))
        """)
    void everyConstructParses(String message, String printed) throws Exception {
        assertEquals(printed, print(message));
    }

    /**
     * rcssserver builds a union from every region on top of its parse stack, so a union written
     * inside another one takes the members written before it (read from its builder; the outputs
     * are rcssserver's).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        (reg (pt 1 2) (reg (pt 3 4) (pt 5 6)))                  | (reg (reg (pt 1 2) (pt 3 4) (pt 5 6)))
        (reg (pt 1 2) (reg (pt 3 4)) (pt 5 6) (reg (pt 7 8)))   | (reg (reg (reg (pt 1 2) (pt 3 4)) (pt 5 6) (pt 7 8)))
        (reg (reg (pt 1 2) (pt 3 4)) (pt 5 6))                  | (reg (reg (pt 1 2) (pt 3 4)) (pt 5 6))
        """)
    void aNestedUnionTakesTheRegionsWrittenBeforeIt(String region, String printed) throws Exception {
        assertEquals("(info (1 (true) (do our {1} (pos " + printed + "))))",
                print("(info (1 (true) (do our {1} (pos " + region + "))))"));
    }

    /** Spec 5.5's examples (VERIFIED against rcssserver). */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        (freeform "x")                                               | 8 | 7
        (unsupported_clang)                                          | 8 | 7
        (meta (ver 8))                                               | 7 | 7
        (info (1 (true) "D"))                                        | 7 | 7
        (advice (1 (true) "D"))                                      | 7 | 7
        (info (1 (true) (do our {1} (shoot))))                       | 7 | 8
        (info (1 (time > 5) "D"))                                    | 7 | 8
        (advice (1 (true) (do our {X} (pos (pt 1 1)))))              | 7 | 8
        (info (1 (true) (do our {1} (pos ((pt 1 1) + (pt 2 2))))))   | 7 | 8
        (rule (on all))                                              | 8 | 8
        (delete X)                                                   | 8 | 8
        (define (definec "C" (true)))                                | 8 | 7
        (define (definer "R" (quad (pt 1 1) (pt 2 2) (pt 3 3) (pt 4 4))))  | 7 | 7
        (define (definerule R model X))                              | 8 | 8
        (define (definer "R" (tri (pt 1 1) (pt 2 2) (pt 3 3))))      | 8 | 8
        (define (definer "R" (quad (pt our X) (pt 2 2) (pt 3 3) (pt 4 4))))  | 7 | 8
        """)
    void versionRanges(String message, long min, long max) throws Exception {
        ClangMessage parsed = parse("(say " + message + ")");
        assertEquals(min, parsed.minVersion(), "min");
        assertEquals(max, parsed.maxVersion(), "max");
    }

    /** Spec 5.5: (8,7) needs 7 or 8 in the player's range; (7,8) needs both; (7,7) needs 7; (8,8) needs 8. */
    @ParameterizedTest(name = "{0} heard by [{1},{2}]: {3}")
    @CsvSource(delimiter = '|', textBlock = """
        (freeform "x")              | 0 | 0  | false
        (freeform "x")              | 7 | 7  | true
        (freeform "x")              | 8 | 8  | true
        (freeform "x")              | 8 | 19 | true
        (freeform "x")              | 9 | 19 | false
        (info (1 (true) "D"))       | 0 | 0  | false
        (info (1 (true) "D"))       | 7 | 7  | true
        (info (1 (true) "D"))       | 1 | 19 | true
        (info (1 (true) "D"))       | 8 | 8  | false
        (info (1 (time > 5) "D"))   | 7 | 8  | true
        (info (1 (time > 5) "D"))   | 7 | 7  | false
        (info (1 (time > 5) "D"))   | 8 | 8  | false
        (rule (on all))             | 8 | 8  | true
        (rule (on all))             | 7 | 7  | false
        (rule (on all))             | 0 | 0  | false
        (define (definec "C" (true)))  | 7 | 7 | true
        (define (definec "C" (true)))  | 0 | 6 | false
        """)
    void supportedBy(String message, int playerMin, int playerMax, boolean supported) throws Exception {
        assertEquals(supported, parse("(say " + message + ")").supportedBy(playerMin, playerMax));
    }
}
