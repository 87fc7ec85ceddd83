package org.pitch.api.clang;

/** A coach's say that is not a CLang message: where and why, for logs and tests. */
public final class ClangSyntaxException extends Exception {
    private static final long serialVersionUID = 1L;

    public ClangSyntaxException(String message) { super(message); }
}
