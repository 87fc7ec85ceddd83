package org.pitch.protocol.clang.tree;

import java.util.List;

/**
 * A set of uniform numbers, {@code {1 2 X}}. {@code members} are in written order; rcssserver
 * prints them <em>reversed</em> ({@code {X 2 1}}), one space apart, duplicates kept.
 */
public record UnumSet(List<Unum> members) implements ClangElement {

    public UnumSet {
        members = List.copyOf(members);
    }

    @Override
    public void appendTo(StringBuilder out) {
        out.append('{');
        // rcssserver builds the set by popping its parse stack, which reverses it
        for (int i = members.size() - 1; i >= 0; i--) {
            members.get(i).appendTo(out);
            if (i > 0) {
                out.append(' ');
            }
        }
        out.append('}');
    }
}
