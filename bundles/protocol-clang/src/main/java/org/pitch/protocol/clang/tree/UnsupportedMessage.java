package org.pitch.protocol.clang.tree;

import org.pitch.api.clang.ClangType;

/**
 * {@code (unsupported_clang)}. It parses, but an online coach saying it gets no reply and nothing
 * is queued (spec 2.3.1); it is also what players hear instead of a message they do not support.
 */
public record UnsupportedMessage(VersionRange range) implements CoachMessage {
    @Override
    public ClangType type() {
        return ClangType.UNSUPPORTED;
    }

    @Override
    public void appendTo(StringBuilder out) {
        out.append("(unsupported_clang)");
    }
}
