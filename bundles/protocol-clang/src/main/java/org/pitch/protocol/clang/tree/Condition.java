package org.pitch.protocol.clang.tree;

import java.util.List;

/** A condition on the state of the game. Comparisons and {@link UnumIn} are version 8. */
public sealed interface Condition extends ClangElement {

    /** {@code (true)} or {@code (false)}. */
    record Constant(boolean value) implements Condition {
        @Override
        public void appendTo(StringBuilder out) {
            out.append(value ? "(true)" : "(false)");
        }
    }

    /** {@code (ppos our|opp UNUMSET MIN MAX REGION)}: between MIN and MAX of these players are in the region. */
    record PlayerPosition(Team team, UnumSet players, int minCount, int maxCount, Region region)
            implements Condition {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(ppos ").append(team.word()).append(' ');
            players.appendTo(out);
            out.append(' ').append(minCount).append(' ').append(maxCount).append(' ');
            region.appendTo(out);
            out.append(')');
        }
    }

    /** {@code (bpos REGION)}: the ball is in the region. */
    record BallPosition(Region region) implements Condition {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(bpos ");
            region.appendTo(out);
            out.append(')');
        }
    }

    /** {@code (bowner our|opp UNUMSET)}: one of these players controls the ball. */
    record BallOwner(Team team, UnumSet players) implements Condition {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(bowner ").append(team.word()).append(' ');
            players.appendTo(out);
            out.append(')');
        }
    }

    /** {@code (playm MODE)}. */
    record PlayModeIs(ClangPlayMode mode) implements Condition {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(playm ").append(mode.word()).append(')');
        }
    }

    /** {@code (and C C ...)}. */
    record And(List<Condition> conditions) implements Condition {
        public And {
            conditions = List.copyOf(conditions);
        }

        @Override
        public void appendTo(StringBuilder out) {
            out.append("(and");
            Print.spaced(out, conditions);
            out.append(')');
        }
    }

    /** {@code (or C C ...)}. */
    record Or(List<Condition> conditions) implements Condition {
        public Or {
            conditions = List.copyOf(conditions);
        }

        @Override
        public void appendTo(StringBuilder out) {
            out.append("(or");
            Print.spaced(out, conditions);
            out.append(')');
        }
    }

    /** {@code (not C)}. */
    record Not(Condition condition) implements Condition {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(not ");
            condition.appendTo(out);
            out.append(')');
        }
    }

    /**
     * A condition defined by {@code definec}, by its name ({@code name} without quotes). Unlike
     * the other named constructs, rcssserver stores this name with its quotes and prints another
     * pair around it: {@code "C"} prints {@code ""C""}.
     */
    record Named(String name) implements Condition {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("\"\"").append(name).append("\"\"");
        }
    }

    /**
     * {@code (time|opp_goals|our_goals|goal_diff OP N)}. Written either way round; held, and
     * printed, with the quantity first, so {@code (10 < time)} is {@code (time > 10)}.
     */
    record Comparison(Quantity quantity, ComparisonOperator operator, int value) implements Condition {
        @Override
        public void appendTo(StringBuilder out) {
            out.append('(').append(quantity.word()).append(' ').append(operator.symbol()).append(' ')
                    .append(value).append(')');
        }
    }

    /**
     * {@code (unum VAR UNUMSET)} or {@code (unum "S" UNUMSET)}: the variable stands for one of
     * these players. A {@link Unum.Named} prints with its quotes.
     */
    record UnumIn(Unum variable, UnumSet players) implements Condition {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(unum ");
            variable.appendAsSubject(out);
            out.append(' ');
            players.appendTo(out);
            out.append(')');
        }
    }
}
