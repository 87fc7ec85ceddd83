package org.pitch.protocol.vsc.act;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.protocol.vsc.FieldFrame;
import org.pitch.protocol.vsc.proto.ActuatorRequests;
import org.pitch.protocol.vsc.proto.CameraQuality;
import org.pitch.protocol.vsc.proto.MotorForce;
import org.pitch.protocol.vsc.proto.MotorPosition;
import org.pitch.protocol.vsc.proto.MotorTorque;
import org.pitch.protocol.vsc.proto.MotorVelocity;

/** Motors as 2D commands: units, directions, one body command a cycle, and the warnings. */
class ActuatorsTest {
    private final FieldFrame frame = FieldFrame.of(9, 6);
    private final List<String> warnings = new ArrayList<>();

    private List<String> commands(ActuatorRequests.Builder r, double head) {
        return Actuators.of(r.build(), head, 100, frame, warnings::add).commands();
    }

    private static MotorPosition pos(String n, double v) { return MotorPosition.newBuilder().setName(n).setPosition(v).build(); }

    private static MotorVelocity vel(String n, double v) { return MotorVelocity.newBuilder().setName(n).setVelocity(v).build(); }

    @Test
    void eachMotorBecomesItsCommand() {
        assertEquals(List.of("(dash 80 -90)"), commands(ActuatorRequests.newBuilder().addMotorVelocities(vel("dash", 80))
                .addMotorPositions(pos("dash_direction", Math.PI / 2)), 0), "π/2 to the left is the 2D -90");
        assertEquals(List.of("(turn -45)"), commands(ActuatorRequests.newBuilder().addMotorVelocities(vel("turn", Math.toRadians(450))), 0),
                "450°/s over a 100 ms cycle, counter-clockwise");
        assertEquals(List.of("(kick 100 30)"), commands(ActuatorRequests.newBuilder()
                .addMotorForces(MotorForce.newBuilder().setName("kick").setForce(100)).addMotorPositions(pos("kick_direction", -Math.PI / 6)), 0));
        assertEquals(List.of("(tackle 180)"), commands(ActuatorRequests.newBuilder().addMotorPositions(pos("tackle", -Math.PI)), 0));
        assertEquals(List.of("(catch -45)"), commands(ActuatorRequests.newBuilder().addMotorPositions(pos("catch", Math.PI / 4)), 0));
        assertEquals(List.of("(move -23.3333 -11.3333)"), commands(ActuatorRequests.newBuilder()
                .addMotorPositions(pos("move_x", -2)).addMotorPositions(pos("move_y", 1)), 0), "seed frame, y to the left, onto 105 x 68");
        assertEquals(List.of(), warnings);
    }

    @Test
    void theNeckTurnsToAPosition() {
        assertEquals(List.of("(turn_neck -50)"), commands(ActuatorRequests.newBuilder().addMotorPositions(pos("neck", Math.toRadians(30))), 20),
                "from 20° clockwise to 30° counter-clockwise");
    }

    @Test
    void oneBodyCommandACycleTheOthersRefused() {
        Actuators.Commands c = Actuators.of(ActuatorRequests.newBuilder().addMotorVelocities(vel("dash", 50)).addMotorVelocities(vel("turn", 1))
                .addMotorForces(MotorForce.newBuilder().setName("kick").setForce(40)).addMotorPositions(pos("neck", 0)).build(), 0, 100, frame, warnings::add);
        assertEquals(List.of("(kick 40 0)", "(turn_neck 0)"), c.commands());
        assertEquals(40, c.kickPower());
        assertEquals(0, c.turnMoment());
        assertEquals(List.of("one body command a cycle: (kick 40 0) sent, (dash 50) (turn -5.7296) refused"), warnings);
    }

    @Test
    void whatCannotBeDoneIsSaid() {
        commands(ActuatorRequests.newBuilder().addMotorPositions(pos("elbow", 1)).addMotorVelocities(vel("dash", Double.NaN))
                .addMotorTorques(MotorTorque.newBuilder().setName("knee").setTorque(2))
                .addCameraQualities(CameraQuality.newBuilder().setName("camera").setQuality(50)), 0);
        assertEquals(List.of("unknown motor position 'elbow'; known: neck, dash_direction, kick_direction, tackle, catch, move_x, move_y",
                "motor velocity 'dash': NaN is not a number",
                "motor torques are not used by the 2D players: 1 ignored",
                "camera 'camera': only raw images (quality -1) are served"), warnings);
    }
}
