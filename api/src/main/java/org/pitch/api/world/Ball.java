package org.pitch.api.world;

/** The ball; its size and decay come from {@code server::ball_size} and {@code server::ball_decay}. */
public final class Ball extends MovingObject {
    private final double size;
    private final double decay;

    public Ball(double size, double decay) { this.size = size; this.decay = decay; }

    /** The match's ball: {@code ball_size} and {@code ball_decay} of the parameters. */
    public static Ball of(org.pitch.api.param.Parameters p) {
        return new Ball(p.real(org.pitch.api.param.ServerParam.BALL_SIZE), p.real(org.pitch.api.param.ServerParam.BALL_DECAY));
    }

    @Override public double size() { return size; }
    @Override public double decay() { return decay; }
}
