package org.pitch.testkit.clients;

import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.util.Arrays;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;

/**
 * Where a client's datagrams wait to be taken: in its socket, or in a queue its own thread fills.
 * Each tells the port a datagram came from as it reaches the client, its own port (a marker) left out.
 */
interface Inbox {
    /** One datagram and the port it came from. */
    record Datagram(byte[] bytes, int port) { }

    /** The next datagram within {@code ms}, or null. */
    Datagram take(long ms) throws IOException;

    /** The socket itself: a datagram that reached it is taken at once, whatever the timeout. */
    final class OfSocket implements Inbox {
        private final DatagramSocket socket;
        private final IntConsumer portSeen;
        private final byte[] buffer = new byte[65536];

        OfSocket(DatagramSocket socket, IntConsumer portSeen) {
            this.socket = socket;
            this.portSeen = portSeen;
        }

        @Override
        public Datagram take(long ms) throws IOException {
            socket.setSoTimeout((int) Math.min(Integer.MAX_VALUE, Math.max(1, ms)));
            DatagramPacket p = new DatagramPacket(buffer, buffer.length);
            try {
                socket.receive(p);
            } catch (SocketTimeoutException e) {
                return null;
            }
            if (p.getPort() != socket.getLocalPort()) portSeen.accept(p.getPort());
            return new Datagram(Arrays.copyOf(buffer, p.getLength()), p.getPort());
        }
    }

    /** A thread of the client's own reads the socket as datagrams arrive, into a queue. */
    final class ReadAhead implements Inbox {
        private final BlockingQueue<Datagram> received = new LinkedBlockingQueue<>();
        private volatile IOException failure;

        ReadAhead(DatagramSocket socket, IntConsumer portSeen) throws IOException {
            socket.setReceiveBufferSize(4 << 20);
            Thread reader = new Thread(() -> read(socket, portSeen), "test-client-" + socket.getLocalPort());
            reader.setDaemon(true);
            reader.start();
        }

        private void read(DatagramSocket socket, IntConsumer portSeen) {
            byte[] buffer = new byte[65536];
            try {
                while (true) {
                    DatagramPacket p = new DatagramPacket(buffer, buffer.length);
                    socket.receive(p);
                    if (p.getPort() != socket.getLocalPort()) portSeen.accept(p.getPort());
                    received.add(new Datagram(Arrays.copyOf(buffer, p.getLength()), p.getPort()));
                }
            } catch (SocketException closed) {
                // close()
            } catch (IOException e) {
                failure = e;
            }
        }

        @Override
        public Datagram take(long ms) throws IOException {
            try {
                Datagram d = received.poll(Math.max(1, ms), TimeUnit.MILLISECONDS);
                if (d == null && failure != null) throw new IOException("the client's socket failed", failure);
                return d;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted", e);
            }
        }
    }
}
