package org.pitch.bench.load;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.charset.StandardCharsets;

/**
 * One simulated client on its own UDP socket: it greets the server's well-known port, then talks
 * to the port the server answered from, as every rcssserver client does. Counts what it receives.
 */
final class Client {
    /** What kind of client, for what it answers. */
    enum Kind { PLAYER, COACH, TRAINER, MONITOR }

    final Kind kind;
    final String name;
    private final DatagramChannel channel;
    private InetSocketAddress server;
    private final ByteBuffer in = ByteBuffer.allocateDirect(65536);
    private final byte[] text = new byte[65536];
    long datagrams, bytes;
    /** The last datagram received, as text (NUL and trailing bytes removed). */
    String last = "";
    /** Set once the server has answered the greeting. */
    boolean greeted;
    /** Cycles this client has answered: alternates its body command. */
    int answered;

    Client(Kind kind, String name, InetSocketAddress wellKnown, Selector selector) throws IOException {
        this.kind = kind;
        this.name = name;
        this.server = wellKnown;
        this.channel = DatagramChannel.open();
        channel.bind(new InetSocketAddress("127.0.0.1", 0));
        channel.configureBlocking(false);
        channel.register(selector, SelectionKey.OP_READ, this);
    }

    void send(String message) throws IOException {
        byte[] b = (message + '\0').getBytes(StandardCharsets.ISO_8859_1);
        channel.send(ByteBuffer.wrap(b), server);
    }

    /** Reads one datagram if there is one; follows the server to the port it answers from. */
    boolean receive() throws IOException {
        in.clear();
        InetSocketAddress from = (InetSocketAddress) channel.receive(in);
        if (from == null) return false;
        in.flip();
        int n = in.remaining();
        datagrams++;
        bytes += n;
        in.get(text, 0, n);
        int end = 0;
        while (end < n && text[end] != 0) end++;
        last = new String(text, 0, end, StandardCharsets.ISO_8859_1);
        if (!greeted) {
            greeted = true;
            server = from; // every later message goes to the client's own port
        }
        return true;
    }

    void close() {
        try {
            channel.close();
        } catch (IOException e) {
            // closing anyway
        }
    }
}
