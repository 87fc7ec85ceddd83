package org.pitch.protocol.clang.tree;

import java.util.List;

/** The body of a {@code definerule}. */
public sealed interface Rule extends ClangElement {

    /** {@code (CONDITION DIRECTIVE ...)}. */
    record Simple(Condition condition, List<Directive> directives) implements Rule {
        public Simple {
            directives = List.copyOf(directives);
        }

        @Override
        public void appendTo(StringBuilder out) {
            out.append('(');
            condition.appendTo(out);
            Print.spaced(out, directives);
            out.append(')');
        }
    }

    /** {@code (CONDITION RULE ...)}. */
    record Nested(Condition condition, List<Rule> rules) implements Rule {
        public Nested {
            rules = List.copyOf(rules);
        }

        @Override
        public void appendTo(StringBuilder out) {
            out.append('(');
            condition.appendTo(out);
            Print.spaced(out, rules);
            out.append(')');
        }
    }

    /** Other rules, by id: {@code A}, {@code (A B)} or {@code all}. */
    record ByIds(RuleIds ids) implements Rule {
        @Override
        public void appendTo(StringBuilder out) {
            ids.appendTo(out);
        }
    }
}
