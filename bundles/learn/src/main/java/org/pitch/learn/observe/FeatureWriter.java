package org.pitch.learn.observe;

import java.nio.ByteBuffer;

/**
 * Writes one agent's features as little-endian float32 into a buffer the connection reuses,
 * clipped to the layout's bounds (NaN, which no builder should produce, becomes the low bound).
 */
public final class FeatureWriter {
    private final FeatureLayout layout;
    private ByteBuffer out;
    private int base;

    public FeatureWriter(FeatureLayout layout) { this.layout = layout; }

    /** Aims at the vector starting at byte {@code base} of {@code out} (little-endian order set by the caller), all zeros. */
    public FeatureWriter at(ByteBuffer out, int base) {
        this.out = out;
        this.base = base;
        for (int i = 0, n = layout.size(); i < n; i++) out.putFloat(base + 4 * i, 0f);
        return this;
    }

    public void put(int feature, double value) {
        float lo = layout.low(feature), hi = layout.high(feature);
        float v = (float) value;
        if (!(v >= lo)) v = lo;
        else if (v > hi) v = hi;
        out.putFloat(base + 4 * feature, v);
    }

    public void flag(int feature, boolean on) { out.putFloat(base + 4 * feature, on ? 1f : 0f); }

    public FeatureLayout layout() { return layout; }
}
