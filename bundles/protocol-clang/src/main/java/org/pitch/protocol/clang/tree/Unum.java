package org.pitch.protocol.clang.tree;

/**
 * One uniform number as CLang writes it: a number, a variable ({@code X}, version 8) or a quoted
 * name ({@code "X"}, version 8).
 */
public sealed interface Unum extends ClangElement {

    /**
     * As it prints inside a set; the same, except that a {@link Named} keeps its quotes, where it
     * is the subject of {@code (unum "S" SET)} or {@code (pt our "S")}.
     */
    void appendAsSubject(StringBuilder out);

    /**
     * A uniform number written as an INT (0 means any player, 1-11 a player). rcssserver keeps it
     * as an unsigned enumeration whose value 12 means "none": it prints as an unsigned int
     * ({@code -1} as {@code 4294967295}), and 12 as {@code (null)}.
     *
     * @param value the value C's {@code atoi} read from the text
     */
    record Number(int value) implements Unum {
        /** rcssserver's "no uniform number" value, which prints {@code (null)}. */
        public static final int NONE = 12;

        @Override
        public void appendTo(StringBuilder out) {
            if (value == NONE) {
                out.append("(null)");
            } else {
                out.append(Integer.toUnsignedString(value));
            }
        }

        @Override
        public void appendAsSubject(StringBuilder out) {
            appendTo(out);
        }
    }

    /** A uniform-number variable written as a VAR, e.g. {@code X}; prints as written. */
    record Variable(String name) implements Unum {
        @Override
        public void appendTo(StringBuilder out) {
            out.append(name);
        }

        @Override
        public void appendAsSubject(StringBuilder out) {
            appendTo(out);
        }
    }

    /**
     * A uniform-number variable written as a STR, {@code "X"}; {@code name} is without the
     * quotes. In a set rcssserver strips the quotes (prints {@code X}); as the subject of
     * {@code (unum "X" SET)} or {@code (pt our "X")} it keeps them as part of the name (prints
     * {@code "X"}), so in rcssserver the two are different variables.
     */
    record Named(String name) implements Unum {
        @Override
        public void appendTo(StringBuilder out) {
            out.append(name);
        }

        @Override
        public void appendAsSubject(StringBuilder out) {
            Print.quoted(out, name);
        }
    }
}
