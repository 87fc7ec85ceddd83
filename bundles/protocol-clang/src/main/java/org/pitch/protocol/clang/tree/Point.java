package org.pitch.protocol.clang.tree;

/**
 * A point on the field. Coordinates are doubles even when written as INTs (rcssserver converts
 * them, so {@code 1234567} prints {@code 1.23457e+06}); they print {@code %g}-style.
 */
public sealed interface Point extends ClangElement {

    /** {@code (pt X Y)}. */
    record Simple(double x, double y) implements Point {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(pt ");
            Print.real(out, x);
            out.append(' ');
            Print.real(out, y);
            out.append(')');
        }
    }

    /** {@code (pt DX DY ORIGIN)}: an offset from another point. */
    record Relative(double dx, double dy, Point origin) implements Point {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(pt ");
            Print.real(out, dx);
            out.append(' ');
            Print.real(out, dy);
            out.append(' ');
            origin.appendTo(out);
            out.append(')');
        }
    }

    /** {@code (pt ball)}. */
    record Ball() implements Point {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(pt ball)");
        }
    }

    /**
     * {@code (pt our|opp UNUM)}: a player's position. A {@link Unum.Named} prints with its
     * quotes here.
     */
    record Player(Team team, Unum unum) implements Point {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(pt ").append(team.word()).append(' ');
            unum.appendAsSubject(out);
            out.append(')');
        }
    }

    /**
     * Point arithmetic (version 8), printed fully parenthesised:
     * {@code ((pt 1 1) + ((pt 2 2) * (pt 3 3)))}.
     */
    record Arithmetic(Point left, ArithmeticOperator operator, Point right) implements Point {
        @Override
        public void appendTo(StringBuilder out) {
            out.append('(');
            left.appendTo(out);
            out.append(' ').append(operator.symbol()).append(' ');
            right.appendTo(out);
            out.append(')');
        }
    }
}
