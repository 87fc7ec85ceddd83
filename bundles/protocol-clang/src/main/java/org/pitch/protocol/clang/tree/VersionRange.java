package org.pitch.protocol.clang.tree;

/**
 * The CLang version range rcssserver gives a message, and its test of whether a player's announced
 * range understands it (spec 5.5). Both bounds are C {@code unsigned int}s, held here as longs in
 * {@code 0..0xFFFFFFFF}.
 *
 * <p>While it parses, rcssserver starts from {@link #UNSET} and, as each versioned construct is
 * reduced (inner constructs left to right, the message itself last), narrows or widens the range
 * with {@link #restrict(long, long)}. The outcome depends on the order of the calls: an info message
 * using a version 8 construct ends at (7, 8), a freeform at (8, 7).
 *
 * @param min the lower bound; may exceed {@code max} (then either bound alone is enough, see
 *        {@link #supportedBy(long, long)})
 * @param max the upper bound
 */
public record VersionRange(long min, long max) {

    private static final long UNSIGNED_MAX = 0xFFFF_FFFFL;

    /** Before any construct has been seen: (4294967295, 0). */
    public static final VersionRange UNSET = new VersionRange(UNSIGNED_MAX, 0);

    public VersionRange {
        if (min < 0 || min > UNSIGNED_MAX || max < 0 || max > UNSIGNED_MAX) {
            throw new IllegalArgumentException("not unsigned 32-bit: (" + min + ", " + max + ")");
        }
    }

    /** {@code restrict(version, version)}: what a construct of one protocol version does. */
    public VersionRange restrict(long version) {
        return restrict(version, version);
    }

    /**
     * rcssserver's {@code setVer(low, high)}, unchanged: one version pulls in whichever bound it
     * lies beyond; a pair widens the range, and an inverted pair ({@code (8, 7)}) replaces a range
     * that is inverted even further.
     */
    public VersionRange restrict(long low, long high) {
        long newMin = min;
        long newMax = max;
        if (low == high) {
            if (low < newMax) {
                newMin = low;
            } else if (low > newMin) {
                newMax = low;
            } else if (newMax < newMin) {
                newMin = low;
                newMax = low;
            }
        } else {
            if (low < newMin) {
                newMin = low;
            }
            if (high > newMax) {
                newMax = high;
            }
            if (low > high && newMax < newMin && low > newMax && high < newMin) {
                newMin = low;
                newMax = high;
            }
        }
        return new VersionRange(newMin, newMax);
    }

    /**
     * Whether a player that announced {@code (clang (ver playerMin playerMax))} understands a
     * message of this range. The player's ints are read as unsigned, as rcssserver passes them; a
     * player that announced nothing has (0, 0).
     */
    public boolean supportedBy(int playerMin, int playerMax) {
        return supportedBy(Integer.toUnsignedLong(playerMin), Integer.toUnsignedLong(playerMax));
    }

    /** {@link #supportedBy(int, int)} with the player's bounds already unsigned. */
    public boolean supportedBy(long playerMin, long playerMax) {
        if (min >= max) {
            // inverted or single: hearing either end is enough
            return (playerMin <= max && playerMax >= max) || (playerMin <= min && playerMax >= min);
        }
        return playerMin <= min && playerMax >= max;
    }
}
