package org.pitch.api.sense;

/**
 * What a viewer's protocol version lets it see, as the codec of that version tells the vision
 * sensor (a constant per codec, so asking for every see costs nothing).
 *
 * @param landmarks          whether the flags and goals are seen at all (rcssserver: from v3)
 * @param outerFlags         whether the flags 5 m outside the field are seen (rcssserver: from v4)
 * @param typeTeamLengths    whether team names and uniform numbers are told up to the viewer's
 *                           type's {@code team_far_length}/{@code team_too_far_length}, not the
 *                           fixed 40 m and 60 m (rcssserver: from v18)
 */
public record SightRules(boolean landmarks, boolean outerFlags, boolean typeTeamLengths) {
}
