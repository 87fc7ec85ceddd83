package org.pitch.transport.udp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.transport.Binding;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.DatagramHandler;
import org.pitch.api.transport.Port;

import io.netty.util.Recycler;

/**
 * The UDP transport over real sockets on 127.0.0.1 (ports 0: any free one). A
 * {@link DatagramSocket} plays the client; a recording {@link DatagramHandler} stands in for the
 * kernel. Every receive has a timeout, so a broken transport fails the test instead of hanging it.
 */
class UdpTransportTest {
    private static final String HOST = "127.0.0.1";
    /**
     * How long an expected datagram (or thread) is waited for: it bounds a hang only, as a
     * loopback datagram is there within the send; a busy machine's scheduling delays it by tens
     * of milliseconds, far from this.
     */
    private static final int TIMEOUT_MS = 15_000;
    /**
     * How long "nothing else arrives" is watched, after a later datagram proved the earlier was
     * handled: a check for a stray datagram, which a slow machine can only miss, never invent.
     */
    private static final int QUIET_MS = 200;

    private final Recorder recorder = new Recorder();
    private final List<DatagramSocket> sockets = new ArrayList<>();
    private UdpTransport transport;
    private Binding bound;

    /** One datagram as the handler saw it; the payload is copied on the transport's thread. */
    record Received(Port port, ClientPort clientPort, InetSocketAddress from, byte[] bytes) {
        String text() { return new String(bytes, StandardCharsets.ISO_8859_1); }
    }

    /** The kernel's part: awaits the transport (datagrams arrive only then) and keeps what came. */
    static final class Recorder implements DatagramHandler {
        final BlockingQueue<Received> queue = new LinkedBlockingQueue<>();
        /** The transport this recorder was opened with, awaited while a test waits for datagrams. */
        UdpTransport source;

        @Override
        public void received(Port port, ClientPort clientPort, InetSocketAddress from, ByteBuffer payload) {
            byte[] b = new byte[payload.remaining()];
            payload.get(b);
            queue.add(new Received(port, clientPort, from, b));
        }

        /** Awaits the transport for up to {@code ms}, until something came. */
        private void pump(long ms) {
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ms);
            while (queue.isEmpty() && System.nanoTime() < end) source.await(TimeUnit.MILLISECONDS.toNanos(10));
        }

        Received next() {
            pump(TIMEOUT_MS);
            Received r = queue.poll();
            if (r == null) fail("the handler received nothing within " + TIMEOUT_MS + " ms");
            return r;
        }

        void assertNothingMore() {
            pump(QUIET_MS);
            Received r = queue.poll();
            assertNull(r, () -> "unexpected datagram: " + r.port() + " from " + r.from() + ": " + abbreviated(r.text()));
        }
    }

    @BeforeEach
    void open() throws IOException {
        transport = new UdpTransport();
        bound = transport.open(new Binding(HOST, 0, 0, 0), recorder);
        recorder.source = transport;
    }

    @AfterEach
    void close() {
        for (DatagramSocket s : sockets) s.close();
        if (transport != null) transport.close();
    }

    // ---- well-known ports -------------------------------------------------------------------

    @Test
    void openBindsThreeDistinctPorts() {
        assertEquals(HOST, bound.host());
        assertTrue(bound.playerPort() > 0 && bound.trainerPort() > 0 && bound.onlineCoachPort() > 0, bound::toString);
        assertNotEquals(bound.playerPort(), bound.trainerPort());
        assertNotEquals(bound.playerPort(), bound.onlineCoachPort());
        assertNotEquals(bound.trainerPort(), bound.onlineCoachPort());
    }

    @ParameterizedTest
    @EnumSource(Port.class)
    void datagramToWellKnownPortReachesHandler(Port port) throws Exception {
        DatagramSocket client = client();
        byte[] payload = "(init Team (version 19))\0".getBytes(StandardCharsets.ISO_8859_1);
        send(client, payload, bound.port(port));

        Received r = recorder.next();
        assertEquals(port, r.port());
        assertNull(r.clientPort(), "a well-known port has no ClientPort");
        assertEquals(address(client), r.from());
        assertArrayEquals(payload, r.bytes());
        recorder.assertNothingMore();
    }

    @Test
    void replyFromPlayerPortLeavesOnFlushFromThatPort() throws Exception {
        DatagramSocket client = client();
        transport.replyFrom(Port.PLAYER, address(client)).text("(error unknown_command)").send();
        transport.flush();

        DatagramPacket p = receive(client);
        assertEquals("(error unknown_command)\0", text(p));
        assertEquals(new InetSocketAddress(HOST, bound.playerPort()), p.getSocketAddress(),
                "the reply must come from the player well-known port");
    }

    @ParameterizedTest
    @EnumSource(value = Port.class, names = {"TRAINER", "ONLINE_COACH"})
    void replyFromOtherWellKnownPorts(Port port) throws Exception {
        DatagramSocket client = client();
        transport.replyFrom(port, address(client)).text("(error illegal_command_form)").send();
        transport.flush();

        DatagramPacket p = receive(client);
        assertEquals("(error illegal_command_form)\0", text(p));
        assertEquals(new InetSocketAddress(HOST, bound.port(port)), p.getSocketAddress());
    }

    @Test
    void nothingLeavesBeforeFlush() throws Exception {
        DatagramSocket client = client();
        transport.replyFrom(Port.PLAYER, address(client)).text("(first)").send();
        client.setSoTimeout(QUIET_MS);
        assertThrows(SocketTimeoutException.class, () -> client.receive(new DatagramPacket(new byte[64], 64)),
                "a sent message must wait for flush()");
        transport.flush();
        assertEquals("(first)\0", text(receive(client)));
    }

    @Test
    void eachClientsDatagramsLeaveTogetherInTheOrderOfTheirLastDatagram() throws Exception {
        // three client ports of one client socket, so the socket sees the order they left in
        DatagramSocket client = client();
        ClientPort a = transport.openClientPort(address(client));
        ClientPort b = transport.openClientPort(address(client));
        ClientPort c = transport.openClientPort(address(client));
        a.message().text("a1").send();
        b.message().text("b1").send();
        a.message().text("a2").send();
        c.message().text("c1").send();
        b.message().text("b2").send(); // as a synch cycle: senses in one order, thinks in another
        transport.flush();
        List<String> got = new ArrayList<>();
        for (int i = 0; i < 5; i++) got.add(text(receive(client)));
        assertEquals(List.of("a1\0", "a2\0", "c1\0", "b1\0", "b2\0"), got);
    }

    @Test
    void numbersAreFormattedAsRcssserverPrintsThem() throws Exception {
        DatagramSocket client = client();
        ClientPort cp = transport.openClientPort(address(client));
        cp.message().text("(x ").number(125.0958).character(' ').integer(-7).character(' ').number(1e-5).text(")").send();
        transport.flush();

        assertEquals("(x 125.096 -7 1e-05)\0", text(receive(client)));
    }

    @Test
    void moreNumberForms() throws Exception {
        DatagramSocket client = client();
        transport.replyFrom(Port.PLAYER, address(client))
                .text("(n").character(' ').number(0.0)
                .character(' ').number(-52.5)
                .character(' ').number(1.0)
                .character(' ').number(1e6)
                .character(' ').integer(0)
                .character(' ').integer(Long.MIN_VALUE)
                .text(")").send();
        transport.flush();

        assertEquals("(n 0 -52.5 1 1e+06 0 -9223372036854775808)\0", text(receive(client)));
    }

    @Test
    void numbersAndTextAreNotSeparatedImplicitly() throws Exception {
        // MessageOut writes exactly what it is given: the codec supplies every separator
        DatagramSocket client = client();
        transport.replyFrom(Port.PLAYER, address(client)).text("(x ").integer(-7).number(1e-5).text(")").send();
        transport.flush();
        assertEquals("(x -71e-05)\0", text(receive(client)));
    }

    @Test
    void aMessageCannotBeSentTwice() {
        var m = transport.replyFrom(Port.PLAYER, new InetSocketAddress(HOST, 9));
        m.text("(x)").send();
        assertThrows(IllegalStateException.class, m::send);
        transport.flush();
    }

    @Test
    void handlerPayloadIsTheDatagramOnly() throws Exception {
        // two datagrams of different lengths: the second must not carry leftovers of the first
        DatagramSocket client = client();
        send(client, "(a long first datagram)\0".getBytes(StandardCharsets.ISO_8859_1), bound.playerPort());
        send(client, "(b)\0".getBytes(StandardCharsets.ISO_8859_1), bound.playerPort());
        assertEquals("(a long first datagram)\0", recorder.next().text());
        Received second = recorder.next();
        assertNotNull(second);
        assertEquals("(b)\0", second.text());
    }

    // ---- client ports -------------------------------------------------------------------------

    @Test
    void clientPortSendsFromANewPortAndReceivesFromItsClient() throws Exception {
        DatagramSocket client = client();
        ClientPort cp = transport.openClientPort(address(client));
        assertEquals(address(client), cp.client());
        int port = cp.localPort();
        assertTrue(port > 0);
        assertNotEquals(bound.playerPort(), port);
        assertNotEquals(bound.trainerPort(), port);
        assertNotEquals(bound.onlineCoachPort(), port);

        cp.message().text("(init l 1 before_kick_off)").send();
        transport.flush();
        DatagramPacket p = receive(client);
        assertEquals("(init l 1 before_kick_off)\0", text(p));
        assertEquals(new InetSocketAddress(HOST, port), p.getSocketAddress(), "messages leave from the client's own port");

        byte[] cmd = "(dash 100)\0".getBytes(StandardCharsets.ISO_8859_1);
        send(client, cmd, port);
        Received r = recorder.next();
        assertSame(cp, r.clientPort());
        assertEquals(Port.PLAYER, r.port());
        assertEquals(address(client), r.from());
        assertArrayEquals(cmd, r.bytes());
        recorder.assertNothingMore();
    }

    @Test
    void clientPortIgnoresEveryoneButItsClient() throws Exception {
        DatagramSocket client = client();
        ClientPort cp = transport.openClientPort(address(client));
        int port = cp.localPort();

        // same address, another port
        DatagramSocket otherPort = client();
        send(otherPort, "(dash 100 from another port)\0".getBytes(StandardCharsets.ISO_8859_1), port);
        // another address (all of 127/8 is loopback on Linux), the client's own port number
        DatagramSocket otherAddress = socket(new InetSocketAddress("127.0.0.2", client.getLocalPort()));
        send(otherAddress, "(dash 100 from another address)\0".getBytes(StandardCharsets.ISO_8859_1), port);
        // the client itself, last: once its datagram is handled, the strangers' (queued before it) were too
        send(client, "(turn 30)\0".getBytes(StandardCharsets.ISO_8859_1), port);

        Received r = recorder.next();
        assertEquals("(turn 30)\0", r.text(), "only the client's own datagram may reach the handler");
        assertSame(cp, r.clientPort());
        recorder.assertNothingMore();
    }

    @Test
    void aClientThatWentAwayLeavesItsPortOpenAndTheOthersServed() throws Exception {
        // rcssserver keeps a client's socket when sends to it are refused: the player may come back
        DatagramSocket gone = client();
        DatagramSocket other = client();
        InetSocketAddress goneAddress = address(gone);
        ClientPort cp = transport.openClientPort(goneAddress);
        ClientPort op = transport.openClientPort(address(other));
        gone.close();
        for (int i = 0; i < 3; i++) {
            // each send to the closed socket draws a port-unreachable, which the next one reports
            cp.message().text("(sense_body " + i + ")").send();
            op.message().text("(sense_body " + i + ")").send();
            transport.flush();
            transport.await(TimeUnit.MILLISECONDS.toNanos(20));
            assertEquals("(sense_body " + i + ")\0", text(receive(other)));
        }
        DatagramSocket back = socket(goneAddress); // the same address again
        send(back, "(turn 30)\0".getBytes(StandardCharsets.ISO_8859_1), cp.localPort());
        Received r = recorder.next();
        assertEquals("(turn 30)\0", r.text());
        assertSame(cp, r.clientPort());
        cp.message().text("(welcome back)").send();
        transport.flush();
        assertEquals("(welcome back)\0", text(receive(back)));
    }

    @Test
    void twoClientsGetTwoPorts() throws Exception {
        DatagramSocket a = client();
        DatagramSocket b = client();
        ClientPort pa = transport.openClientPort(address(a));
        ClientPort pb = transport.openClientPort(address(b));
        assertNotEquals(pa.localPort(), pb.localPort());

        pb.message().text("(to b)").send();
        pa.message().text("(to a)").send();
        transport.flush();
        DatagramPacket ra = receive(a);
        DatagramPacket rb = receive(b);
        assertEquals("(to a)\0", text(ra));
        assertEquals(pa.localPort(), ra.getPort());
        assertEquals("(to b)\0", text(rb));
        assertEquals(pb.localPort(), rb.getPort());
    }

    @Test
    void closedClientPortNoLongerReceivesOrSends() throws Exception {
        DatagramSocket client = client();
        ClientPort cp = transport.openClientPort(address(client));
        int port = cp.localPort();
        cp.close();

        send(client, "(dash 1)\0".getBytes(StandardCharsets.ISO_8859_1), port);
        // a message queued for a closed port is dropped, not an error
        cp.message().text("(late)").send();
        transport.flush();
        // the well-known port still works, and its datagram comes after the one to the closed port
        send(client, "(marker)\0".getBytes(StandardCharsets.ISO_8859_1), bound.playerPort());
        Received r = recorder.next();
        assertEquals("(marker)\0", r.text());
        assertNull(r.clientPort());
        recorder.assertNothingMore();
        client.setSoTimeout(QUIET_MS);
        assertThrows(SocketTimeoutException.class, () -> client.receive(new DatagramPacket(new byte[64], 64)));
    }

    // ---- compression --------------------------------------------------------------------------

    @Test
    void compressionSendsZlibStreamsUntilTurnedOff() throws Exception {
        DatagramSocket client = client();
        ClientPort cp = transport.openClientPort(address(client));
        String see = "(see 0 ((f c) 10.5 0) ((f c t) 34.5 -12) ((b) 3.3 4 0 0) ((p \"Team\" 2) 20.1 -30))";

        cp.compression(6);
        cp.message().text(see).send();
        transport.flush();
        byte[] compressed = bytes(receive(client));
        assertEquals(0x78, compressed[0] & 0xff, "a zlib stream starts with 0x78 (deflate, 32K window)");
        assertEquals(see + "\0", inflate(compressed));

        // level changes keep working, every message is a zlib stream of its own
        cp.compression(9);
        cp.message().text(see).send();
        cp.message().text("(hear 0 referee kick_off_l)").send();
        transport.flush();
        assertEquals(see + "\0", inflate(bytes(receive(client))));
        assertEquals("(hear 0 referee kick_off_l)\0", inflate(bytes(receive(client))));

        cp.compression(-1);
        cp.message().text(see).send();
        transport.flush();
        assertEquals(see + "\0", text(receive(client)), "compression(-1) sends plain text again");
    }

    /** Byte for byte what rcssserver 19 sent in commands_v19.txt after (compression 1) and (compression 0). */
    @Test
    void compressedDatagramsAreTheBytesRcssserverSends() throws Exception {
        DatagramSocket client = client();
        ClientPort cp = transport.openClientPort(address(client));
        cp.compression(1);
        cp.message().text("(score 0 0 0)").send();
        cp.message().text("(ok compression 0)").send();
        transport.flush();
        assertArrayEquals(latin1("x\u0001\u00d2(N\u00ce/JU0\u0000AM\u0006\u0000\u0000\u0000\u0000\u00ff\u00ff"), bytes(receive(client)));
        assertArrayEquals(latin1("x\u0001\u00d2\u00c8\u00cfVH\u00ce\u00cf-(J-.\u00ce\u00cc\u00cfS0\u00d0d\u0000\u0000\u0000\u0000\u00ff\u00ff"),
                bytes(receive(client)));
        cp.compression(0);
        cp.message().text("(score 0 0 0)").send();
        transport.flush();
        assertArrayEquals(latin1("x\u0001\u0000\u000e\u0000\u00f1\u00ff(score 0 0 0)\u0000\u0000\u0000\u0000\u00ff\u00ff"),
                bytes(receive(client)));
    }

    @Test
    void withCompressionOnIncomingDatagramsAreInflatedAndPlainOnesDropped() throws Exception {
        DatagramSocket client = client();
        ClientPort cp = transport.openClientPort(address(client));
        cp.compression(1);
        // as the transcript's client sent (score)\0: a sync-flushed stream, then a finished one
        send(client, latin1("x\u009c\u00d2(N\u00ce/J\u00d5d\u0000\u0000\u0000\u0000\u00ff\u00ff"), cp.localPort());
        assertEquals("(score)\0", new String(recorder.next().bytes(), StandardCharsets.ISO_8859_1));
        send(client, latin1("x\u009c\u00d3(N\u00ce/J\u00d5d\u0000\u0000\u000c3\u0002n"), cp.localPort());
        assertEquals("(score)\0", new String(recorder.next().bytes(), StandardCharsets.ISO_8859_1));
        send(client, "(score)\0".getBytes(StandardCharsets.ISO_8859_1), cp.localPort());
        recorder.assertNothingMore();
        cp.compression(-1);
        send(client, "(score)\0".getBytes(StandardCharsets.ISO_8859_1), cp.localPort());
        assertEquals("(score)\0", new String(recorder.next().bytes(), StandardCharsets.ISO_8859_1));
    }

    private static byte[] latin1(String s) { return s.getBytes(StandardCharsets.ISO_8859_1); }

    @Test
    void compressionZeroIsStillZlib() throws Exception {
        DatagramSocket client = client();
        ClientPort cp = transport.openClientPort(address(client));
        cp.compression(0);
        cp.message().text("(ok compression 0)").send();
        transport.flush();
        assertEquals("(ok compression 0)\0", inflate(bytes(receive(client))));
    }

    // ---- sizes and volume ---------------------------------------------------------------------

    @ParameterizedTest(name = "{0} bytes")
    @ValueSource(ints = {8191, 8192, 8193, 10240, 10241, 65507})
    void bigDatagramsArriveWhole(int size) throws Exception {
        DatagramSocket client = client();
        byte[] payload = new byte[size];
        new Random(size).nextBytes(payload);
        payload[size - 1] = 0;
        send(client, payload, bound.playerPort());

        Received r = recorder.next();
        assertEquals(size, r.bytes().length, "datagram length");
        assertArrayEquals(payload, r.bytes(), "datagram content");
        assertEquals(Port.PLAYER, r.port());
        recorder.assertNothingMore();
    }

    @ParameterizedTest(name = "{0} bytes")
    @ValueSource(ints = {8193, 65507})
    void bigDatagramsArriveWholeOnClientPorts(int size) throws Exception {
        DatagramSocket client = client();
        ClientPort cp = transport.openClientPort(address(client));
        byte[] payload = new byte[size];
        Arrays.fill(payload, (byte) 'x');
        payload[size - 1] = 0;
        send(client, payload, cp.localPort());

        Received r = recorder.next();
        assertSame(cp, r.clientPort());
        assertArrayEquals(payload, r.bytes());
    }

    @Test
    void bigDatagramsDoNotDisturbTheNextOnes() throws Exception {
        DatagramSocket client = client();
        byte[] big = new byte[65507];
        Arrays.fill(big, (byte) 'A');
        send(client, big, bound.playerPort());
        send(client, "(small)\0".getBytes(StandardCharsets.ISO_8859_1), bound.playerPort());

        assertEquals(65507, recorder.next().bytes().length);
        assertEquals("(small)\0", recorder.next().text());
    }

    @Test
    void manyMessagesQueuedBeforeOneFlushAllArriveInOrder() throws Exception {
        DatagramSocket client = client();
        ClientPort cp = transport.openClientPort(address(client));
        int n = 500;
        for (int i = 0; i < n; i++) {
            cp.message().text("(sense_body ").integer(i).text(" (view_mode high normal) (stamina 8000 1 130600))").send();
        }
        transport.flush();

        for (int i = 0; i < n; i++) {
            DatagramPacket p = receive(client);
            assertEquals("(sense_body " + i + " (view_mode high normal) (stamina 8000 1 130600))\0", text(p),
                    "message " + i + " of " + n);
            assertEquals(cp.localPort(), p.getPort());
        }
        client.setSoTimeout(QUIET_MS);
        assertThrows(SocketTimeoutException.class, () -> client.receive(new DatagramPacket(new byte[256], 256)),
                "exactly " + n + " datagrams");
    }

    @Test
    void interleavedMessagesToSeveralPortsInOneFlush() throws Exception {
        DatagramSocket a = client();
        DatagramSocket b = client();
        ClientPort pa = transport.openClientPort(address(a));
        ClientPort pb = transport.openClientPort(address(b));
        for (int i = 0; i < 50; i++) {
            pa.message().text("(a ").integer(i).text(")").send();
            pb.message().text("(b ").integer(i).text(")").send();
            transport.replyFrom(Port.PLAYER, address(a)).text("(w ").integer(i).text(")").send();
        }
        transport.flush();

        List<String> fromPort = new ArrayList<>(), fromWellKnown = new ArrayList<>(), atB = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            DatagramPacket p = receive(a);
            (p.getPort() == pa.localPort() ? fromPort : fromWellKnown).add(text(p));
        }
        for (int i = 0; i < 50; i++) atB.add(text(receive(b)));
        for (int i = 0; i < 50; i++) {
            assertEquals("(a " + i + ")\0", fromPort.get(i));
            assertEquals("(w " + i + ")\0", fromWellKnown.get(i));
            assertEquals("(b " + i + ")\0", atB.get(i));
        }
    }

    @Test
    void aLongMessageIsNotTruncated() throws Exception {
        DatagramSocket client = client();
        ClientPort cp = transport.openClientPort(address(client));
        StringBuilder sb = new StringBuilder("(see 12");
        while (sb.length() < 8000) sb.append(" ((p \"Team\" 7) 20.1 -30 0 0 45 90)");
        sb.append(')');
        cp.message().text(sb).send();
        transport.flush();
        assertEquals(sb + "\0", text(receive(client)));
    }

    @Test
    void twoMessagesWrittenAtOnceStayApart() throws Exception {
        DatagramSocket client = client();
        ClientPort cp = transport.openClientPort(address(client));
        org.pitch.api.protocol.MessageOut first = cp.message().text("(first ");
        org.pitch.api.protocol.MessageOut second = cp.message().text("(second ");
        first.integer(1);
        second.number(2.5).text(")");
        first.text(")");
        second.send();
        first.send();
        transport.flush();
        assertEquals("(second 2.5)\0", text(receive(client)));
        assertEquals("(first 1)\0", text(receive(client)));
    }

    @Test
    void aMessageUnfinishedAtAFlushLeavesWithTheNextOne() throws Exception {
        DatagramSocket client = client();
        ClientPort cp = transport.openClientPort(address(client));
        org.pitch.api.protocol.MessageOut open = cp.message().text("(open ");
        cp.message().text("(before)").send();
        transport.flush();
        assertEquals("(before)\0", text(receive(client)));
        cp.message().text("(meanwhile)").send(); // may write where the unfinished one wrote before
        open.integer(42).text(")").send();
        transport.flush();
        assertEquals("(meanwhile)\0", text(receive(client)));
        assertEquals("(open 42)\0", text(receive(client)));
    }

    @Test
    void binaryMessagesAreInNetworkByteOrderWithoutTheNul() throws Exception {
        DatagramSocket client = client();
        transport.replyFrom(Port.PLAYER, address(client)).int16(0x1234).int32(0x89abcdef).bytes(new byte[] {9, 8, 7}, 1, 2)
                .int16(-2).sendBinary();
        transport.flush();
        DatagramPacket p = receive(client);
        assertArrayEquals(new byte[] {0x12, 0x34, (byte) 0x89, (byte) 0xab, (byte) 0xcd, (byte) 0xef, 8, 7, (byte) 0xff, (byte) 0xfe},
                Arrays.copyOf(p.getData(), p.getLength()));
    }

    @Test
    void textIsLatin1AndACharacterBeyondItAQuestionMark() throws Exception {
        DatagramSocket client = client();
        transport.replyFrom(Port.PLAYER, address(client)).text("(say \u00e9\u20ac)").character('x').send();
        transport.flush();
        DatagramPacket p = receive(client);
        assertArrayEquals(new byte[] {'(', 's', 'a', 'y', ' ', (byte) 0xe9, '?', ')', 'x', 0}, Arrays.copyOf(p.getData(), p.getLength()));
    }

    @Test
    void aMessageLongerThanAnyBeforeGrowsItsSpaceAndTheNextOnesAreWhole() throws Exception {
        DatagramSocket client = client();
        ClientPort cp = transport.openClientPort(address(client));
        StringBuilder sb = new StringBuilder();
        org.pitch.api.protocol.MessageOut big = cp.message().text("(n");
        for (int i = 0; i < 3000; i++) {
            big.character(' ').number(i * 0.1).character(' ').integer(-i);
            sb.append(' ').append(org.pitch.wire.RcssNumbers.toString(i * 0.1)).append(' ').append(-i);
        }
        big.text(")").send();
        cp.message().text("(small)").send();
        transport.flush();
        assertEquals("(n" + sb + ")\0", text(receive(client)));
        assertEquals("(small)\0", text(receive(client)));
    }

    @Test
    void boundToTheWildcardAddressIPv4AndIPv6ClientsAreBothServedOnPortsOfTheirOwn() throws Exception {
        DatagramSocket v6;
        try {
            v6 = socket(new InetSocketAddress("::1", 0));
        } catch (IOException noIpv6) {
            org.junit.jupiter.api.Assumptions.abort("no IPv6 loopback here");
            return;
        }
        transport.close();
        transport = new UdpTransport();
        bound = transport.open(new Binding("0.0.0.0", 0, 0, 0), recorder);
        recorder.source = transport;
        DatagramSocket v4 = client();
        for (DatagramSocket client : List.of(v4, v6)) {
            String host = client == v4 ? HOST : "::1";
            client.send(new DatagramPacket(new byte[] {'(', 'h', 'i', ')'}, 4, new InetSocketAddress(host, bound.playerPort())));
            Received greeting = recorder.next();
            assertEquals("(hi)", greeting.text(), host);
            ClientPort cp = transport.openClientPort(greeting.from());
            cp.message().text("(init l 1)").send();
            transport.flush();
            DatagramPacket reply = receive(client);
            assertEquals("(init l 1)\0", text(reply));
            assertEquals(cp.localPort(), reply.getPort());
            client.send(new DatagramPacket(new byte[] {'(', 'd', 'o', 'n', 'e', ')'}, 6, reply.getSocketAddress()));
            assertEquals("(done)", recorder.next().text(), host);
        }
    }

    // ---- lifecycle ----------------------------------------------------------------------------

    @Test
    void closeUnbindsEveryPort() throws Exception {
        DatagramSocket client = client();
        int clientPort = transport.openClientPort(address(client)).localPort();
        Binding was = bound;
        transport.close();
        transport = null;

        for (int port : new int[] {was.playerPort(), was.trainerPort(), was.onlineCoachPort(), clientPort}) {
            try (DatagramSocket s = new DatagramSocket(new InetSocketAddress(HOST, port))) {
                assertEquals(port, s.getLocalPort());
            }
        }
        UdpTransport again = new UdpTransport();
        try {
            Binding rebound = again.open(new Binding(HOST, was.playerPort(), was.trainerPort(), was.onlineCoachPort()), recorder);
            recorder.source = again;
            assertEquals(was, rebound, "a new transport binds the same ports again");
            send(client, "(again)\0".getBytes(StandardCharsets.ISO_8859_1), rebound.playerPort());
            assertEquals("(again)\0", recorder.next().text());
        } finally {
            again.close();
        }
    }

    @Test
    void closeFlushesPendingMessages() throws Exception {
        DatagramSocket client = client();
        transport.replyFrom(Port.PLAYER, address(client)).text("(bye)").send();
        transport.close();
        transport = null;
        assertEquals("(bye)\0", text(receive(client)));
    }

    @Test
    void openTwiceWithoutCloseIsRefused() {
        assertThrows(IllegalStateException.class, () -> transport.open(new Binding(HOST, 0, 0, 0), recorder));
    }

    @Test
    void closeTwiceIsHarmlessAndReopenWorks() throws Exception {
        transport.close();
        transport.close();
        bound = transport.open(new Binding(HOST, 0, 0, 0), recorder);
        DatagramSocket client = client();
        send(client, "(reopened)\0".getBytes(StandardCharsets.ISO_8859_1), bound.trainerPort());
        Received r = recorder.next();
        assertEquals(Port.TRAINER, r.port());
        assertEquals("(reopened)\0", r.text());
    }

    @Test
    void aPortInUseIsAnIOExceptionNamingTheAddress() throws Exception {
        DatagramSocket taken = client();
        UdpTransport other = new UdpTransport();
        try {
            IOException e = assertThrows(IOException.class,
                    () -> other.open(new Binding(HOST, taken.getLocalPort(), 0, 0), recorder));
            assertTrue(e.getMessage().contains(String.valueOf(taken.getLocalPort())), e.getMessage());
        } finally {
            other.close();
        }
    }

    /**
     * The flush sends on the calling thread: when it returns, every message is in the client's
     * socket buffer (loopback delivers within the send), with no thread of the transport's to be
     * woken first. That is what keeps a real-time cycle's messages on time.
     */
    @Test
    void everyMessageHasLeftWhenTheFlushReturns() throws IOException {
        try (java.nio.channels.DatagramChannel client = nonBlockingClient()) {
            InetSocketAddress clientAddress = (InetSocketAddress) client.getLocalAddress();
            ClientPort cp = transport.openClientPort(clientAddress);
            for (int round = 0; round < 50; round++) {
                for (int i = 0; i < 3; i++) cp.message().text("(m ").integer(round).character(' ').integer(i).text(")").send();
                transport.replyFrom(Port.PLAYER, clientAddress).text("(r ").integer(round).text(")").send();
                transport.flush();
                ByteBuffer in = ByteBuffer.allocate(256);
                for (String expected : new String[] {"(m " + round + " 0)", "(m " + round + " 1)", "(m " + round + " 2)", "(r " + round + ")"}) {
                    in.clear();
                    assertNotNull(client.receive(in), "round " + round + ": " + expected + " not there when flush() returned");
                    in.flip();
                    assertEquals(expected + "\0", StandardCharsets.ISO_8859_1.decode(in).toString());
                }
            }
        }
    }

    /**
     * Synch mode queues a cycle's sense_body, sees and think for every player before one flush;
     * each client's datagrams then leave together (one sendmmsg on epoll), clients in the order
     * of their first message, each client's in the order queued.
     */
    @Test
    void aFlushSendsEachClientsDatagramsTogetherInTheirOrder() throws IOException {
        try (java.nio.channels.DatagramChannel client = nonBlockingClient()) {
            InetSocketAddress clientAddress = (InetSocketAddress) client.getLocalAddress();
            // two ports of the server talk to one socket here, so its arrival order shows the sends' order
            ClientPort a = transport.openClientPort(clientAddress);
            ClientPort b = transport.openClientPort(clientAddress);
            for (String kind : new String[] {"sense", "see", "think"}) {
                a.message().text("(a " + kind + ")").send();
                b.message().text("(b " + kind + ")").send();
            }
            transport.flush();
            ByteBuffer in = ByteBuffer.allocate(256);
            List<String> arrived = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                in.clear();
                assertNotNull(client.receive(in), "datagram " + i + " not there when flush() returned");
                in.flip();
                arrived.add(StandardCharsets.ISO_8859_1.decode(in).toString());
            }
            assertEquals(List.of("(a sense)\0", "(a see)\0", "(a think)\0", "(b sense)\0", "(b see)\0", "(b think)\0"), arrived);
        }
    }

    // ---- helpers ------------------------------------------------------------------------------

    /** A client socket whose receive() returns null at once when nothing has arrived: what is there when flush() returns. */
    private static java.nio.channels.DatagramChannel nonBlockingClient() throws IOException {
        java.nio.channels.DatagramChannel client = java.nio.channels.DatagramChannel.open();
        client.bind(new InetSocketAddress(HOST, 0));
        client.configureBlocking(false);
        return client;
    }

    private DatagramSocket client() throws IOException {
        return socket(new InetSocketAddress(HOST, 0));
    }

    private DatagramSocket socket(InetSocketAddress at) throws IOException {
        DatagramSocket s = new DatagramSocket(at);
        sockets.add(s);
        s.setSoTimeout(TIMEOUT_MS);
        s.setReceiveBufferSize(4 << 20); // room for a burst of 500 datagrams
        s.setSendBufferSize(1 << 20);
        return s;
    }

    private static InetSocketAddress address(DatagramSocket s) {
        return new InetSocketAddress(s.getLocalAddress(), s.getLocalPort());
    }

    private static void send(DatagramSocket s, byte[] payload, int port) throws IOException {
        s.send(new DatagramPacket(payload, payload.length, new InetSocketAddress(HOST, port)));
    }

    private static DatagramPacket receive(DatagramSocket s) throws IOException {
        DatagramPacket p = new DatagramPacket(new byte[65536], 65536);
        try {
            s.receive(p);
        } catch (SocketTimeoutException e) {
            fail("the client received nothing within " + s.getSoTimeout() + " ms");
        }
        return p;
    }

    private static byte[] bytes(DatagramPacket p) {
        return Arrays.copyOfRange(p.getData(), p.getOffset(), p.getOffset() + p.getLength());
    }

    /**
     * The simulation thread the transport makes is one Netty pools its per-datagram objects for
     * (outbound entries and slices of the send buffer come from its recyclers): recycled objects
     * come back on it, never on a plain thread, where each datagram cost new ones.
     */
    @Test
    void theOwnerThreadItMakesGetsNettysRecycledObjectsBack() throws Exception {
        assertTrue(reusedAfterRecycling(new UdpTransport()::newOwnerThread) > 0,
                "no recycled object came back on the transport's owner thread");
        assertEquals(0, reusedAfterRecycling(Thread::new), "a plain thread is pooled for: the owner thread would not be needed");
    }

    /** On a thread from {@code threads}: how many of 64 objects taken after recycling 64 were recycled ones. */
    private static int reusedAfterRecycling(java.util.function.BiFunction<Runnable, String, Thread> threads) throws InterruptedException {
        int[] reused = {-1};
        Thread t = threads.apply(() -> {
            Recycler<Object[]> recycler = new Recycler<>() {
                @Override
                protected Object[] newObject(Handle<Object[]> handle) {
                    return new Object[] {handle};
                }
            };
            Set<Object[]> taken = Collections.newSetFromMap(new IdentityHashMap<>());
            for (int i = 0; i < 64; i++) taken.add(recycler.get());
            for (Object[] o : taken) {
                @SuppressWarnings("unchecked")
                Recycler.Handle<Object[]> handle = (Recycler.Handle<Object[]>) o[0];
                handle.recycle(o);
            }
            int n = 0;
            for (int i = 0; i < 64; i++) if (taken.contains(recycler.get())) n++;
            reused[0] = n;
        }, "recycling");
        t.start();
        t.join(TIMEOUT_MS);
        assertTrue(reused[0] >= 0, "the recycling thread did not finish within " + TIMEOUT_MS + " ms");
        return reused[0];
    }

    private static String text(DatagramPacket p) {
        return new String(p.getData(), p.getOffset(), p.getLength(), StandardCharsets.ISO_8859_1);
    }

    private static String inflate(byte[] zlib) throws DataFormatException {
        Inflater inflater = new Inflater(); // zlib format: header and adler32 trailer
        try {
            inflater.setInput(zlib);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] chunk = new byte[1024];
            while (!inflater.finished()) {
                int n = inflater.inflate(chunk);
                if (n == 0 && inflater.needsDictionary()) fail("zlib stream wants a dictionary");
                if (n == 0 && inflater.needsInput()) break; // rcssserver ends each datagram with a sync flush
                out.write(chunk, 0, n);
            }
            assertEquals(0, inflater.getRemaining(), "bytes after the end of the zlib data");
            return out.toString(StandardCharsets.ISO_8859_1);
        } finally {
            inflater.end();
        }
    }

    private static String abbreviated(String s) {
        return s.length() <= 80 ? s : s.substring(0, 80) + "... (" + s.length() + " chars)";
    }
}
