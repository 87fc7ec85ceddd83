package org.pitch.protocol.clang.syntax;

import static org.pitch.protocol.clang.syntax.LexemeKind.LEFT_PAREN;
import static org.pitch.protocol.clang.syntax.LexemeKind.ON_OFF;
import static org.pitch.protocol.clang.syntax.LexemeKind.RIGHT_PAREN;
import static org.pitch.protocol.clang.syntax.LexemeKind.VAR;

import java.util.List;

import org.pitch.api.clang.ClangSyntaxException;
import org.pitch.protocol.clang.tree.Activation;
import org.pitch.protocol.clang.tree.Condition;
import org.pitch.protocol.clang.tree.Definition;
import org.pitch.protocol.clang.tree.Rule;
import org.pitch.protocol.clang.tree.RuleIds;
import org.pitch.protocol.clang.tree.RuleMode;

/** Rules (version 8): their definitions, the ids that name them and their activations. */
final class RuleParser {

    private final ParseCursor in;
    private final ConditionParser conditions;
    private final DirectiveParser directives;

    RuleParser(ParseCursor in, ConditionParser conditions, DirectiveParser directives) {
        this.in = in;
        this.conditions = conditions;
        this.directives = directives;
    }

    /** {@code NAME model|direc RULE}, after {@code (definerule}. */
    Definition ruleDefinition() throws ClangSyntaxException {
        int base = in.mark();
        String name = ClangNames.var(in.expect(VAR, "a rule name"));
        RuleMode mode;
        if (in.atKeyword("model")) {
            mode = RuleMode.MODEL;
        } else if (in.atKeyword("direc")) {
            mode = RuleMode.DIRECTIVE;
        } else {
            throw ParseCursor.unexpected(in.peek(), "'model' or 'direc'");
        }
        in.take();
        Definition definition = new Definition.OfRule(name, mode, rule());
        in.reduce(base);
        return definition;
    }

    /** The {@code (on|off IDS)} of a rule message, and the ')' after them. */
    List<Activation> activations() throws ClangSyntaxException {
        return in.itemsAndParen(this::activation);
    }

    private Activation activation() throws ClangSyntaxException {
        int base = in.mark();
        in.expect(LEFT_PAREN, "'(on' or '(off'");
        boolean on = in.expect(ON_OFF, "'on' or 'off'").text().equals("on");
        Activation activation = new Activation(on, ruleIds());
        in.expect(RIGHT_PAREN, "')'");
        in.reduce(base);
        return activation;
    }

    /** {@code VAR}, {@code (VAR ...)} or {@code all}. */
    RuleIds ruleIds() throws ClangSyntaxException {
        int base = in.mark();
        RuleIds ids;
        if (in.at(VAR)) {
            ids = new RuleIds(List.of(ClangNames.var(in.take())));
        } else if (in.atKeyword("all")) {
            in.take();
            ids = RuleIds.ALL;
        } else {
            in.expect(LEFT_PAREN, "a rule id, '(' or 'all'");
            ids = new RuleIds(in.itemsAndParen(() -> ClangNames.var(in.expect(VAR, "a rule id"))));
        }
        in.reduce(base);
        return ids;
    }

    private Rule rule() throws ClangSyntaxException {
        if (in.at(VAR) || in.atKeyword("all") || (in.at(LEFT_PAREN) && in.peek(1).is(VAR))) {
            return new Rule.ByIds(ruleIds());
        }
        int base = in.mark();
        in.expect(LEFT_PAREN, "a rule");
        Condition condition = conditions.condition();
        Rule rule;
        if (directives.atDirective()) {
            rule = new Rule.Simple(condition, directives.directives());
        } else {
            rule = new Rule.Nested(condition, in.itemsAndParen(this::rule));
        }
        in.reduce(base);
        return rule;
    }
}
