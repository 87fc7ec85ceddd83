package org.pitch.api.coach;

/**
 * Why the server did not do what a trainer or online coach asked, as rcssserver 19 tells it: an
 * {@code (error ...)} or a {@code (warning ...)}. The codec writes it on the wire; the kernel only
 * decides which. A full CLang window has its own message ({@link CoachCodec#writeClangWindowFull}).
 */
public enum CoachRefusal {
    /** A datagram the codec could not read. */
    ILLEGAL_COMMAND_FORM(false),
    /** A command of the other client kind. */
    UNKNOWN_COMMAND(false),
    /** After {@code (init)} a v8+ client must use its own port. */
    ONLY_INIT_ALLOWED_ON_INIT_PORT(false),
    NO_TEAM_FOUND(true),
    NO_SUCH_PLAYER(true),
    OUT_OF_RANGE_PLAYER_TYPE(false),
    CANNOT_SAY_WHILE_PLAYON(true),
    SAID_TOO_MANY_MESSAGES(false),
    CANNOT_SAY_FREEFORM_WHILE_PLAYON(false),
    SAID_TOO_MANY_FREEFORM_MESSAGES(false),
    CANNOT_SUB_WHILE_PLAYON(true),
    CANNOT_SUB_WHILE_PENALTY_SHOOTOUTS(true),
    NO_SUBS_LEFT(true),
    NO_LEFT_OF_THAT_TYPE(true),
    MAX_OF_THAT_TYPE_ON_FIELD(true),
    CANNOT_CHANGE_GOALIE_WHILE_PLAYON(true),
    CANNOT_CHANGE_GOALIE_WHILE_PENALTY_TAKEN(true),
    GOALIE_ALREADY_EXISTS(false),
    ONLY_BEFORE_KICK_OFF(true),
    INVALID_TILE_LOCATION(true),
    INVALID_XPM_DATA(false),
    INVALID_TILE_SIZE(true);

    private final boolean warning;

    CoachRefusal(boolean warning) { this.warning = warning; }

    /** Whether rcssserver answers with a warning (the command was understood, but not possible now) rather than an error. */
    public boolean warning() { return warning; }
}
