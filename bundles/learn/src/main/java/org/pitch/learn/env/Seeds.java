package org.pitch.learn.env;

import java.util.SplittableRandom;

import org.pitch.api.random.RandomPurpose;

/**
 * Random streams of an episode drawn from its seed alone, one per purpose, derived as the kernel
 * derives its own streams (so a scenario's start and the scripted players never shift the
 * match's draws, nor each other's).
 */
final class Seeds {
    private Seeds() {}

    static SplittableRandom stream(long seed, RandomPurpose purpose) {
        return new SplittableRandom(mix(seed + 0x9E3779B97F4A7C15L * (purpose.ordinal() + 1)));
    }

    /** SplitMix64's finaliser: neighbouring inputs give unrelated seeds. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
