package org.pitch.protocol.clang.tree;

import org.pitch.api.clang.ClangType;

/** {@code (freeform "TEXT")}; {@code text} is without the quotes. */
public record FreeformMessage(String text, VersionRange range) implements CoachMessage {
    @Override
    public ClangType type() {
        return ClangType.FREEFORM;
    }

    @Override
    public void appendTo(StringBuilder out) {
        out.append("(freeform ");
        Print.quoted(out, text);
        out.append(')');
    }
}
