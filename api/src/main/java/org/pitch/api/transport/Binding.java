package org.pitch.api.transport;

/**
 * Where the well-known ports are: host and the three port numbers (0 = any free port, as tests
 * use). {@link Transport#open} returns the ports actually bound.
 */
public record Binding(String host, int playerPort, int trainerPort, int onlineCoachPort) {
    /**
     * The service property under which a bundle that serves players or monitors (the kernel, the
     * log player) publishes the player port it bound, for clients inside the framework.
     */
    public static final String PLAYER_PORT_PROPERTY = "pitch.port.player";

    public int port(Port p) {
        switch (p) {
            case PLAYER: return playerPort;
            case TRAINER: return trainerPort;
            default: return onlineCoachPort;
        }
    }
}
