package org.pitch.protocol.clang.tree;

import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/** What a directive tells players to do. The ones from {@link PassToRegion} on are version 8. */
public sealed interface Action extends ClangElement {

    /** {@code (pos REGION)}: go to the region. */
    record Position(Region region) implements Action {
        @Override
        public void appendTo(StringBuilder out) {
            withRegion(out, "pos", region);
        }
    }

    /** {@code (home REGION)}: the home position. */
    record Home(Region region) implements Action {
        @Override
        public void appendTo(StringBuilder out) {
            withRegion(out, "home", region);
        }
    }

    /**
     * {@code (bto REGION {p d c s})}: get the ball to the region by these means. A set: printed in
     * the order p d c s, without spaces or duplicates ({@code {s p p}} prints {@code {ps}}).
     */
    record BallToRegion(Region region, Set<BallMove> moves) implements Action {
        public BallToRegion {
            moves = immutableEnumSet(moves);
        }

        @Override
        public void appendTo(StringBuilder out) {
            out.append("(bto ");
            region.appendTo(out);
            out.append(" {");
            for (BallMove move : BallMove.values()) {
                if (moves.contains(move)) {
                    out.append(move.letter());
                }
            }
            out.append("})");
        }

        private static Set<BallMove> immutableEnumSet(Collection<BallMove> moves) {
            EnumSet<BallMove> copy = EnumSet.noneOf(BallMove.class);
            copy.addAll(moves);
            return Collections.unmodifiableSet(copy);
        }
    }

    /** {@code (bto UNUMSET)}: get the ball to one of these players. */
    record BallToPlayers(UnumSet players) implements Action {
        @Override
        public void appendTo(StringBuilder out) {
            withPlayers(out, "bto", players);
        }
    }

    /** {@code (mark UNUMSET)}: mark these opponents. */
    record Mark(UnumSet players) implements Action {
        @Override
        public void appendTo(StringBuilder out) {
            withPlayers(out, "mark", players);
        }
    }

    /** {@code (markl UNUMSET)}: mark the passing line to these opponents. */
    record MarkLineToPlayers(UnumSet players) implements Action {
        @Override
        public void appendTo(StringBuilder out) {
            withPlayers(out, "markl", players);
        }
    }

    /** {@code (markl REGION)}: mark the passing line to the region. */
    record MarkLineToRegion(Region region) implements Action {
        @Override
        public void appendTo(StringBuilder out) {
            withRegion(out, "markl", region);
        }
    }

    /** {@code (oline REGION)}: the offside line. */
    record OffsideLine(Region region) implements Action {
        @Override
        public void appendTo(StringBuilder out) {
            withRegion(out, "oline", region);
        }
    }

    /** {@code (htype TYPE)}: the heterogeneous player type. */
    record HeteroType(int type) implements Action {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(htype ").append(type).append(')');
        }
    }

    /** An action defined by {@code definea}, by its name (without quotes); prints {@code "NAME"}. */
    record Named(String name) implements Action {
        @Override
        public void appendTo(StringBuilder out) {
            Print.quoted(out, name);
        }
    }

    /** {@code (pass REGION)}. */
    record PassToRegion(Region region) implements Action {
        @Override
        public void appendTo(StringBuilder out) {
            withRegion(out, "pass", region);
        }
    }

    /** {@code (pass UNUMSET)}. */
    record PassToPlayers(UnumSet players) implements Action {
        @Override
        public void appendTo(StringBuilder out) {
            withPlayers(out, "pass", players);
        }
    }

    /** {@code (dribble REGION)}. */
    record Dribble(Region region) implements Action {
        @Override
        public void appendTo(StringBuilder out) {
            withRegion(out, "dribble", region);
        }
    }

    /** {@code (clear REGION)}: clear the ball to the region. */
    record Clear(Region region) implements Action {
        @Override
        public void appendTo(StringBuilder out) {
            withRegion(out, "clear", region);
        }
    }

    /** {@code (shoot)}. */
    record Shoot() implements Action {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(shoot)");
        }
    }

    /** {@code (hold)}. */
    record Hold() implements Action {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(hold)");
        }
    }

    /** {@code (intercept)}. */
    record Intercept() implements Action {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(intercept)");
        }
    }

    /** {@code (tackle UNUMSET)}. */
    record Tackle(UnumSet players) implements Action {
        @Override
        public void appendTo(StringBuilder out) {
            withPlayers(out, "tackle", players);
        }
    }

    private static void withRegion(StringBuilder out, String keyword, Region region) {
        out.append('(').append(keyword).append(' ');
        region.appendTo(out);
        out.append(')');
    }

    private static void withPlayers(StringBuilder out, String keyword, UnumSet players) {
        out.append('(').append(keyword).append(' ');
        players.appendTo(out);
        out.append(')');
    }
}
