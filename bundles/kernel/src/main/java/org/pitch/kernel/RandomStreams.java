package org.pitch.kernel;

import java.util.SplittableRandom;

import org.pitch.api.random.RandomPurpose;

/**
 * One independent stream per {@link RandomPurpose}, each derived from the match seed alone, so a
 * match replays identically and drawing more for one purpose never shifts another.
 */
public final class RandomStreams {
    private final SplittableRandom[] streams = new SplittableRandom[RandomPurpose.values().length];

    RandomStreams(long seed) {
        for (RandomPurpose p : RandomPurpose.values()) {
            streams[p.ordinal()] = new SplittableRandom(mix(seed + 0x9E3779B97F4A7C15L * (p.ordinal() + 1)));
        }
    }

    SplittableRandom get(RandomPurpose purpose) { return streams[purpose.ordinal()]; }

    /**
     * The kernel's own stream for the order clients are served in (rcssserver shuffles its players
     * before each round of sees), apart from every model's purpose so it shifts none of them.
     */
    public static SplittableRandom serviceOrder(long seed) {
        return new SplittableRandom(mix(seed ^ 0x5EE5_0DE4_C1E7_5A11L));
    }

    /** SplitMix64's finaliser: neighbouring inputs give unrelated seeds. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
