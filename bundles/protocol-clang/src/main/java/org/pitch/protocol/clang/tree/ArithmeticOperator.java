package org.pitch.protocol.clang.tree;

/** An operator of point arithmetic, {@code ((pt 1 1) + (pt 2 2))}. */
public enum ArithmeticOperator {
    PLUS("+"), MINUS("-"), TIMES("*"), DIVIDED_BY("/");

    private final String symbol;

    ArithmeticOperator(String symbol) { this.symbol = symbol; }

    public String symbol() { return symbol; }

    /** Whether it binds tighter than {@code +} and {@code -}. */
    public boolean isMultiplicative() { return this == TIMES || this == DIVIDED_BY; }
}
