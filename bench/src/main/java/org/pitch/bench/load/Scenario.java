package org.pitch.bench.load;

/**
 * What a load run connects and how long it measures. Players are 22 v19 clients; in synch mode
 * each answers {@code (think)} with one body command and {@code (done)} in one datagram, in real
 * time each answers its {@code sense_body} with one body command. The body commands alternate a
 * turn and a dash, so the players run circles and stay on the field.
 */
enum Scenario {
    /**
     * Start-up alone, on the server's defaults (only the ports given): from the launch to the
     * player port bound (seen in {@code /proc/net/udp}) and to the answer of an {@code (init)}
     * sent every 2 ms from the launch on; then the server is stopped. Run it with
     * {@code --rounds 5} for medians of 5.
     */
    STARTUP("startup", false, false, false, false, false),
    /** Synch mode, 22 players. */
    SYNCH("synch", true, false, false, false, false),
    /** Synch mode, 22 players and both online coaches with the eye on (they think and are waited for). */
    SYNCH_COACHES("synch-coaches", true, true, false, false, false),
    /** Synch mode, 22 players, both online coaches and a v5 monitor. */
    SYNCH_MONITOR("synch-monitor", true, true, true, false, false),
    /** Synch mode, 22 players as a helios-base team talks: synch_see, a say each cycle, both coaches. */
    HELIOS_MIX("helios-mix", true, true, false, true, false),
    /** Real time (100 ms cycles), 22 players. */
    REALTIME("realtime", false, false, false, false, false),
    /** Real time, 22 players, both online coaches (eye on) and a monitor. */
    REALTIME_FULL("realtime-full", false, true, true, false, false),
    /**
     * Real time, 22 players, one of which (the right team's number 11) also floods its own port
     * with {@value LoadRun#FLOOD_PER_SECOND} datagrams a second (body commands, asks, junk; no say,
     * which the others would hear) from a thread of its own; the figures are those of the other 21
     * players (tick as they see it, what they receive), to compare with {@link #REALTIME}.
     */
    REALTIME_FLOOD("realtime-flood", false, false, false, false, true);

    final String id;
    final boolean synch;
    final boolean coaches;
    final boolean monitor;
    final boolean heliosMix;
    final boolean flood;

    Scenario(String id, boolean synch, boolean coaches, boolean monitor, boolean heliosMix, boolean flood) {
        this.id = id;
        this.synch = synch;
        this.coaches = coaches;
        this.monitor = monitor;
        this.heliosMix = heliosMix;
        this.flood = flood;
    }

    static Scenario of(String id) {
        for (Scenario s : values()) if (s.id.equals(id)) return s;
        throw new IllegalArgumentException("unknown scenario '" + id + "'; valid: " + ids());
    }

    static String ids() {
        StringBuilder sb = new StringBuilder();
        for (Scenario s : values()) sb.append(sb.length() == 0 ? "" : ", ").append(s.id);
        return sb.toString();
    }
}
