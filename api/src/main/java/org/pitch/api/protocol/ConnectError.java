package org.pitch.api.protocol;

/**
 * Why the server refuses a client before any protocol version serves it (a greeting, a datagram
 * on a port nobody serves, a monitor that must use its own port), with rcssserver's error token.
 * Every client kind gets these the same way, {@code (error TOKEN)}, so they need no codec.
 */
public enum ConnectError {
    NO_MORE_TEAM("no_more_team"),
    NO_MORE_PLAYER_OR_ILLEGAL_VERSION("no_more_player_or_goalie_or_illegal_client_version"),
    NO_SUCH_TEAM_OR_PLAYER("no_such_team_or_player"),
    CANNOT_RECONNECT_WHILE_PLAY_ON("cannot_reconnect_while_playon"),
    /** A datagram on a port whose protocol is not served, or that is no greeting. */
    UNKNOWN_COMMAND("unknown_command"),
    ILLEGAL_CLIENT_VERSION("illegal_client_version"),
    /** A datagram that cannot be read at all (a monitor's, on its board). */
    ILLEGAL_COMMAND_FORM("illegal_command_form"),
    /** {@code server::max_monitors} reached. */
    NO_MORE_MONITOR("no_more_monitor"),
    /** No port could be opened for the client. */
    CONNECTION_FAILED("connection_failed"),
    /** A v2+ monitor's command on the well-known port. */
    ONLY_INIT_ALLOWED_ON_INIT_PORT("only_init_allowed_on_init_port"),
    /** An online coach of a team that is not on the field. */
    NO_SUCH_TEAM("no_such_team"),
    ALREADY_HAVE_COACH("already_have_coach"),
    ALREADY_HAVE_OFFLINE_COACH("already_have_offline_coach"),
    /** A trainer without {@code server::coach} or {@code server::coach_w_referee}. */
    OFFLINE_COACH_WITHOUT_COACH_MODE("connected_offline_coach_without_coach_mode");

    private final String token;

    ConnectError(String token) { this.token = token; }

    public String token() { return token; }

    /** The refusal as rcssserver sends it: {@code (error TOKEN)}. */
    public String text() { return text(token); }

    /** {@code (error TOKEN)} for a token a greeting parser gave ({@link Greeting.Refused}). */
    public static String text(String token) { return "(error " + token + ")"; }
}
