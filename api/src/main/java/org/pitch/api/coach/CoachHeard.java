package org.pitch.api.coach;

/**
 * Something a trainer or an online coach hears, as the server tells it; the codec prints it in the
 * client kind's and version's form.
 *
 * @param time the clock when it was said (rcssserver sends it at once)
 * @param source who spoke
 * @param team for a player, its team's name as this listener knows it (an online coach sees the
 *        opponents under their fixed name); otherwise null
 * @param unum for a player, its uniform number; otherwise 0
 * @param goalie for a player, whether it is the goalie
 * @param message what was said: a referee's mode or message, a plain say, a coach-language message as printed
 */
public record CoachHeard(int time, Source source, String team, int unum, boolean goalie, String message) {
    /** Who spoke. */
    public enum Source { REFEREE, TRAINER, ONLINE_COACH_LEFT, ONLINE_COACH_RIGHT, PLAYER }
}
