package org.pitch.protocol.clang.syntax;

import static org.pitch.protocol.clang.syntax.LexemeKind.COMPARISON;
import static org.pitch.protocol.clang.syntax.LexemeKind.INT;
import static org.pitch.protocol.clang.syntax.LexemeKind.KEYWORD;
import static org.pitch.protocol.clang.syntax.LexemeKind.LEFT_PAREN;
import static org.pitch.protocol.clang.syntax.LexemeKind.PLAY_MODE;
import static org.pitch.protocol.clang.syntax.LexemeKind.RIGHT_PAREN;
import static org.pitch.protocol.clang.syntax.LexemeKind.STR;
import static org.pitch.protocol.clang.syntax.LexemeKind.VAR;

import java.util.List;

import org.pitch.api.clang.ClangSyntaxException;
import org.pitch.protocol.clang.tree.ClangPlayMode;
import org.pitch.protocol.clang.tree.ComparisonOperator;
import org.pitch.protocol.clang.tree.Condition;
import org.pitch.protocol.clang.tree.Quantity;
import org.pitch.protocol.clang.tree.Team;
import org.pitch.protocol.clang.tree.Unum;
import org.pitch.protocol.clang.tree.UnumSet;

/** Conditions: constants, positions, owners, play modes, comparisons and their logic. */
final class ConditionParser {

    private final ParseCursor in;
    private final RegionParser regions;

    ConditionParser(ParseCursor in, RegionParser regions) {
        this.in = in;
        this.regions = regions;
    }

    Condition condition() throws ClangSyntaxException {
        if (in.at(STR)) {
            return new Condition.Named(ClangNames.nextWithQuotes(in));
        }
        int base = in.mark();
        in.expect(LEFT_PAREN, "a condition");
        Condition condition;
        if (in.at(INT) || atQuantity()) {
            condition = comparison();
            in.expect(RIGHT_PAREN, "')'");
            in.restrict(8);
            in.reduce(base);
            return condition;
        }
        Lexeme head = in.take();
        switch (head.is(KEYWORD) ? head.text() : "") {
            case "true" -> condition = new Condition.Constant(true);
            case "false" -> condition = new Condition.Constant(false);
            case "ppos" -> {
                Team team = PlayerParser.team(in);
                UnumSet unums = PlayerParser.unumSet(in);
                int min = in.expect(INT, "the least number of players").intValue();
                int max = in.expect(INT, "the most number of players").intValue();
                condition = new Condition.PlayerPosition(team, unums, min, max, regions.region());
            }
            case "bpos" -> condition = new Condition.BallPosition(regions.region());
            case "bowner" -> condition = new Condition.BallOwner(PlayerParser.team(in), PlayerParser.unumSet(in));
            case "playm" -> condition = new Condition.PlayModeIs(playMode());
            case "and" -> condition = new Condition.And(conditionList());
            case "or" -> condition = new Condition.Or(conditionList());
            case "not" -> condition = new Condition.Not(condition());
            case "unum" -> {
                Unum variable = in.at(STR) ? new Unum.Named(ClangNames.nextWithQuotes(in))
                        : new Unum.Variable(ClangNames.var(in.expect(VAR, "a variable or a string")));
                condition = new Condition.UnumIn(variable, PlayerParser.unumSet(in));
            }
            default -> throw ParseCursor.unexpected(head, "a condition");
        }
        in.expect(RIGHT_PAREN, "')'");
        if (condition instanceof Condition.UnumIn) {
            in.restrict(8);
        }
        in.reduce(base);
        return condition;
    }

    private boolean atQuantity() {
        return in.at(KEYWORD) && quantityNamed(in.peek().text()) != null;
    }

    /** {@code QUANTITY OP INT} or {@code INT OP QUANTITY}, held with the quantity first. */
    private Condition comparison() throws ClangSyntaxException {
        int base = in.mark();
        Lexeme first = in.take();
        ComparisonOperator operator = comparisonOperator();
        Lexeme second = in.take();
        Condition comparison;
        if (first.is(INT)) {
            comparison = new Condition.Comparison(quantity(second), operator.mirrored(), first.intValue());
        } else if (second.is(INT)) {
            comparison = new Condition.Comparison(quantity(first), operator, second.intValue());
        } else {
            throw ParseCursor.unexpected(second, "a number");
        }
        in.reduce(base);
        return comparison;
    }

    /** One or more conditions; the caller takes the ')' after them. */
    private List<Condition> conditionList() throws ClangSyntaxException {
        return in.itemsBeforeParen(this::condition);
    }

    private ComparisonOperator comparisonOperator() throws ClangSyntaxException {
        String symbol = in.expect(COMPARISON, "a comparison operator").text();
        return Vocabulary.known(ComparisonOperator.values(), ComparisonOperator::symbol, symbol, "comparison");
    }

    private static Quantity quantity(Lexeme word) throws ClangSyntaxException {
        Quantity quantity = word.is(KEYWORD) ? quantityNamed(word.text()) : null;
        if (quantity == null) {
            throw ParseCursor.unexpected(word, "time, opp_goals, our_goals or goal_diff");
        }
        return quantity;
    }

    private static Quantity quantityNamed(String word) {
        return Vocabulary.find(Quantity.values(), Quantity::word, word);
    }

    private ClangPlayMode playMode() throws ClangSyntaxException {
        String word = in.expect(PLAY_MODE, "a play mode").text();
        return Vocabulary.known(ClangPlayMode.values(), ClangPlayMode::word, word, "play mode");
    }
}
