package org.pitch.model.types;

/**
 * The 32-bit Mersenne Twister MT19937 (Matsumoto and Nishimura, 1998) with the standard
 * initialisation by a single 32-bit seed, so that a seed gives the same output sequence as the
 * C++ {@code std::mt19937} engine. Not thread-safe.
 */
final class Mt19937 {
    private static final int N = 624;
    private static final int M = 397;
    private static final int MATRIX_A = 0x9908b0df;
    private static final int UPPER_MASK = 0x80000000;
    private static final int LOWER_MASK = 0x7fffffff;

    private final int[] state = new int[N];
    private int index;

    /** An engine seeded with the low 32 bits of {@code seed}. */
    Mt19937(long seed) {
        state[0] = (int) seed;
        for (int i = 1; i < N; i++) {
            int prev = state[i - 1];
            state[i] = 1812433253 * (prev ^ (prev >>> 30)) + i;
        }
        index = N;
    }

    /** The next output, an unsigned 32-bit value in [0, 2^32). */
    long next() {
        if (index >= N) twist();
        int y = state[index++];
        y ^= y >>> 11;
        y ^= (y << 7) & 0x9d2c5680;
        y ^= (y << 15) & 0xefc60000;
        y ^= y >>> 18;
        return y & 0xffffffffL;
    }

    /** Regenerates the whole state block. */
    private void twist() {
        for (int i = 0; i < N; i++) {
            int y = (state[i] & UPPER_MASK) | (state[(i + 1) % N] & LOWER_MASK);
            int mag = (y & 1) == 0 ? 0 : MATRIX_A;
            state[i] = state[(i + M) % N] ^ (y >>> 1) ^ mag;
        }
        index = 0;
    }
}
