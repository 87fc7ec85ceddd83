package org.pitch.monitors;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.world.World;

/** One connected monitor: its port, version, codec and writer; it hands out its own datagrams. */
public final class MonitorConnection implements MessageSink {
    final ClientPort port;
    final double version;
    private final Parameters parameters;
    private MonitorCodec codec;
    private MonitorWriter writer;
    /** The codecs the codec was looked up in; others may bring a new codec bundle. */
    private MonitorCodecs codecSource;
    /** The team graphic tiles this monitor has had. */
    private final Set<TeamGraphics.Tile> tilesSent = Collections.newSetFromMap(new IdentityHashMap<>());
    /** It asked for the players' live timing ({@code (disptiming on)}). */
    boolean wantsTiming;
    /** Its last show, and the clock it was built at (none yet: -1). */
    private final ShowRecording lastShow = new ShowRecording();
    private int shownTime = -1;
    private int shownStoppage = -1;

    MonitorConnection(ClientPort port, double version, MonitorCodec codec, MonitorWriter writer, MonitorCodecs source, Parameters parameters) {
        this.port = port;
        this.version = version;
        this.codec = codec;
        this.writer = writer;
        this.codecSource = source;
        this.parameters = parameters;
    }

    @Override public MessageOut next() { return port.message(); }

    /** The protocol as the server's log names it ({@code v3}), by its codec. */
    public String protocol() { return codec.describe(version); }

    /** The codec for this version in the current codecs; a new codec bundle gets a new writer. */
    MonitorCodec codec(MonitorCodecs current) {
        if (current != codecSource) {
            MonitorCodec c = current.serving(version);
            if (c != null && c != codec) {
                writer = c.open(version, parameters);
                codec = c;
                lastShow.forget();
            }
            codecSource = current; // no provider any more: keep talking with the last one
        }
        return codec;
    }

    /** The writer of the codec last looked up with {@link #codec}. */
    MonitorWriter writer() { return writer; }

    /**
     * The show of {@code w} by the current writer. With {@code repeatAtStandingClock}, a clock
     * (time, stoppage time) that has not moved since the last show sends that show again as it
     * was, as rcssserver's monitor senders do; otherwise it is built afresh.
     */
    void show(World w, boolean repeatAtStandingClock) {
        if (!repeatAtStandingClock) {
            writer.cycle(this, w);
            return;
        }
        int time = w.time(), stoppage = w.stoppageTime();
        if (lastShow.hasShow() && time == shownTime && stoppage == shownStoppage) {
            lastShow.replay(this);
            return;
        }
        shownTime = time;
        shownStoppage = stoppage;
        try {
            writer.cycle(lastShow.recording(this), w);
        } catch (RuntimeException | LinkageError e) {
            lastShow.forget(); // a failed show is not sent again
            throw e;
        }
        lastShow.finish();
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

    String describe() { return "monitor " + port.client() + " " + protocol(); }
}
