package org.pitch.sessions;

import org.pitch.kernel.ModelSet;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCodec.MessageSink;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.world.World;

/** One connected monitor: its port, version and writer; it hands out its own datagrams. */
final class MonitorSession implements MessageSink {
    final ClientPort port;
    final double version;
    private final Parameters parameters;
    MonitorCodec codec;
    MonitorWriter writer;
    /** The model set the codec was looked up in; a new set may bring a new codec bundle. */
    private ModelSet codecSource;
    /** The team graphic tiles this monitor has had. */
    private final Set<TeamGraphics.Tile> tilesSent = Collections.newSetFromMap(new IdentityHashMap<>());

    MonitorSession(ClientPort port, double version, MonitorCodec codec, MonitorWriter writer, ModelSet source, Parameters parameters) {
        this.port = port;
        this.version = version;
        this.codec = codec;
        this.writer = writer;
        this.codecSource = source;
        this.parameters = parameters;
    }

    @Override public MessageOut next() { return port.message(); }

    /** The codec and writer for this version in the current set; a new codec bundle gets a new writer. */
    MonitorCodec codec(ModelSet current) {
        if (current != codecSource) {
            MonitorCodec c = current.monitorCodec(version);
            if (c != null && c != codec) {
                writer = c.open(version, parameters);
                codec = c;
            }
            codecSource = current; // no provider any more: keep talking with the last one
        }
        return codec;
    }

    /** Team graphic tiles this monitor has not had yet: at most 32 a cycle before the kick-off, 8 after, as rcssserver sends them. */
    void sendTiles(TeamGraphics graphics, World w) {
        if (graphics == null || graphics.isEmpty()) return;
        int budget = w.playMode().awaitsKickOff() ? 32 : 8;
        for (TeamGraphics.Tile t : graphics.all()) {
            if (budget == 0) return;
            if (tilesSent.add(t)) {
                writer.teamGraphic(this, w, t.side(), t.graphic());
                budget--;
            }
        }
    }

    String describe() { return "monitor " + port.client() + " v" + version; }
}
