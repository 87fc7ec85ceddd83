package org.pitch.sense.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * A right player's see as rcssserver 19 sends it, where its turns leave the body in the last
 * bits of {@code π + rad(moment)} and not of {@code rad(180 + moment)}, which differs there and
 * so in what lies on the view cone's edge. The scene, played on rcssserver 19.0.0 (a trainer
 * places six v19 players, play on; R1, L1, R2, L2 turn by -179° and turn their necks; the see
 * after it):
 * <ul>
 * <li>R1 at (0, -20), placed facing 180°, head at -30°: {@code (f c t)} and {@code (f t 0)} lie
 *     exactly on the edge of its 120° view cone (-60°) and rcssserver shows them; its mirror L1,
 *     placed facing 0°, shows {@code (f c b)} and {@code (f b 0)} there too.</li>
 * <li>R2 at (30, 10) with its head at 0° sees the right line exactly side-on: rcssserver says
 *     {@code -90}; its mirror L2 sees the left line side-on at {@code 90}.</li>
 * <li>L3 and R3 exactly 3 m ({@code visible_distance}) behind R1 and L1: sensed as {@code (P)}.</li>
 * </ul>
 * Captured lines in {@code right_side_scene_see.txt}, compared from the first object on (the
 * objects 20 to 40 m away cut to name, distance and direction: their change
 * fields are drawn at random; zero changes without their sign, which the codec prints and
 * {@code bench}'s recorded script {@code scene-right-side-see.txt} compares byte for byte).
 */
class RightSideSeeTest {
    private static final Pattern OBJECT = Pattern.compile("\\(\\(([^()]*)\\) ([^()]*)\\)");

    /** The captured sees, {@code VIEWER (see T ...)} a line. */
    static Stream<Arguments> captured() throws IOException {
        return ReferenceSeeTest.lines("right_side_scene_see.txt").stream()
                .map(l -> Arguments.of(l.substring(0, l.indexOf(' ')), l.substring(l.indexOf(' ') + 1)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("captured")
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
        assertEquals(comparable(rcssserver), comparable(VisionFixture.print(f.see(p))));
    }

    /** A see's objects, one a line, those 20 to 40 m away cut to name, distance and direction; zeros without sign. */
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
