package org.pitch.protocol.clang.tree;

import java.util.List;

/**
 * The rules an activation, a deletion or an id-list rule names: {@code all} (held as no ids), one
 * id, or several. Prints {@code all}, {@code A} (also when written {@code (A)}) or {@code (A B)}.
 */
public record RuleIds(List<String> ids) implements ClangElement {

    /** {@code all}. */
    public static final RuleIds ALL = new RuleIds(List.of());

    public RuleIds {
        ids = List.copyOf(ids);
    }

    /** Whether it means every rule. */
    public boolean isAll() {
        return ids.isEmpty();
    }

    @Override
    public void appendTo(StringBuilder out) {
        if (ids.isEmpty()) {
            out.append("all");
        } else if (ids.size() == 1) {
            out.append(ids.get(0));
        } else {
            out.append('(').append(String.join(" ", ids)).append(')');
        }
    }
}
