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

    /**
     * Where a client on this machine reaches ports bound to {@code bind} (the {@code pitch.bind}
     * setting): loopback for a wildcard address (empty, {@code 0.0.0.0}, {@code ::}), else that
     * address. The clients inside the framework (the web monitor, the virtual soccer gateway)
     * connect there.
     */
    public static String localHost(String bind) {
        boolean wildcard = bind.isEmpty() || bind.equals("0.0.0.0") || bind.equals("::");
        return wildcard ? "127.0.0.1" : bind;
    }

    public int port(Port p) {
        switch (p) {
            case PLAYER: return playerPort;
            case TRAINER: return trainerPort;
            default: return onlineCoachPort;
        }
    }
}
