package org.pitch.protocol.clang.tree;

/** One item of a {@code rule} message: {@code (on IDS)} or {@code (off IDS)}. */
public record Activation(boolean on, RuleIds ids) implements ClangElement {
    @Override
    public void appendTo(StringBuilder out) {
        out.append(on ? "(on " : "(off ");
        ids.appendTo(out);
        out.append(')');
    }
}
