package org.pitch.protocol.clang.syntax;

import static org.pitch.protocol.clang.syntax.LexemeKind.ARITHMETIC;
import static org.pitch.protocol.clang.syntax.LexemeKind.INT;
import static org.pitch.protocol.clang.syntax.LexemeKind.KEYWORD;
import static org.pitch.protocol.clang.syntax.LexemeKind.LEFT_PAREN;
import static org.pitch.protocol.clang.syntax.LexemeKind.RIGHT_PAREN;
import static org.pitch.protocol.clang.syntax.LexemeKind.STR;
import static org.pitch.protocol.clang.syntax.LexemeKind.TEAM;
import static org.pitch.protocol.clang.syntax.LexemeKind.VAR;

import java.util.ArrayList;
import java.util.List;

import org.pitch.api.clang.ClangSyntaxException;
import org.pitch.protocol.clang.tree.ArithmeticOperator;
import org.pitch.protocol.clang.tree.Point;
import org.pitch.protocol.clang.tree.Region;
import org.pitch.protocol.clang.tree.Team;
import org.pitch.protocol.clang.tree.Unum;

/** Regions and the points they are made of, with rcssserver's point arithmetic. */
final class RegionParser {

    private final ParseCursor in;
    /**
     * The regions read in the unions being read, innermost last: rcssserver's parse stack, as far
     * as a union sees it. A union takes all of them (see {@link Region.Union}).
     */
    private final List<Region> unionMembers = new ArrayList<>();

    RegionParser(ParseCursor in) {
        this.in = in;
    }

    Region region() throws ClangSyntaxException {
        if (in.at(STR)) {
            return new Region.Named(ClangNames.nextWithoutQuotes(in));
        }
        String shape = in.at(LEFT_PAREN) && in.peek(1).is(KEYWORD) ? in.peek(1).text() : "";
        if (shape.equals("pt") || !List.of("null", "quad", "arc", "reg", "tri", "rec").contains(shape)) {
            return new Region.AtPoint(point());
        }
        int base = in.mark();
        in.skip(2);
        Region region = switch (shape) {
            case "null" -> new Region.Null();
            case "quad" -> new Region.Quad(point(), point(), point(), point());
            case "arc" -> new Region.Arc(point(), in.number(), in.number(), in.number(), in.number());
            case "reg" -> union();
            case "tri" -> new Region.Triangle(point(), point(), point());
            default -> new Region.Rectangle(point(), point());
        };
        in.expect(RIGHT_PAREN, "')'");
        switch (shape) {
            case "quad" -> in.restrict(7);
            case "tri", "rec" -> in.restrict(8);
            default -> {
                // null, arc and reg have no version of their own
            }
        }
        in.reduce(base);
        return region;
    }

    /**
     * The members of {@code (reg ...)}, up to its ')'. rcssserver builds a union from all regions
     * on top of its parse stack; those include the members read so far by the unions this one is
     * written in, so it takes them too.
     */
    private Region union() throws ClangSyntaxException {
        int listBase = in.mark();
        do {
            unionMembers.add(region());
            in.reduce(listBase);
        } while (!in.at(RIGHT_PAREN));
        Region union = new Region.Union(unionMembers);
        unionMembers.clear();
        return union;
    }

    private Point point() throws ClangSyntaxException {
        int base = in.mark();
        in.expect(LEFT_PAREN, "a point");
        Point point;
        if (in.atKeyword("pt")) {
            in.take();
            point = pointAfterPt();
        } else {
            point = pointSum();
        }
        in.expect(RIGHT_PAREN, "')' closing a point");
        in.reduce(base);
        return point;
    }

    /** What follows {@code (pt}, up to its ')'. */
    private Point pointAfterPt() throws ClangSyntaxException {
        if (in.atKeyword("ball")) {
            in.take();
            return new Point.Ball();
        }
        if (in.at(TEAM)) {
            Team team = PlayerParser.team(in);
            Lexeme who = in.take();
            if (who.is(INT)) {
                return new Point.Player(team, new Unum.Number(who.intValue()));
            }
            Unum unum;
            if (who.is(VAR)) {
                unum = new Unum.Variable(ClangNames.var(who));
            } else if (who.is(STR)) {
                unum = new Unum.Named(ClangNames.withQuotes(who));
            } else {
                throw ParseCursor.unexpected(who, "a uniform number, a variable or a string");
            }
            in.restrict(8);
            return new Point.Player(team, unum);
        }
        double x = in.number();
        double y = in.number();
        return in.at(RIGHT_PAREN) ? new Point.Simple(x, y) : new Point.Relative(x, y, point());
    }

    /**
     * Point arithmetic inside parentheses: left-associative, {@code *} and {@code /} binding
     * tighter than {@code +} and {@code -}, as rcssserver's precedence declarations say.
     */
    private Point pointSum() throws ClangSyntaxException {
        return pointChain(false);
    }

    /** A sum of products ({@code multiplicative} false) or a product of points (true). */
    private Point pointChain(boolean multiplicative) throws ClangSyntaxException {
        int base = in.mark();
        Point chain = chainOperand(multiplicative);
        while (atArithmetic(multiplicative)) {
            ArithmeticOperator operator = arithmeticOperator(in.take());
            chain = new Point.Arithmetic(chain, operator, chainOperand(multiplicative));
            in.restrict(8);
            in.reduce(base);
        }
        return chain;
    }

    private Point chainOperand(boolean multiplicative) throws ClangSyntaxException {
        return multiplicative ? point() : pointChain(true);
    }

    private boolean atArithmetic(boolean multiplicative) {
        return in.at(ARITHMETIC) && arithmeticOperator(in.peek()).isMultiplicative() == multiplicative;
    }

    private static ArithmeticOperator arithmeticOperator(Lexeme lexeme) {
        return Vocabulary.known(ArithmeticOperator.values(), ArithmeticOperator::symbol, lexeme.text(), "operator");
    }
}
