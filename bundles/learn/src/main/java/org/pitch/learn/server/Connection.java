package org.pitch.learn.server;

import java.io.EOFException;
import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SocketChannel;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.InvalidProtocolBufferException;

import org.pitch.learn.proto.Request;

/**
 * One client: blocking reads of length-prefixed requests (a 4-byte little-endian length, then a
 * {@code Request}), each handled on this thread (its simulations are stepped here: no hand-off)
 * and answered before the next is read. A frame that does not parse is answered with an
 * {@code Error} and the connection goes on; a length over {@link #MAX_FRAME} cannot be skipped
 * safely, so it is answered and the connection closed. When the client goes, its simulations are freed.
 */
final class Connection implements Runnable {
    private static final Logger LOG = System.getLogger("org.pitch.learn");
    /** The longest request taken: far above any real one (16 MiB of actions is a million agents). */
    static final int MAX_FRAME = 16 << 20;

    private final SocketChannel channel;
    private final Requests requests;
    private final Runnable gone;
    private final ByteBuffer header = ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN);
    private ByteBuffer in = ByteBuffer.allocate(64 << 10).order(ByteOrder.LITTLE_ENDIAN); // the actions are read in place
    private ByteBuffer out = ByteBuffer.allocate(64 << 10);
    private final StepRequest step = new StepRequest();

    Connection(SocketChannel channel, Requests requests, Runnable gone) {
        this.channel = channel;
        this.requests = requests;
        this.gone = gone;
    }

    @Override
    public void run() {
        try {
            while (true) {
                header.clear();
                if (!readFully(header, true)) break;
                long length = Integer.toUnsignedLong(header.getInt(0));
                if (length > MAX_FRAME) {
                    write(Answer.of(Requests.error("frame", "a frame of " + length + " bytes is over the limit of " + MAX_FRAME
                            + " bytes: the framing cannot be trusted any more, so the server closes this connection")));
                    break;
                }
                if (in.capacity() < length) in = ByteBuffer.allocate((int) Math.max(length, 2L * in.capacity())).order(ByteOrder.LITTLE_ENDIAN);
                in.clear().limit((int) length);
                if (!readFully(in, false)) break;
                in.flip();
                if (step.read(in)) { // the hot path: a step read without building messages
                    write(requests.handle(step));
                    continue;
                }
                Request request;
                try {
                    request = Request.parseFrom(in);
                } catch (InvalidProtocolBufferException e) {
                    write(Answer.of(Requests.error("frame", "a frame of " + length + " bytes is not a Request (" + e.getMessage() + "); the connection stays open")));
                    continue;
                }
                write(requests.handle(request));
            }
        } catch (IOException e) {
            LOG.log(Level.DEBUG, "learning client gone: " + e.getMessage());
        } catch (RuntimeException e) {
            LOG.log(Level.ERROR, "learning connection failed; its simulations are freed", e);
        } finally {
            requests.closeAll();
            try {
                channel.close();
            } catch (IOException ignored) {
                // closing anyway
            }
            gone.run();
        }
    }

    /** False at a clean end of stream before the first byte (when {@code endAllowed}). */
    private boolean readFully(ByteBuffer b, boolean endAllowed) throws IOException {
        boolean first = true;
        while (b.hasRemaining()) {
            int n = channel.read(b);
            if (n < 0) {
                if (first && endAllowed) return false;
                throw new EOFException("the client closed the connection inside a frame");
            }
            first = false;
        }
        return true;
    }

    private void write(Answer response) throws IOException {
        int size = response.serializedSize();
        if (out.capacity() < size + 4) out = ByteBuffer.allocate(Math.max(size + 4, 2 * out.capacity()));
        out.clear();
        out.order(ByteOrder.LITTLE_ENDIAN).putInt(0, size);
        CodedOutputStream cos = CodedOutputStream.newInstance(out.array(), 4, size);
        response.writeTo(cos);
        cos.checkNoSpaceLeft();
        out.position(0).limit(size + 4);
        while (out.hasRemaining()) channel.write(out);
    }

    /** Closes the socket: the thread ends and frees the simulations. */
    void shutdown() {
        try {
            channel.close();
        } catch (IOException ignored) {
            // already closed
        }
    }
}
