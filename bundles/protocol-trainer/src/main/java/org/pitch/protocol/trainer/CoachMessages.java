package org.pitch.protocol.trainer;

import java.util.Locale;

import org.pitch.api.clang.ClangType;
import org.pitch.api.coach.BallPlace;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachRefusal;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/**
 * The messages the trainer and the online coaches receive in the same form in every version:
 * replies, {@code team_names}, {@code check_ball}, {@code think}, and the two forms of a player's
 * name. Writers only: the caller sends.
 */
public final class CoachMessages {
    private CoachMessages() {}

    /**
     * {@code (KIND TEXT)}. {@code (ok recover)} alone is followed by a newline, which rcssserver's
     * {@code std::endl} puts there.
     */
    public static void reply(MessageOut out, String kind, String text) {
        out.character('(').text(kind).character(' ').text(text).character(')');
        if (kind.equals("ok") && text.equals("recover")) out.character('\n');
    }

    /**
     * {@code (ok WHAT)} for a command carried out, naming it as rcssserver does; a substitution by
     * the trainer names the team ({@code trainer}), one by an online coach does not.
     */
    public static void done(MessageOut out, CoachCommand command, boolean trainer) {
        reply(out, "ok", doneText(command, trainer));
    }

    private static String doneText(CoachCommand c, boolean trainer) {
        if (c instanceof CoachCommand.Eye e) return e.on() ? "eye on" : "eye off";
        if (c instanceof CoachCommand.Ear e) return e.on() ? "ear on" : "ear off";
        if (c instanceof CoachCommand.Compression k) return "compression " + k.level();
        if (c instanceof CoachCommand.Start) return "start";
        if (c instanceof CoachCommand.ChangeMode) return "change_mode";
        if (c instanceof CoachCommand.MoveBall || c instanceof CoachCommand.MovePlayer) return "move";
        if (c instanceof CoachCommand.Recover) return "recover";
        if (c instanceof CoachCommand.Say || c instanceof CoachCommand.SayClang) return "say";
        if (c instanceof CoachCommand.ChangePlayerType t) {
            return "change_player_type " + (trainer ? t.team() + " " : "") + t.unum() + " " + t.type();
        }
        if (c instanceof CoachCommand.MakeGoalie g) return "change_player_type " + g.unum() + " goalie";
        if (c instanceof CoachCommand.TeamGraphic g) return "team_graphic " + g.x() + " " + g.y();
        throw new IllegalArgumentException("rcssserver acknowledges no " + c + " with (ok ...)");
    }

    /** {@code (error TOKEN)} or {@code (warning TOKEN)}; the token is the refusal's name in lower case. */
    public static void refusal(MessageOut out, CoachRefusal refusal) {
        reply(out, refusal.warning() ? "warning" : "error", refusal.name().toLowerCase(Locale.ROOT));
    }

    /** {@code (error said_too_many_TYPE_messages)}. */
    public static void clangWindowFull(MessageOut out, ClangType type) {
        reply(out, "error", "said_too_many_" + type.errorName() + "_messages");
    }

    /**
     * {@code (ok team_names[ (team l NAME)][ (team r NAME)])} and a newline: each team that exists,
     * under the name {@code viewer} knows it by (an online coach knows the opponents by their
     * fixed name).
     */
    public static void teamNames(MessageOut out, World world, Side viewer) {
        out.text("(ok team_names");
        team(out, world.team(Side.LEFT), viewer);
        team(out, world.team(Side.RIGHT), viewer);
        out.text(")\n");
    }

    private static void team(MessageOut out, Team team, Side viewer) {
        if (team == null || team.name().isEmpty()) return;
        out.text(" (team ").character(team.side().wire()).character(' ').text(team.nameSeenBy(viewer)).character(')');
    }

    /** {@code (ok check_ball T PLACE)}. */
    public static void checkBall(MessageOut out, int time, BallPlace place) {
        out.text("(ok check_ball ").integer(time).character(' ').text(place.wireName()).character(')');
    }

    /** {@code (think)}: synch mode's "your turn". */
    public static void think(MessageOut out) {
        out.text("(think)");
    }

    /** A player's long name, {@code (player TEAM U)}: versions before 7. */
    public static void longName(MessageOut out, String team, int unum) {
        out.text("(player ").text(team).character(' ').integer(unum).character(')');
    }

    /** A player's short name, {@code (p "TEAM" U)} or {@code (p "TEAM" U goalie)}: version 7 and later. */
    public static void shortName(MessageOut out, String team, int unum, boolean goalie) {
        out.text("(p \"").text(team).text("\" ").integer(unum);
        if (goalie) out.text(" goalie");
        out.character(')');
    }
}
