package org.pitch.protocol.vsc;

/**
 * Seed 001's frame mapped onto the 2D pitch: both have the origin at the centre and x towards the
 * opponent goal; seed 001's y points left (z up), the 2D player's y to the right, so y flips. The
 * robots' field ({@code pitch.vsc.field_length} × {@code field_width} metres) is stretched onto
 * the 2D pitch (105 × 68 m), each axis on its own.
 */
public record FieldFrame(double scaleX, double scaleY) {
    /** The 2D pitch's length and width, metres. */
    public static final double PITCH_LENGTH = 105.0, PITCH_WIDTH = 68.0;

    public static FieldFrame of(double fieldLength, double fieldWidth) {
        return new FieldFrame(PITCH_LENGTH / fieldLength, PITCH_WIDTH / fieldWidth);
    }

    /** A point of seed 001's frame in the 2D team's own coordinates, metres. */
    public double[] toPitch(double x, double y) {
        return new double[] {x * scaleX, -y * scaleY};
    }
}
