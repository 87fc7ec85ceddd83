package org.pitch.sense.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * Issue 37: a right player's see as rcssserver 19 sends it, where its turns leave the body in the
 * last bits of {@code π + rad(moment)} and not of {@code rad(180 + moment)} (which the vision
 * used until then). The scene, played on rcssserver 19.0.0 (a trainer places six v19 players,
 * play on; R1, L1, R2, L2 turn by -179° and turn their necks; the see after it):
 * <ul>
 * <li>R1 at (0, -20), placed facing 180°, head at -30°: {@code (f c t)} and {@code (f t 0)} lie
 *     exactly on the edge of its 120° view cone (-60°) and rcssserver shows them; its mirror L1,
 *     placed facing 0°, shows {@code (f c b)} and {@code (f b 0)} there too.</li>
 * <li>R2 at (30, 10) with its head at 0° sees the right line exactly side-on: rcssserver says
 *     {@code -90}; its mirror L2 sees the left line side-on at {@code 90}.</li>
 * <li>L3 and R3 exactly 3 m ({@code visible_distance}) behind R1 and L1: sensed as {@code (P)}.</li>
 * </ul>
 * Captured lines (the objects 20 to 40 m away cut to name, distance and direction: their change
 * fields are drawn at random; zero changes without their sign, which the codec prints and
 * {@code bench}'s recorded script {@code scene-right-side-see.txt} compares byte for byte).
 */
class RightSideSeeTest {
    private static final Pattern OBJECT = Pattern.compile("\\(\\(([^()]*)\\) ([^()]*)\\)");

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "R1|((f c t) 14 -60 0 0) ((f r t) 54.6 15) ((f g r b) 59.1 57) ((g r) 56.3 51) ((f g r t) 54.1 44) ((f p r c) 41.3 59) ((f p r t) 35.9 30) ((f t 0) 18.9 -60 0 0) ((f t r 10) 21.5 -32 0 0) ((f t r 20) 27.7 -14 0 0) ((f t r 30) 35.5 -2) ((f t r 40) 44.3 5) ((f t r 50) 53.5 9) ((f r 0) 60.9 49) ((f r t 10) 58.6 40) ((f r t 20) 57.4 30) ((f r t 30) 58.6 20) ((f r b 10) 64.7 58) ((P) 3 120) ((l t) 27.9 30)",
        "L1|((f c b) 14 -60 0 0) ((f l b) 54.6 15) ((f g l b) 54.1 44) ((g l) 56.3 51) ((f g l t) 59.1 57) ((f p l b) 35.9 30) ((f p l c) 41.3 59) ((f b 0) 18.9 -60 0 0) ((f b l 10) 21.5 -32 0 0) ((f b l 20) 27.7 -14) ((f b l 30) 35.5 -2) ((f b l 40) 44.3 5) ((f b l 50) 53.5 9) ((f l 0) 60.9 49) ((f l t 10) 64.7 58) ((f l b 10) 58.6 40) ((f l b 20) 57.4 30) ((f l b 30) 58.6 20) ((P) 3 120) ((l b) 27.9 30)",
        "R2|((f r b) 32.8 47 0 0) ((f g r b) 22.6 -8 0 0) ((g r) 24.5 -24 0 0) ((f g r t) 28.2 -37 0 0) ((f p r b) 11.8 59 0 0) ((f p r c) 11.7 -59 0 0) ((f b r 50) 35.2 55) ((f r 0) 29.4 -20) ((f r t 10) 34.1 -36) ((f r t 20) 40.9 -47) ((f r t 30) 48.4 -55) ((f r b 10) 27.4 0 0 0) ((f r b 20) 29.4 20 0 0) ((f r b 30) 34.1 36 0 0) ((l r) 22.4 -90)",
        "L2|((f l t) 32.8 47 -0 0) ((f g l b) 28.2 -37) ((g l) 24.5 -24) ((f g l t) 22.6 -8 0 0) ((f p l c) 11.7 -59 0 0) ((f p l t) 11.8 59 -0 0) ((f t l 50) 35.2 55 -0 0) ((f l 0) 29.4 -20 0 0) ((f l t 10) 27.4 0 0 0) ((f l t 20) 29.4 20 -0 0) ((f l t 30) 34.1 36 -0 0) ((f l b 10) 34.1 -36) ((f l b 20) 40.9 -47) ((f l b 30) 48.4 -55) ((l l) 22.4 90)",
    })
    void seesAsRcssserverFromBothSides(String viewer, String rcssserver) {
        VisionFixture f = new VisionFixture();
        f.world.teams("Left", "Right");
        // where the trainer placed them, facing as placed; then the viewers' turns and neck turns
        Player r1 = f.add(Side.RIGHT, 1, 0, -20, 180), l1 = f.add(Side.LEFT, 1, 0, 20, 0);
        Player r2 = f.add(Side.RIGHT, 2, 30, 10, 180), l2 = f.add(Side.LEFT, 2, -30, -10, 0);
        f.add(Side.LEFT, 3, 0, -17, 90);
        f.add(Side.RIGHT, 3, 0, 17, -90);
        // a turn by -179 from 180: rcssserver adds rad(-179) to π (StandardTurn does the same)
        r1.turnBody(1, Math.PI + Math.toRadians(-179));
        r1.neckDirection(-31);
        l1.turnBody(-179, Math.toRadians(-179));
        l1.neckDirection(-31);
        r2.turnBody(1, Math.PI + Math.toRadians(-179));
        r2.neckDirection(-1);
        l2.turnBody(-179, Math.toRadians(-179));
        l2.neckDirection(-1);
        Player p = switch (viewer) {
            case "R1" -> r1;
            case "L1" -> l1;
            case "R2" -> r2;
            default -> l2;
        };
        String see = VisionFixture.print(f.see(p));
        assertEquals(comparable(rcssserver), comparable(see.substring(see.indexOf(' ', 5) + 1, see.length() - 1)));
    }

    /** The objects 20 to 40 m away cut to name, distance and direction; zeros without sign. */
    private static String comparable(String objects) {
        Matcher m = OBJECT.matcher(objects);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            String[] values = m.group(2).split(" ");
            double distance = Double.parseDouble(values[0]);
            String kept = distance >= 20 && distance <= 40 && values.length > 2 ? values[0] + " " + values[1] : m.group(2);
            b.append("((").append(m.group(1)).append(") ").append(kept.replaceAll("(?<![0-9.])-0(?![0-9.])", "0")).append(")\n");
        }
        return b.toString();
    }
}
