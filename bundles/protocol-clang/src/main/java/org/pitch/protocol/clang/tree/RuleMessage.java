package org.pitch.protocol.clang.tree;

import java.util.List;

import org.pitch.api.clang.ClangType;

/**
 * {@code (rule (on IDS) (off IDS) ...)} (version 8): switches defined rules on and off. Printed
 * with one space after {@code rule} and the activations back to back:
 * {@code (rule (on X)(off (A B)))}.
 */
public record RuleMessage(List<Activation> activations, VersionRange range) implements CoachMessage {
    public RuleMessage {
        activations = List.copyOf(activations);
    }

    @Override
    public ClangType type() {
        return ClangType.RULE;
    }

    @Override
    public void appendTo(StringBuilder out) {
        out.append("(rule ");
        Print.backToBack(out, activations);
        out.append(')');
    }
}
