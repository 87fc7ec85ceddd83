package org.pitch.model.types;

/**
 * Uniform reals from a {@link Mt19937} computed the way GNU libstdc++ computes
 * {@code std::uniform_real_distribution<double>} over a 32-bit engine: a canonical value in [0, 1)
 * is built from two consecutive outputs, low word first ({@code (lo + hi·2^32) / 2^64}, rounded
 * once to double, and kept below 1), then scaled as {@code u·(b − a) + a}.
 */
final class UniformReal {
    private static final double TWO_POW_32 = 0x1p32;
    private static final double TWO_POW_64 = 0x1p64;
    private static final double BELOW_ONE = Math.nextDown(1.0);

    private UniformReal() {
    }

    /** A value in [0, 1) from the next two outputs of {@code engine}. */
    static double canonical(Mt19937 engine) {
        double sum = (double) engine.next();
        sum += (double) engine.next() * TWO_POW_32;
        double u = sum / TWO_POW_64;
        return u >= 1.0 ? BELOW_ONE : u;
    }

    /** A value between {@code a} and {@code b} ({@code a < b}), from the next two outputs. */
    static double between(Mt19937 engine, double a, double b) {
        return canonical(engine) * (b - a) + a;
    }
}
