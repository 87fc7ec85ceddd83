package org.pitch.protocol.vsc.sense;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.pitch.protocol.vsc.proto.AccelerometerMeasurement;
import org.pitch.protocol.vsc.proto.BumperMeasurement;
import org.pitch.protocol.vsc.proto.CameraMeasurement;
import org.pitch.protocol.vsc.proto.ForceMeasurement;
import org.pitch.protocol.vsc.proto.GyroMeasurement;
import org.pitch.protocol.vsc.proto.Message;
import org.pitch.protocol.vsc.proto.PositionSensorMeasurement;
import org.pitch.protocol.vsc.proto.SensorMeasurements;
import org.pitch.protocol.vsc.proto.Vector3;

/**
 * One robot's sensors: which are on and how often ({@code sensor_time_step}), and the
 * {@link SensorMeasurements} of a 2D cycle. All are off at first. A time step is rounded up to a
 * multiple of {@value #MIN_CONTROL_STEP} ms (the camera's is at least {@value #MIN_FRAME_STEP}
 * ms), 0 turns a sensor off. The 2D world changes once a cycle ({@code step_ms}, 100 ms), so a
 * sensor reports at the first cycle at or after each of its due times: any step up to a cycle's
 * length reports every cycle. Warnings and errors wait for the next measurements, which are sent
 * even if no sensor is due.
 *
 * <p>The sensors (names as in {@code sensor_time_step} and in the measurements):
 * <ul>
 * <li>{@value #CAMERA}: {@link CameraImage}, raw RGB (quality −1);</li>
 * <li>{@value #ACCELEROMETER}: the change of the body-frame velocity over the cycle (x forwards,
 *     y left, m/s²; the frame's own turn is not taken out) and gravity on z, 9.81;</li>
 * <li>{@value #GYRO}: z: the body's turn over the cycle, rad/s, counter-clockwise (from the turn
 *     executed: its moment reduced by {@code inertia_moment · speed}, as the 2D turn model);</li>
 * <li>{@value #NECK}: position sensor, the head's yaw relative to the body, rad,
 *     counter-clockwise; {@value #STAMINA}: position sensor holding the 2D stamina;</li>
 * <li>{@value #BUMPER}: bumper, true in a cycle the player collided (ball, player or post);</li>
 * <li>{@value #KICK}: force, the power of the kick executed in the cycle (0 without one).</li>
 * </ul>
 */
public final class Sensors {
    public static final int MIN_CONTROL_STEP = 8;
    public static final int MIN_FRAME_STEP = 16;
    public static final String CAMERA = "camera", ACCELEROMETER = "accelerometer", GYRO = "gyro", NECK = "neck",
            STAMINA = "stamina", BUMPER = "bumper", KICK = "kick";
    public static final List<String> NAMES = List.of(CAMERA, ACCELEROMETER, GYRO, NECK, STAMINA, BUMPER, KICK);
    static final double GRAVITY = 9.81;

    private final int cycleMs;
    private final int cameraWidth, cameraHeight;
    private final boolean red;
    private final double inertiaMoment;
    /** Sensor name → step in ms, in the order they were turned on. */
    private final Map<String, Integer> steps = new LinkedHashMap<>();
    /** Sensor name → the next time (ms) it reports. */
    private final Map<String, Long> due = new LinkedHashMap<>();
    private final List<Message> messages = new ArrayList<>();
    private List<Seen> scene = List.of();
    private BodySense last;
    private double lastKickPower;
    private double lastTurnMoment;

    public Sensors(int cycleMs, int cameraWidth, int cameraHeight, boolean red, double inertiaMoment) {
        this.cycleMs = cycleMs;
        this.cameraWidth = cameraWidth;
        this.cameraHeight = cameraHeight;
        this.red = red;
        this.inertiaMoment = inertiaMoment;
    }

    /** A {@code sensor_time_step} request at simulated time {@code nowMs} (the last cycle's). */
    public void timeStep(String name, int stepMs, long nowMs) {
        if (!NAMES.contains(name)) {
            warn("unknown sensor '" + name + "'; the sensors are " + String.join(", ", NAMES));
            return;
        }
        if (stepMs <= 0) {
            steps.remove(name);
            due.remove(name);
            return;
        }
        int min = name.equals(CAMERA) ? MIN_FRAME_STEP : MIN_CONTROL_STEP;
        int step = Math.max(stepMs, min);
        if (step % MIN_CONTROL_STEP != 0) {
            int rounded = (step / MIN_CONTROL_STEP + 1) * MIN_CONTROL_STEP;
            warn("sensor '" + name + "': time step " + stepMs + " ms is not a multiple of " + MIN_CONTROL_STEP + " ms; " + rounded + " ms used");
            step = rounded;
        }
        steps.put(name, step);
        due.putIfAbsent(name, nowMs + cycleMs); // from the next cycle on, then every step
    }

    /** The step in ms of a sensor that is on, else 0. */
    public int step(String name) { return steps.getOrDefault(name, 0); }

    public void warn(String text) { messages.add(message(Message.MessageType.WARNING_MESSAGE, text)); }

    public void error(String text) { messages.add(message(Message.MessageType.ERROR_MESSAGE, text)); }

    /** The latest see. */
    public void saw(List<Seen> seen) { scene = seen; }

    /** The power of a kick sent this cycle (reported if the kick count shows it executed). */
    public void kickSent(double power) { lastKickPower = power; }

    /** The moment of a turn sent this cycle, degrees clockwise (reported if the turn count shows it executed). */
    public void turnSent(double moment) { lastTurnMoment = moment; }

    /** The measurements of the cycle {@code body} reports, at simulated time {@code nowMs}; null if there is nothing to send. */
    public SensorMeasurements measure(BodySense body, long nowMs) {
        BodySense previous = last;
        last = body;
        boolean kicked = previous != null && body.kicks() > previous.kicks();
        boolean turned = previous != null && body.turns() > previous.turns();
        double kickPower = kicked ? lastKickPower : 0;
        double turnMoment = turned ? lastTurnMoment : 0;
        lastKickPower = 0;
        lastTurnMoment = 0;
        SensorMeasurements.Builder m = SensorMeasurements.newBuilder().setTime((int) nowMs);
        boolean any = !messages.isEmpty();
        m.addAllMessages(messages);
        messages.clear();
        for (Map.Entry<String, Long> e : due.entrySet()) {
            if (e.getValue() > nowMs) continue;
            String name = e.getKey();
            long next = e.getValue();
            int step = steps.get(name);
            while (next <= nowMs) next += step;
            e.setValue(next);
            any = true;
            switch (name) {
                case CAMERA:
                    m.addCameras(CameraMeasurement.newBuilder().setName(CAMERA).setWidth(cameraWidth).setHeight(cameraHeight)
                            .setQuality(-1).setImage(com.google.protobuf.ByteString.copyFrom(
                                    CameraImage.render(scene, body.viewWidth(), cameraWidth, cameraHeight, red))));
                    break;
                case ACCELEROMETER: {
                    // the 2D speed is metres per cycle: per second, then its change per second
                    double dt = cycleMs / 1000.0;
                    double[] now = bodyVelocity(body), before = previous == null ? now : bodyVelocity(previous);
                    m.addAccelerometers(AccelerometerMeasurement.newBuilder().setName(ACCELEROMETER)
                            .setValue(vector((now[0] - before[0]) / dt / dt, (now[1] - before[1]) / dt / dt, GRAVITY)));
                    break;
                }
                case GYRO: {
                    double speed = previous == null ? 0 : previous.speed();
                    double turned2d = turnMoment / (1.0 + inertiaMoment * speed);
                    m.addGyros(GyroMeasurement.newBuilder().setName(GYRO)
                            .setValue(vector(0, 0, -Math.toRadians(turned2d) / (cycleMs / 1000.0) + 0.0))); // + 0.0: no -0
                    break;
                }
                case NECK:
                    m.addPositionSensors(PositionSensorMeasurement.newBuilder().setName(NECK).setValue(-Math.toRadians(body.headAngle())));
                    break;
                case STAMINA:
                    m.addPositionSensors(PositionSensorMeasurement.newBuilder().setName(STAMINA).setValue(body.stamina()));
                    break;
                case BUMPER:
                    m.addBumpers(BumperMeasurement.newBuilder().setName(BUMPER).setValue(body.collision()));
                    break;
                default: // KICK
                    m.addForces(ForceMeasurement.newBuilder().setName(KICK).setValue(kickPower));
                    break;
            }
        }
        return any ? m.build() : null;
    }

    /** The velocity in the body's frame in metres per cycle, x forwards, y to the left (the 2D speed's direction is relative to the head, clockwise). */
    static double[] bodyVelocity(BodySense b) {
        double a = Math.toRadians(b.speedDirection() + b.headAngle());
        return new double[] {b.speed() * Math.cos(a), -b.speed() * Math.sin(a)};
    }

    private static Vector3 vector(double x, double y, double z) {
        return Vector3.newBuilder().setX(x).setY(y).setZ(z).build();
    }

    private static Message message(Message.MessageType type, String text) {
        return Message.newBuilder().setMessageType(type).setText(text).build();
    }
}
