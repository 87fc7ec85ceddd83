package org.pitch.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceReference;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.junit5.context.BundleContextExtension;

/**
 * The learn bundle activates in Felix with {@code pitch.learn.enabled} (test.bndrun: loopback TCP,
 * any port), finds the kernel's simulation factory, the config bundle's configuration factory and
 * the shipped policies, and answers an Open of Half Field Offense against the scripted goalie. The
 * request and the answer are read as protobuf bytes by hand: the protocol's classes are the
 * bundle's own.
 */
@ExtendWith(BundleContextExtension.class)
class LearnBundleTest {
    @InjectBundleContext
    BundleContext context;

    @Test
    void answersAnOpenOverItsSocket() throws Exception {
        Bundles.active(context, "org.pitch.learn");
        Bundles.active(context, "org.pitch.learn.policies");
        Bundles.active(context, "org.pitch.learn.rewards");
        String[] endpoint = new String[1];
        Wait.until(() -> (endpoint[0] = endpoint()) != null, Wait.HANG_MS, "the learning server's endpoint");
        assertTrue(endpoint[0].startsWith("tcp:127.0.0.1:"), endpoint[0]);
        int port = Integer.parseInt(endpoint[0].substring(endpoint[0].lastIndexOf(':') + 1));
        try (SocketChannel ch = SocketChannel.open(new InetSocketAddress("127.0.0.1", port))) {
            ch.socket().setSoTimeout(Wait.SILENCE_MS);
            byte[] open = concat(text(1, "HalfFieldOffense-v0"), message(2, concat(text(1, "goalie"), text(2, "true"))));
            byte[] request = message(1, open); // Request.open
            ByteBuffer out = ByteBuffer.allocate(4 + request.length).order(ByteOrder.LITTLE_ENDIAN);
            out.putInt(request.length).put(request).flip();
            while (out.hasRemaining()) ch.write(out);
            // blocking reads: the answer comes at once, the socket timeout above bounds a hang
            ByteBuffer header = ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN);
            readFully(ch, header);
            ByteBuffer body = ByteBuffer.allocate(header.getInt(0));
            readFully(ch, body);
            byte[] answer = body.array();
            String text = new String(answer, StandardCharsets.ISO_8859_1);
            assertEquals(0x0A, answer[0], "Response.opened (field 1), not an error: " + text);
            assertTrue(text.contains("left_1") && text.contains("self_x") && text.contains("opp1_goalie"), text);
        }
    }

    private String endpoint() {
        try {
            ServiceReference<?>[] refs = context.getAllServiceReferences(null, "(pitch.learn.endpoint=*)");
            return refs == null ? null : (String) refs[0].getProperty("pitch.learn.endpoint");
        } catch (org.osgi.framework.InvalidSyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void readFully(SocketChannel ch, ByteBuffer b) throws java.io.IOException {
        var in = ch.socket().getInputStream();
        while (b.hasRemaining()) {
            int n = in.read(b.array(), b.position(), b.remaining());
            if (n < 0) throw new java.io.EOFException();
            b.position(b.position() + n);
        }
    }

    /** A length-delimited field: the tag (field, wire type 2), the length as a varint, the bytes. */
    private static byte[] message(int field, byte[] content) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.write(field << 3 | 2);
        int n = content.length;
        while (n >= 0x80) {
            b.write(n & 0x7f | 0x80);
            n >>>= 7;
        }
        b.write(n);
        b.writeBytes(content);
        return b.toByteArray();
    }

    private static byte[] text(int field, String s) { return message(field, s.getBytes(StandardCharsets.UTF_8)); }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = new byte[a.length + b.length];
        System.arraycopy(a, 0, c, 0, a.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
