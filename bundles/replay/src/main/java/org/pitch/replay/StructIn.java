package org.pitch.replay;

import java.nio.charset.StandardCharsets;

/**
 * Reads a C struct of rcssserver's binary game logs member by member, laid out as the compilers
 * rcssserver is built with lay it out: each member at an offset (counted from the struct's start)
 * that is a multiple of its size, integers in network byte order. The reader of the record checks
 * beforehand that the whole struct is there.
 */
final class StructIn {
    private final byte[] bytes;
    private int pos;
    private int base;

    /** A struct that starts {@code at} bytes into {@code bytes}. */
    StructIn(byte[] bytes, int at) {
        this.bytes = bytes;
        this.pos = at;
        this.base = at;
    }

    /** A C {@code char}, as the unsigned byte it holds. */
    int uint8() { return bytes[pos++] & 0xff; }

    /** An {@code Int16} at the next even offset. */
    int int16() {
        align(2);
        int v = (short) (((bytes[pos] & 0xff) << 8) | (bytes[pos + 1] & 0xff));
        pos += 2;
        return v;
    }

    /** An {@code Int16} whose bits are meant unsigned: the low 16 bits of a state or a count. */
    int uint16() { return int16() & 0xffff; }

    /** An {@code Int32} at the next multiple of four. */
    int int32() {
        align(4);
        int v = ((bytes[pos] & 0xff) << 24) | ((bytes[pos + 1] & 0xff) << 16) | ((bytes[pos + 2] & 0xff) << 8) | (bytes[pos + 3] & 0xff);
        pos += 4;
        return v;
    }

    /**
     * A {@code char[size]} holding a C string: the bytes up to the first NUL (all of them if there
     * is none, as {@code strncpy} leaves a name of 16 characters), one character each.
     */
    String chars(int size) {
        String s = cString(bytes, pos, size);
        pos += size;
        return s;
    }

    /** Skips {@code n} bytes (members the replay has no use for). */
    StructIn skip(int n) {
        pos += n;
        return this;
    }

    /** Up to the next offset (from the struct's start) that is a multiple of {@code n}: where a member of that alignment begins. */
    void align(int n) {
        int misalignment = (pos - base) % n;
        if (misalignment != 0) pos += n - misalignment;
    }

    /** The bytes from {@code from} up to the first NUL, at most {@code max}, as ISO-8859-1. */
    static String cString(byte[] bytes, int from, int max) {
        int end = from;
        while (end < from + max && bytes[end] != 0) end++;
        return new String(bytes, from, end - from, StandardCharsets.ISO_8859_1);
    }
}
