package org.pitch.protocol.clang.tree;

import java.util.List;

import org.pitch.api.clang.ClangType;

/** {@code (advice TOKEN ...)}: what the coach recommends. */
public record AdviceMessage(List<Token> tokens, VersionRange range) implements CoachMessage {
    public AdviceMessage {
        tokens = List.copyOf(tokens);
    }

    @Override
    public ClangType type() {
        return ClangType.ADVICE;
    }

    @Override
    public void appendTo(StringBuilder out) {
        out.append("(advice");
        Print.spaced(out, tokens);
        out.append(')');
    }
}
