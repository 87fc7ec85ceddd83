package org.pitch.protocol.clang.tree;

/** One item of a {@code define} message: a name for a construct. Names are held without quotes. */
public sealed interface Definition extends ClangElement {

    /** {@code (definec "NAME" CONDITION)}. */
    record OfCondition(String name, Condition condition) implements Definition {
        @Override
        public void appendTo(StringBuilder out) {
            open(out, "definec", name);
            condition.appendTo(out);
            out.append(')');
        }
    }

    /** {@code (defined "NAME" DIRECTIVE)}. */
    record OfDirective(String name, Directive directive) implements Definition {
        @Override
        public void appendTo(StringBuilder out) {
            open(out, "defined", name);
            directive.appendTo(out);
            out.append(')');
        }
    }

    /** {@code (definer "NAME" REGION)}. */
    record OfRegion(String name, Region region) implements Definition {
        @Override
        public void appendTo(StringBuilder out) {
            open(out, "definer", name);
            region.appendTo(out);
            out.append(')');
        }
    }

    /** {@code (definea "NAME" ACTION)}. */
    record OfAction(String name, Action action) implements Definition {
        @Override
        public void appendTo(StringBuilder out) {
            open(out, "definea", name);
            action.appendTo(out);
            out.append(')');
        }
    }

    /** {@code (definerule NAME model|direc RULE)} (version 8); the name is a VAR, unquoted. */
    record OfRule(String name, RuleMode mode, Rule rule) implements Definition {
        @Override
        public void appendTo(StringBuilder out) {
            out.append("(definerule ").append(name).append(' ').append(mode.word()).append(' ');
            rule.appendTo(out);
            out.append(')');
        }
    }

    private static void open(StringBuilder out, String keyword, String name) {
        out.append('(').append(keyword).append(' ');
        Print.quoted(out, name);
        out.append(' ');
    }
}
