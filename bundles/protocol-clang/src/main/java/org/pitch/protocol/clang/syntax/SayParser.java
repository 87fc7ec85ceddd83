package org.pitch.protocol.clang.syntax;

import static org.pitch.protocol.clang.syntax.LexemeKind.ARITHMETIC;
import static org.pitch.protocol.clang.syntax.LexemeKind.BALL_MOVE;
import static org.pitch.protocol.clang.syntax.LexemeKind.COMPARISON;
import static org.pitch.protocol.clang.syntax.LexemeKind.DO_DONT;
import static org.pitch.protocol.clang.syntax.LexemeKind.END;
import static org.pitch.protocol.clang.syntax.LexemeKind.INT;
import static org.pitch.protocol.clang.syntax.LexemeKind.KEYWORD;
import static org.pitch.protocol.clang.syntax.LexemeKind.LEFT_BRACE;
import static org.pitch.protocol.clang.syntax.LexemeKind.LEFT_PAREN;
import static org.pitch.protocol.clang.syntax.LexemeKind.ON_OFF;
import static org.pitch.protocol.clang.syntax.LexemeKind.PLAY_MODE;
import static org.pitch.protocol.clang.syntax.LexemeKind.REAL;
import static org.pitch.protocol.clang.syntax.LexemeKind.RIGHT_BRACE;
import static org.pitch.protocol.clang.syntax.LexemeKind.RIGHT_PAREN;
import static org.pitch.protocol.clang.syntax.LexemeKind.STR;
import static org.pitch.protocol.clang.syntax.LexemeKind.TEAM;
import static org.pitch.protocol.clang.syntax.LexemeKind.VAR;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import org.pitch.api.clang.ClangSyntaxException;
import org.pitch.protocol.clang.tree.Action;
import org.pitch.protocol.clang.tree.Activation;
import org.pitch.protocol.clang.tree.AdviceMessage;
import org.pitch.protocol.clang.tree.ArithmeticOperator;
import org.pitch.protocol.clang.tree.BallMove;
import org.pitch.protocol.clang.tree.ClangPlayMode;
import org.pitch.protocol.clang.tree.CoachMessage;
import org.pitch.protocol.clang.tree.ComparisonOperator;
import org.pitch.protocol.clang.tree.Condition;
import org.pitch.protocol.clang.tree.DefineMessage;
import org.pitch.protocol.clang.tree.Definition;
import org.pitch.protocol.clang.tree.DeleteMessage;
import org.pitch.protocol.clang.tree.Directive;
import org.pitch.protocol.clang.tree.FreeformMessage;
import org.pitch.protocol.clang.tree.InfoMessage;
import org.pitch.protocol.clang.tree.MetaMessage;
import org.pitch.protocol.clang.tree.Point;
import org.pitch.protocol.clang.tree.Quantity;
import org.pitch.protocol.clang.tree.Region;
import org.pitch.protocol.clang.tree.Rule;
import org.pitch.protocol.clang.tree.RuleIds;
import org.pitch.protocol.clang.tree.RuleMessage;
import org.pitch.protocol.clang.tree.RuleMode;
import org.pitch.protocol.clang.tree.Team;
import org.pitch.protocol.clang.tree.Token;
import org.pitch.protocol.clang.tree.UnsupportedMessage;
import org.pitch.protocol.clang.tree.Unum;
import org.pitch.protocol.clang.tree.UnumSet;
import org.pitch.protocol.clang.tree.VersionRange;

/**
 * Parses one online coach's {@code (say MESSAGE)} datagram (spec 5.2) by recursive descent; every
 * choice is decided by the next two lexemes. One instance per datagram.
 *
 * <p>Besides the grammar it reproduces three things rcssserver checks or computes while parsing:
 * <ul>
 *   <li>the length limits: names at most {@value #NAME_LIMIT} characters (a VAR as written, most
 *       STRs without their quotes, but the STRs of a named condition, of {@code (unum STR ...)}
 *       and of {@code (pt our STR)} with them), freeform text at most the given limit;</li>
 *   <li>the version range: each versioned construct calls {@link VersionRange#restrict} once it
 *       has been read completely, so inner constructs come first, left to right, and the message
 *       itself last, which is rcssserver's reduction order;</li>
 *   <li>the depth of its parser stack ({@link ParserStack}): each grammar rule below marks where
 *       it begins and reduces when it is complete, lists as left-recursive rules.</li>
 * </ul>
 */
public final class SayParser {

    private static final int NAME_LIMIT = 8;

    private final List<Lexeme> lexemes;
    private final long freeformLimit;
    private int next;
    private final ParserStack stack = new ParserStack();
    private VersionRange range = VersionRange.UNSET;
    /**
     * The regions read in the unions being read, innermost last: rcssserver's parse stack, as far
     * as a union sees it. A union takes all of them (see {@link Region.Union}).
     */
    private final List<Region> unionMembers = new ArrayList<>();

    private SayParser(List<Lexeme> lexemes, int freeformLimit) {
        this.lexemes = lexemes;
        // rcssserver compares against an unsigned size: a negative limit is no limit
        this.freeformLimit = Integer.toUnsignedLong(freeformLimit);
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
        expect(LEFT_PAREN, "'('");
        expectKeyword("say");
        CoachMessage message = message();
        expect(RIGHT_PAREN, "')' closing say");
        if (!at(END)) {
            throw unexpected(peek(), "nothing after the say");
        }
        return message;
    }

    // ---------------------------------------------------------------- messages

    private CoachMessage message() throws ClangSyntaxException {
        int base = stack.mark();
        expect(LEFT_PAREN, "'(' opening a message");
        Lexeme type = take();
        CoachMessage message;
        switch (type.is(KEYWORD) ? type.text() : "") {
            case "meta" -> message = new MetaMessage(metaVersions(), restrict(7));
            case "freeform" -> message = freeform();
            case "unsupported_clang" -> {
                expect(RIGHT_PAREN, "')'");
                message = new UnsupportedMessage(restrict(8, 7));
            }
            case "info" -> message = new InfoMessage(tokens(), restrict(7));
            case "advice" -> message = new AdviceMessage(tokens(), restrict(7));
            case "define" -> message = new DefineMessage(definitions(), restrict(8, 7));
            case "rule" -> message = new RuleMessage(activations(), restrict(8));
            case "delete" -> {
                RuleIds ids = ruleIds();
                expect(RIGHT_PAREN, "')'");
                message = new DeleteMessage(ids, restrict(8));
            }
            default -> throw unexpected(type, "a message type (meta, freeform, info, advice, define, rule,"
                    + " delete, unsupported_clang)");
        }
        stack.reduce(base);
        return message;
    }

    /** {@code (ver NUM) ...)}: the versions and the ')' closing the message. */
    private List<Double> metaVersions() throws ClangSyntaxException {
        int listBase = stack.mark();
        List<Double> versions = new ArrayList<>();
        do {
            int base = stack.mark();
            expect(LEFT_PAREN, "'(ver'");
            expectKeyword("ver");
            versions.add(number());
            expect(RIGHT_PAREN, "')'");
            stack.reduce(base);
            stack.reduce(listBase);
        } while (!at(RIGHT_PAREN));
        take();
        return versions;
    }

    private FreeformMessage freeform() throws ClangSyntaxException {
        Lexeme str = expect(STR, "a string");
        String text = str.unquoted();
        if (text.length() > freeformLimit) {
            throw new ClangSyntaxException("freeform text of " + text.length() + " characters exceeds "
                    + freeformLimit + " at offset " + str.offset());
        }
        expect(RIGHT_PAREN, "')'");
        return new FreeformMessage(text, restrict(8, 7));
    }

    /** The tokens of info or advice, and the ')' after them. */
    private List<Token> tokens() throws ClangSyntaxException {
        int listBase = stack.mark();
        List<Token> tokens = new ArrayList<>();
        do {
            tokens.add(token());
            stack.reduce(listBase);
        } while (!at(RIGHT_PAREN));
        take();
        return tokens;
    }

    private Token token() throws ClangSyntaxException {
        int base = stack.mark();
        expect(LEFT_PAREN, "'(' opening a token");
        Token token;
        if (atKeyword("clear")) {
            take();
            expect(RIGHT_PAREN, "')'");
            token = new Token.Clear();
        } else {
            int ttl = expect(INT, "a time to live or 'clear'").intValue();
            Condition condition = condition();
            token = new Token.Conditional(ttl, condition, directives());
        }
        stack.reduce(base);
        return token;
    }

    /** The definitions of define, and the ')' after them. */
    private List<Definition> definitions() throws ClangSyntaxException {
        int listBase = stack.mark();
        List<Definition> definitions = new ArrayList<>();
        do {
            definitions.add(definition());
            stack.reduce(listBase);
        } while (!at(RIGHT_PAREN));
        take();
        return definitions;
    }

    private Definition definition() throws ClangSyntaxException {
        int base = stack.mark();
        expect(LEFT_PAREN, "'(' opening a definition");
        Lexeme kind = take();
        Definition definition;
        switch (kind.is(KEYWORD) ? kind.text() : "") {
            case "definec" -> definition = new Definition.OfCondition(nameWithoutQuotes(), condition());
            case "defined" -> definition = new Definition.OfDirective(nameWithoutQuotes(), directive());
            case "definer" -> definition = new Definition.OfRegion(nameWithoutQuotes(), region());
            case "definea" -> definition = new Definition.OfAction(nameWithoutQuotes(), action());
            case "definerule" -> definition = ruleDefinition();
            default -> throw unexpected(kind, "definec, defined, definer, definea or definerule");
        }
        expect(RIGHT_PAREN, "')'");
        if (definition instanceof Definition.OfRule) {
            restrict(8);
        }
        stack.reduce(base);
        return definition;
    }

    /** {@code NAME model|direc RULE}, after {@code (definerule}. */
    private Definition ruleDefinition() throws ClangSyntaxException {
        int base = stack.mark();
        String name = varName(expect(VAR, "a rule name"));
        RuleMode mode;
        if (atKeyword("model")) {
            mode = RuleMode.MODEL;
        } else if (atKeyword("direc")) {
            mode = RuleMode.DIRECTIVE;
        } else {
            throw unexpected(peek(), "'model' or 'direc'");
        }
        take();
        Definition definition = new Definition.OfRule(name, mode, rule());
        stack.reduce(base);
        return definition;
    }

    /** The {@code (on|off IDS)} of a rule message, and the ')' after them. */
    private List<Activation> activations() throws ClangSyntaxException {
        int listBase = stack.mark();
        List<Activation> activations = new ArrayList<>();
        do {
            int base = stack.mark();
            expect(LEFT_PAREN, "'(on' or '(off'");
            boolean on = expect(ON_OFF, "'on' or 'off'").text().equals("on");
            activations.add(new Activation(on, ruleIds()));
            expect(RIGHT_PAREN, "')'");
            stack.reduce(base);
            stack.reduce(listBase);
        } while (!at(RIGHT_PAREN));
        take();
        return activations;
    }

    // ---------------------------------------------------------------- rules

    /** {@code VAR}, {@code (VAR ...)} or {@code all}. */
    private RuleIds ruleIds() throws ClangSyntaxException {
        int base = stack.mark();
        RuleIds ids;
        if (at(VAR)) {
            ids = new RuleIds(List.of(varName(take())));
        } else if (atKeyword("all")) {
            take();
            ids = RuleIds.ALL;
        } else {
            expect(LEFT_PAREN, "a rule id, '(' or 'all'");
            int listBase = stack.mark();
            List<String> names = new ArrayList<>();
            do {
                names.add(varName(expect(VAR, "a rule id")));
                stack.reduce(listBase);
            } while (!at(RIGHT_PAREN));
            take();
            ids = new RuleIds(names);
        }
        stack.reduce(base);
        return ids;
    }

    private Rule rule() throws ClangSyntaxException {
        if (at(VAR) || atKeyword("all") || (at(LEFT_PAREN) && peek(1).is(VAR))) {
            return new Rule.ByIds(ruleIds());
        }
        int base = stack.mark();
        expect(LEFT_PAREN, "a rule");
        Condition condition = condition();
        Rule rule;
        if (atDirective()) {
            rule = new Rule.Simple(condition, directives());
        } else {
            int listBase = stack.mark();
            List<Rule> rules = new ArrayList<>();
            do {
                rules.add(rule());
                stack.reduce(listBase);
            } while (!at(RIGHT_PAREN));
            take();
            rule = new Rule.Nested(condition, rules);
        }
        stack.reduce(base);
        return rule;
    }

    // ---------------------------------------------------------------- directives and actions

    private boolean atDirective() {
        return at(STR) || (at(LEFT_PAREN) && peek(1).is(DO_DONT));
    }

    /** One or more directives and the ')' after them. */
    private List<Directive> directives() throws ClangSyntaxException {
        int listBase = stack.mark();
        List<Directive> directives = new ArrayList<>();
        do {
            directives.add(directive());
            stack.reduce(listBase);
        } while (!at(RIGHT_PAREN));
        take();
        return directives;
    }

    private Directive directive() throws ClangSyntaxException {
        if (at(STR)) {
            return new Directive.Named(nameWithoutQuotes());
        }
        int base = stack.mark();
        expect(LEFT_PAREN, "a directive");
        boolean positive = expect(DO_DONT, "'do' or 'dont'").text().equals("do");
        Team team = team();
        UnumSet players = unumSet();
        int listBase = stack.mark();
        List<Action> actions = new ArrayList<>();
        do {
            actions.add(action());
            stack.reduce(listBase);
        } while (!at(RIGHT_PAREN));
        take();
        stack.reduce(base);
        return new Directive.Command(positive, team, players, actions);
    }

    private Action action() throws ClangSyntaxException {
        if (at(STR)) {
            return new Action.Named(nameWithoutQuotes());
        }
        int base = stack.mark();
        expect(LEFT_PAREN, "an action");
        Lexeme kind = take();
        Action action;
        boolean version8 = false;
        switch (kind.is(KEYWORD) ? kind.text() : "") {
            case "pos" -> action = new Action.Position(region());
            case "home" -> action = new Action.Home(region());
            case "bto" -> action = at(LEFT_BRACE) ? new Action.BallToPlayers(unumSet())
                    : new Action.BallToRegion(region(), ballMoves());
            case "mark" -> action = new Action.Mark(unumSet());
            case "markl" -> action = at(LEFT_BRACE) ? new Action.MarkLineToPlayers(unumSet())
                    : new Action.MarkLineToRegion(region());
            case "oline" -> action = new Action.OffsideLine(region());
            case "htype" -> action = new Action.HeteroType(expect(INT, "a player type").intValue());
            default -> {
                action = version8Action(kind);
                version8 = true;
            }
        }
        expect(RIGHT_PAREN, "')'");
        if (version8) {
            restrict(8);
        }
        stack.reduce(base);
        return action;
    }

    /** The rest of a version 8 action, after {@code (KIND}. */
    private Action version8Action(Lexeme kind) throws ClangSyntaxException {
        return switch (kind.is(KEYWORD) ? kind.text() : "") {
            case "pass" -> at(LEFT_BRACE) ? new Action.PassToPlayers(unumSet()) : new Action.PassToRegion(region());
            case "dribble" -> new Action.Dribble(region());
            case "clear" -> new Action.Clear(region());
            case "shoot" -> new Action.Shoot();
            case "hold" -> new Action.Hold();
            case "intercept" -> new Action.Intercept();
            case "tackle" -> new Action.Tackle(unumSet());
            default -> throw unexpected(kind, "an action (pos, home, bto, mark, markl, oline, htype, pass,"
                    + " dribble, clear, shoot, hold, intercept, tackle)");
        };
    }

    private Set<BallMove> ballMoves() throws ClangSyntaxException {
        int base = stack.mark();
        expect(LEFT_BRACE, "'{' opening ball moves");
        int listBase = stack.mark();
        Set<BallMove> moves = EnumSet.noneOf(BallMove.class);
        do {
            String letter = expect(BALL_MOVE, "p, d, c or s").text();
            for (BallMove move : BallMove.values()) {
                if (move.letter().equals(letter)) {
                    moves.add(move);
                }
            }
            stack.reduce(listBase);
        } while (!at(RIGHT_BRACE));
        take();
        stack.reduce(base);
        return moves;
    }

    // ---------------------------------------------------------------- conditions

    private Condition condition() throws ClangSyntaxException {
        if (at(STR)) {
            return new Condition.Named(nameWithQuotes());
        }
        int base = stack.mark();
        expect(LEFT_PAREN, "a condition");
        Condition condition;
        if (at(INT) || atQuantity()) {
            condition = comparison();
            expect(RIGHT_PAREN, "')'");
            restrict(8);
            stack.reduce(base);
            return condition;
        }
        Lexeme head = take();
        switch (head.is(KEYWORD) ? head.text() : "") {
            case "true" -> condition = new Condition.Constant(true);
            case "false" -> condition = new Condition.Constant(false);
            case "ppos" -> {
                Team team = team();
                UnumSet players = unumSet();
                int min = expect(INT, "the least number of players").intValue();
                int max = expect(INT, "the most number of players").intValue();
                condition = new Condition.PlayerPosition(team, players, min, max, region());
            }
            case "bpos" -> condition = new Condition.BallPosition(region());
            case "bowner" -> condition = new Condition.BallOwner(team(), unumSet());
            case "playm" -> condition = new Condition.PlayModeIs(playMode());
            case "and" -> condition = new Condition.And(conditionList());
            case "or" -> condition = new Condition.Or(conditionList());
            case "not" -> condition = new Condition.Not(condition());
            case "unum" -> {
                Unum variable = at(STR) ? new Unum.Named(nameWithQuotes())
                        : new Unum.Variable(varName(expect(VAR, "a variable or a string")));
                condition = new Condition.UnumIn(variable, unumSet());
            }
            default -> throw unexpected(head, "a condition");
        }
        expect(RIGHT_PAREN, "')'");
        if (condition instanceof Condition.UnumIn) {
            restrict(8);
        }
        stack.reduce(base);
        return condition;
    }

    private boolean atQuantity() {
        return at(KEYWORD) && quantityNamed(peek().text()) != null;
    }

    /** {@code QUANTITY OP INT} or {@code INT OP QUANTITY}, held with the quantity first. */
    private Condition comparison() throws ClangSyntaxException {
        int base = stack.mark();
        Lexeme first = take();
        ComparisonOperator operator = comparisonOperator();
        Lexeme second = take();
        Condition comparison;
        if (first.is(INT)) {
            comparison = new Condition.Comparison(quantity(second), operator.mirrored(), first.intValue());
        } else if (second.is(INT)) {
            comparison = new Condition.Comparison(quantity(first), operator, second.intValue());
        } else {
            throw unexpected(second, "a number");
        }
        stack.reduce(base);
        return comparison;
    }

    /** One or more conditions; the caller takes the ')' after them. */
    private List<Condition> conditionList() throws ClangSyntaxException {
        int listBase = stack.mark();
        List<Condition> conditions = new ArrayList<>();
        do {
            conditions.add(condition());
            stack.reduce(listBase);
        } while (!at(RIGHT_PAREN));
        return conditions;
    }

    private ComparisonOperator comparisonOperator() throws ClangSyntaxException {
        String symbol = expect(COMPARISON, "a comparison operator").text();
        for (ComparisonOperator operator : ComparisonOperator.values()) {
            if (operator.symbol().equals(symbol)) {
                return operator;
            }
        }
        throw new IllegalStateException("the lexer made an unknown comparison " + symbol);
    }

    private static Quantity quantity(Lexeme word) throws ClangSyntaxException {
        Quantity quantity = word.is(KEYWORD) ? quantityNamed(word.text()) : null;
        if (quantity == null) {
            throw unexpected(word, "time, opp_goals, our_goals or goal_diff");
        }
        return quantity;
    }

    private static Quantity quantityNamed(String word) {
        for (Quantity quantity : Quantity.values()) {
            if (quantity.word().equals(word)) {
                return quantity;
            }
        }
        return null;
    }

    private ClangPlayMode playMode() throws ClangSyntaxException {
        String word = expect(PLAY_MODE, "a play mode").text();
        for (ClangPlayMode mode : ClangPlayMode.values()) {
            if (mode.word().equals(word)) {
                return mode;
            }
        }
        throw new IllegalStateException("the lexer made an unknown play mode " + word);
    }

    // ---------------------------------------------------------------- regions and points

    private Region region() throws ClangSyntaxException {
        if (at(STR)) {
            return new Region.Named(nameWithoutQuotes());
        }
        String shape = at(LEFT_PAREN) && peek(1).is(KEYWORD) ? peek(1).text() : "";
        if (shape.equals("pt") || !List.of("null", "quad", "arc", "reg", "tri", "rec").contains(shape)) {
            return new Region.AtPoint(point());
        }
        int base = stack.mark();
        skip(2);
        Region region = switch (shape) {
            case "null" -> new Region.Null();
            case "quad" -> new Region.Quad(point(), point(), point(), point());
            case "arc" -> new Region.Arc(point(), number(), number(), number(), number());
            case "reg" -> union();
            case "tri" -> new Region.Triangle(point(), point(), point());
            default -> new Region.Rectangle(point(), point());
        };
        expect(RIGHT_PAREN, "')'");
        switch (shape) {
            case "quad" -> restrict(7);
            case "tri", "rec" -> restrict(8);
            default -> {
                // null, arc and reg have no version of their own
            }
        }
        stack.reduce(base);
        return region;
    }

    /**
     * The members of {@code (reg ...)}, up to its ')'. rcssserver builds a union from all regions
     * on top of its parse stack; those include the members read so far by the unions this one is
     * written in, so it takes them too.
     */
    private Region union() throws ClangSyntaxException {
        int listBase = stack.mark();
        do {
            unionMembers.add(region());
            stack.reduce(listBase);
        } while (!at(RIGHT_PAREN));
        Region union = new Region.Union(unionMembers);
        unionMembers.clear();
        return union;
    }

    private Point point() throws ClangSyntaxException {
        int base = stack.mark();
        expect(LEFT_PAREN, "a point");
        Point point;
        if (atKeyword("pt")) {
            take();
            point = pointAfterPt();
        } else {
            point = pointSum();
        }
        expect(RIGHT_PAREN, "')' closing a point");
        stack.reduce(base);
        return point;
    }

    /** What follows {@code (pt}, up to its ')'. */
    private Point pointAfterPt() throws ClangSyntaxException {
        if (atKeyword("ball")) {
            take();
            return new Point.Ball();
        }
        if (at(TEAM)) {
            Team team = team();
            Lexeme who = take();
            if (who.is(INT)) {
                return new Point.Player(team, new Unum.Number(who.intValue()));
            }
            Unum unum;
            if (who.is(VAR)) {
                unum = new Unum.Variable(varName(who));
            } else if (who.is(STR)) {
                unum = new Unum.Named(quotedName(who));
            } else {
                throw unexpected(who, "a uniform number, a variable or a string");
            }
            restrict(8);
            return new Point.Player(team, unum);
        }
        double x = number();
        double y = number();
        return at(RIGHT_PAREN) ? new Point.Simple(x, y) : new Point.Relative(x, y, point());
    }

    /**
     * Point arithmetic inside parentheses: left-associative, {@code *} and {@code /} binding
     * tighter than {@code +} and {@code -}, as rcssserver's precedence declarations say.
     */
    private Point pointSum() throws ClangSyntaxException {
        int base = stack.mark();
        Point sum = pointProduct();
        while (atArithmetic(false)) {
            ArithmeticOperator operator = arithmeticOperator(take());
            sum = new Point.Arithmetic(sum, operator, pointProduct());
            restrict(8);
            stack.reduce(base);
        }
        return sum;
    }

    private Point pointProduct() throws ClangSyntaxException {
        int base = stack.mark();
        Point product = point();
        while (atArithmetic(true)) {
            ArithmeticOperator operator = arithmeticOperator(take());
            product = new Point.Arithmetic(product, operator, point());
            restrict(8);
            stack.reduce(base);
        }
        return product;
    }

    private boolean atArithmetic(boolean multiplicative) {
        return at(ARITHMETIC) && arithmeticOperator(peek()).isMultiplicative() == multiplicative;
    }

    private static ArithmeticOperator arithmeticOperator(Lexeme lexeme) {
        for (ArithmeticOperator operator : ArithmeticOperator.values()) {
            if (operator.symbol().equals(lexeme.text())) {
                return operator;
            }
        }
        throw new IllegalStateException("the lexer made an unknown operator " + lexeme.text());
    }

    /** NUM: an INT (its atoi value, as a double) or a REAL. */
    private double number() throws ClangSyntaxException {
        Lexeme number = take();
        if (number.is(INT)) {
            return number.intValue();
        }
        if (number.is(REAL)) {
            return number.realValue();
        }
        throw unexpected(number, "a number");
    }

    // ---------------------------------------------------------------- players

    private Team team() throws ClangSyntaxException {
        return expect(TEAM, "'our' or 'opp'").text().equals("our") ? Team.OUR : Team.OPP;
    }

    private UnumSet unumSet() throws ClangSyntaxException {
        int base = stack.mark();
        expect(LEFT_BRACE, "'{' opening uniform numbers");
        int listBase = stack.mark();
        List<Unum> members = new ArrayList<>();
        do {
            Lexeme member = take();
            if (member.is(INT)) {
                members.add(new Unum.Number(member.intValue()));
            } else if (member.is(VAR)) {
                members.add(new Unum.Variable(varName(member)));
                restrict(8);
            } else if (member.is(STR)) {
                members.add(new Unum.Named(withoutQuotes(member)));
                restrict(8);
            } else {
                throw unexpected(member, "a uniform number, a variable or a string");
            }
            stack.reduce(listBase);
        } while (!at(RIGHT_BRACE));
        take();
        stack.reduce(base);
        return new UnumSet(members);
    }

    // ---------------------------------------------------------------- names and their limits

    /** A VAR: at most 8 characters. */
    private static String varName(Lexeme var) throws ClangSyntaxException {
        if (var.text().length() > NAME_LIMIT) {
            throw tooLong(var, "");
        }
        return var.text();
    }

    /** The next lexeme, a STR naming a definition: at most 8 characters inside the quotes. */
    private String nameWithoutQuotes() throws ClangSyntaxException {
        return withoutQuotes(expect(STR, "a quoted name"));
    }

    private static String withoutQuotes(Lexeme str) throws ClangSyntaxException {
        String name = str.unquoted();
        if (name.length() > NAME_LIMIT) {
            throw tooLong(str, " without its quotes");
        }
        return name;
    }

    /** The next lexeme, a STR whose quotes count: at most 8 characters with them. */
    private String nameWithQuotes() throws ClangSyntaxException {
        return quotedName(expect(STR, "a quoted name"));
    }

    private static String quotedName(Lexeme str) throws ClangSyntaxException {
        if (str.text().length() > NAME_LIMIT) {
            throw tooLong(str, " with its quotes");
        }
        return str.unquoted();
    }

    private static ClangSyntaxException tooLong(Lexeme name, String counting) {
        return new ClangSyntaxException("name " + name.describe() + " is longer than " + NAME_LIMIT
                + " characters" + counting);
    }

    // ---------------------------------------------------------------- version range

    private VersionRange restrict(long version) {
        return restrict(version, version);
    }

    private VersionRange restrict(long low, long high) {
        range = range.restrict(low, high);
        return range;
    }

    // ---------------------------------------------------------------- lexemes

    private Lexeme peek() {
        return peek(0);
    }

    private Lexeme peek(int ahead) {
        return lexemes.get(Math.min(next + ahead, lexemes.size() - 1));
    }

    private boolean at(LexemeKind kind) {
        return peek().is(kind);
    }

    private boolean atKeyword(String word) {
        return peek().isKeyword(word);
    }

    /** Consumes the next lexeme, which rcssserver's parser shifts onto its stack. */
    private Lexeme take() throws ClangSyntaxException {
        Lexeme lexeme = peek();
        if (lexeme.is(END)) {
            throw unexpected(lexeme, "more");
        }
        next++;
        stack.shift(lexeme);
        return lexeme;
    }

    private void skip(int count) throws ClangSyntaxException {
        for (int i = 0; i < count; i++) {
            take();
        }
    }

    private Lexeme expect(LexemeKind kind, String what) throws ClangSyntaxException {
        if (!at(kind)) {
            throw unexpected(peek(), what);
        }
        return take();
    }

    private void expectKeyword(String word) throws ClangSyntaxException {
        if (!atKeyword(word)) {
            throw unexpected(peek(), "'" + word + "'");
        }
        take();
    }

    private static ClangSyntaxException unexpected(Lexeme found, String expected) {
        return new ClangSyntaxException("expected " + expected + ", found " + found.describe());
    }
}
