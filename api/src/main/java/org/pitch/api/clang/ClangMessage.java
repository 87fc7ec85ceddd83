package org.pitch.api.clang;

/**
 * One coach-language message, parsed into values (the tree's types are the parser bundle's; this
 * is what the server needs of any of them). Immutable.
 */
@org.osgi.annotation.versioning.ProviderType
public interface ClangMessage {
    /** Which kind of message it is: its per-type window in play_on and freeform's own rules depend on it. */
    ClangType type();

    /**
     * The message's version range as rcssserver computes it while parsing ({@code (8,7)} for a
     * freeform message, {@code (7,7)} for a plain info, {@code (7,8)} for an info using a version 8
     * construct, ...). Unsigned in rcssserver; here 0..{@code 0xFFFFFFFFL}.
     */
    long minVersion();

    long maxVersion();

    /**
     * Whether a player that announced {@code (clang (ver min max))} understands it (rcssserver's
     * rule; a player that never announced a range has (0, 0) and understands nothing).
     */
    boolean supportedBy(int playerMin, int playerMax);

    /**
     * The message as rcssserver prints it back when it delivers it (to players, the trainer,
     * monitors and the game log): its own spacing, reversed uniform number sets, and its other
     * quirks. The original text is never forwarded.
     */
    String print();

    /**
     * What a player that announced {@code (clang (ver min max))} hears of it: {@link #print()} if
     * it understands the message ({@link #supportedBy}), else what the protocol says instead
     * (rcssserver's {@code (unsupported_clang)}).
     */
    String heardBy(int playerMin, int playerMax);
}
