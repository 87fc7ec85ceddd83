package org.pitch.protocol.coach;

import static org.pitch.protocol.trainer.CommonCommands.ILLEGAL_COMMAND_FORM;

import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachCommandSink;
import org.pitch.protocol.trainer.CommonCommands;
import org.pitch.wire.Scanf;

/**
 * An online coach's commands, read as rcssserver 19's {@code OnlineCoach::parse_command} reads
 * them; only {@code say} differs by version (the codec's hook). Each datagram is one command.
 * <ul>
 *   <li>{@code (check_ball)}, {@code (look)}, {@code (team_names)}, {@code (bye)}, {@code (done)}:
 *       the word alone decides.</li>
 *   <li>{@code (eye on|off)}, {@code (compression N)}: as for the trainer.</li>
 *   <li>{@code (change_player_type UNUM TYPE)}: {@code " ( change_player_type %d %d )"} with two
 *       fields (so {@code (change_player_type 1 3x)} is type 3); else
 *       {@code " ( change_player_type %d %15[^ ( )] ) "} with a word beginning {@code goalie}
 *       ({@code goaliexyz} too) makes that player the goalie; else {@code illegal_command_form}.</li>
 *   <li>{@code (team_graphic ...)}: {@link TeamGraphicReader}.</li>
 *   <li>anything else (the trainer's {@code ear}, {@code move}, {@code change_mode},
 *       {@code start}, {@code recover}, also {@code score}, {@code change_player_types},
 *       {@code init}): {@code unknown_command}.</li>
 * </ul>
 */
final class OnlineCoachCommandReader {
    /** How a version reads {@code (say ...)}. */
    @FunctionalInterface
    interface SayReader {
        void say(String text, CoachCommandSink out);
    }

    private static final CoachCommand.Bye BYE = new CoachCommand.Bye();
    private static final Scanf SUBSTITUTION = Scanf.compile(" ( change_player_type %d %d )");
    private static final Scanf GOALIE = Scanf.compile(" ( change_player_type %d %15[^ ( )] ) ");

    private final SayReader sayReader;

    OnlineCoachCommandReader(SayReader sayReader) {
        this.sayReader = sayReader;
    }

    void read(String text, CoachCommandSink out) {
        String word = CommonCommands.commandWord(text);
        if (word == null) {
            out.error(ILLEGAL_COMMAND_FORM);
            return;
        }
        if (CommonCommands.readShared(word, text, out)) return;
        switch (word) {
            case "say" -> sayReader.say(text, out);
            case "bye" -> out.command(BYE);
            case "change_player_type" -> changePlayerType(text, out);
            case "team_graphic" -> teamGraphic(text, out);
            default -> out.error(CommonCommands.UNKNOWN_COMMAND);
        }
    }

    private static void changePlayerType(String text, CoachCommandSink out) {
        Scanf.Result r = SUBSTITUTION.scan(text);
        if (r.count() == 2) {
            out.command(new CoachCommand.ChangePlayerType(null, r.integer(0), r.integer(1)));
            return;
        }
        r = GOALIE.scan(text);
        if (r.count() == 2 && r.text(1).startsWith("goalie")) out.command(new CoachCommand.MakeGoalie(r.integer(0)));
        else out.error(ILLEGAL_COMMAND_FORM);
    }

    private static void teamGraphic(String text, CoachCommandSink out) {
        CoachCommand.TeamGraphic graphic = TeamGraphicReader.read(text);
        if (graphic == null) out.error(ILLEGAL_COMMAND_FORM);
        else out.command(graphic);
    }
}
