package org.pitch.protocol.monitor;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

import org.pitch.config.ConfigLoader;

/**
 * A UDP client on loopback for the end-to-end monitor tests: it sends text commands (zlib
 * streams once {@link #compressed}), and receives raw datagrams, inflated when compressed,
 * remembering the port they came from. Registered in {@code opened} so a test closes them all.
 */
class LoopbackClient {
    final DatagramSocket socket;
    int serverPort;
    boolean compressed;

    LoopbackClient(List<DatagramSocket> opened) throws IOException {
        socket = new DatagramSocket(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        socket.setSoTimeout(3000);
        opened.add(socket);
    }

    void send(String text, int toPort) throws IOException {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        if (compressed) b = deflate(b); // with compression on, the server reads zlib streams only
        socket.send(new DatagramPacket(b, b.length, InetAddress.getLoopbackAddress(), toPort));
    }

    /** The next datagram as it arrived (inflated if compression is on). */
    byte[] receiveBytes() throws IOException {
        byte[] buf = new byte[65536];
        DatagramPacket p = new DatagramPacket(buf, buf.length);
        socket.receive(p);
        serverPort = p.getPort();
        byte[] data = Arrays.copyOf(buf, p.getLength());
        return compressed ? inflate(data) : data;
    }

    static byte[] deflate(byte[] data) {
        Deflater def = new Deflater();
        def.setInput(data);
        def.finish();
        byte[] out = new byte[data.length + 64];
        int n = def.deflate(out);
        def.end();
        return Arrays.copyOf(out, n);
    }

    static byte[] inflate(byte[] data) {
        Inflater inf = new Inflater();
        inf.setInput(data);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        try {
            int n;
            while ((n = inf.inflate(chunk)) > 0) out.write(chunk, 0, n);
        } catch (DataFormatException e) {
            throw new AssertionError("not a zlib stream", e);
        } finally {
            inf.end();
        }
        return out.toByteArray();
    }

    /** {@code pitch.rules} with every rule of the default configuration switched off. */
    /** Every referee rule off but the kick-off, which a monitor's or trainer's start asks for. */
    static String noRules() {
        return "{ " + ConfigLoader.embeddedDefaults().getConfig("pitch.rules").root().keySet().stream()
                .map(k -> k + ".enabled = " + k.equals("kick_off")).collect(Collectors.joining(", ")) + " }";
    }
}
