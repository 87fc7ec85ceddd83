package org.pitch.protocol.clang.syntax;

import static org.pitch.protocol.clang.syntax.LexemeKind.BALL_MOVE;
import static org.pitch.protocol.clang.syntax.LexemeKind.DO_DONT;
import static org.pitch.protocol.clang.syntax.LexemeKind.INT;
import static org.pitch.protocol.clang.syntax.LexemeKind.KEYWORD;
import static org.pitch.protocol.clang.syntax.LexemeKind.LEFT_BRACE;
import static org.pitch.protocol.clang.syntax.LexemeKind.LEFT_PAREN;
import static org.pitch.protocol.clang.syntax.LexemeKind.RIGHT_BRACE;
import static org.pitch.protocol.clang.syntax.LexemeKind.RIGHT_PAREN;
import static org.pitch.protocol.clang.syntax.LexemeKind.STR;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.pitch.api.clang.ClangSyntaxException;
import org.pitch.protocol.clang.tree.Action;
import org.pitch.protocol.clang.tree.BallMove;
import org.pitch.protocol.clang.tree.Directive;
import org.pitch.protocol.clang.tree.Team;
import org.pitch.protocol.clang.tree.UnumSet;

/** Directives ({@code (do|dont TEAM UNUMS ACTION...)}) and the actions they are made of. */
final class DirectiveParser {

    private final ParseCursor in;
    private final RegionParser regions;

    DirectiveParser(ParseCursor in, RegionParser regions) {
        this.in = in;
        this.regions = regions;
    }

    boolean atDirective() {
        return in.at(STR) || (in.at(LEFT_PAREN) && in.peek(1).is(DO_DONT));
    }

    /** One or more directives and the ')' after them. */
    List<Directive> directives() throws ClangSyntaxException {
        return in.itemsAndParen(this::directive);
    }

    Directive directive() throws ClangSyntaxException {
        if (in.at(STR)) {
            return new Directive.Named(ClangNames.nextWithoutQuotes(in));
        }
        int base = in.mark();
        in.expect(LEFT_PAREN, "a directive");
        boolean positive = in.expect(DO_DONT, "'do' or 'dont'").text().equals("do");
        Team team = PlayerParser.team(in);
        UnumSet unums = PlayerParser.unumSet(in);
        List<Action> actions = in.itemsAndParen(this::action);
        in.reduce(base);
        return new Directive.Command(positive, team, unums, actions);
    }

    Action action() throws ClangSyntaxException {
        if (in.at(STR)) {
            return new Action.Named(ClangNames.nextWithoutQuotes(in));
        }
        int base = in.mark();
        in.expect(LEFT_PAREN, "an action");
        Lexeme kind = in.take();
        Action action;
        boolean version8 = false;
        switch (kind.is(KEYWORD) ? kind.text() : "") {
            case "pos" -> action = new Action.Position(regions.region());
            case "home" -> action = new Action.Home(regions.region());
            case "bto" -> action = in.at(LEFT_BRACE) ? new Action.BallToPlayers(PlayerParser.unumSet(in))
                    : new Action.BallToRegion(regions.region(), ballMoves());
            case "mark" -> action = new Action.Mark(PlayerParser.unumSet(in));
            case "markl" -> action = in.at(LEFT_BRACE) ? new Action.MarkLineToPlayers(PlayerParser.unumSet(in))
                    : new Action.MarkLineToRegion(regions.region());
            case "oline" -> action = new Action.OffsideLine(regions.region());
            case "htype" -> action = new Action.HeteroType(in.expect(INT, "a player type").intValue());
            default -> {
                action = version8Action(kind);
                version8 = true;
            }
        }
        in.expect(RIGHT_PAREN, "')'");
        if (version8) {
            in.restrict(8);
        }
        in.reduce(base);
        return action;
    }

    /** The rest of a version 8 action, after {@code (KIND}. */
    private Action version8Action(Lexeme kind) throws ClangSyntaxException {
        return switch (kind.is(KEYWORD) ? kind.text() : "") {
            case "pass" -> in.at(LEFT_BRACE) ? new Action.PassToPlayers(PlayerParser.unumSet(in))
                    : new Action.PassToRegion(regions.region());
            case "dribble" -> new Action.Dribble(regions.region());
            case "clear" -> new Action.Clear(regions.region());
            case "shoot" -> new Action.Shoot();
            case "hold" -> new Action.Hold();
            case "intercept" -> new Action.Intercept();
            case "tackle" -> new Action.Tackle(PlayerParser.unumSet(in));
            default -> throw ParseCursor.unexpected(kind, "an action (pos, home, bto, mark, markl, oline, htype,"
                    + " pass, dribble, clear, shoot, hold, intercept, tackle)");
        };
    }

    private Set<BallMove> ballMoves() throws ClangSyntaxException {
        int base = in.mark();
        in.expect(LEFT_BRACE, "'{' opening ball moves");
        int listBase = in.mark();
        Set<BallMove> moves = EnumSet.noneOf(BallMove.class);
        do {
            String letter = in.expect(BALL_MOVE, "p, d, c or s").text();
            moves.add(Vocabulary.known(BallMove.values(), BallMove::letter, letter, "ball move"));
            in.reduce(listBase);
        } while (!in.at(RIGHT_BRACE));
        in.take();
        in.reduce(base);
        return moves;
    }
}
