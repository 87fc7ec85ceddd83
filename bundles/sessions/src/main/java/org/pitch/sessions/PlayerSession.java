package org.pitch.sessions;

import org.pitch.kernel.ModelSet;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.record.Sender;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.world.Player;
import org.pitch.api.world.World;

/** One connected player client: its port, protocol version and the per-client switches it set; its codec writes into it. */
final class PlayerSession implements MessageSink {
    final ClientPort port;
    final double version;
    final Player player;
    PlayerCodec codec;
    /** The model set the codec was looked up in; a new set may bring a new codec bundle. */
    ModelSet codecSource;
    boolean synchSee;
    boolean gaussianSee;
    int clangMin, clangMax;
    /**
     * Vision ticks of this client's mode counted since its last see (rcssserver's send counter).
     * Starts at the connection; a change of view or of vision mode keeps it.
     */
    int visionTicks;

    /** {@code TEAM_UNUM}, how the logs name this client; built once, not per message. */
    private Sender sender;

    PlayerSession(ClientPort port, double version, Player player, PlayerCodec codec, ModelSet source) {
        this.port = port;
        this.version = version;
        this.player = player;
        this.codec = codec;
        this.codecSource = source;
    }

    /** A message to the client: the session is where its codec writes what the version gets. */
    @Override public MessageOut next() { return port.message(); }

    /** The codec for this client's version in the current set, re-resolved after a swap. */
    PlayerCodec codec(ModelSet current) {
        if (current != codecSource) {
            PlayerCodec c = current.playerCodec(version);
            if (c != null) codec = c; // no provider any more: keep talking with the last one
            codecSource = current;
        }
        return codec;
    }

    /**
     * Counts one vision tick of this client's mode; whether a see is due now, {@code interval}
     * being the vision sensor's ticks between sees for the player's view now (a count above it
     * sees at once).
     */
    boolean visionTick(int interval) {
        if (++visionTicks < interval) return false;
        visionTicks = 0;
        return true;
    }

    String describe() {
        return "(" + player.side().wire() + " " + player.unum() + " v" + version + ")";
    }

    /** The player as the recorders are told of its datagrams; made once. */
    Sender sender(World world) {
        if (sender == null) sender = new Sender.Player(world.team(player.side()).name(), player.unum());
        return sender;
    }
}
