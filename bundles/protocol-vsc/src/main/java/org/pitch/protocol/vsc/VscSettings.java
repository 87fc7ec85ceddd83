package org.pitch.protocol.vsc;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.config.Settings;
import org.pitch.api.param.ServerParam;
import org.pitch.api.transport.Binding;

/**
 * The {@code pitch.vsc.*} keys, read once at start.
 *
 * @param teamFiles     {@code team1}, {@code team2}: the team JSON files (empty: no such team)
 * @param teamHosts     {@code team1_hosts}, {@code team2_hosts}: where each team's robots may connect from
 * @param serverHost    where the 2D player port is reached: loopback when the UDP ports bind to every address
 * @param serverPort    the configured player port ({@code server::port}); a server that bound another publishes it
 */
record VscSettings(boolean enabled, String bind, int portBase, List<String> teamFiles, List<String> teamHosts,
                   double bandwidthBytesPerSecond, int sendQueueBytes, int cameraWidth, int cameraHeight,
                   double fieldLength, double fieldWidth, String serverHost, int serverPort, int cycleMs, double inertiaMoment) {

    /** Ports of the second team's robots start this far above the first team's. */
    static final int SECOND_TEAM_OFFSET = 20;

    static VscSettings of(ServerConfiguration configuration) {
        Settings s = configuration.settings();
        String udpBind = s.string("bind", "0.0.0.0");
        return new VscSettings(
                s.bool("vsc.enabled", false),
                s.string("vsc.bind", "0.0.0.0"),
                (int) s.number("vsc.port_base", 10000),
                List.of(s.string("vsc.team1", ""), s.string("vsc.team2", "")),
                List.of(s.string("vsc.team1_hosts", "127.0.0.1"), s.string("vsc.team2_hosts", "127.0.0.1")),
                s.number("vsc.bandwidth_mb_per_s", 350) * 1_000_000.0,
                (int) s.number("vsc.send_queue_kb", 1024) * 1024,
                (int) s.number("vsc.camera_width", 160),
                (int) s.number("vsc.camera_height", 120),
                s.number("vsc.field_length", 9.0),
                s.number("vsc.field_width", 6.0),
                Binding.localHost(udpBind),
                configuration.parameters().integer(ServerParam.PORT),
                configuration.parameters().integer(ServerParam.SIMULATOR_STEP),
                configuration.parameters().real(ServerParam.INERTIA_MOMENT));
    }

    /** The TCP port of robot {@code id} of team {@code team} (0 or 1). */
    int port(int team, int id) { return portBase + team * SECOND_TEAM_OFFSET + id; }

    /**
     * The address each robot of a team may connect from, by id: {@code "ADDR"} for all, or
     * {@code "1=ADDR 2=ADDR"} (spaces or commas between) with the first address for robots not
     * named. Throws with the key and what is wrong.
     */
    static Map<Integer, InetAddress> hosts(String key, String text, int robots) throws IllegalArgumentException {
        Map<Integer, InetAddress> byId = new HashMap<>();
        InetAddress first = null;
        for (String part : text.trim().split("[\\s,]+")) {
            if (part.isEmpty()) continue;
            int eq = part.indexOf('=');
            InetAddress a = address(key, eq < 0 ? part : part.substring(eq + 1));
            if (eq < 0) {
                if (first == null) first = a;
                continue;
            }
            int id;
            try {
                id = Integer.parseInt(part.substring(0, eq));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("pitch.vsc." + key + ": '" + part + "': expected ID=ADDRESS with a robot id 1.." + robots);
            }
            if (id < 1 || id > robots) throw new IllegalArgumentException("pitch.vsc." + key + ": robot " + id + " is not in the team (1.." + robots + ")");
            byId.put(id, a);
            if (first == null) first = a;
        }
        if (first == null) throw new IllegalArgumentException("pitch.vsc." + key + ": an address expected (e.g. \"127.0.0.1\" or \"1=10.0.0.5 2=10.0.0.6\")");
        for (int id = 1; id <= robots; id++) byId.putIfAbsent(id, first);
        return byId;
    }

    private static InetAddress address(String key, String text) {
        if (!text.matches("[0-9.]+|[0-9A-Fa-f:]+")) {
            throw new IllegalArgumentException("pitch.vsc." + key + ": '" + text + "' is not a numeric IP address");
        }
        try {
            return InetAddress.getByName(text);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("pitch.vsc." + key + ": '" + text + "' is not an IP address");
        }
    }
}
