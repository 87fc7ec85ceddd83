package org.pitch.protocol.coach;

import java.util.ArrayList;
import java.util.List;

import org.pitch.api.coach.CoachCommand;
import org.pitch.wire.Scanf;

/**
 * {@code (team_graphic (X Y "XPM" ...))}, read as rcssserver 19's {@code OnlineCoach::team_graphic}
 * and {@code XPMHolder} read it.
 * <ul>
 *   <li>X and Y: {@code " ( team_graphic ( %u %u "}; without both the command is
 *       {@code illegal_command_form} (null here). {@code %u} takes {@code -1} as 4294967295.</li>
 *   <li>The XPM starts at the first {@code "} anywhere in the command (rcssserver reads past its
 *       buffer and crashes when there is none; here that is invalid data).</li>
 *   <li>Header {@code " \" %d %d %d %d \" %n "}: W H C CPP in one string, free white space, the
 *       closing quote required.</li>
 *   <li>Then C colour strings and H row strings, each {@code " \"%8191[^\"]\" %n "}: one or
 *       more characters without quotes. A string whose closing quote is missing still counts but
 *       the reading position does not advance past it (so it is read again for the next string);
 *       a row must have exactly W×CPP characters. Counts of 0 or less read nothing.</li>
 *   <li>Anything after the last row is ignored.</li>
 * </ul>
 * Invalid data gives a {@link CoachCommand.TeamGraphic} whose tile is null
 * ({@code invalid_xpm_data}); the header is kept normalised as {@code "W H C CPP"}, the strings
 * verbatim.
 */
final class TeamGraphicReader {
    private static final Scanf LOCATION = Scanf.compile(" ( team_graphic ( %u %u ");
    private static final Scanf HEADER = Scanf.compile(" \" %d %d %d %d \" %n ");
    private static final Scanf STRING = Scanf.compile(" \"%8191[^\"]\" %n ");

    private TeamGraphicReader() {}

    /** The command, or null when X and Y cannot be read. */
    static CoachCommand.TeamGraphic read(String text) {
        Scanf.Result location = LOCATION.scan(text);
        if (location.count() != 2) return null;
        return new CoachCommand.TeamGraphic(location.unsigned(0), location.unsigned(1), tile(text));
    }

    /** rcssserver's XPMHolder: the tile, or null when the data is not valid. */
    static CoachCommand.XpmTile tile(String text) {
        int pos = text.indexOf('"');
        if (pos < 0) return null;
        Scanf.Result header = HEADER.scan(text, pos);
        if (header.count() != 4 || header.consumed(4) <= 0) return null;
        pos += header.consumed(4);
        int width = header.integer(0), height = header.integer(1), colours = header.integer(2), charsPerPixel = header.integer(3);
        List<String> strings = new ArrayList<>();
        for (int i = 0; i < colours; i++) {
            Scanf.Result colour = STRING.scan(text, pos);
            if (colour.count() != 1) return null;
            pos += Math.max(colour.consumed(1), 0);
            strings.add(colour.text(0));
        }
        int rowLength = width * charsPerPixel; // C int arithmetic; a negative length matches no row
        for (int i = 0; i < height; i++) {
            Scanf.Result row = STRING.scan(text, pos);
            if (row.count() != 1) return null;
            pos += Math.max(row.consumed(1), 0);
            if (row.text(0).length() != rowLength) return null;
            strings.add(row.text(0));
        }
        String normalised = width + " " + height + " " + colours + " " + charsPerPixel;
        return new CoachCommand.XpmTile(width, height, normalised, strings);
    }
}
