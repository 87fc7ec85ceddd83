package org.pitch.protocol.clang.tree;

/** A piece of a coach-language message that prints itself as rcssserver prints it back. */
public interface ClangElement {
    /** Appends this construct's rcssserver text to {@code out}. */
    void appendTo(StringBuilder out);
}
