package org.pitch.api.world;

/** The ball; its size and decay come from {@code server::ball_size} and {@code server::ball_decay}. */
public final class Ball extends MovingObject {
    private final double size;
    private final double decay;

    public Ball(double size, double decay) { this.size = size; this.decay = decay; }

    @Override public double size() { return size; }
    @Override public double decay() { return decay; }
}
