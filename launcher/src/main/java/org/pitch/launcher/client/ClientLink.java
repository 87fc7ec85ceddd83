package org.pitch.launcher.client;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * The sample client's socket: sends each command as one NUL-terminated datagram, first to the
 * server's well-known port and then, as rcssclient does, to whatever port the server last
 * answered from. Once the server answers {@code (ok compression N)}, each datagram it sends is
 * inflated (each is a zlib stream of its own, ended by a sync flush) and each command is sent
 * deflated the same way. Receiving and sending may happen on two threads.
 */
final class ClientLink implements AutoCloseable {
    /** The largest UDP payload over IPv4. */
    private static final int MAX_DATAGRAM = 65_507;
    private static final Pattern COMPRESSION_TAKEN = Pattern.compile("^\\(ok compression (-?\\d+)\\)");

    private final DatagramChannel channel;
    private final ByteBuffer in = ByteBuffer.allocate(MAX_DATAGRAM + 1);
    private volatile SocketAddress server;
    /** The compression level the server took; -1: none. */
    private volatile int compression = -1;

    ClientLink(InetSocketAddress server) throws IOException {
        this.server = server;
        this.channel = DatagramChannel.open();
        channel.bind(new InetSocketAddress(server.getAddress().isLoopbackAddress() ? server.getAddress() : null, 0));
    }

    /** Where commands go now: the well-known port until the server answered, then its port for this client. */
    SocketAddress server() { return server; }

    int compression() { return compression; }

    /** Sends one command (a typed line), with rcssclient's terminating NUL. */
    void send(String command) throws IOException {
        byte[] text = (command + '\0').getBytes(StandardCharsets.ISO_8859_1);
        byte[] payload = compression >= 0 ? deflate(text, compression) : text;
        channel.send(ByteBuffer.wrap(payload), server);
    }

    /**
     * Waits for the next datagram; returns it as text (inflated if compression is on, the final
     * NUL cut), or {@code null} when the channel was closed.
     */
    String receive() throws IOException {
        in.clear();
        SocketAddress from;
        try {
            from = channel.receive(in);
        } catch (java.nio.channels.ClosedChannelException e) {
            return null;
        }
        if (from == null) return null;
        server = from;
        int n = in.position();
        byte[] data = java.util.Arrays.copyOf(in.array(), n);
        if (compression >= 0) data = inflate(data);
        int end = data.length;
        while (end > 0 && data[end - 1] == 0) end--;
        String text = new String(data, 0, end, StandardCharsets.ISO_8859_1);
        Matcher m = COMPRESSION_TAKEN.matcher(text);
        if (m.find()) compression = Integer.parseInt(m.group(1)) >= 0 ? Integer.parseInt(m.group(1)) : -1;
        return text;
    }

    @Override
    public void close() throws IOException { channel.close(); }

    /** One zlib stream ended by a sync flush, as the server sends and expects. */
    static byte[] deflate(byte[] plain, int level) {
        Deflater d = new Deflater(Math.min(9, Math.max(0, level)));
        try {
            d.setInput(plain);
            ByteArrayOutputStream out = new ByteArrayOutputStream(plain.length + 64);
            byte[] chunk = new byte[4096];
            int n;
            do {
                n = d.deflate(chunk, 0, chunk.length, Deflater.SYNC_FLUSH);
                out.write(chunk, 0, n);
            } while (n == chunk.length);
            return out.toByteArray();
        } finally {
            d.end();
        }
    }

    /** What a sync-flushed zlib stream holds; a datagram that is none is shown as it came. */
    static byte[] inflate(byte[] data) {
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(data);
            ByteArrayOutputStream out = new ByteArrayOutputStream(data.length * 4 + 64);
            byte[] chunk = new byte[8192];
            while (!inflater.finished()) {
                int n = inflater.inflate(chunk);
                if (n == 0) {
                    if (inflater.needsInput() || inflater.needsDictionary()) break;
                    continue;
                }
                out.write(chunk, 0, n);
            }
            return out.size() == 0 ? data : out.toByteArray();
        } catch (DataFormatException notZlib) {
            return data;
        } finally {
            inflater.end();
        }
    }
}
