package org.pitch.examples.vsc;

/**
 * Finds the ball (orange pixels) in a raw RGB camera image of Pitch's virtual soccer API and
 * tells its direction and distance by the camera model the API documents: the column gives the
 * direction (the view width as a pinhole), the row where the ball touches the ground the distance
 * (the camera sees 45° below the horizon at its bottom row).
 */
public final class BallFinder {
    /** Metres between the ground and the camera (the API's camera). */
    static final double EYE_HEIGHT = 0.5;

    private BallFinder() {}

    /** The ball as seen: direction (rad, counter-clockwise, 0 ahead) and distance (m). */
    public record Ball(double direction, double distance) {}

    /** The ball in the image, or null if no pixel is orange. */
    public static Ball find(byte[] rgb, int width, int height, double viewWidthRadians) {
        long columns = 0;
        int count = 0, bottom = -1;
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                int i = (r * width + c) * 3;
                int red = rgb[i] & 0xff, green = rgb[i + 1] & 0xff, blue = rgb[i + 2] & 0xff;
                if (red > 200 && green > 90 && green < 170 && blue < 60) {
                    columns += c;
                    count++;
                    bottom = Math.max(bottom, r);
                }
            }
        }
        if (count == 0) return null;
        double focal = viewWidthRadians >= Math.toRadians(178) ? width / Math.PI : (width / 2.0) / Math.tan(viewWidthRadians / 2);
        double column = (double) columns / count - width / 2.0;
        double direction = viewWidthRadians >= Math.toRadians(178) ? -column / focal : -Math.atan(column / focal);
        double below = Math.max(0.5, bottom + 0.5 - height / 2.0);
        return new Ball(direction, EYE_HEIGHT * (height / 2.0) / below); // 45° below the horizon at the bottom row
    }
}
