package org.pitch.protocol.clang.tree;

import java.util.List;

import org.pitch.api.clang.ClangType;

/** {@code (define DEFINITION ...)}: names for conditions, directives, regions, actions and rules. */
public record DefineMessage(List<Definition> definitions, VersionRange range) implements CoachMessage {
    public DefineMessage {
        definitions = List.copyOf(definitions);
    }

    @Override
    public ClangType type() {
        return ClangType.DEFINE;
    }

    @Override
    public void appendTo(StringBuilder out) {
        out.append("(define");
        Print.spaced(out, definitions);
        out.append(')');
    }
}
