package org.pitch.api.coach;

import java.util.List;

import org.pitch.api.clang.ClangMessage;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;

/**
 * What a trainer or an online coach asks, as a {@link CoachCodec} decoded it. Which client kind
 * may send which command is the codec's business (the other kind's commands decode as
 * {@code unknown_command}); when and how each is granted is the server's.
 */
@org.osgi.annotation.versioning.ProviderType
public sealed interface CoachCommand {
    /** {@code (look)}: the whole field, answered {@code (ok look T ...)}. */
    record Look() implements CoachCommand {}

    /** {@code (team_names)}. */
    record TeamNames() implements CoachCommand {}

    /** {@code (check_ball)}: where the ball is (in the field, in a goal, out). */
    record CheckBall() implements CoachCommand {}

    /** {@code (eye on|off)}: {@code see_global} every visual step, and a wait for its {@code (done)} in synch mode. */
    record Eye(boolean on) implements CoachCommand {}

    /** {@code (ear on|off)} (trainer): hear the referee, the coaches and the players. */
    record Ear(boolean on) implements CoachCommand {}

    /** {@code (done)}: synch mode's "finished thinking". */
    record Done() implements CoachCommand {}

    /** {@code (bye)} (online coach). */
    record Bye() implements CoachCommand {}

    /** {@code (start)} (trainer): kick off, if the clock stands at the start of a half. */
    record Start() implements CoachCommand {}

    /** {@code (recover)} (trainer): every player's stamina, effort, recovery and capacity as at a half's start. */
    record Recover() implements CoachCommand {}

    /** {@code (compression N)}, at most 9; a negative level turns it off. */
    record Compression(int level) implements CoachCommand {}

    /** {@code (move (ball) X Y [DIR [VX VY]])} (trainer): the ball placed, with that velocity (0 when not given). */
    record MoveBall(double x, double y, double vx, double vy) implements CoachCommand {}

    /**
     * {@code (move (player TEAM UNUM) X Y [DIR [VX VY]])} (trainer): the player placed; its body
     * turned to {@code direction} (degrees, already limited to minmoment..maxmoment) if
     * {@code turns}, its velocity set if {@code withVelocity}, both kept otherwise.
     */
    record MovePlayer(String team, int unum, double x, double y, boolean turns, double direction, boolean withVelocity,
                      double vx, double vy) implements CoachCommand {
        /** The body direction the player gets: the one asked for, limited to {@code minmoment..maxmoment} as rcssserver does. */
        public double limitedDirection(org.pitch.api.param.Parameters p) {
            return Math.max(p.real(org.pitch.api.param.ServerParam.MINMOMENT),
                    Math.min(p.real(org.pitch.api.param.ServerParam.MAXMOMENT), direction));
        }
    }

    /** {@code (change_mode MODE)} (trainer), one of the 51 names rcssserver accepts. */
    record ChangeMode(PlayMode mode, Side side) implements CoachCommand {}

    /** A plain say, the trainer's or an online coach's before version 7: the text as rcssserver cut it out. */
    record Say(String text) implements CoachCommand {}

    /** An online coach's say from version 7 on: one coach-language message. */
    record SayClang(ClangMessage message) implements CoachCommand {}

    /**
     * {@code (change_player_type [TEAM] UNUM TYPE)}: the trainer names the team, an online coach
     * ({@code team} null) substitutes in its own.
     */
    record ChangePlayerType(String team, int unum, int type) implements CoachCommand {}

    /** {@code (change_player_type UNUM goalie)} (online coach): that player becomes the goalie. */
    record MakeGoalie(int unum) implements CoachCommand {}

    /**
     * {@code (team_graphic (X Y "xpm" ...))} (online coach): one tile of the team's graphic.
     * {@code tile} is null when the XPM data is not valid ({@code invalid_xpm_data}); X and Y are
     * what was written, unchecked.
     */
    record TeamGraphic(long x, long y, XpmTile tile) implements CoachCommand {
        /**
         * The tile as rcssserver puts it on a monitor's message board and in a text game log:
         * {@code (team_graphic_l (X Y "W H C CPP" "colour" ... "row" ...))}, each string in
         * double quotes with a backslash before {@code \} and {@code "}, tabs as spaces.
         */
        public String boardText(org.pitch.api.world.Side side) {
            StringBuilder sb = new StringBuilder(16 + 12 * tile.strings().size());
            sb.append("(team_graphic_").append(side.wire()).append(" (").append(x).append(' ').append(y);
            quoted(sb.append(' '), tile.header());
            for (String s : tile.strings()) quoted(sb.append(' '), s);
            return sb.append("))").toString();
        }

        private static void quoted(StringBuilder sb, String s) {
            sb.append('"');
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '\\' || c == '"') sb.append('\\');
                sb.append(c == '\t' ? ' ' : c);
            }
            sb.append('"');
        }
    }

    /**
     * An XPM tile: its header as rcssserver keeps it ({@code "W H C CPP"}, single spaces), then
     * the colour and row strings as written.
     */
    record XpmTile(int width, int height, String header, List<String> strings) {
        public XpmTile {
            strings = List.copyOf(strings);
        }
    }
}
