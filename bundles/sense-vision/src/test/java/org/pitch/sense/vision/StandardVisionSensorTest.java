package org.pitch.sense.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.sense.SeenObject;
import org.pitch.api.sense.SeenObject.Kind;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;
import org.pitch.testkit.TestWorld;

/** Rules of the visual sensor on hand-built scenes; expected values as rcssserver 19 would send them. */
class StandardVisionSensorTest {
    private final VisionFixture f = new VisionFixture();

    private static List<SeenObject> of(SeeObservation see, Kind kind) {
        return see.objects().stream().filter(o -> o.kind() == kind).toList();
    }

    private static String printed(SeeObservation see, Kind kind) {
        return String.join(" ", of(see, kind).stream().map(VisionFixture::print).toList());
    }

    @ParameterizedTest(name = "synch {0}, {1}: ball at ±{2}° seen, ±{3}° not")
    @CsvSource({
        "true,  NARROW, 29, 31",    // 60°
        "true,  NORMAL, 59, 61",    // 120°
        "true,  WIDE,   89, 91",    // 180°
        "false, NARROW, 22, 23",    // 45°
        "false, NORMAL, 44, 46",    // 90°
        "false, WIDE,   89, 91",    // 180°
    })
    void viewConeFollowsWidthAndSynchronousMode(boolean synch, ViewWidth width, double inside, double outside) {
        Player viewer = f.add(Side.LEFT, 1, 0, 0, 0);
        viewer.synchSee(synch);
        viewer.view(width, ViewQuality.HIGH);
        for (int sign = -1; sign <= 1; sign += 2) {
            double a = Math.toRadians(sign * inside);
            f.world.ball.position(10 * Math.cos(a), 10 * Math.sin(a));
            assertEquals(1, of(f.see(viewer), Kind.BALL).size(), "at " + sign * inside);
            a = Math.toRadians(sign * outside);
            f.world.ball.position(10 * Math.cos(a), 10 * Math.sin(a));
            assertEquals(0, of(f.see(viewer), Kind.BALL).size(), "at " + sign * outside);
        }
    }

    /**
     * rcssserver 19's see interval in vision ticks: synchronous see every 1, 2, 3 cycles for a
     * narrow, normal, wide view; asynchronous every 2, 4, 8 ticks of send_step / 4 (75, 150,
     * 300 ms by default), halved for low quality.
     */
    @ParameterizedTest(name = "synch {0}, {1} {2}: every {3} ticks")
    @CsvSource({
        "true,  NARROW, HIGH, 1", "true,  NORMAL, HIGH, 2", "true,  WIDE, HIGH, 3",
        "true,  NARROW, LOW,  1", "true,  NORMAL, LOW,  2", "true,  WIDE, LOW,  3",
        "false, NARROW, HIGH, 2", "false, NORMAL, HIGH, 4", "false, WIDE, HIGH, 8",
        "false, NARROW, LOW,  1", "false, NORMAL, LOW,  2", "false, WIDE, LOW,  4",
    })
    void ticksBetweenSeesFollowWidthQualityAndMode(boolean synch, ViewWidth width, ViewQuality quality, int ticks) {
        Player viewer = f.add(Side.RIGHT, 4, 10, 10, 0);
        viewer.view(width, quality);
        assertEquals(ticks, new StandardVisionSensor().ticksBetweenSees(viewer, synch));
    }

    @Test
    void theConeTurnsWithTheNeck() {
        Player viewer = f.add(Side.LEFT, 1, 0, 0, 0);
        viewer.neckDirection(90);
        f.world.ball.position(0, 10);
        SeenObject ball = of(f.see(viewer), Kind.BALL).get(0);
        assertEquals(0, VisionFixture.deg(ball.direction()));
        assertEquals("10", VisionFixture.num(ball.distance()));
    }

    @Test
    void closeObjectsBehindAreAnonymous() {
        Player viewer = f.add(Side.LEFT, 1, -50, 0, 0);
        f.world.ball.position(-52, 0);                      // 2 m behind
        Player behind = f.add(Side.RIGHT, 9, -50, 2.5, 0);  // 2.5 m to the side, at 90°
        f.add(Side.RIGHT, 10, -50, -3.5, 0);               // 3.5 m: beyond visible_distance
        SeeObservation see = f.see(viewer);
        assertEquals("((B) 2 180)", printed(see, Kind.BALL));
        assertEquals("((P) 2.5 90)", printed(see, Kind.PLAYER));
        SeenObject p = of(see, Kind.PLAYER).get(0);
        assertTrue(p.anonymous());
        assertNull(p.team());
        assertTrue(printed(see, Kind.GOAL).contains("((G) 2.5 180)"));
        assertTrue(behind.x() < 0);
        f.world.ball.position(-54, 0);                      // 4 m behind
        assertEquals("", printed(f.see(viewer), Kind.BALL));
    }

    @Test
    void beforeV18TeamNamesFadeBetween40And60Metres() {
        // v18+ use the type's team lengths (125.096 m by default): a player 70 m away keeps its team
        Player viewer = f.add(Side.LEFT, 1, 0, 0, 0);
        Player far = f.world.player(Side.RIGHT, 5, 0, 0, 0);
        far.position(70, 0);
        assertEquals("TeamB", of(f.see(viewer), Kind.PLAYER).get(0).team());
        // rcssserver's fixed 40/60 m for older clients: beyond 60 m nobody can tell the team
        assertNull(of(f.see(viewer, 13), Kind.PLAYER).get(0).team());
        far.position(30, 0);
        assertEquals("TeamB", of(f.see(viewer, 13), Kind.PLAYER).get(0).team());
    }

    @Test
    void nearPlayersShowNameNumberGoalieChangesBodyAndHead() {
        Player viewer = f.add(Side.LEFT, 1, 0, 0, 0);
        viewer.neckDirection(10);
        Player goalie = f.world.player(Side.RIGHT, 1, 0, 0, 0);
        goalie.goalie(true);
        goalie.position(10, 0);
        goalie.bodyDirection(90);
        goalie.neckDirection(30);
        goalie.velocity(0, 1);
        SeenObject p = of(f.see(viewer), Kind.PLAYER).get(0);
        assertEquals("TeamB", p.team());
        assertEquals(1, p.unum());
        assertTrue(p.goalie());
        assertEquals(-10, VisionFixture.deg(p.direction()));
        // radial speed 0; angular (1 / 10) rad = 5.73° → 5.7
        assertEquals(0.0, p.distanceChange());
        assertEquals(5.7, p.directionChange(), 1e-9);
        assertEquals(80, p.bodyDirection());
        assertEquals(110, VisionFixture.deg(p.headDirection()));
        assertTrue(Double.isNaN(p.pointDirection()));
        assertEquals("((p \"TeamB\" 1 goalie) 10 -10 0 5.7 80 110)", VisionFixture.print(p));
    }

    @Test
    void farPlayersLoseTheirNumberButNotTheirTeam() {
        Player viewer = f.add(Side.LEFT, 1, 0, 0, 0);
        Player mate = f.add(Side.LEFT, 2, 45, 0, 0);
        mate.goalie(true);
        SeenObject p = of(f.see(viewer), Kind.PLAYER).get(0);
        assertEquals("TeamA", p.team());
        assertEquals(0, p.unum());
        assertFalse(p.goalie());
        assertEquals("((p \"TeamA\") 44.7 0)", VisionFixture.print(p));
    }

    @Test
    void numbersFadeLinearlyBetweenUnumFarAndTooFarLengths() {
        Player viewer = f.add(Side.LEFT, 1, 0, 0, 0);
        f.add(Side.RIGHT, 7, 30, 0, 180);     // reported 30 m: no number with probability 0.5
        int numbered = 0, n = 10_000;
        for (int i = 0; i < n; i++) {
            SeenObject p = of(f.see(viewer), Kind.PLAYER).get(0);
            assertEquals("TeamB", p.team());
            if (p.unum() == 7) {
                numbered++;
                assertFalse(Double.isNaN(p.distanceChange()));
            } else {
                assertTrue(Double.isNaN(p.distanceChange()));
                assertTrue(Double.isNaN(p.bodyDirection()));
            }
        }
        double expected = 1 - (30.0 - 20) / 20;
        assertEquals(expected, numbered / (double) n, 0.025);
    }

    /**
     * Anonymous mode: the anonymous-teams rule gives a side its public name (rcssserver's fixed
     * team name); opponents read it on the shirts, the team itself its real name.
     */
    @Test
    void opponentsWearTheTeamsPublicName() {
        f.world.team(Side.RIGHT).publicName("anon");
        Player left = f.add(Side.LEFT, 1, 0, 0, 0);
        Player right = f.add(Side.RIGHT, 1, 10, 0, 180);
        f.add(Side.RIGHT, 2, 0, 5, 180);
        assertEquals("anon", of(f.see(left), Kind.PLAYER).stream()
                .filter(o -> !o.anonymous() && o.unum() == 1).findFirst().orElseThrow().team());
        assertEquals("TeamB", of(f.see(right), Kind.PLAYER).stream()
                .filter(o -> !o.anonymous() && o.unum() == 2).findFirst().orElseThrow().team(), "a teammate: the real name");
        assertEquals("TeamA", of(f.see(right), Kind.PLAYER).stream()
                .filter(o -> !o.anonymous() && o.unum() == 1).findFirst().orElseThrow().team(), "the left side is not anonymous");
    }

    /** The name comes from the team, not the parameter: with the rule off, fixed_teamname_r shows nothing. */
    @Test
    void theFixedNameParameterAloneHidesNothing() {
        VisionFixture anon = new VisionFixture(TestWorld.parameters("server.fixed_teamname_r = \"anon\""), 1);
        Player left = anon.add(Side.LEFT, 1, 0, 0, 0);
        anon.add(Side.RIGHT, 1, 10, 0, 180);
        assertEquals("TeamB", of(anon.see(left), Kind.PLAYER).get(0).team());
    }

    @Test
    void tackleWinsOverKick() {
        Player viewer = f.add(Side.LEFT, 1, 0, 0, 0);
        Player other = f.add(Side.RIGHT, 5, 5, 0, 180);
        f.world.step(100);
        other.kickedAt(100);
        SeenObject p = of(f.see(viewer), Kind.PLAYER).get(0);
        assertTrue(p.kicking());
        assertFalse(p.tackling());
        other.tackleUntil(101);
        p = of(f.see(viewer), Kind.PLAYER).get(0);
        assertTrue(p.tackling());
        assertFalse(p.kicking());
        other.tackleUntil(100);
        f.world.step(102); // two steps after the kick
        p = of(f.see(viewer), Kind.PLAYER).get(0);
        assertFalse(p.tackling() || p.kicking());
    }

    /** As rcssserver's kick cycles: others see the kick from its arrival to the end of the next cycle. */
    @Test
    void aKickIsSeenThroughTheCycleAfterIt() {
        Player viewer = f.add(Side.LEFT, 1, 0, 0, 0);
        Player other = f.add(Side.RIGHT, 5, 5, 0, 180);
        f.world.step(100);
        other.kickedAt(100);
        assertTrue(of(f.see(viewer), Kind.PLAYER).get(0).kicking(), "the kick's own cycle");
        f.world.step(101);
        other.newCycle();
        assertTrue(of(f.see(viewer), Kind.PLAYER).get(0).kicking(), "the cycle after, its flags cleared");
        f.world.step(102);
        assertFalse(of(f.see(viewer), Kind.PLAYER).get(0).kicking(), "two cycles after");
    }

    @Test
    void pointingArmIsSeenWithSmallNoiseNearby() {
        Player viewer = f.add(Side.LEFT, 1, 0, 0, 0);
        Player pointer = f.add(Side.LEFT, 2, 5, 0, 90);
        f.world.step(10);
        pointer.pointAt(5, -10, 15, 30);      // straight up the field: -90° for the viewer
        for (int i = 0; i < 200; i++) {
            SeenObject p = of(f.see(viewer), Kind.PLAYER).get(0);
            // σ = 1.25° + (5/125.096)^4 (180° - 1.25°): almost always within ±5°
            assertEquals(-90, p.pointDirection(), 6);
        }
        f.world.step(30);                    // expired
        assertTrue(Double.isNaN(of(f.see(viewer), Kind.PLAYER).get(0).pointDirection()));
    }

    @Test
    void lowQualitySendsNoDistances() {
        Player viewer = f.add(Side.LEFT, 1, 0, 0, 0);
        viewer.synchSee(false);
        viewer.view(ViewWidth.NORMAL, ViewQuality.LOW);
        f.world.ball.position(10, 0);
        f.add(Side.RIGHT, 5, 5, 0, 180);
        SeeObservation see = f.see(viewer);
        assertEquals("((b) 0)", printed(see, Kind.BALL));
        assertEquals("((p \"TeamB\" 5) 0)", printed(see, Kind.PLAYER));
        assertEquals("((l r) 90)", printed(see, Kind.LINE));
        for (SeenObject o : see.objects()) assertTrue(Double.isNaN(o.distance()), VisionFixture.print(o));
        // a synchronous viewer always sees in high quality
        viewer.synchSee(true);
        assertEquals("((b) 10 0 0 0)", printed(f.see(viewer), Kind.BALL));
    }

    @Test
    void insideTheFieldOneLineIsReported() {
        Player viewer = f.add(Side.LEFT, 1, 0, 0, 30);
        // 52.5 / cos 30° = 60.62; log 4.1046 → 4.10 with quantize_step_l; exp → 60.34 → 60.3
        assertEquals("((l r) 60.3 60)", printed(f.see(viewer), Kind.LINE));
        viewer.bodyDirection(90);
        assertEquals("((l b) 34.1 90)", printed(f.see(viewer), Kind.LINE));
        viewer.bodyDirection(-120);           // sight meets the left line first in order l, r, t, b
        assertEquals(1, of(f.see(viewer), Kind.LINE).size());
    }

    @Test
    void outsideTheFieldUpToTwoLinesAreReported() {
        Player viewer = f.add(Side.LEFT, 1, -3, -37, 90);   // facing across the field from beyond the top line
        assertEquals("((l t) 3 90) ((l b) 70.8 90)", printed(f.see(viewer), Kind.LINE));
        viewer.bodyDirection(0);                            // along the top line: no line
        assertEquals("", printed(f.see(viewer), Kind.LINE));
    }

    /** rcssserver's landmark table: the 26 flags 5 m outside the field are objects of protocol 4 and later. */
    @Test
    void clientsBeforeVersion4DoNotSeeTheOuterFlags() {
        Player viewer = f.add(Side.LEFT, 1, 40, -20, -60);   // facing the top right corner and the flags beyond it
        f.world.time(5);
        List<String> v4 = of(f.see(viewer, 4), Kind.FLAG).stream().map(SeenObject::name).toList();
        List<String> v3 = of(f.see(viewer, 3), Kind.FLAG).stream().map(SeenObject::name).toList();
        assertTrue(v4.containsAll(List.of("t r 40", "t r 50", "r t 30")), v4.toString());
        assertTrue(v3.contains("r t"), "the corner flag is a version 3 object: " + v3);
        assertEquals(v4.stream().filter(n -> !n.matches("[tb] [0lr].*|[rl] (0|[tb] \\d+)")).toList(), v3);
    }

    @Test
    void objectsComeAsLandmarksBallPlayersLines() {
        Player viewer = f.add(Side.LEFT, 1, 0, 0, 0);
        f.world.time(17);
        f.world.ball.position(3, 1);
        f.add(Side.LEFT, 2, 10, 1, 0);
        f.add(Side.RIGHT, 2, 10, -1, 0);
        SeeObservation see = f.see(viewer);
        assertEquals(17, see.time());
        List<Kind> kinds = see.objects().stream().map(SeenObject::kind)
                .map(k -> k == Kind.GOAL ? Kind.FLAG : k).toList();
        List<Kind> sorted = kinds.stream().sorted().toList();
        assertEquals(sorted, kinds);
        List<SeenObject> players = of(see, Kind.PLAYER);
        assertEquals(List.of("TeamA", "TeamB"), players.stream().map(SeenObject::team).toList());
        assertEquals(Kind.LINE, see.objects().get(see.objects().size() - 1).kind());
    }

    @Test
    void ballChangesFollowTheRelativeVelocity() {
        Player viewer = f.add(Side.LEFT, 1, 0, 0, 0);
        f.world.ball.position(10, 0);
        f.world.ball.velocity(1, 0);
        // radial 1: 10 × Quantize(1 / 10, 0.02) = 1
        assertEquals("((b) 10 0 1 0)", printed(f.see(viewer), Kind.BALL));
        viewer.velocity(1, 0);                // moving along with the ball: no change
        assertEquals("((b) 10 0 0 0)", printed(f.see(viewer), Kind.BALL));
        viewer.velocity(0, 0);
        f.world.ball.velocity(0.33, 0);       // 0.033 → 0.04
        assertEquals("((b) 10 0 0.4 0)", printed(f.see(viewer), Kind.BALL));
    }

    @Test
    void theFocusPointTakesPartInQuantisation() {
        Player viewer = f.add(Side.LEFT, 1, 0, 0, 0);
        f.world.ball.position(25, 0);
        assertEquals("24.5", VisionFixture.num(of(f.see(viewer), Kind.BALL).get(0).distance()));
        // focus (5, 0): 25 m is 24.53 on the grid (error 0.47), 20 m from the focus is 20.09 (error -0.09):
        // 25 - (0.47 - 0.09) / 2 = 24.81 → 24.8
        viewer.focus(5, 0);
        assertEquals("24.8", VisionFixture.num(of(f.see(viewer), Kind.BALL).get(0).distance()));
        // the focus direction is relative to the head
        viewer.neckDirection(90);
        viewer.focus(5, -90);
        f.world.ball.position(25, 0);
        SeeObservation see = f.see(viewer);
        assertEquals(0, of(see, Kind.BALL).size(), "the ball is now outside the cone");
        viewer.neckDirection(0);
        viewer.bodyDirection(90);
        viewer.focus(5, -90);                 // head 90°, focus 90° to its right: (5, 0) again
        f.world.ball.position(0, 25);
        // 25 m → error 0.4675; 25.495 m from the focus → 24.53 on the grid, error 0.9625:
        // 25 - (0.9625 + 0.4675) / 2 = 24.285 → 24.3
        assertEquals("24.3", VisionFixture.num(of(f.see(viewer), Kind.BALL).get(0).distance()));
    }
}
