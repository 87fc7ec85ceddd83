package org.pitch.kernel;

import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.world.Player;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;
import org.pitch.api.world.World;

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
    /**
     * Vision ticks of this client's mode counted since its last see (rcssserver's send counter).
     * Starts at the connection; a change of view or of vision mode keeps it.
     */
    int visionTicks;

    /** {@code TEAM_UNUM}, how the logs name this client; built once, not per message. */
    private String logName;

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

    /** Counts one vision tick of this client's mode; whether a see is due now. */
    boolean visionTick() {
        if (++visionTicks < seeInterval()) return false;
        visionTicks = 0;
        return true;
    }

    /**
     * Vision ticks from one see to the next. Synchronous see (one tick per cycle): 1, 2, 3 for a
     * narrow, normal, wide view. Asynchronous (a tick every {@code send_step / 4}): 2, 4, 8, halved
     * (rounding down) for low quality, i.e. 75, 150, 300 ms or 37.5, 75, 150 ms by default.
     */
    int seeInterval() {
        ViewWidth w = player.viewWidth();
        if (synchSee) return w == ViewWidth.NARROW ? 1 : w == ViewWidth.NORMAL ? 2 : 3;
        int ticks = w == ViewWidth.NARROW ? 2 : w == ViewWidth.NORMAL ? 4 : 8;
        return player.viewQuality() == ViewQuality.LOW ? ticks / 2 : ticks;
    }

    String describe() {
        return "(" + player.side().wire() + " " + player.unum() + " v" + version + ")";
    }

    String logName(World world) {
        if (logName == null) logName = world.team(player.side()).name() + "_" + player.unum();
        return logName;
    }
}
