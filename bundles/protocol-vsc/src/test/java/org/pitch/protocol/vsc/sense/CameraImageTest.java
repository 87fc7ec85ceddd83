package org.pitch.protocol.vsc.sense;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The camera: objects where the documented pinhole model puts them, in their colours. */
class CameraImageTest {
    static final int W = 160, H = 120;

    private static int[] pixel(byte[] img, int row, int col) {
        int i = (row * W + col) * 3;
        return new int[] {img[i] & 0xff, img[i + 1] & 0xff, img[i + 2] & 0xff};
    }

    @Test
    void theBallStandsOnTheGroundAtItsDistanceAndDirection() {
        byte[] img = CameraImage.render(List.of(new Seen(Seen.Kind.BALL, 4.0, 0)), 120, W, H, true);
        double f = CameraImage.focal(W, 120);
        assertEquals((W / 2.0) / Math.tan(Math.toRadians(60)), f, 1e-12);
        int ground = (int) Math.round(H / 2.0 + (H / 2.0) * CameraImage.EYE_HEIGHT / 4.0);
        assertEquals(List.of(255, 128, 0), List.of(pixel(img, ground, W / 2)[0], pixel(img, ground, W / 2)[1], pixel(img, ground, W / 2)[2]));
        assertEquals(30, pixel(img, ground + 1, W / 2)[0], "below the ball: the field");
        assertEquals(150, pixel(img, 0, 0)[0], "the sky");
    }

    @Test
    void directionsClockwiseAreToTheRightAndTeamsHaveTheirColours() {
        byte[] img = CameraImage.render(List.of(new Seen(Seen.Kind.TEAMMATE, 10, 30), new Seen(Seen.Kind.OPPONENT, 10, -30)), 120, W, H, false);
        double f = CameraImage.focal(W, 120);
        int right = (int) Math.round(W / 2.0 + f * Math.tan(Math.toRadians(30)));
        int left = (int) Math.round(W / 2.0 - f * Math.tan(Math.toRadians(30)));
        int row = H / 2 + 2;
        assertEquals(220, pixel(img, row, right)[2], "a blue team's teammate in blue");
        assertEquals(220, pixel(img, row, left)[0], "its opponent in red");
    }
}
