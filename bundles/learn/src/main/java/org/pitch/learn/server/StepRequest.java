package org.pitch.learn.server;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

import org.pitch.learn.proto.Step;

/**
 * A {@code Step} as the hot path takes it: the simulation handles in a reused array and the
 * actions as a little-endian view of the received bytes, read without building messages. A frame
 * that is anything but a plain {@code Request{step}} of the known fields is left to protobuf's
 * parser (which also words what is wrong with it).
 */
final class StepRequest {
    int[] sims = new int[16];
    int count;
    /** The actions are bytes {@code actionsAt} to {@code actionsAt + actionsLength} of this little-endian buffer. */
    ByteBuffer actions;
    int actionsAt, actionsLength;
    boolean rawMessages;
    private int pos;

    private static final int REQUEST_STEP = 3 << 3 | 2;
    private static final int SIMS_PACKED = 1 << 3 | 2, SIMS_ONE = 1 << 3, ACTIONS = 2 << 3 | 2, RAW = 3 << 3;

    /** The same request from a parsed {@code Step}. */
    StepRequest from(Step step) {
        count = 0;
        for (int i = 0; i < step.getSimsCount(); i++) add(step.getSims(i));
        actions = step.getActions().asReadOnlyByteBuffer().order(ByteOrder.LITTLE_ENDIAN);
        actionsAt = actions.position();
        actionsLength = actions.remaining();
        rawMessages = step.getRawMessages();
        return this;
    }

    /**
     * Reads {@code frame} (position to limit, little-endian: the actions are read from it where they
     * lie) if it is a plain step request; false leaves it to the parser.
     */
    boolean read(ByteBuffer frame) {
        count = 0;
        actions = null;
        actionsAt = 0;
        actionsLength = 0;
        rawMessages = false;
        int at = frame.position(), end = frame.limit();
        if (at >= end || (frame.get(at) & 0xff) != REQUEST_STEP) return false;
        pos = at + 1;
        long length = varint(frame, end);
        if (length < 0 || pos + length != end) return false;
        while (pos < end) {
            long tag = varint(frame, end);
            if (tag == SIMS_PACKED || tag == ACTIONS) {
                long n = varint(frame, end);
                if (n < 0 || pos + n > end) return false;
                int from = pos, to = (int) (pos + n);
                if (tag == ACTIONS) {
                    actions = frame;
                    actionsAt = from;
                    actionsLength = to - from;
                    pos = to;
                } else {
                    while (pos < to) {
                        long sim = varint(frame, to);
                        if (sim < 0 || sim > 0xFFFF_FFFFL) return false;
                        add((int) sim);
                    }
                }
            } else if (tag == SIMS_ONE || tag == RAW) {
                long v = varint(frame, end);
                if (v < 0) return false;
                if (tag == RAW) rawMessages = v != 0;
                else if (v > 0xFFFF_FFFFL) return false;
                else add((int) v);
            } else {
                return false;
            }
        }
        if (actions == null) actions = frame; // none: zero bytes
        return true;
    }

    private void add(int sim) {
        if (count == sims.length) sims = Arrays.copyOf(sims, 2 * count);
        sims[count++] = sim;
    }

    /** A varint from {@link #pos} (advanced past it), or -1 if it runs past {@code end} or over 63 bits. */
    private long varint(ByteBuffer b, int end) {
        long value = 0;
        for (int shift = 0; shift < 63; shift += 7) {
            if (pos >= end) return -1;
            int next = b.get(pos++) & 0xff;
            value |= (long) (next & 0x7f) << shift;
            if (next < 0x80) return value;
        }
        return -1;
    }
}
