package org.pitch.protocol.clang.tree;

/** The comparison of a {@code (time OP N)}-like condition. */
public enum ComparisonOperator {
    LESS("<"), LESS_EQUAL("<="), EQUAL("=="), NOT_EQUAL("!="), GREATER_EQUAL(">="), GREATER(">");

    private final String symbol;

    ComparisonOperator(String symbol) { this.symbol = symbol; }

    public String symbol() { return symbol; }

    /**
     * The operator with its operands swapped: {@code 10 < time} is {@code time > 10}. rcssserver
     * stores every comparison with the quantity first.
     */
    public ComparisonOperator mirrored() {
        return switch (this) {
            case LESS -> GREATER;
            case LESS_EQUAL -> GREATER_EQUAL;
            case GREATER_EQUAL -> LESS_EQUAL;
            case GREATER -> LESS;
            case EQUAL, NOT_EQUAL -> this;
        };
    }
}
