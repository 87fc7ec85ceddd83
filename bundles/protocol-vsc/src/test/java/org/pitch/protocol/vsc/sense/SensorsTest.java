package org.pitch.protocol.vsc.sense;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.protocol.vsc.proto.Message;
import org.pitch.protocol.vsc.proto.SensorMeasurements;

/** The sensors: time steps as seed 001 sets them, and what each reports from the 2D senses. */
class SensorsTest {
    static final String BODY = "(sense_body %d (view_mode high normal) (stamina 7000 1 130600) (speed %s %s) (head_angle %s) (kick %d) "
            + "(dash 0) (turn %d) (say 0) (turn_neck 0) (catch 0) (move 0) (change_view 0) (change_focus 0) (arm (movable 0) (expires 0) "
            + "(target 0 0) (count 0)) (focus (target none) (count 0)) (tackle (expires 0) (count 0)) (collision %s) (foul (charged 0) (card none)) (focus_point 0 0))";

    static BodySense body(int t, double speed, double dir, double head, int kicks, int turns, String collision) {
        return BodySense.parse(String.format(java.util.Locale.ROOT, BODY, t, speed, dir, head, kicks, turns, collision));
    }

    private final Sensors sensors = new Sensors(100, 4, 2, true, 5.0);

    @Test
    void aSenseBodyIsRead() {
        BodySense b = body(12, 0.5, -30, 45, 3, 7, "(ball) (player)");
        assertEquals(new BodySense(12, 120, 7000, 0.5, -30, 45, 3, 7, true), b);
        assertEquals(false, body(1, 0, 0, 0, 0, 0, "none").collision());
        assertNull(BodySense.parse("(see 0)"));
    }

    @Test
    void everythingIsOffAtFirst() {
        assertNull(sensors.measure(body(1, 0, 0, 0, 0, 0, "none"), 100));
    }

    @Test
    void aSensorReportsFromTheNextCycleEveryStep() {
        sensors.timeStep("neck", 200, 100);
        List<Long> reported = new ArrayList<>();
        for (int cycle = 2; cycle <= 9; cycle++) {
            SensorMeasurements m = sensors.measure(body(cycle, 0, 0, 0, 0, 0, "none"), cycle * 100L);
            if (m != null && m.getPositionSensorsCount() == 1) reported.add((long) m.getTime());
        }
        assertEquals(List.of(200L, 400L, 600L, 800L), reported);
    }

    @Test
    void aStepBetweenCyclesReportsAtTheFirstCycleAtOrAfterEachDueTime() {
        sensors.timeStep("neck", 104, 0); // 13 × 8 ms: due at 100, 204, 308, ..., 2700, 2804
        List<Long> skipped = new ArrayList<>();
        for (int cycle = 1; cycle <= 30; cycle++) {
            SensorMeasurements m = sensors.measure(body(cycle, 0, 0, 0, 0, 0, "none"), cycle * 100L);
            if (m == null) skipped.add(cycle * 100L);
        }
        assertEquals(List.of(200L, 2800L), skipped, "104 ms steps leave out one cycle in 26");
        sensors.timeStep("neck", 0, 900);
        assertNull(sensors.measure(body(10, 0, 0, 0, 0, 0, "none"), 1000), "0 turns it off");
    }

    @Test
    void stepsAreRaisedToTheMinimumAndToMultiplesOf8() {
        sensors.timeStep("gyro", 3, 0);
        assertEquals(8, sensors.step("gyro"));
        sensors.timeStep("camera", 8, 0);
        assertEquals(16, sensors.step("camera"), "the camera's minimum is minFrameStep");
        sensors.timeStep("bumper", 12, 0);
        assertEquals(16, sensors.step("bumper"));
        sensors.timeStep("sonar", 8, 0);
        SensorMeasurements m = sensors.measure(body(1, 0, 0, 0, 0, 0, "none"), 100);
        assertNotNull(m);
        List<String> warnings = m.getMessagesList().stream().map(Message::getText).toList();
        assertEquals(List.of("sensor 'bumper': time step 12 ms is not a multiple of 8 ms; 16 ms used",
                "unknown sensor 'sonar'; the sensors are camera, accelerometer, gyro, neck, stamina, bumper, kick"), warnings);
        assertTrue(m.getMessagesList().stream().allMatch(x -> x.getMessageType() == Message.MessageType.WARNING_MESSAGE));
    }

    @Test
    void anglesTurnCounterClockwiseAndTheKickIsReportedWhenExecuted() {
        for (String s : List.of("neck", "kick", "bumper", "stamina", "gyro", "accelerometer")) sensors.timeStep(s, 96, 0); // a multiple of 8 within a cycle
        sensors.measure(body(1, 0, 0, 0, 0, 0, "none"), 100);
        sensors.kickSent(80);
        sensors.turnSent(30); // 30° clockwise
        SensorMeasurements m = sensors.measure(body(2, 0, 0, -90, 1, 1, "(player)"), 200);
        assertEquals(Math.PI / 2, m.getPositionSensorsList().stream().filter(p -> p.getName().equals("neck")).findFirst().get().getValue(), 1e-12,
                "head 90° to the left (2D -90) is +π/2");
        assertEquals(7000, m.getPositionSensorsList().stream().filter(p -> p.getName().equals("stamina")).findFirst().get().getValue());
        assertEquals(80, m.getForces(0).getValue());
        assertTrue(m.getBumpers(0).getValue());
        assertEquals(-Math.toRadians(30) / 0.1, m.getGyros(0).getValue().getZ(), 1e-9, "a clockwise turn at rest, per second");
        assertEquals(9.81, m.getAccelerometers(0).getValue().getZ());
        SensorMeasurements next = sensors.measure(body(3, 0, 0, -90, 1, 1, "none"), 300);
        assertEquals(0, next.getForces(0).getValue(), "no kick executed this cycle");
        assertEquals(0, next.getGyros(0).getValue().getZ());
    }

    @Test
    void theTurnIsReducedBySpeedAsThe2DTurnModel() {
        sensors.timeStep("gyro", 96, 0);
        sensors.measure(body(1, 0.5, 0, 0, 0, 0, "none"), 100);
        sensors.turnSent(70);
        SensorMeasurements m = sensors.measure(body(2, 0.5, 0, 0, 0, 1, "none"), 200);
        assertEquals(-Math.toRadians(70 / (1 + 5.0 * 0.5)) / 0.1, m.getGyros(0).getValue().getZ(), 1e-9);
    }

    @Test
    void theAccelerometerFeelsTheBodyFramesVelocityChange() {
        sensors.timeStep("accelerometer", 96, 0);
        sensors.measure(body(1, 0, 0, 0, 0, 0, "none"), 100);
        // from rest to 0.4 m a cycle (4 m/s) at 90° clockwise of the head, which looks ahead: to the right
        SensorMeasurements m = sensors.measure(body(2, 0.4, 90, 0, 0, 0, "none"), 200);
        assertArrayEquals(new double[] {0, -40.0}, new double[] {m.getAccelerometers(0).getValue().getX(),
                m.getAccelerometers(0).getValue().getY()}, 1e-9);
    }
}
