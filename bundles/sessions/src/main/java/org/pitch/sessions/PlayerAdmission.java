package org.pitch.sessions;

import org.pitch.kernel.WorldState;
import org.pitch.kernel.Simulation;
import org.pitch.kernel.ModelSet;
import org.pitch.kernel.Inbox;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;

import org.pitch.api.protocol.ConnectError;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.Transport;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/**
 * Greetings on the player port from addresses that are no client yet: a new player
 * ({@code init}), one coming back ({@code reconnect}), or a monitor (handed to
 * {@link MonitorSessions}). Read by the {@link GreetingParser}s, within the greeting guard's
 * budget; refused with rcssserver's errors from the port they came to. Simulation thread only.
 */
final class PlayerAdmission {
    private static final Logger LOG = System.getLogger("org.pitch.sessions");

    private final Simulation simulation;
    private final Transport transport;
    private final GreetingGuard guard;
    private final MonitorSessions monitors;
    private final PlayerRoster roster;
    private final PlayerDispatch dispatch;
    private final ModelsInUse models;
    /** The highest player protocol version served ({@code pitch.protocol.max_version}). */
    private final double maxVersion;

    PlayerAdmission(Simulation simulation, Transport transport, GreetingGuard guard, MonitorSessions monitors,
                    PlayerRoster roster, PlayerDispatch dispatch, ModelsInUse models, double maxVersion) {
        this.simulation = simulation;
        this.transport = transport;
        this.guard = guard;
        this.monitors = monitors;
        this.roster = roster;
        this.dispatch = dispatch;
        this.models = models;
        this.maxVersion = maxVersion;
    }

    void greeting(Inbox.Datagram d) {
        if (!guard.admit(d.from().getAddress())) return;
        ModelSet m = models.get();
        Greeting g = null;
        for (GreetingParser p : m.greetingParsers) {
            g = p.parse(d.port(), d.payload(), d.payload().length);
            if (g != null) break;
        }
        if (g == null) {
            refuse(d, ConnectError.UNKNOWN_COMMAND.text());
        } else if (g instanceof Greeting.Refused r) {
            refuse(d, ConnectError.text(r.errorToken()));
        } else if (g instanceof Greeting.PlayerInit init) {
            init(d, init);
        } else if (g instanceof Greeting.PlayerReconnect r) {
            reconnect(d, r);
        } else if (g instanceof Greeting.MonitorInit mi) {
            monitors.connect(d, mi, m);
        }
    }

    private void init(Inbox.Datagram d, Greeting.PlayerInit init) {
        PlayerCodec codec = Math.floor(init.version()) > maxVersion ? null : models.get().playerCodec(init.version());
        if (codec == null) {
            refuse(d, ConnectError.NO_MORE_PLAYER_OR_ILLEGAL_VERSION.text());
            return;
        }
        World w = simulation.world();
        Side side = sideFor(w, init.team());
        if (side == null) {
            refuse(d, ConnectError.NO_MORE_TEAM.text());
            return;
        }
        int unum = freeUnum(w, side);
        if (unum == 0 || init.goalie() && hasGoalie(w, side)) {
            refuse(d, ConnectError.NO_MORE_PLAYER_OR_ILLEGAL_VERSION.text());
            return;
        }
        ClientPort port = openPort(d);
        if (port == null) return;
        Player p = simulation.addPlayer(side, init.team(), unum, init.goalie());
        PlayerSession s = roster.attach(port, init.version(), p, codec, models.get());
        dispatch.record(s, d.payload());
        MessageOut out = port.message();
        codec.writeInit(out, s.version, side, unum, w.playMode(), w.playModeSide());
        out.send();
        welcome(s);
        LOG.log(Level.INFO, "A new (v" + fmt(init.version()) + ") player (" + init.team() + " " + unum + ") connected.");
    }

    private void reconnect(Inbox.Datagram d, Greeting.PlayerReconnect r) {
        World w = simulation.world();
        if (w.playMode().isPlayOn()) {
            refuse(d, ConnectError.CANNOT_RECONNECT_WHILE_PLAY_ON.text());
            return;
        }
        Side side = null;
        for (Side sd : new Side[] {Side.LEFT, Side.RIGHT}) {
            Team t = w.team(sd);
            if (t != null && t.name().equals(r.team())) side = sd;
        }
        if (side == null || r.unum() < 1 || r.unum() > WorldState.MAX_UNUM) {
            refuse(d, ConnectError.NO_SUCH_TEAM_OR_PLAYER.text());
            return;
        }
        Player p = w.player(side, r.unum());
        PlayerSession previous = p == null ? null : roster.of(p);
        double version = previous != null ? previous.version : 3;
        PlayerCodec codec = models.get().playerCodec(version);
        if (codec == null) {
            refuse(d, ConnectError.NO_MORE_PLAYER_OR_ILLEGAL_VERSION.text());
            return;
        }
        ClientPort port = openPort(d);
        if (port == null) return;
        if (previous != null) roster.detach(previous);
        if (p == null) p = simulation.addPlayer(side, r.team(), r.unum(), false);
        PlayerSession s = roster.attach(port, version, p, codec, models.get());
        // the player keeps its vision mode, as rcssserver's does; the see counter starts again
        s.synchSee = p.synchSee();
        if (previous != null) s.gaussianSee = previous.gaussianSee;
        MessageOut out = port.message();
        codec.writeReconnect(out, version, side, w.playMode(), w.playModeSide());
        out.send();
        welcome(s);
        LOG.log(Level.INFO, "A player (" + r.team() + " " + r.unum() + ") reconnected.");
    }

    /** What the version gets after the greeting's answer; rcssserver 19 puts v18+ players into synchronous see at once. */
    private void welcome(PlayerSession s) {
        if (s.codec.welcome(s, s.version, simulation.parameters(), simulation.world(), s.player.side())) PlayerReplies.synchSee(s);
    }

    private void refuse(Inbox.Datagram d, String error) { ClientPorts.refuse(transport, d, error); }

    private ClientPort openPort(Inbox.Datagram d) { return ClientPorts.open(transport, d); }

    private static Side sideFor(World w, String team) {
        Team left = w.team(Side.LEFT), right = w.team(Side.RIGHT);
        if (left == null || left.name().equals(team)) return Side.LEFT;
        if (right == null || right.name().equals(team)) return Side.RIGHT;
        return null;
    }

    private static int freeUnum(World w, Side side) {
        for (int u = 1; u <= WorldState.MAX_UNUM; u++) if (w.player(side, u) == null) return u;
        return 0;
    }

    private static boolean hasGoalie(World w, Side side) {
        for (int u = 1; u <= WorldState.MAX_UNUM; u++) {
            Player p = w.player(side, u);
            if (p != null && p.goalie()) return true;
        }
        return false;
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
