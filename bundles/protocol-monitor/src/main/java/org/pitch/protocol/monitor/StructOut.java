package org.pitch.protocol.monitor;

import org.pitch.api.protocol.MessageOut;

/**
 * Writes a C struct of rcssserver's binary protocol member by member into a {@link MessageOut},
 * laid out as the compilers rcssserver is built with lay it out: every member at an offset that
 * is a multiple of its size (16-bit at even, 32-bit at multiples of four, counted from where the
 * struct begins), the gaps and the end up to the struct's size filled with zeros. rcssserver
 * leaves some of those bytes uninitialised; zeros are what its static buffers hold. Integers go
 * in network byte order. One instance per writer, reused for every message: no garbage.
 */
public final class StructOut {
    /** Zeros for padding: the largest gap is a short message in the biggest datagram. */
    private static final byte[] ZEROS = new byte[RcssStructs.DISPINFO2_SIZE];

    private final byte[] chars = new byte[RcssStructs.MESSAGE_SIZE];
    private final byte[] oneByte = new byte[1];
    private MessageOut out;
    private int offset;
    private int base;

    /** Starts a message: what follows is written to {@code m}, the struct begins here. */
    public StructOut start(MessageOut m) {
        out = m;
        offset = 0;
        base = 0;
        return this;
    }

    /** A struct begins at the current offset: alignment and {@link #endStruct} count from here. */
    public StructOut beginStruct() {
        base = offset;
        return this;
    }

    /** A C {@code char}: the low 8 bits. */
    public StructOut int8(int v) {
        oneByte[0] = (byte) v;
        out.bytes(oneByte, 0, 1);
        offset++;
        return this;
    }

    /** An {@code Int16}, at the next even offset: the low 16 bits. */
    public StructOut int16(int v) {
        align(2);
        out.int16(v);
        offset += 2;
        return this;
    }

    /** An {@code Int32}, at the next offset that is a multiple of four. */
    public StructOut int32(int v) {
        align(4);
        out.int32(v);
        offset += 4;
        return this;
    }

    /**
     * A {@code char[size]} holding the C string {@code s} as {@code strncpy(dst, s, max)} copies
     * it: at most {@code max} characters, up to a NUL in {@code s}, one byte each (ISO-8859-1,
     * {@code ?} beyond), then zeros to {@code size}.
     */
    public StructOut chars(CharSequence s, int max, int size) {
        int n = latin1(s, max);
        out.bytes(chars, 0, n);
        offset += n;
        return zeros(size - n);
    }

    /** The bytes of {@code s} as {@link #chars} would copy them, without padding; their count. */
    public int latin1(CharSequence s, int max) {
        int n = Math.min(Math.min(s.length(), max), chars.length);
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c == 0) return i;
            chars[i] = c < 0x100 ? (byte) c : (byte) '?';
        }
        return n;
    }

    /** The first {@code n} bytes {@link #latin1} converted, as they are. */
    public StructOut converted(int n) {
        out.bytes(chars, 0, n);
        offset += n;
        return this;
    }

    /** Zeros up to the next offset (from the struct's beginning) that is a multiple of {@code n}. */
    public StructOut align(int n) {
        int misalignment = (offset - base) % n;
        return misalignment == 0 ? this : zeros(n - misalignment);
    }

    /** Zeros up to {@code size} bytes from the struct's beginning: the rest of a struct or union. */
    public StructOut endStruct(int size) {
        return zeros(base + size - offset);
    }

    /** Zeros up to {@code size} bytes from the message's beginning: a datagram's fixed size. */
    public StructOut endMessage(int size) {
        return zeros(size - offset);
    }

    private StructOut zeros(int n) {
        if (n < 0) throw new IllegalStateException("struct overflow by " + -n + " bytes");
        while (n > 0) {
            int k = Math.min(n, ZEROS.length);
            out.bytes(ZEROS, 0, k);
            offset += k;
            n -= k;
        }
        return this;
    }
}
