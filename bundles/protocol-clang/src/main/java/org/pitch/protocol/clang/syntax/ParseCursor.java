package org.pitch.protocol.clang.syntax;

import static org.pitch.protocol.clang.syntax.LexemeKind.END;
import static org.pitch.protocol.clang.syntax.LexemeKind.INT;
import static org.pitch.protocol.clang.syntax.LexemeKind.REAL;
import static org.pitch.protocol.clang.syntax.LexemeKind.RIGHT_PAREN;

import java.util.ArrayList;
import java.util.List;

import org.pitch.api.clang.ClangSyntaxException;
import org.pitch.protocol.clang.tree.VersionRange;

/**
 * The state of one parse that every grammar part shares: the lexemes and the position in them,
 * the depth of rcssserver's parser stack ({@link ParserStack}) and the version range read so far.
 * Each grammar rule marks where it begins ({@link #mark()}) and reduces when it is complete
 * ({@link #reduce}); each versioned construct calls {@link #restrict} once read completely.
 */
final class ParseCursor {

    private final List<Lexeme> lexemes;
    private int next;
    private final ParserStack stack = new ParserStack();
    private VersionRange range = VersionRange.UNSET;

    ParseCursor(List<Lexeme> lexemes) {
        this.lexemes = lexemes;
    }

    // ---------------------------------------------------------------- looking ahead

    Lexeme peek() {
        return peek(0);
    }

    Lexeme peek(int ahead) {
        return lexemes.get(Math.min(next + ahead, lexemes.size() - 1));
    }

    boolean at(LexemeKind kind) {
        return peek().is(kind);
    }

    boolean atKeyword(String word) {
        return peek().isKeyword(word);
    }

    // ---------------------------------------------------------------- consuming

    /** Consumes the next lexeme, which rcssserver's parser shifts onto its stack. */
    Lexeme take() throws ClangSyntaxException {
        Lexeme lexeme = peek();
        if (lexeme.is(END)) {
            throw unexpected(lexeme, "more");
        }
        next++;
        stack.shift(lexeme);
        return lexeme;
    }

    void skip(int count) throws ClangSyntaxException {
        for (int i = 0; i < count; i++) {
            take();
        }
    }

    Lexeme expect(LexemeKind kind, String what) throws ClangSyntaxException {
        if (!at(kind)) {
            throw unexpected(peek(), what);
        }
        return take();
    }

    void expectKeyword(String word) throws ClangSyntaxException {
        if (!atKeyword(word)) {
            throw unexpected(peek(), "'" + word + "'");
        }
        take();
    }

    /** NUM: an INT (its atoi value, as a double) or a REAL. */
    double number() throws ClangSyntaxException {
        Lexeme number = take();
        if (number.is(INT)) {
            return number.intValue();
        }
        if (number.is(REAL)) {
            return number.realValue();
        }
        throw unexpected(number, "a number");
    }

    static ClangSyntaxException unexpected(Lexeme found, String expected) {
        return new ClangSyntaxException("expected " + expected + ", found " + found.describe());
    }

    // ---------------------------------------------------------------- lists

    /** Reads one item of a list. */
    @FunctionalInterface
    interface Item<T> {
        T read() throws ClangSyntaxException;
    }

    /**
     * One or more items up to the ')' after them, which it leaves: a left-recursive list
     * ({@code list : list item | item}), one symbol on the parser stack however long.
     */
    <T> List<T> itemsBeforeParen(Item<T> item) throws ClangSyntaxException {
        int listBase = mark();
        List<T> items = new ArrayList<>();
        do {
            items.add(item.read());
            reduce(listBase);
        } while (!at(RIGHT_PAREN));
        return items;
    }

    /** One or more items and the ')' after them, which it takes. */
    <T> List<T> itemsAndParen(Item<T> item) throws ClangSyntaxException {
        List<T> items = itemsBeforeParen(item);
        take();
        return items;
    }

    // ---------------------------------------------------------------- parser stack

    /** Where a grammar rule being started begins on rcssserver's parser stack. */
    int mark() {
        return stack.mark();
    }

    /** The rule that began at {@code base} is complete. */
    void reduce(int base) {
        stack.reduce(base);
    }

    // ---------------------------------------------------------------- version range

    VersionRange restrict(long version) {
        return restrict(version, version);
    }

    VersionRange restrict(long low, long high) {
        range = range.restrict(low, high);
        return range;
    }
}
