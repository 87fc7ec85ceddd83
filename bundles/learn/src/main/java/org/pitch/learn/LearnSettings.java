package org.pitch.learn;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.config.Settings;

/**
 * The {@code pitch.learn.*} keys, read once at start.
 *
 * @param socket a Unix domain socket path to listen on; empty: none
 * @param port   a loopback TCP port; 0: any free port; -1: none
 */
public record LearnSettings(boolean enabled, String socket, int port) {
    public static LearnSettings of(ServerConfiguration configuration) {
        Settings s = configuration.settings();
        return new LearnSettings(s.bool("learn.enabled", false), s.string("learn.socket", ""), (int) s.number("learn.port", -1));
    }

    /** Why these settings cannot serve, or null. */
    public String problem() {
        if (!enabled) return null;
        if (socket.isBlank() && port < 0) {
            return "pitch.learn.enabled = true, but neither pitch.learn.socket (a Unix domain socket path) nor pitch.learn.port (a loopback TCP port, 0 for any free one) is given";
        }
        if (!socket.isBlank() && port >= 0) {
            return "pitch.learn.socket and pitch.learn.port are both given: listen on one (a Unix domain socket path, or a loopback TCP port)";
        }
        if (port > 65535) return "pitch.learn.port = " + port + " is not a TCP port (valid: 0..65535, or -1 for none)";
        return null;
    }
}
