package org.pitch.examples.vsc;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

import org.pitch.protocol.vsc.proto.ActuatorRequests;
import org.pitch.protocol.vsc.proto.SensorMeasurements;

/**
 * A robot's connection to a simulator that serves seed 001's API: the 8-byte greeting
 * ({@code Welcome\0} or {@code Refused\0}), then {@link ActuatorRequests} out and
 * {@link SensorMeasurements} in, each prefixed by its length in 4 bytes, network order.
 */
public final class RobotClient implements AutoCloseable {
    private final Socket socket;
    private final DataInputStream in;
    private final DataOutputStream out;
    private final boolean welcomed;

    /** Connects to {@code host:port} (from {@code local}, if not null) and reads the greeting. */
    public RobotClient(InetSocketAddress server, InetSocketAddress local, int receiveBuffer) throws IOException {
        socket = new Socket();
        if (receiveBuffer > 0) socket.setReceiveBufferSize(receiveBuffer);
        if (local != null) socket.bind(local);
        socket.connect(server, 5000);
        socket.setTcpNoDelay(true);
        in = new DataInputStream(socket.getInputStream());
        out = new DataOutputStream(socket.getOutputStream());
        byte[] greeting = new byte[8];
        in.readFully(greeting);
        String text = new String(greeting, StandardCharsets.US_ASCII);
        if (!text.equals("Welcome\0") && !text.equals("Refused\0")) throw new IOException("unexpected greeting " + text);
        welcomed = text.startsWith("Welcome");
    }

    public RobotClient(String host, int port) throws IOException {
        this(new InetSocketAddress(host, port), null, 0);
    }

    /** Whether the simulator said {@code Welcome} (else {@code Refused}, and it closes the connection). */
    public boolean welcomed() { return welcomed; }

    public void send(ActuatorRequests r) throws IOException {
        sendMessage(r.toByteArray());
    }

    /** Any bytes as one message, with their length in front (to try how a simulator answers nonsense). */
    public void sendMessage(byte[] body) throws IOException {
        out.writeInt(body.length);
        out.write(body);
        out.flush();
    }

    /** The next measurements; blocks. */
    public SensorMeasurements receive() throws IOException {
        int length = in.readInt();
        if (length < 0 || length > 64 << 20) throw new IOException("implausible message length " + length);
        byte[] b = new byte[length];
        in.readFully(b);
        return SensorMeasurements.parseFrom(b);
    }

    /**
     * Whether newer measurements have (at least partly) arrived: a controller that has fallen
     * behind the simulator can read on to them instead of acting on an old image.
     */
    public boolean behind() throws IOException { return in.available() > 0; }

    /** Waits at most {@code millis} for the next measurements; null at the end of the stream. */
    public SensorMeasurements receive(int millis) throws IOException {
        socket.setSoTimeout(millis);
        try {
            return receive();
        } catch (EOFException e) {
            return null;
        } finally {
            socket.setSoTimeout(0);
        }
    }

    @Override
    public void close() throws IOException { socket.close(); }
}
