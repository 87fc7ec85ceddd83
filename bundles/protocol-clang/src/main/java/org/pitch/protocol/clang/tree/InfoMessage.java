package org.pitch.protocol.clang.tree;

import java.util.List;

import org.pitch.api.clang.ClangType;

/** {@code (info TOKEN ...)}: what the coach believes. */
public record InfoMessage(List<Token> tokens, VersionRange range) implements CoachMessage {
    public InfoMessage {
        tokens = List.copyOf(tokens);
    }

    @Override
    public ClangType type() {
        return ClangType.INFO;
    }

    @Override
    public void appendTo(StringBuilder out) {
        out.append("(info");
        Print.spaced(out, tokens);
        out.append(')');
    }
}
