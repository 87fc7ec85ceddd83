package org.pitch.protocol.trainer;

import static org.pitch.protocol.trainer.CommonCommands.ILLEGAL_COMMAND_FORM;

import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachCommandSink;
import org.pitch.wire.Scanf;

/**
 * The trainer's commands, read as rcssserver 19's {@code Coach::parse_command} reads them: the
 * same in every protocol version. Each datagram is one command; its word is
 * {@link CommonCommands#commandWord}, and what follows is read with rcssserver's {@code sscanf}
 * patterns, so text after the arguments and a missing {@code )} are accepted where they are.
 *
 * <ul>
 *   <li>{@code (start)}, {@code (look)}, {@code (team_names)}, {@code (recover)},
 *       {@code (check_ball)}, {@code (done)}: the word alone decides.</li>
 *   <li>{@code (change_mode MODE)}: {@code illegal_command_form} without a mode word,
 *       {@code illegal_mode} for a word that is not one of the 51 play-mode names.</li>
 *   <li>{@code (move (OBJ) X Y [DIR [VX VY]])}: {@code illegal_object_form} with fewer than two
 *       numbers, a NaN, or an object that is neither {@code (ball)} nor
 *       {@code (player TEAM UNUM)} with UNUM 1..11; {@code illegal_command_form} with exactly
 *       four numbers. The ball ignores DIR; a player's DIR is limited to minmoment..maxmoment.</li>
 *   <li>{@code (say TEXT)}: {@link CommonCommands#plainSay}.</li>
 *   <li>{@code (ear on|off)}, {@code (eye on|off)}, {@code (compression N)}.</li>
 *   <li>{@code (change_player_type TEAM UNUM TYPE)}: three fields, else
 *       {@code illegal_command_form} (the trainer has no goalie form).</li>
 *   <li>anything else, {@code (bye)} and {@code (init ...)} included: {@code unknown_command}.</li>
 * </ul>
 */
final class TrainerCommandReader {
    static final String ILLEGAL_MODE = "illegal_mode";
    static final String ILLEGAL_OBJECT_FORM = "illegal_object_form";

    private static final CoachCommand.Start START = new CoachCommand.Start();
    private static final CoachCommand.Recover RECOVER = new CoachCommand.Recover();
    private static final CoachCommand.Ear EAR_ON = new CoachCommand.Ear(true);
    private static final CoachCommand.Ear EAR_OFF = new CoachCommand.Ear(false);

    private static final Scanf CHANGE_MODE = Scanf.compile(" ( change_mode %127[-0-9a-zA-Z.+*/?<>_] ) %n ");
    private static final Scanf MOVE = Scanf.compile(" ( move ( %127[^)] ) %lf %lf %lf %lf %lf ) %n ");
    /** rcssserver's PLAYER_NAME_FORMAT, applied to "(" + the object text + ")". */
    private static final Scanf PLAYER_NAME = Scanf.compile("(player %s %d)");
    private static final Scanf EAR = Scanf.compile(" ( ear %15[^ ()] ) ");
    private static final Scanf CHANGE_PLAYER_TYPE = Scanf.compile(" ( change_player_type %127s %d %d ) ");
    private static final String BALL = "(ball)";
    /** A team's highest uniform number. */
    static final int MAX_UNUM = 11;

    private final CoachLimits limits;

    TrainerCommandReader(CoachLimits limits) {
        this.limits = limits;
    }

    void read(String text, CoachCommandSink out) {
        String word = CommonCommands.commandWord(text);
        if (word == null) {
            out.error(ILLEGAL_COMMAND_FORM);
            return;
        }
        if (CommonCommands.readShared(word, text, out)) return;
        switch (word) {
            case "start" -> out.command(START);
            case "change_mode" -> changeMode(text, out);
            case "move" -> move(text, out);
            case "recover" -> out.command(RECOVER);
            case "say" -> say(text, out);
            case "ear" -> ear(text, out);
            case "change_player_type" -> changePlayerType(text, out);
            default -> out.error(CommonCommands.UNKNOWN_COMMAND);
        }
    }

    private static void changeMode(String text, CoachCommandSink out) {
        Scanf.Result r = CHANGE_MODE.scan(text);
        if (r.count() != 1) {
            out.error(ILLEGAL_COMMAND_FORM);
            return;
        }
        CoachCommand.ChangeMode mode = PlayModeNames.changeMode(r.text(0));
        if (mode == null) out.error(ILLEGAL_MODE);
        else out.command(mode);
    }

    private void move(String text, CoachCommandSink out) {
        Scanf.Result r = MOVE.scan(text);
        int n = r.count();
        // fields not read keep rcssserver's initial 0
        double x = n > 1 ? r.real(1) : 0, y = n > 2 ? r.real(2) : 0, dir = n > 3 ? r.real(3) : 0,
                vx = n > 4 ? r.real(4) : 0, vy = n > 5 ? r.real(5) : 0;
        if (n < 3 || Double.isNaN(x) || Double.isNaN(y) || Double.isNaN(dir) || Double.isNaN(vx) || Double.isNaN(vy)) {
            out.error(ILLEGAL_OBJECT_FORM);
            return;
        }
        String object = "(" + r.text(0) + ")";
        if (object.equals(BALL)) {
            // rcssserver releases a goalie's catch before it checks the field count; the kernel does that on MoveBall
            if (n == 5) out.error(ILLEGAL_COMMAND_FORM);
            else out.command(new CoachCommand.MoveBall(x, y, n == 6 ? vx : 0, n == 6 ? vy : 0));
            return;
        }
        Scanf.Result name = PLAYER_NAME.scan(object);
        if (name.count() != 2 || name.integer(1) < 1 || name.integer(1) > MAX_UNUM) {
            out.error(ILLEGAL_OBJECT_FORM);
            return;
        }
        if (n == 5) {
            out.error(ILLEGAL_COMMAND_FORM);
            return;
        }
        boolean turns = n >= 4;
        boolean withVelocity = n == 6;
        out.command(new CoachCommand.MovePlayer(name.text(0), name.integer(1), x, y, turns,
                turns ? limits.boundMoment(dir) : 0, withVelocity, withVelocity ? vx : 0, withVelocity ? vy : 0));
    }

    private void say(String text, CoachCommandSink out) {
        String said = CommonCommands.plainSay(text, limits.sayCoachMsgSize());
        if (said == null) out.error(ILLEGAL_COMMAND_FORM);
        else out.command(new CoachCommand.Say(said));
    }

    private static void ear(String text, CoachCommandSink out) {
        Boolean on = CommonCommands.onOff(EAR, text);
        if (on == null) out.error(ILLEGAL_COMMAND_FORM);
        else out.command(on ? EAR_ON : EAR_OFF);
    }

    private static void changePlayerType(String text, CoachCommandSink out) {
        Scanf.Result r = CHANGE_PLAYER_TYPE.scan(text);
        if (r.count() != 3) out.error(ILLEGAL_COMMAND_FORM);
        else out.command(new CoachCommand.ChangePlayerType(r.text(0), r.integer(1), r.integer(2)));
    }
}
