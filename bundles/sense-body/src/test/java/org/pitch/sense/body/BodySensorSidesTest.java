package org.pitch.sense.body;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.geom.Angles;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.Mirror;
import org.pitch.testkit.TestWorld;

/**
 * sense_body of a left player and of a right player in the mirrored scene ({@link Mirror}: x, y →
 * −x, −y, directions + 180°): rcssserver reports the speed's and the arm target's directions
 * relative to the head ({@code vel().th() − angleBodyCommitted − angleNeckCommitted}), the neck
 * relative to the body, so both players read the same numbers as the client prints them (angles truncated toward
 * zero). Two things are not mirrored: the attended player is named by its field side letter
 * ({@code (focus (target r 9))}), and a standing player's speed direction is that of the zero
 * vector, 0° in field coordinates, minus the head: 0 for a left player facing the right goal,
 * −180 for the mirrored right player.
 */
class BodySensorSidesTest {
    private final StandardBodySensor sensor = new StandardBodySensor();

    /** What a v7+ client reads of an angle: truncated toward zero (rcssserver's Rad2IDeg). */
    private static int printed(double degrees) { return (int) degrees; }

    @ParameterizedTest(name = "{0}: body {1}, neck {2}, velocity ({3}, {4})")
    @CsvSource({
        "LEFT, 30, -40, 0.3, 0.5", "RIGHT, 30, -40, 0.3, 0.5",
        "LEFT, 170, 85, -0.7, -0.1", "RIGHT, 170, 85, -0.7, -0.1",
        "LEFT, -95, 12.5, 0.01, -0.4", "RIGHT, -95, 12.5, 0.01, -0.4",
    })
    void speedNeckAndArmReadTheSameFromEitherSide(Side us, double body, double neck, double vx, double vy) {
        TestWorld world = new TestWorld();
        Mirror scene = new Mirror(us);
        Player p = world.fullStamina(scene.player(world, 7, -20, 13, body));
        p.neckDirection(neck);
        scene.place(p, -20, 13, vx, vy);
        long now = world.step();
        p.pointAt(scene.x(-12.3), scene.y(17.9), now + 2, now + 9);
        BodyObservation b = sensor.sense(world.context(null, 0), p);

        // the scene as the left team sees it, computed directly
        double head = body + neck;
        double speedDirection = Angles.normalize(Math.toDegrees(Math.atan2(vy, vx)) - head);
        double armDirection = Angles.normalize(Math.toDegrees(Math.atan2(17.9 - 13, -12.3 + 20)) - head);
        assertEquals(Math.hypot(vx, vy), b.speed(), 1e-12);
        assertEquals(printed(speedDirection), printed(b.speedDirection()));
        assertEquals(printed(neck), printed(b.neckDirection()));
        assertEquals(Math.rint(Math.hypot(7.7, 4.9) / 0.1) * 0.1, b.armTargetDistance(), 1e-9);
        assertEquals(printed(Math.rint(armDirection / 0.1) * 0.1), printed(b.armTargetDirection()));
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aStandingPlayerFacingTheOpponentsGoalReadsTheZeroVectorsFieldDirection(Side us) {
        TestWorld world = new TestWorld();
        Player p = world.fullStamina(world.player(us, 7, 0, 0)); // faces the opponent's goal: 0° left, 180° right
        BodyObservation b = sensor.sense(world.context(null, 0), p);
        assertEquals(us == Side.LEFT ? 0 : -180, b.speedDirection(), 1e-9, "normalize_angle(0 − π) keeps −π");
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theAttendedTeammateIsNamedByItsFieldSide(Side us) {
        TestWorld world = new TestWorld();
        Player p = world.fullStamina(world.player(us, 7, 0, 0));
        world.fullStamina(world.player(us, 9, 0, 0));
        p.attention(us, 9);
        BodyObservation b = sensor.sense(world.context(null, 0), p);
        assertEquals(String.valueOf(us.wire()), b.focusSide());
        assertEquals(9, b.focusUnum());
    }
}
