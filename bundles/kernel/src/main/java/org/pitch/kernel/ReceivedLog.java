package org.pitch.kernel;

import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

import org.pitch.api.record.Recorder;
import org.pitch.api.record.Sender;
import org.pitch.api.world.World;

/**
 * What a client sent, handed to the recorders (the text log, and the game log with
 * {@code record_messages}) as the text it was, before it acts; nothing is built when no recorder
 * listens. Shared by the players' and the coaches' dispatch.
 */
final class ReceivedLog {
    private ReceivedLog() {}

    /**
     * @param sender        who sent it
     * @param trimNewlines  whether trailing newlines go too (rcssserver's coaches' lines)
     * @param failed        told of each recorder that threw; the others still get the text
     */
    static void record(Recorder[] recorders, World world, Sender sender, byte[] data, boolean trimNewlines,
                       Consumer<Throwable> failed) {
        if (recorders.length == 0) return;
        int n = data.length;
        while (n > 0 && (data[n - 1] == 0 || trimNewlines && data[n - 1] == '\n')) n--;
        String text = new String(data, 0, n, StandardCharsets.ISO_8859_1);
        for (Recorder r : recorders) {
            try {
                r.received(world, sender, text);
            } catch (RuntimeException | LinkageError e) {
                failed.accept(e);
            }
        }
    }
}
