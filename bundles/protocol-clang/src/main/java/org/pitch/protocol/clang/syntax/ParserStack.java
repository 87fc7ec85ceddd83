package org.pitch.protocol.clang.syntax;

import org.pitch.api.clang.ClangSyntaxException;

/**
 * How many grammar symbols rcssserver's bison parser would hold on its stack at this point of
 * the parse, and its limit. That parser keeps its stack in a fixed array of 200 states (bison's
 * initial depth: it cannot grow it, because its value type is not trivially copyable C++), so a
 * message whose parse needs 200 states, i.e. 199 symbols, fails. That happens at a nesting depth
 * of some 180 parentheses, far below the size of a datagram.
 *
 * <p>The parser reports each lexeme it consumes ({@link #shift}) and, when it has read a whole
 * grammar rule that began at {@link #mark()}, replaces the rule's symbols by the one they reduce
 * to ({@link #reduce}). A left-recursive list ({@code token_list : token_list token | token}) is
 * one symbol, so items after the first are read one symbol deeper than the first.
 */
final class ParserStack {

    /** bison's YYINITDEPTH, which rcssserver's parser cannot exceed; one state is the start state. */
    static final int STATE_LIMIT = 200;

    private int symbols;

    /** The symbols on the stack now: where a rule being started begins. */
    int mark() {
        return symbols;
    }

    /** A lexeme is pushed. */
    void shift(Lexeme lexeme) throws ClangSyntaxException {
        symbols++;
        if (symbols + 1 >= STATE_LIMIT) {
            throw new ClangSyntaxException("nested too deeply at " + lexeme.describe()
                    + ": rcssserver's parser stack holds fewer than " + STATE_LIMIT + " states");
        }
    }

    /** The rule that began at {@code base} is complete: its symbols become one. */
    void reduce(int base) {
        symbols = base + 1;
    }
}
