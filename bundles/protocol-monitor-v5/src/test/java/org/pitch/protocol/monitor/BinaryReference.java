package org.pitch.protocol.monitor;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.zip.GZIPInputStream;

import org.pitch.api.command.CommandKind;
import org.pitch.api.param.Parameters;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;
import org.pitch.testkit.TestWorld;

/**
 * What rcssserver 19 sent to binary monitors and wrote into binary game logs, captured for these
 * tests (see {@code reference/binary/README.md}), and the bytes in them that rcssserver never set:
 * the padding and spare members of structs on its stack, which hold whatever was there before.
 */
final class BinaryReference {
    private BinaryReference() {}

    /** One datagram of a captured session: sent by the client ({@code >}) or received. */
    record Datagram(boolean sent, byte[] bytes) {
        String text() { return new String(bytes, StandardCharsets.ISO_8859_1); }
        int mode() { return ByteBuffer.wrap(bytes).getShort(0); }
    }

    /** A captured session: each datagram with its direction. */
    static List<Datagram> session(String file) {
        List<Datagram> out = new ArrayList<>();
        try (DataInputStream in = new DataInputStream(new GZIPInputStream(resource(file)))) {
            while (true) {
                int kind;
                try {
                    kind = in.readUnsignedByte();
                } catch (EOFException end) {
                    return out;
                }
                byte[] b = new byte[in.readInt()];
                in.readFully(b);
                out.add(new Datagram(kind == '>', b));
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** The bytes of a captured (gzipped) game log. */
    static byte[] log(String file) {
        try (InputStream in = new GZIPInputStream(resource(file))) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            in.transferTo(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static InputStream resource(String file) {
        InputStream in = BinaryReference.class.getResourceAsStream("/reference/binary/" + file);
        if (in == null) throw new AssertionError("missing test resource " + file);
        return in;
    }

    /**
     * The world of the captures: {@code TestTeam 1}, a v19 player (synchronous see), which moved
     * to (-10, 5), turned its neck to 30 and asked for a wide view before the monitors came.
     */
    static TestWorld world(Parameters p) {
        TestWorld w = new TestWorld(p).types(Reference.types(p));
        Player pl = w.connect(Side.LEFT, "TestTeam", 1);
        pl.synchSee(true);
        pl.position(-10, 5);
        pl.neckDirection(30);
        pl.view(ViewWidth.WIDE, ViewQuality.HIGH);
        pl.counters().increment(CommandKind.MOVE);
        pl.counters().increment(CommandKind.TURN_NECK);
        pl.counters().increment(CommandKind.CHANGE_VIEW);
        return w;
    }

    /** Bytes rcssserver leaves unset, to be skipped when comparing; {@code from} inclusive, {@code to} exclusive. */
    static final class Mask {
        private final BitSet skip = new BitSet();

        Mask skip(int from, int to) {
            skip.set(from, to);
            return this;
        }

        /** The padding after each {@code player_t}'s view quality: 22 players from {@code first}. */
        Mask playerPadding(int first) {
            for (int i = 0; i < 22; i++) skip(first + 64 * i + 34, first + 64 * i + 36);
            return this;
        }

        /** After the NUL that ends a {@code char[16]} name at {@code at} (strncpy copies the NUL, then stops). */
        Mask afterName(byte[] actual, int at) {
            int n = 0;
            while (n < 16 && actual[at + n] != 0) n++;
            return n + 1 < 16 ? skip(at + n + 1, at + 16) : this;
        }

        /** The first difference outside the mask, described, or {@code null}. */
        String difference(byte[] expected, byte[] actual) {
            if (expected.length != actual.length) return "length " + actual.length + ", expected " + expected.length;
            for (int i = 0; i < expected.length; i++) {
                if (!skip.get(i) && expected[i] != actual[i]) {
                    return String.format("byte %d: %02x, expected %02x", i, actual[i] & 0xFF, expected[i] & 0xFF);
                }
            }
            return null;
        }
    }
}
