package org.pitch.sessions;

import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

import org.pitch.api.record.Recorder;
import org.pitch.api.record.Sender;
import org.pitch.api.world.World;

/**
 * What a client sent, handed to the recorders (the text log, and the game log with
 * {@code record_messages}) as the text it was, before it acts; nothing is built when no recorder
 * listens. One per dispatch (players', coaches'), used on the simulation thread: the text is a
 * reused view of the datagram's bytes, so recording allocates nothing per datagram.
 */
public final class ReceivedLog {
    private final Latin1View view = new Latin1View();
    private final Consumer<Throwable> failed;

    /** @param failed told of each recorder that threw; the others still get the text */
    public ReceivedLog(Consumer<Throwable> failed) {
        this.failed = failed;
    }

    /**
     * @param sender        who sent it
     * @param trimNewlines  whether trailing newlines go too (rcssserver's coaches' lines)
     */
    public void record(Recorder[] recorders, World world, Sender sender, byte[] data, boolean trimNewlines) {
        if (recorders.length == 0) return;
        int n = data.length;
        while (n > 0 && (data[n - 1] == 0 || trimNewlines && data[n - 1] == '\n')) n--;
        view.of(data, n);
        try {
            for (Recorder r : recorders) {
                try {
                    r.received(world, sender, view);
                } catch (RuntimeException | LinkageError e) {
                    failed.accept(e);
                }
            }
        } finally {
            view.of(null, 0); // the datagram's buffer is not held past the call
        }
    }

    /** The first {@code length} bytes of an array as ISO-8859-1 characters, one byte each. */
    static final class Latin1View implements CharSequence {
        private byte[] bytes;
        private int length;

        void of(byte[] bytes, int length) {
            this.bytes = bytes;
            this.length = length;
        }

        @Override
        public int length() { return length; }

        @Override
        public char charAt(int index) {
            if (index < 0 || index >= length) throw new IndexOutOfBoundsException(index);
            return (char) (bytes[index] & 0xFF);
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return toString().substring(start, end);
        }

        @Override
        public String toString() {
            return length == 0 ? "" : new String(bytes, 0, length, StandardCharsets.ISO_8859_1);
        }
    }
}
