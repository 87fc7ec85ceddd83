package org.pitch.protocol.clang.tree;

import java.util.List;

/** What some players should (or should not) do. */
public sealed interface Directive extends ClangElement {

    /**
     * {@code (do|dont our|opp UNUMSET ACTION ...)}. rcssserver prints the actions back to back,
     * with no space between them: {@code (do our {1} (pos (pt 1 2))(home (pt 3 4)))}.
     *
     * @param positive {@code do} rather than {@code dont}
     */
    record Command(boolean positive, Team team, UnumSet players, List<Action> actions) implements Directive {
        public Command {
            actions = List.copyOf(actions);
        }

        @Override
        public void appendTo(StringBuilder out) {
            out.append('(').append(positive ? "do" : "dont").append(' ').append(team.word()).append(' ');
            players.appendTo(out);
            out.append(' ');
            Print.backToBack(out, actions);
            out.append(')');
        }
    }

    /** A directive defined by {@code defined}, by its name (without quotes); prints {@code "NAME"}. */
    record Named(String name) implements Directive {
        @Override
        public void appendTo(StringBuilder out) {
            Print.quoted(out, name);
        }
    }
}
