package org.pitch.api.protocol;

/** Why a connection request is refused, with rcssserver's error token. */
public enum ConnectError {
    NO_MORE_TEAM("no_more_team"),
    NO_MORE_PLAYER_OR_ILLEGAL_VERSION("no_more_player_or_goalie_or_illegal_client_version"),
    NO_SUCH_TEAM_OR_PLAYER("no_such_team_or_player"),
    CANNOT_RECONNECT_WHILE_PLAY_ON("cannot_reconnect_while_playon");

    private final String token;

    ConnectError(String token) { this.token = token; }

    public String token() { return token; }
}
