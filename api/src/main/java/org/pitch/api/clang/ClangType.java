package org.pitch.api.clang;

/** The message types of the coach language, and the names rcssserver uses in its error tokens. */
public enum ClangType {
    META("meta"), FREEFORM("freeform"), INFO("info"), ADVICE("advice"), DEFINE("define"), RULE("rule"),
    DELETE("del"), UNSUPPORTED("unsupported_clang");

    private final String errorName;

    ClangType(String errorName) { this.errorName = errorName; }

    /** The name in {@code (error said_too_many_NAME_messages)}. */
    public String errorName() { return errorName; }
}
