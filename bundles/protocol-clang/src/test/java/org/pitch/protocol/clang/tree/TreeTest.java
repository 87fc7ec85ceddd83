package org.pitch.protocol.clang.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.pitch.api.clang.ClangType;

/** The value tree used on its own, as a server feature that builds or inspects messages would. */
class TreeTest {

    private static final VersionRange V7 = new VersionRange(7, 7);

    private static String print(ClangElement element) {
        StringBuilder out = new StringBuilder();
        element.appendTo(out);
        return out.toString();
    }

    @Test
    void aBuiltMessagePrintsAsRcssserverWould() {
        Point origin = new Point.Simple(0, 0);
        Directive go = new Directive.Command(true, Team.OUR,
                new UnumSet(List.of(new Unum.Number(1), new Unum.Number(12), new Unum.Named("S"))),
                List.of(new Action.Position(new Region.Quad(origin, origin, origin, new Point.Ball())),
                        new Action.BallToRegion(new Region.Named("R"), EnumSet.of(BallMove.SCORE, BallMove.PASS))));
        InfoMessage info = new InfoMessage(List.of(
                new Token.Conditional(5, new Condition.Comparison(Quantity.TIME, ComparisonOperator.LESS, 9),
                        List.of(go, new Directive.Named("D")))), V7);

        assertEquals(ClangType.INFO, info.type());
        assertEquals("(info (5 (time < 9) (do our {S (null) 1} (pos (quad (pt 0 0) (pt 0 0) (pt 0 0)))"
                + "(bto \"R\" {ps})) \"D\"))", info.print());
        assertEquals(7, info.minVersion());
    }

    @Test
    void namedThingsPrintTheirQuotesAsRcssserverDoes() {
        assertEquals("\"\"C\"\"", print(new Condition.Named("C")));
        assertEquals("\"R\"", print(new Region.Named("R")));
        assertEquals("(unum \"S\" {X})", print(new Condition.UnumIn(new Unum.Named("S"),
                new UnumSet(List.of(new Unum.Variable("X"))))));
        assertEquals("(pt opp \"S\")", print(new Point.Player(Team.OPP, new Unum.Named("S"))));
        assertEquals("{S}", print(new UnumSet(List.of(new Unum.Named("S")))));
    }

    @Test
    void ruleIdsPrintAllOneOrSeveral() {
        assertEquals("all", print(RuleIds.ALL));
        assertEquals("A", print(new RuleIds(List.of("A"))));
        assertEquals("(A B)", print(new RuleIds(List.of("A", "B"))));
        assertEquals("(rule (on all)(off A))", new RuleMessage(List.of(new Activation(true, RuleIds.ALL),
                new Activation(false, new RuleIds(List.of("A")))), new VersionRange(8, 8)).print());
    }

    @Test
    void listsAreCopiedAndUnmodifiable() {
        List<Unum> members = new ArrayList<>(List.of(new Unum.Number(1)));
        UnumSet set = new UnumSet(members);
        members.add(new Unum.Number(2));
        assertEquals(1, set.members().size());
        assertThrows(UnsupportedOperationException.class, () -> set.members().add(new Unum.Number(3)));

        Set<BallMove> moves = EnumSet.of(BallMove.PASS);
        Action.BallToRegion action = new Action.BallToRegion(new Region.Null(), moves);
        moves.add(BallMove.CLEAR);
        assertEquals(Set.of(BallMove.PASS), action.moves());
        assertThrows(UnsupportedOperationException.class, () -> action.moves().add(BallMove.DRIBBLE));
    }

    @Test
    void comparisonOperatorsMirror() {
        assertEquals(ComparisonOperator.GREATER, ComparisonOperator.LESS.mirrored());
        assertEquals(ComparisonOperator.GREATER_EQUAL, ComparisonOperator.LESS_EQUAL.mirrored());
        assertEquals(ComparisonOperator.EQUAL, ComparisonOperator.EQUAL.mirrored());
        assertEquals(ComparisonOperator.NOT_EQUAL, ComparisonOperator.NOT_EQUAL.mirrored());
        assertEquals(ComparisonOperator.LESS_EQUAL, ComparisonOperator.GREATER_EQUAL.mirrored());
        assertEquals(ComparisonOperator.LESS, ComparisonOperator.GREATER.mirrored());
    }

    @Test
    void realsPrintLikeCxxStreams() {
        assertEquals("(pt -0 1e-05)", print(new Point.Simple(-0.0, 0.00001)));
        assertEquals("(pt inf 1.23457e+06)", print(new Point.Simple(Double.POSITIVE_INFINITY, 1234567)));
        assertEquals("(meta (ver 8) (ver 7.5))", new MetaMessage(List.of(8.0, 7.5), V7).print());
    }
}
