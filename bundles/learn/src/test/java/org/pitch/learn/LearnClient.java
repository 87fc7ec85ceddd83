package org.pitch.learn;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;

import com.google.protobuf.ByteString;

import org.pitch.learn.proto.Close;
import org.pitch.learn.proto.Observed;
import org.pitch.learn.proto.Open;
import org.pitch.learn.proto.Opened;
import org.pitch.learn.proto.Request;
import org.pitch.learn.proto.Reset;
import org.pitch.learn.proto.Response;
import org.pitch.learn.proto.Step;

/** A test client of the learning protocol: length-prefixed Requests out, Responses in. */
final class LearnClient implements AutoCloseable {
    final SocketChannel channel;
    private final ByteBuffer header = ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN);

    private LearnClient(SocketChannel channel) { this.channel = channel; }

    static LearnClient connect(String endpoint) throws IOException {
        if (endpoint.startsWith("unix:")) {
            SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX);
            ch.connect(UnixDomainSocketAddress.of(Path.of(endpoint.substring(5))));
            return new LearnClient(ch);
        }
        String hostPort = endpoint.substring(4);
        int colon = hostPort.lastIndexOf(':');
        SocketChannel ch = SocketChannel.open(new InetSocketAddress(hostPort.substring(0, colon), Integer.parseInt(hostPort.substring(colon + 1))));
        ch.socket().setTcpNoDelay(true);
        return new LearnClient(ch);
    }

    Response call(Request request) throws IOException {
        sendRaw(request.toByteArray());
        return receive();
    }

    void sendRaw(byte[] body) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(4 + body.length).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(body.length).put(body).flip();
        while (b.hasRemaining()) channel.write(b);
    }

    void sendLength(int length) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(0, length);
        while (b.hasRemaining()) channel.write(b);
    }

    /** The next response, or null at the end of the stream. */
    Response receive() throws IOException {
        header.clear();
        while (header.hasRemaining()) if (channel.read(header) < 0) return null;
        int n = header.getInt(0);
        ByteBuffer body = ByteBuffer.allocate(n);
        while (body.hasRemaining()) if (channel.read(body) < 0) throw new IOException("end inside a response");
        return Response.parseFrom(body.flip());
    }

    Opened open(Open open) throws IOException {
        Response r = call(Request.newBuilder().setOpen(open).build());
        if (!r.hasOpened()) throw new AssertionError("Open refused: " + r);
        return r.getOpened();
    }

    Observed reset(Reset reset) throws IOException {
        Response r = call(Request.newBuilder().setReset(reset).build());
        if (!r.hasObserved()) throw new AssertionError("Reset refused: " + r);
        return r.getObserved();
    }

    Response step(Step step) throws IOException { return call(Request.newBuilder().setStep(step).build()); }

    Observed stepOk(Iterable<Integer> sims, ByteBuffer actions) throws IOException {
        Response r = step(Step.newBuilder().addAllSims(sims).setActions(ByteString.copyFrom(actions.duplicate().rewind())).build());
        if (!r.hasObserved()) throw new AssertionError("Step refused: " + r);
        return r.getObserved();
    }

    Response close(Iterable<Integer> sims) throws IOException {
        return call(Request.newBuilder().setClose(Close.newBuilder().addAllSims(sims)).build());
    }

    static float[] floats(ByteString bytes) {
        ByteBuffer b = bytes.asReadOnlyByteBuffer().order(ByteOrder.LITTLE_ENDIAN);
        float[] f = new float[b.remaining() / 4];
        for (int i = 0; i < f.length; i++) f[i] = b.getFloat();
        return f;
    }

    @Override
    public void close() throws IOException { channel.close(); }
}
