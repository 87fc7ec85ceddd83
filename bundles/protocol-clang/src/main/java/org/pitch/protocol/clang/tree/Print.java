package org.pitch.protocol.clang.tree;

import java.util.List;

import org.pitch.wire.RcssNumbers;

/** The few printing patterns that rcssserver's CLang classes share. */
final class Print {
    private Print() {
    }

    /** Each element preceded by one space: {@code (info T T)}, {@code (and C C)}, {@code (reg R R)}. */
    static void spaced(StringBuilder out, List<? extends ClangElement> elements) {
        for (ClangElement element : elements) {
            out.append(' ');
            element.appendTo(out);
        }
    }

    /** The elements with nothing between them: a directive's actions, a rule message's activations. */
    static void backToBack(StringBuilder out, List<? extends ClangElement> elements) {
        for (ClangElement element : elements) {
            element.appendTo(out);
        }
    }

    /** A real as C++ {@code ostream << double} prints it ({@code %g}, 6 significant digits). */
    static void real(StringBuilder out, double value) {
        out.append(RcssNumbers.toString(value));
    }

    /** {@code "NAME"}. */
    static void quoted(StringBuilder out, String name) {
        out.append('"').append(name).append('"');
    }
}
