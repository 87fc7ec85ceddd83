package org.pitch.protocol.clang.syntax;

import java.util.function.Function;

/** Finds the tree's constant that a word of the text names, e.g. the {@code Quantity} of {@code time}. */
final class Vocabulary {

    private Vocabulary() {
    }

    /** The constant whose word is {@code text}, or null. */
    static <E> E find(E[] constants, Function<E, String> word, String text) {
        for (E constant : constants) {
            if (word.apply(constant).equals(text)) {
                return constant;
            }
        }
        return null;
    }

    /** The constant whose word is {@code text}, which the lexer only makes of known words. */
    static <E> E known(E[] constants, Function<E, String> word, String text, String what) {
        E constant = find(constants, word, text);
        if (constant == null) {
            throw new IllegalStateException("the lexer made an unknown " + what + " " + text);
        }
        return constant;
    }
}
