package org.pitch.protocol.clang.tree;

import org.pitch.api.clang.ClangType;

/** {@code (delete IDS)} (version 8): forgets defined rules. */
public record DeleteMessage(RuleIds ids, VersionRange range) implements CoachMessage {
    @Override
    public ClangType type() {
        return ClangType.DELETE;
    }

    @Override
    public void appendTo(StringBuilder out) {
        out.append("(delete ");
        ids.appendTo(out);
        out.append(')');
    }
}
