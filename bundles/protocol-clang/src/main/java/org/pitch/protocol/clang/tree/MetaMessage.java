package org.pitch.protocol.clang.tree;

import java.util.List;

import org.pitch.api.clang.ClangType;

/** {@code (meta (ver V) ...)}: the CLang versions the coach speaks; they print {@code %g}. */
public record MetaMessage(List<Double> versions, VersionRange range) implements CoachMessage {
    public MetaMessage {
        versions = List.copyOf(versions);
    }

    @Override
    public ClangType type() {
        return ClangType.META;
    }

    @Override
    public void appendTo(StringBuilder out) {
        out.append("(meta");
        for (double version : versions) {
            out.append(" (ver ");
            Print.real(out, version);
            out.append(')');
        }
        out.append(')');
    }
}
