package org.pitch.examples.vsc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.protocol.vsc.sense.CameraImage;
import org.pitch.protocol.vsc.sense.Seen;

/** The example's ball finder reads back what Pitch's camera drew, within a pixel's error. */
class BallFinderTest {
    @Test
    void directionAndDistanceComeBackFromTheImage() {
        for (double[] ball : new double[][] {{3, 0}, {6, 20}, {10, -25}, {0.6, 15}}) {
            byte[] img = CameraImage.render(List.of(new Seen(Seen.Kind.BALL, ball[0], ball[1]), new Seen(Seen.Kind.OPPONENT, 12, 5)), 60, 320, 240, true);
            BallFinder.Ball b = BallFinder.find(img, 320, 240, Math.toRadians(60));
            assertNotNull(b);
            assertEquals(-Math.toRadians(ball[1]), b.direction(), Math.toRadians(2), "direction, counter-clockwise");
            assertEquals(ball[0], b.distance(), ball[0] * ball[0] * 0.01 + 0.02, "distance (a pixel row is worth more far away)");
        }
        assertNull(BallFinder.find(CameraImage.render(List.of(), 120, 32, 24, true), 32, 24, Math.toRadians(120)));
    }
}
