package org.pitch.protocol.clang.syntax;

import org.pitch.api.clang.ClangSyntaxException;

/**
 * rcssserver's limit on the names of a CLang message: at most {@value #LIMIT} characters, counted
 * on a VAR as written, on most STRs without their quotes, but on the STRs of a named condition,
 * of {@code (unum STR ...)} and of {@code (pt our STR)} with them.
 */
final class ClangNames {

    static final int LIMIT = 8;

    private ClangNames() {
    }

    /** The next lexeme, a STR naming a definition, whose quotes do not count. */
    static String nextWithoutQuotes(ParseCursor in) throws ClangSyntaxException {
        return withoutQuotes(in.expect(LexemeKind.STR, "a quoted name"));
    }

    /** The next lexeme, a STR whose quotes count. */
    static String nextWithQuotes(ParseCursor in) throws ClangSyntaxException {
        return withQuotes(in.expect(LexemeKind.STR, "a quoted name"));
    }

    /** A VAR's name. */
    static String var(Lexeme var) throws ClangSyntaxException {
        if (var.text().length() > LIMIT) {
            throw tooLong(var, "");
        }
        return var.text();
    }

    /** A STR's name, whose quotes do not count. */
    static String withoutQuotes(Lexeme str) throws ClangSyntaxException {
        String name = str.unquoted();
        if (name.length() > LIMIT) {
            throw tooLong(str, " without its quotes");
        }
        return name;
    }

    /** A STR's name, whose quotes count. */
    static String withQuotes(Lexeme str) throws ClangSyntaxException {
        if (str.text().length() > LIMIT) {
            throw tooLong(str, " with its quotes");
        }
        return str.unquoted();
    }

    private static ClangSyntaxException tooLong(Lexeme name, String counting) {
        return new ClangSyntaxException("name " + name.describe() + " is longer than " + LIMIT
                + " characters" + counting);
    }
}
