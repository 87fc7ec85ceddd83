package org.pitch.protocol.clang.syntax;

import static org.pitch.protocol.clang.syntax.LexemeKind.INT;
import static org.pitch.protocol.clang.syntax.LexemeKind.LEFT_BRACE;
import static org.pitch.protocol.clang.syntax.LexemeKind.RIGHT_BRACE;
import static org.pitch.protocol.clang.syntax.LexemeKind.STR;
import static org.pitch.protocol.clang.syntax.LexemeKind.TEAM;
import static org.pitch.protocol.clang.syntax.LexemeKind.VAR;

import java.util.ArrayList;
import java.util.List;

import org.pitch.api.clang.ClangSyntaxException;
import org.pitch.protocol.clang.tree.Team;
import org.pitch.protocol.clang.tree.Unum;
import org.pitch.protocol.clang.tree.UnumSet;

/** The players a condition, directive or action speaks of: a team and a set of uniform numbers. */
final class PlayerParser {

    private PlayerParser() {
    }

    static Team team(ParseCursor in) throws ClangSyntaxException {
        return in.expect(TEAM, "'our' or 'opp'").text().equals("our") ? Team.OUR : Team.OPP;
    }

    static UnumSet unumSet(ParseCursor in) throws ClangSyntaxException {
        int base = in.mark();
        in.expect(LEFT_BRACE, "'{' opening uniform numbers");
        int listBase = in.mark();
        List<Unum> members = new ArrayList<>();
        do {
            Lexeme member = in.take();
            if (member.is(INT)) {
                members.add(new Unum.Number(member.intValue()));
            } else if (member.is(VAR)) {
                members.add(new Unum.Variable(ClangNames.var(member)));
                in.restrict(8);
            } else if (member.is(STR)) {
                members.add(new Unum.Named(ClangNames.withoutQuotes(member)));
                in.restrict(8);
            } else {
                throw ParseCursor.unexpected(member, "a uniform number, a variable or a string");
            }
            in.reduce(listBase);
        } while (!in.at(RIGHT_BRACE));
        in.take();
        in.reduce(base);
        return new UnumSet(members);
    }
}
