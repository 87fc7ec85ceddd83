package org.pitch.protocol.clang.tree;

import java.util.List;

/** One item of an {@code info} or {@code advice} message. */
public sealed interface Token extends ClangElement {

    /** {@code (TTL CONDITION DIRECTIVE ...)}: for TTL cycles, if the condition holds, the directives. */
    record Conditional(int ttl, Condition condition, List<Directive> directives) implements Token {
        public Conditional {
            directives = List.copyOf(directives);
        }

        @Override
        public void appendTo(StringBuilder out) {
            out.append('(').append(ttl).append(' ');
            condition.appendTo(out);
            Print.spaced(out, directives);
            out.append(')');
        }
    }

    /** {@code (clear)}: forget the earlier advice. */
    record Clear() implements Token {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(clear)");
        }
    }
}
