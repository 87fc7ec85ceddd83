package org.pitch.protocol.vsc.sense;

import java.util.List;

/**
 * The robot's camera: what the 2D player saw, drawn as a raw RGB image (3 bytes a pixel, rows
 * top to bottom) through a camera {@value #EYE_HEIGHT} m above the ground looking level along
 * the head. Horizontally it sees the 2D view width (a pinhole: column
 * {@code width/2 + fx·tan(direction)}, {@code fx = (width/2) / tan(viewWidth/2)}; the 180° wide
 * view maps angles linearly, {@code fx = width/π}); vertically it sees 45° above and below the
 * horizon ({@code fy = height/2}), so the ground from {@value #EYE_HEIGHT} m on is in the
 * picture. The sky is grey-blue, the field green; each seen object stands on the ground at its
 * distance and direction with its real height: the ball orange, teammates in the team's colour,
 * opponents in the other, players whose team was too far to tell grey, goal posts white, flags
 * light grey, lines as a white strip on the ground. A controller finds the ball's direction from
 * its column and its distance from the row its bottom touches:
 * {@code distance = EYE_HEIGHT · (height/2) / (row − height/2)}.
 */
public final class CameraImage {
    /** Metres between the ground and the camera. */
    public static final double EYE_HEIGHT = 0.5;
    static final byte[] SKY = rgb(150, 180, 210), FIELD = rgb(30, 130, 40), BALL = rgb(255, 128, 0),
            RED = rgb(220, 30, 30), BLUE = rgb(30, 60, 220), GREY = rgb(128, 128, 128),
            WHITE = rgb(255, 255, 255), FLAG = rgb(200, 200, 200);

    private CameraImage() {}

    /** Horizontal focal length in pixels of a camera {@code width} pixels wide with that view width. */
    public static double focal(int width, double viewWidthDegrees) {
        double half = Math.toRadians(viewWidthDegrees) / 2;
        return half >= Math.toRadians(89) ? width / Math.PI : (width / 2.0) / Math.tan(half);
    }

    /**
     * Draws the objects into a new image. {@code red}: whether the robot's own team plays in red
     * (the first team of seed 001) rather than blue.
     */
    public static byte[] render(List<Seen> seen, double viewWidthDegrees, int width, int height, boolean red) {
        byte[] image = new byte[width * height * 3];
        int horizon = height / 2;
        fill(image, width, 0, horizon, 0, width, SKY);
        fill(image, width, horizon, height, 0, width, FIELD);
        double f = focal(width, viewWidthDegrees), fy = height / 2.0;
        // far objects first, so near ones cover them
        Seen[] order = seen.toArray(new Seen[0]);
        java.util.Arrays.sort(order, (a, b) -> Double.compare(b.distance(), a.distance()));
        for (Seen s : order) {
            double d = Math.max(s.distance(), 0.3);
            int column = (int) Math.round(width / 2.0 + f * Math.tan(Math.toRadians(clampAngle(s.direction(), viewWidthDegrees))));
            if (viewWidthDegrees >= 178) column = (int) Math.round(width / 2.0 + f * Math.toRadians(s.direction()));
            int ground = (int) Math.round(horizon + fy * EYE_HEIGHT / d);
            double heightM, widthM;
            byte[] colour;
            switch (s.kind()) {
                case BALL: heightM = 0.17; widthM = 0.17; colour = BALL; break;
                case TEAMMATE: heightM = 1.8; widthM = 0.6; colour = red ? RED : BLUE; break;
                case OPPONENT: heightM = 1.8; widthM = 0.6; colour = red ? BLUE : RED; break;
                case PLAYER: heightM = 1.8; widthM = 0.6; colour = GREY; break;
                case GOAL: heightM = 2.44; widthM = 0.3; colour = WHITE; break;
                case FLAG: heightM = 1.5; widthM = 0.1; colour = FLAG; break;
                default: heightM = 0.0; widthM = 3.0; colour = WHITE; break;
            }
            int half = Math.max(0, (int) Math.round(f * widthM / d / 2));
            int top = s.kind() == Seen.Kind.LINE ? ground - 1 : (int) Math.round(ground - fy * heightM / d);
            fill(image, width, Math.max(0, top), Math.min(height, ground + 1), Math.max(0, column - half), Math.min(width, column + half + 1), colour);
        }
        return image;
    }

    private static double clampAngle(double direction, double viewWidth) {
        double limit = Math.min(viewWidth / 2 + 5, 89);
        return Math.max(-limit, Math.min(limit, direction));
    }

    private static void fill(byte[] image, int width, int rowFrom, int rowTo, int colFrom, int colTo, byte[] colour) {
        for (int r = rowFrom; r < rowTo; r++) {
            for (int c = colFrom; c < colTo; c++) {
                int i = (r * width + c) * 3;
                image[i] = colour[0];
                image[i + 1] = colour[1];
                image[i + 2] = colour[2];
            }
        }
    }

    private static byte[] rgb(int r, int g, int b) { return new byte[] {(byte) r, (byte) g, (byte) b}; }
}
