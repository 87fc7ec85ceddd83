package org.pitch.replay;

import java.nio.file.Path;
import java.util.List;

import org.pitch.api.param.Parameters;
import org.pitch.api.world.PlayerType;

/**
 * A whole game log, read and checked before anything is served.
 *
 * @param source      the file
 * @param logVersion  1 to 6, or -1 for JSON
 * @param parameters  the recorded {@code server_param} and {@code player_param} (this server's
 *                    values for what the log lacks): what monitors are greeted with
 * @param types       the recorded player types, index = id
 * @param events      every show, play mode, team and message record, in order
 * @param shows       how many of the events are shows
 * @param firstTime   the cycle of the first show
 * @param lastTime    the cycle of the last show
 * @param finalTeams  the last team record, {@code null} if there is none
 * @param warnings    what was odd but not fatal, one sentence each, naming file and line
 */
public record RecordedMatch(Path source, int logVersion, Parameters parameters, List<PlayerType> types,
                            List<LogEvent> events, int shows, int firstTime, int lastTime,
                            LogEvent.TeamsChange finalTeams, List<String> warnings) {

    /** E.g. {@code TeamA 2 - 1 TeamB, game log version 5, 6000 shows (cycles 1-6000)}. */
    public String summary() {
        String teams = "no teams";
        if (finalTeams != null) {
            LogEvent.TeamRecord l = finalTeams.left(), r = finalTeams.right();
            teams = name(l) + " " + (l == null ? 0 : l.score()) + " - " + (r == null ? 0 : r.score()) + " " + name(r);
            if ((l != null && l.penaltyScore() + l.penaltyMiss() > 0) || (r != null && r.penaltyScore() + r.penaltyMiss() > 0)) {
                teams += " (penalties " + (l == null ? 0 : l.penaltyScore()) + " - " + (r == null ? 0 : r.penaltyScore()) + ")";
            }
        }
        return teams + ", game log version " + (logVersion < 0 ? "JSON" : Integer.toString(logVersion)) + ", " + shows
                + (shows == 1 ? " show" : " shows") + " (cycles " + firstTime + "-" + lastTime + ")";
    }

    private static String name(LogEvent.TeamRecord t) { return t == null ? "(none)" : t.name(); }
}
