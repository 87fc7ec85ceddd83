package org.pitch.examples.vsc;

import java.io.IOException;

import org.pitch.protocol.vsc.proto.ActuatorRequests;
import org.pitch.protocol.vsc.proto.CameraMeasurement;
import org.pitch.protocol.vsc.proto.GyroMeasurement;
import org.pitch.protocol.vsc.proto.MotorForce;
import org.pitch.protocol.vsc.proto.MotorPosition;
import org.pitch.protocol.vsc.proto.MotorVelocity;
import org.pitch.protocol.vsc.proto.SensorMeasurements;
import org.pitch.protocol.vsc.proto.SensorTimeStep;

/**
 * A simple robot control software for the virtual soccer API: it turns its camera and gyro on,
 * keeps its heading by adding up the gyro (it starts facing the opponent goal), and each step
 * looks for the ball: near enough, it kicks it towards the opponent goal; seen, it turns to it or
 * runs at it; not seen, it turns to search. Run it as
 * {@code java -jar vsc-controller.jar [HOST:PORT]}, the address defaulting to
 * {@code ROBOCUP_SIMULATOR_ADDR} as seed 001 says, else {@code 127.0.0.1:10001}.
 */
public final class ExampleController {
    /** Kick when the ball is this close (m): within the 2D kickable area of a default player (1.085 m). */
    static final double KICKABLE = 1.0;
    /** The share of the ball's direction turned in one step. */
    static final double TURN_SHARE = 0.5;
    /** The camera's view width: the robots' 2D players see narrow, 60°, every cycle. */
    static final double VIEW_WIDTH = Math.toRadians(60);
    static final int CYCLE_MS = 100;
    /** The sensors' time step: a multiple of 8 ms (seed 001) within one 2D cycle, so they report every cycle. */
    static final int SENSOR_STEP_MS = 96;

    private double heading; // rad, counter-clockwise, 0: facing the opponent goal
    /** What it decided so far: searches, turns to the ball, runs, kicks; and the ball's last distance seen. */
    private int searches, turns, runs, kicks;
    private double lastSeen = Double.NaN;

    public static void main(String[] args) throws IOException {
        String address = args.length > 0 ? args[0] : System.getenv().getOrDefault("ROBOCUP_SIMULATOR_ADDR", "127.0.0.1:10001");
        int colon = address.lastIndexOf(':');
        try (RobotClient robot = new RobotClient(address.substring(0, colon), Integer.parseInt(address.substring(colon + 1)))) {
            if (!robot.welcomed()) {
                System.err.println("the simulator refused this robot at " + address);
                System.exit(1);
            }
            new ExampleController().play(robot, Long.MAX_VALUE);
        }
    }

    /** Plays until the connection ends or {@code steps} measurements were handled; returns how many were. */
    public long play(RobotClient robot, long steps) throws IOException {
        robot.send(ActuatorRequests.newBuilder()
                .addSensorTimeSteps(SensorTimeStep.newBuilder().setName("camera").setTimeStep(SENSOR_STEP_MS))
                .addSensorTimeSteps(SensorTimeStep.newBuilder().setName("gyro").setTimeStep(SENSOR_STEP_MS))
                .build());
        long handled = 0;
        while (handled < steps) {
            SensorMeasurements m = robot.receive(30_000);
            if (m == null) break;
            handled++;
            // the simulator runs in real time: behind it (a busy machine), act on the newest image only,
            // or the turns of old images overshoot; every step's gyro still counts for the heading
            while (robot.behind() && handled < steps) {
                track(m);
                SensorMeasurements newer = robot.receive(30_000);
                if (newer == null) return handled;
                m = newer;
                handled++;
            }
            ActuatorRequests next = decide(m);
            if (next != null) robot.send(next);
        }
        return handled;
    }

    /** Adds up one step's gyro: the heading the controller keeps. */
    void track(SensorMeasurements m) {
        for (GyroMeasurement g : m.getGyrosList()) heading += g.getValue().getZ() * CYCLE_MS / 1000.0;
    }

    /** The request for one step's measurements (null: nothing to do); the step is {@link #track tracked} first. */
    ActuatorRequests decide(SensorMeasurements m) {
        track(m);
        CameraMeasurement camera = m.getCamerasCount() > 0 ? m.getCameras(0) : null;
        if (camera == null) return null;
        BallFinder.Ball ball = BallFinder.find(camera.getImage().toByteArray(), camera.getWidth(), camera.getHeight(), VIEW_WIDTH);
        ActuatorRequests.Builder r = ActuatorRequests.newBuilder();
        if (ball != null) lastSeen = ball.distance();
        if (ball == null) {
            searches++;
            r.addMotorVelocities(MotorVelocity.newBuilder().setName("turn").setVelocity(Math.toRadians(50) * 1000 / CYCLE_MS));
        } else if (ball.distance() < KICKABLE) {
            kicks++;
            // towards the opponent goal: that direction relative to the body is -heading
            double towardsGoal = Math.atan2(Math.sin(-heading), Math.cos(-heading));
            r.addMotorForces(MotorForce.newBuilder().setName("kick").setForce(100));
            r.addMotorPositions(MotorPosition.newBuilder().setName("kick_direction").setPosition(towardsGoal));
        } else if (Math.abs(ball.direction()) > Math.toRadians(10)) {
            turns++;
            // half the way a step: an image a step old (a busy machine) then still converges,
            // where a whole turn per image would swing past the ball and back for ever
            r.addMotorVelocities(MotorVelocity.newBuilder().setName("turn").setVelocity(TURN_SHARE * ball.direction() * 1000 / CYCLE_MS));
        } else {
            runs++;
            r.addMotorVelocities(MotorVelocity.newBuilder().setName("dash").setVelocity(100));
        }
        return r.build();
    }

    double heading() { return heading; }

    /** What it did, for a report: {@code 3 searches, 2 turns, 8 runs, 1 kick; ball last seen at 0.8 m}. */
    public String summary() {
        return searches + " searches, " + turns + " turns, " + runs + " runs, " + kicks + " kicks; ball last seen at "
                + (Double.isNaN(lastSeen) ? "-" : Math.round(lastSeen * 100) / 100.0 + " m") + ", heading " + Math.round(Math.toDegrees(heading)) + " deg";
    }
}
