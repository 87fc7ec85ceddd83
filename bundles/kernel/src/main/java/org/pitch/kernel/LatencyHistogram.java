package org.pitch.kernel;

import org.pitch.api.record.TimingReport;

/**
 * Latencies in fixed buckets, so recording one allocates nothing: 0.1 ms wide up to 100 ms, 10 ms
 * wide up to 2 s, one overflow bucket above; the maximum is kept exactly. A percentile is the
 * upper bound of the bucket it falls in (never above the maximum).
 */
final class LatencyHistogram {
    private static final long FINE_NANOS = 100_000L, COARSE_NANOS = 10_000_000L;
    private static final int FINE = 1000, COARSE = 190;
    private static final long FINE_END = FINE * FINE_NANOS;

    private final int[] buckets = new int[FINE + COARSE + 1];
    private long samples;
    private long max;

    void add(long nanos) {
        long v = Math.max(0, nanos);
        int b = v < FINE_END ? (int) (v / FINE_NANOS) : (int) Math.min(FINE + (v - FINE_END) / COARSE_NANOS, FINE + COARSE);
        buckets[b]++;
        samples++;
        if (v > max) max = v;
    }

    long samples() { return samples; }

    /** The distribution in ms; {@link TimingReport.Latency#NONE} without samples. */
    TimingReport.Latency latency() {
        if (samples == 0) return TimingReport.Latency.NONE;
        return new TimingReport.Latency(samples, percentile(0.50), percentile(0.95), percentile(0.99), max / 1e6);
    }

    private double percentile(double q) {
        long rank = Math.max(1, (long) Math.ceil(q * samples)), seen = 0;
        for (int b = 0; b < buckets.length; b++) {
            seen += buckets[b];
            if (seen >= rank) return Math.min(upperBound(b), max) / 1e6;
        }
        return max / 1e6;
    }

    private static long upperBound(int b) {
        return b < FINE ? (b + 1) * FINE_NANOS : b < FINE + COARSE ? FINE_END + (b - FINE + 1) * COARSE_NANOS : Long.MAX_VALUE;
    }
}
