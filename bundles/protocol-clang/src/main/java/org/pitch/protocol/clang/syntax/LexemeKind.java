package org.pitch.protocol.clang.syntax;

/** The classes of CLang lexemes the grammar tells apart. */
enum LexemeKind {
    LEFT_PAREN, RIGHT_PAREN, LEFT_BRACE, RIGHT_BRACE,
    /** A reserved word with no class of its own, e.g. {@code pos}; its text says which. */
    KEYWORD,
    /** {@code our} or {@code opp}. */
    TEAM,
    /** {@code do} or {@code dont}. */
    DO_DONT,
    /** {@code on} or {@code off}. */
    ON_OFF,
    /** A play-mode word such as {@code play_on} or {@code ko_our}. */
    PLAY_MODE,
    /** One of the single letters {@code p d c s}. */
    BALL_MOVE,
    /** {@code < <= == != >= >}. */
    COMPARISON,
    /** {@code + - * /}. */
    ARITHMETIC,
    INT, REAL,
    /** A double-quoted string; the text includes the quotes. */
    STR,
    /** A name that is not a reserved word. */
    VAR,
    /** After the last lexeme. */
    END
}
