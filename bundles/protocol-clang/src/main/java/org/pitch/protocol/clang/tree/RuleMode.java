package org.pitch.protocol.clang.tree;

/** Whether a {@code definerule} defines a model rule or a directive rule. */
public enum RuleMode {
    MODEL("model"), DIRECTIVE("direc");

    private final String word;

    RuleMode(String word) { this.word = word; }

    public String word() { return word; }
}
