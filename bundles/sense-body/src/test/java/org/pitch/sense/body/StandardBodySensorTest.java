package org.pitch.sense.body;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.CommandKind;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;
import org.pitch.testkit.TestWorld;

/** The body sensor on a hand-built world; expected values as rcssserver 19 would report them. */
class StandardBodySensorTest {
    private final TestWorld world = new TestWorld();
    private final SimulationContext context = world.context(null, 0); // the sensor has no noise and reports no events
    private final StandardBodySensor sensor = new StandardBodySensor();

    @Test
    void aFreshPlayerIsReportedWithTheNeutralValuesOfTheTranscripts() {
        // (sense_body 0 (view_mode high normal) (stamina 8000 1 130600) (speed 0 0) (head_angle 0) (kick 0) ...
        //  (arm (movable 0) (expires 0) (target 0 0) (count 0)) (focus (target none) (count 0))
        //  (tackle (expires 0) (count 0)) (collision none) (foul (charged 0) (card none)) (focus_point 0 0))
        Player p = world.fullStamina(world.player(Side.LEFT, 1, 0, 0));
        BodyObservation b = sensor.sense(context, p);
        assertEquals(0, b.time());
        assertEquals(ViewQuality.HIGH, b.viewQuality());
        assertEquals(ViewWidth.NORMAL, b.viewWidth());
        assertEquals(8000, b.stamina());
        assertEquals(1, b.effort());
        assertEquals(130600, b.capacity());
        assertEquals(0, b.speed());
        assertEquals(0, b.speedDirection());
        assertEquals(0, b.neckDirection());
        assertArrayEquals(new int[CommandKind.values().length], b.counters());
        assertEquals(0, b.armMovable());
        assertEquals(0, b.armExpires());
        assertEquals(0, b.armTargetDistance());
        assertEquals(0, b.armTargetDirection());
        assertEquals(0, b.armCount());
        assertEquals("none", b.focusSide());
        assertEquals(0, b.focusUnum());
        assertEquals(0, b.focusCount());
        assertEquals(0, b.tackleExpires());
        assertEquals(0, b.tackleCount());
        assertEquals("none", b.collision());
        assertEquals(0, b.foulCharged());
        assertEquals("none", b.card());
        assertEquals(0, b.focusPointDistance());
        assertEquals(0, b.focusPointDirection());
    }

    @Test
    void armFocusTackleCollisionsFoulAndFocusPointComeFromThePlayer() {
        Player p = world.fullStamina(world.player(Side.LEFT, 3, 0, 0));
        world.fullStamina(world.player(Side.RIGHT, 9, 0, 0));
        long now = world.step();
        p.position(10, 0);
        p.bodyDirection(90); // facing +y; the neck straight
        p.pointAt(10, 5, now + 3, now + 15); // 5 m straight ahead of the head
        p.attention(Side.RIGHT, 9);
        p.tackleUntil(now + 7);
        p.collided(Player.COLLIDED_BALL | Player.COLLIDED_POST);
        p.foulChargedUntil(now + 2);
        p.card(org.pitch.api.world.Card.YELLOW);
        p.focus(12.5, -20);
        BodyObservation b = sensor.sense(context, p);
        assertEquals(3, b.armMovable());
        assertEquals(15, b.armExpires());
        assertEquals(5.0, b.armTargetDistance(), 1e-9);
        assertEquals(0.0, b.armTargetDirection(), 1e-9);
        assertEquals("r", b.focusSide());
        assertEquals(9, b.focusUnum());
        assertEquals(7, b.tackleExpires());
        assertEquals("ball post", b.collision());
        assertEquals(2, b.foulCharged());
        assertEquals("yellow", b.card());
        assertEquals(12.5, b.focusPointDistance());
        assertEquals(-20, b.focusPointDirection());
        p.stopPointing();
        assertEquals(0, sensor.sense(context, p).armExpires(), "an arm that is down expires nowhere");
    }

    @Test
    void theKernelsOneObservationIsRefilledForEachPlayerAndEqualsAFreshOne() {
        // 22 sense_body a cycle: the kernel hands one observation (and its counters) to refill
        Player a = world.fullStamina(world.player(Side.LEFT, 4, 0, 0));
        Player b = world.fullStamina(world.player(Side.RIGHT, 5, 0, 0));
        a.stamina(7000);
        b.attention(Side.LEFT, 4);
        b.collided(Player.COLLIDED_PLAYER);
        BodyObservation buffer = new BodyObservation();
        BodyObservation first = sensor.sense(context, a, buffer);
        assertSame(buffer, first);
        int[] counters = first.counters();
        assertEquals(sensor.sense(context, a), first, "refilled equals made anew");
        BodyObservation second = sensor.sense(context, b, buffer);
        assertSame(buffer, second);
        assertSame(counters, second.counters(), "the counters array is refilled too");
        assertEquals(sensor.sense(context, b), second);
        assertEquals("l", second.focusSide());
        assertEquals("player", second.collision());
        assertEquals(8000, second.stamina());
    }

    @Test
    void timeViewModeAndStaminaComeFromTheWorld() {
        Player p = world.fullStamina(world.player(Side.RIGHT, 7, 0, 0));
        world.time(1234).step(1234);
        p.view(ViewWidth.WIDE, ViewQuality.LOW);
        p.stamina(7945.5);
        p.effort(0.8);
        p.capacity(130555);
        BodyObservation b = sensor.sense(context, p);
        assertEquals(1234, b.time());
        assertEquals(ViewQuality.LOW, b.viewQuality());
        assertEquals(ViewWidth.WIDE, b.viewWidth());
        assertEquals(7945.5, b.stamina());
        assertEquals(0.8, b.effort());
        assertEquals(130555, b.capacity());
    }

    @Test
    void everyCounterIsReportedAtItsCommandKindOrdinal() {
        Player p = world.fullStamina(world.player(Side.LEFT, 2, 0, 0));
        CommandKind[] kinds = CommandKind.values();
        int[] expected = new int[kinds.length];
        for (int i = 0; i < kinds.length; i++) {
            for (int n = 0; n <= i; n++) p.counters().increment(kinds[i]);
            expected[i] = i + 1;
        }
        BodyObservation b = sensor.sense(context, p);
        assertArrayEquals(expected, b.counters());
        assertEquals(CommandKind.POINT_TO.ordinal() + 1, b.armCount(), "arm count = executed pointto");
        assertEquals(CommandKind.ATTENTION_TO.ordinal() + 1, b.focusCount(), "focus count = executed attentionto");
        assertEquals(CommandKind.TACKLE.ordinal() + 1, b.tackleCount(), "tackle count = executed tackles");
        p.counters().increment(CommandKind.DASH);
        assertEquals(expected[CommandKind.DASH.ordinal()], b.counters()[CommandKind.DASH.ordinal()],
                "the observation is a snapshot");
    }

    @Test
    void theNeckAngleIsTheDegreesRcssserverHoldsInRadians() {
        Player p = world.fullStamina(world.player(Side.LEFT, 3, 0, 0));
        p.neckDirection(30);
        // commands_v19.txt: (turn_neck 30) gives (head_angle 29)
        assertEquals(29, (int) sensor.sense(context, p).neckDirection());
        p.neckDirection(90);
        assertEquals(90, (int) sensor.sense(context, p).neckDirection());
        p.neckDirection(-90);
        assertEquals(-90, (int) sensor.sense(context, p).neckDirection());
        p.neckDirection(-45.5);
        assertEquals(-45.5, sensor.sense(context, p).neckDirection(), 1e-12);
    }

    @Test
    void aStandingPlayersSpeedDirectionIsMinusItsHeadDirection() {
        // rcssserver: a null velocity has direction 0; 0 - body - neck, normalised
        Player p = world.fullStamina(world.player(Side.LEFT, 4, 0, 0));
        p.bodyDirection(28.4);
        BodyObservation b = sensor.sense(context, p);
        assertEquals(0, b.speed());
        assertEquals(-28.4, b.speedDirection(), 1e-9);
        assertEquals(-28, (int) b.speedDirection(), "commands_v19.txt: (speed 0 -28) after a turn");
        p.neckDirection(30);
        assertEquals(-58.4, sensor.sense(context, p).speedDirection(), 1e-9);
        Player right = world.fullStamina(world.player(Side.RIGHT, 4, 0, 0));
        assertEquals(-180, sensor.sense(context, right).speedDirection(), 1e-9, "normalize_angle keeps -π");
    }

    @Test
    void theSpeedIsTheVelocityMagnitudeAndItsDirectionIsRelativeToTheHead() {
        Player p = world.fullStamina(world.player(Side.LEFT, 5, 0, 0));
        p.velocity(0.3, 0.4);
        p.bodyDirection(90);
        p.neckDirection(-30);
        BodyObservation b = sensor.sense(context, p);
        assertEquals(0.5, b.speed(), 1e-15);
        assertEquals(Math.toDegrees(Math.atan2(0.4, 0.3)) - 60, b.speedDirection(), 1e-9);
        assertEquals(-6, (int) b.speedDirection());
    }

    @Test
    void theSpeedDirectionIsNormalised() {
        Player p = world.fullStamina(world.player(Side.LEFT, 6, 0, 0));
        p.bodyDirection(170);
        p.neckDirection(80);
        p.velocity(-Math.cos(Math.toRadians(10)), -Math.sin(Math.toRadians(10))); // towards -170°
        assertEquals(-60, sensor.sense(context, p).speedDirection(), 1e-9); // -420° → -60°
        p.bodyDirection(-170);
        p.neckDirection(-80);
        p.velocity(-Math.cos(Math.toRadians(10)), Math.sin(Math.toRadians(10))); // towards 170°
        assertEquals(60, sensor.sense(context, p).speedDirection(), 1e-9);
        p.bodyDirection(0);
        p.neckDirection(0);
        p.velocity(0, -1);
        assertEquals(-90, sensor.sense(context, p).speedDirection(), 1e-12);
    }

    @Test
    void normalizeMatchesRcssserver() {
        assertEquals(Math.PI, StandardBodySensor.normalize(Math.PI));
        assertEquals(-Math.PI, StandardBodySensor.normalize(-Math.PI));
        assertEquals(-Math.PI / 2, StandardBodySensor.normalize(3 * Math.PI / 2), 1e-15);
        assertEquals(Math.PI / 2, StandardBodySensor.normalize(-3 * Math.PI / 2), 1e-15);
        assertEquals(1.0, StandardBodySensor.normalize(1.0 + 4 * Math.PI), 1e-12);
    }
}
