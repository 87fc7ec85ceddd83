package org.pitch.protocol.clang.syntax;

import static org.pitch.protocol.clang.syntax.LexemeKind.END;
import static org.pitch.protocol.clang.syntax.LexemeKind.INT;
import static org.pitch.protocol.clang.syntax.LexemeKind.KEYWORD;
import static org.pitch.protocol.clang.syntax.LexemeKind.LEFT_PAREN;
import static org.pitch.protocol.clang.syntax.LexemeKind.RIGHT_PAREN;
import static org.pitch.protocol.clang.syntax.LexemeKind.STR;

import java.util.List;
import java.util.Objects;

import org.pitch.api.clang.ClangSyntaxException;
import org.pitch.protocol.clang.tree.AdviceMessage;
import org.pitch.protocol.clang.tree.CoachMessage;
import org.pitch.protocol.clang.tree.Condition;
import org.pitch.protocol.clang.tree.DefineMessage;
import org.pitch.protocol.clang.tree.Definition;
import org.pitch.protocol.clang.tree.DeleteMessage;
import org.pitch.protocol.clang.tree.FreeformMessage;
import org.pitch.protocol.clang.tree.InfoMessage;
import org.pitch.protocol.clang.tree.MetaMessage;
import org.pitch.protocol.clang.tree.RuleIds;
import org.pitch.protocol.clang.tree.RuleMessage;
import org.pitch.protocol.clang.tree.Token;
import org.pitch.protocol.clang.tree.UnsupportedMessage;

/**
 * Parses one online coach's {@code (say MESSAGE)} datagram (spec 5.2) by recursive descent; every
 * choice is decided by the next two lexemes. One instance per datagram. This class reads the
 * messages and their definitions; one class per further part of the grammar reads the rest
 * ({@link RuleParser}, {@link ConditionParser}, {@link DirectiveParser}, {@link RegionParser},
 * {@link PlayerParser}), all on one {@link ParseCursor}.
 *
 * <p>Besides the grammar it reproduces three things rcssserver checks or computes while parsing:
 * <ul>
 *   <li>the length limits: names as {@link ClangNames} says, freeform text at most the given
 *       limit;</li>
 *   <li>the version range: each versioned construct calls {@link ParseCursor#restrict} once it
 *       has been read completely, so inner constructs come first, left to right, and the message
 *       itself last, which is rcssserver's reduction order;</li>
 *   <li>the depth of its parser stack ({@link ParserStack}): each grammar rule marks where it
 *       begins and reduces when it is complete, lists as left-recursive rules.</li>
 * </ul>
 */
public final class SayParser {

    private final ParseCursor in;
    private final long freeformLimit;
    private final RegionParser regions;
    private final ConditionParser conditions;
    private final DirectiveParser directives;
    private final RuleParser rules;

    private SayParser(List<Lexeme> lexemes, int freeformLimit) {
        this.in = new ParseCursor(lexemes);
        // rcssserver compares against an unsigned size: a negative limit is no limit
        this.freeformLimit = Integer.toUnsignedLong(freeformLimit);
        this.regions = new RegionParser(in);
        this.conditions = new ConditionParser(in, regions);
        this.directives = new DirectiveParser(in, regions);
        this.rules = new RuleParser(in, conditions, directives);
    }

    /**
     * @param say the whole datagram text: {@code (say MESSAGE)}, optionally surrounded by
     *        whitespace; a NUL ends it
     * @param freeformLimit the longest freeform text, {@code say_coach_msg_size}
     * @throws ClangSyntaxException when it is anything else, or a limit is exceeded
     */
    public static CoachMessage parse(String say, int freeformLimit) throws ClangSyntaxException {
        Objects.requireNonNull(say, "say");
        return new SayParser(ClangLexer.lex(say), freeformLimit).say();
    }

    private CoachMessage say() throws ClangSyntaxException {
        in.expect(LEFT_PAREN, "'('");
        in.expectKeyword("say");
        CoachMessage message = message();
        in.expect(RIGHT_PAREN, "')' closing say");
        if (!in.at(END)) {
            throw ParseCursor.unexpected(in.peek(), "nothing after the say");
        }
        return message;
    }

    private CoachMessage message() throws ClangSyntaxException {
        int base = in.mark();
        in.expect(LEFT_PAREN, "'(' opening a message");
        Lexeme type = in.take();
        CoachMessage message;
        switch (type.is(KEYWORD) ? type.text() : "") {
            case "meta" -> message = new MetaMessage(metaVersions(), in.restrict(7));
            case "freeform" -> message = freeform();
            case "unsupported_clang" -> {
                in.expect(RIGHT_PAREN, "')'");
                message = new UnsupportedMessage(in.restrict(8, 7));
            }
            case "info" -> message = new InfoMessage(tokens(), in.restrict(7));
            case "advice" -> message = new AdviceMessage(tokens(), in.restrict(7));
            case "define" -> message = new DefineMessage(definitions(), in.restrict(8, 7));
            case "rule" -> message = new RuleMessage(rules.activations(), in.restrict(8));
            case "delete" -> {
                RuleIds ids = rules.ruleIds();
                in.expect(RIGHT_PAREN, "')'");
                message = new DeleteMessage(ids, in.restrict(8));
            }
            default -> throw ParseCursor.unexpected(type, "a message type (meta, freeform, info, advice, define,"
                    + " rule, delete, unsupported_clang)");
        }
        in.reduce(base);
        return message;
    }

    /** {@code (ver NUM) ...)}: the versions and the ')' closing the message. */
    private List<Double> metaVersions() throws ClangSyntaxException {
        return in.itemsAndParen(this::version);
    }

    private double version() throws ClangSyntaxException {
        int base = in.mark();
        in.expect(LEFT_PAREN, "'(ver'");
        in.expectKeyword("ver");
        double version = in.number();
        in.expect(RIGHT_PAREN, "')'");
        in.reduce(base);
        return version;
    }

    private FreeformMessage freeform() throws ClangSyntaxException {
        Lexeme str = in.expect(STR, "a string");
        String text = str.unquoted();
        if (text.length() > freeformLimit) {
            throw new ClangSyntaxException("freeform text of " + text.length() + " characters exceeds "
                    + freeformLimit + " at offset " + str.offset());
        }
        in.expect(RIGHT_PAREN, "')'");
        return new FreeformMessage(text, in.restrict(8, 7));
    }

    /** The tokens of info or advice, and the ')' after them. */
    private List<Token> tokens() throws ClangSyntaxException {
        return in.itemsAndParen(this::token);
    }

    private Token token() throws ClangSyntaxException {
        int base = in.mark();
        in.expect(LEFT_PAREN, "'(' opening a token");
        Token token;
        if (in.atKeyword("clear")) {
            in.take();
            in.expect(RIGHT_PAREN, "')'");
            token = new Token.Clear();
        } else {
            int ttl = in.expect(INT, "a time to live or 'clear'").intValue();
            Condition condition = conditions.condition();
            token = new Token.Conditional(ttl, condition, directives.directives());
        }
        in.reduce(base);
        return token;
    }

    /** The definitions of define, and the ')' after them. */
    private List<Definition> definitions() throws ClangSyntaxException {
        return in.itemsAndParen(this::definition);
    }

    private Definition definition() throws ClangSyntaxException {
        int base = in.mark();
        in.expect(LEFT_PAREN, "'(' opening a definition");
        Lexeme kind = in.take();
        Definition definition;
        switch (kind.is(KEYWORD) ? kind.text() : "") {
            case "definec" -> definition = new Definition.OfCondition(name(), conditions.condition());
            case "defined" -> definition = new Definition.OfDirective(name(), directives.directive());
            case "definer" -> definition = new Definition.OfRegion(name(), regions.region());
            case "definea" -> definition = new Definition.OfAction(name(), directives.action());
            case "definerule" -> definition = rules.ruleDefinition();
            default -> throw ParseCursor.unexpected(kind, "definec, defined, definer, definea or definerule");
        }
        in.expect(RIGHT_PAREN, "')'");
        if (definition instanceof Definition.OfRule) {
            in.restrict(8);
        }
        in.reduce(base);
        return definition;
    }

    /** The quoted name a definition gives. */
    private String name() throws ClangSyntaxException {
        return ClangNames.nextWithoutQuotes(in);
    }
}
