package org.pitch.sense.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.ViewWidth;

/**
 * The cone pre-check: a point it rules out must be outside the cone by rcssserver's own test
 * ({@code |direction| < half cone} with the {@code atan2} direction), for every width, facing
 * and point, and most points well outside it must be ruled out without that {@code atan2}.
 */
class ViewpointTest {
    private final VisionFixture f = new VisionFixture();

    @Test
    void aPointRuledOutIsOutsideByTheExactTest() {
        SplittableRandom rnd = new SplittableRandom(7);
        int clearlyOutside = 0;
        for (int i = 0; i < 200_000; i++) {
            Viewpoint view = viewer(rnd);
            double px, py;
            if (i % 2 == 0) {
                px = view.x + rnd.nextDouble(-60, 60);
                py = view.y + rnd.nextDouble(-40, 40);
            } else {
                // on the cone's edge, give or take a few rounding errors
                double edge = view.body + view.neck + (rnd.nextBoolean() ? 1 : -1) * view.halfCone
                        + rnd.nextDouble(-1e-12, 1e-12) * (rnd.nextBoolean() ? 1 : 1e6);
                double r = rnd.nextDouble(0.5, 80);
                px = view.x + r * Math.cos(edge);
                py = view.y + r * Math.sin(edge);
            }
            double d = view.distance(px, py);
            double direction = view.direction(px, py);
            boolean ruledOut = view.surelyOutside(px, py, d);
            if (ruledOut) assertFalse(view.inCone(direction), () -> "ruled out but in the cone: " + px + "," + py);
            if (Math.abs(direction) > view.halfCone + 1e-5) {
                clearlyOutside++;
                assertTrue(ruledOut, () -> "outside by more than the margin but not ruled out: " + px + "," + py);
            }
        }
        assertTrue(clearlyOutside > 50_000, "points clearly outside: " + clearlyOutside);
    }

    @Test
    void nothingIsRuledOutOnTheViewersOwnSpotOrByAWholeCircle() {
        Player p = f.add(Side.LEFT, 1, 10, -5, 30);
        Viewpoint view = new Viewpoint(p, f.params);
        assertFalse(view.surelyOutside(10, -5, 0.0));
        p.synchSee(false);
        p.view(ViewWidth.WIDE, p.viewQuality());
        Viewpoint wide = new Viewpoint(p, f.params);
        assertEquals(Math.PI / 2, wide.halfCone, 1e-12); // 180° wide: half a circle behind is out
        assertTrue(wide.surelyOutside(10 - 20 * Math.cos(Math.toRadians(30)), -5 - 20 * Math.sin(Math.toRadians(30)), 20));
    }

    private Player moving;

    /** One player in ever new places, facings and view widths. */
    private Viewpoint viewer(SplittableRandom rnd) {
        if (moving == null) moving = f.add(Side.LEFT, 2, 0, 0, 0);
        moving.position(rnd.nextDouble(-52, 52), rnd.nextDouble(-34, 34));
        moving.bodyDirection(rnd.nextDouble(-180, 180));
        moving.neckDirection(rnd.nextDouble(-90, 90));
        moving.synchSee(rnd.nextBoolean());
        moving.view(ViewWidth.values()[rnd.nextInt(ViewWidth.values().length)], moving.viewQuality());
        return new Viewpoint(moving, f.params);
    }
}
