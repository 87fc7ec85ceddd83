package org.pitch.kernel;

import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.world.Player;

/** One connected player client: its port, protocol version and the per-client switches it set. */
final class PlayerSession {
    final ClientPort port;
    final double version;
    final Player player;
    PlayerCodec codec;
    /** The model set the codec was looked up in; a new set may bring a new codec bundle. */
    ModelSet codecSource;
    boolean synchSee;
    boolean gaussianSee;
    int clangMin, clangMax;
    /** Asynchronous vision: simulated milliseconds at which the next see is due. */
    long nextSeeMs;

    PlayerSession(ClientPort port, double version, Player player, PlayerCodec codec, ModelSet source) {
        this.port = port;
        this.version = version;
        this.player = player;
        this.codec = codec;
        this.codecSource = source;
    }

    /** The codec for this client's version in the current set, re-resolved after a swap. */
    PlayerCodec codec(ModelSet current) {
        if (current != codecSource) {
            PlayerCodec c = current.playerCodec(version);
            if (c != null) codec = c; // no provider any more: keep talking with the last one
            codecSource = current;
        }
        return codec;
    }

    String describe() {
        return "(" + player.side().wire() + " " + player.unum() + " v" + version + ")";
    }
}
