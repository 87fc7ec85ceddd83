package org.pitch.sense.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pitch.api.sense.SeenObject;
import org.pitch.api.sense.SeenObject.Kind;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.Mirror;

/**
 * What a left player and a right player see of the same scene, the right one's turned half a
 * circle about the centre spot ({@link Mirror}: x, y → −x, −y, every direction + 180°, the teams
 * swapped). rcssserver sends relative directions ({@code angleFromBody}, head and body directions
 * of others relative to the viewer's) and never mirrors names: a right player sees the flags and
 * goals by their field names. So the two see messages must be equal once the right player's
 * landmark names are mirrored ({@code l}↔{@code r}, {@code t}↔{@code b}) and the team names read
 * as ours/theirs: distances, directions, changes, body and head directions, pointing, as the
 * client reads them (directions rounded).
 */
class VisionSidesTest {

    /** A landmark's name as seen from the other end: l↔r, t↔b, the rest kept ("c", numbers). */
    static String mirroredName(String name) {
        StringBuilder b = new StringBuilder();
        for (String token : name.split(" ")) {
            if (b.length() > 0) b.append(' ');
            b.append(switch (token) {
                case "l" -> "r";
                case "r" -> "l";
                case "t" -> "b";
                case "b" -> "t";
                default -> token;
            });
        }
        return b.toString();
    }

    /** The see of the scene by our player 1, printed as the client reads it, in the left team's names. */
    private static List<String> seenBy(Side us, double x, double y, double body, double neck, double ballX, double ballY) {
        Mirror scene = new Mirror(us);
        VisionFixture f = new VisionFixture();
        Player viewer = f.add(us, 1, scene.x(x), scene.y(y), scene.direction(body));
        viewer.neckDirection(neck);
        scene.place(viewer, x, y, 0.3, -0.1);
        scene.place(f.world.ball, ballX, ballY, 1.2, 0.4);
        Player mate = f.add(us, 2, scene.x(x + 8), scene.y(y + 3), scene.direction(40));
        mate.neckDirection(-30);
        scene.place(mate, x + 8, y + 3, 0.2, 0.2);
        f.world.step(10);
        mate.pointAt(scene.x(x + 20), scene.y(y - 5), 12, 40);
        Player opponent = f.add(scene.them(), 5, scene.x(x + 12), scene.y(y - 4), scene.direction(200));
        opponent.neckDirection(60);
        String ours = f.world.team(us).name(), theirs = f.world.team(us.opponent()).name();
        List<String> out = new ArrayList<>();
        for (SeenObject o : f.see(viewer).objects()) {
            SeenObject named = o;
            if ((o.kind() == Kind.FLAG || o.kind() == Kind.GOAL || o.kind() == Kind.LINE) && us == Side.RIGHT) {
                named = new SeenObject(o.kind(), mirroredName(o.name()), o.anonymous(), o.team(), o.unum(), o.goalie(),
                        o.distance(), o.direction(), o.distanceChange(), o.directionChange(), o.bodyDirection(),
                        o.headDirection(), o.pointDirection(), o.tackling(), o.kicking());
            } else if (o.kind() == Kind.PLAYER && o.team() != null) {
                String team = o.team().equals(ours) ? "ours" : o.team().equals(theirs) ? "theirs" : o.team();
                named = new SeenObject(o.kind(), o.name(), o.anonymous(), team, o.unum(), o.goalie(),
                        o.distance(), o.direction(), o.distanceChange(), o.directionChange(), o.bodyDirection(),
                        o.headDirection(), o.pointDirection(), o.tackling(), o.kicking());
            }
            out.add(VisionFixture.print(named));
        }
        out.sort(null); // rcssserver lists landmarks in its table's order, which is not mirrored
        return out;
    }

    @ParameterizedTest(name = "at ({0}, {1}) body {2} neck {3}")
    @CsvSource({
        "0.5, 0.3, 0, 0, 5, 1",      // by the centre spot, facing their goal
        "-40, 10, 170, -20, -45, 8", // before our goal, facing it
        "30, -25, -60, 45, 33, -20", // towards their top corner and the outer flags
        "-3, -37, 90, 0, 0, -30",    // beyond the top line, facing across: two lines
        "51, 3, 0, 90, 52, 4",       // at their goal, head turned
    })
    void theRightPlayerSeesTheMirroredSceneAsTheLeftPlayer(double x, double y, double body, double neck, double ballX, double ballY) {
        List<String> left = seenBy(Side.LEFT, x, y, body, neck, ballX, ballY);
        List<String> right = seenBy(Side.RIGHT, x, y, body, neck, ballX, ballY);
        assertTrue(left.size() > 5, left.toString());
        assertEquals(left, right);
    }

    /**
     * A landmark exactly where the viewer stands has the direction of the zero vector, 0° in field
     * coordinates (rcssserver's {@code th()} is atan2(0, 0) = 0), relative to the body: a left
     * player facing the right goal on the centre spot sees {@code (f c)} straight ahead, the
     * mirrored right player has it at −180°, behind him, and sees it anonymously. Not mirrored.
     */
    @ParameterizedTest
    @CsvSource({"LEFT, ((f c) 0 0 0 0)", "RIGHT, ((F) 0 -180)"})
    void theFlagUnderTheViewersFeetIsAheadOfALeftPlayerAndBehindARightOne(Side us, String seen) {
        Mirror scene = new Mirror(us);
        VisionFixture f = new VisionFixture();
        Player viewer = f.add(us, 1, 0, 0, scene.direction(0));
        f.world.ball.position(scene.x(20), 0);
        List<String> flags = f.see(viewer).objects().stream()
                .filter(o -> o.kind() == Kind.FLAG && (o.anonymous() ? o.distance() < 0.1 : o.name().equals("c")))
                .map(VisionFixture::print).toList();
        assertEquals(List.of(seen), flags);
    }

    @ParameterizedTest
    @CsvSource({"r, l", "g l, g r", "f r t, f l b", "t l 10, b r 10", "c b, c t", "r 0, l 0", "p l c, p r c", "c, c"})
    void landmarkNamesMirror(String name, String mirrored) {
        assertEquals(mirrored, mirroredName(name));
        assertEquals(name, mirroredName(mirrored));
    }
}
