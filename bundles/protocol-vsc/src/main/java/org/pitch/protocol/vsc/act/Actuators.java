package org.pitch.protocol.vsc.act;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

import org.pitch.protocol.vsc.FieldFrame;
import org.pitch.protocol.vsc.proto.ActuatorRequests;
import org.pitch.protocol.vsc.proto.MotorForce;
import org.pitch.protocol.vsc.proto.MotorPosition;
import org.pitch.protocol.vsc.proto.MotorVelocity;

/**
 * The robot's motors, as 2D player commands. Angles are radians, counter-clockwise (seed 001's
 * frame); the 2D commands take degrees, clockwise. At most one body command goes out per cycle,
 * the first of: {@value #MOVE_X}/{@value #MOVE_Y} (move), {@value #CATCH}, {@value #TACKLE},
 * {@value #KICK}, {@value #DASH}, {@value #TURN}; the others of the same request are refused with a
 * warning. The head turns besides.
 * <ul>
 * <li>motor positions: {@value #NECK}: the head's yaw relative to the body to turn to (rad,
 *     {@code turn_neck} by the difference); {@value #DASH_DIRECTION}, {@value #KICK_DIRECTION}:
 *     the direction of the dash or kick relative to the body (rad); {@value #TACKLE}: the
 *     direction of a tackle (rad); {@value #CATCH}: the direction of a goalie's catch (rad);
 *     {@value #MOVE_X}, {@value #MOVE_Y}: where to stand, in metres of seed 001's frame (a
 *     {@code move}, allowed by the 2D referee before kick-offs);</li>
 * <li>motor velocities: {@value #DASH}: the dash power (−100…100, the 2D dash's unit);
 *     {@value #TURN}: the body's turning rate, rad/s, turned over one cycle;</li>
 * <li>motor forces: {@value #KICK}: the kick power (0…100).</li>
 * </ul>
 * Unknown motors, motor torques, PIDs and camera quality other than raw are refused with a
 * warning; camera exposure is accepted and has no effect.
 */
public final class Actuators {
    public static final String NECK = "neck", DASH = "dash", DASH_DIRECTION = "dash_direction", TURN = "turn",
            KICK = "kick", KICK_DIRECTION = "kick_direction", TACKLE = "tackle", CATCH = "catch",
            MOVE_X = "move_x", MOVE_Y = "move_y";
    private static final List<String> POSITIONS = List.of(NECK, DASH_DIRECTION, KICK_DIRECTION, TACKLE, CATCH, MOVE_X, MOVE_Y);
    private static final List<String> VELOCITIES = List.of(DASH, TURN);
    private static final List<String> FORCES = List.of(KICK);

    private Actuators() {}

    /** The commands a request asks for, in the order to send them. */
    public record Commands(List<String> commands, double kickPower, double turnMoment) {}

    /**
     * The 2D commands for a request, given the head angle now (2D degrees) and the cycle's
     * length; problems go to {@code warn}.
     */
    public static Commands of(ActuatorRequests r, double headAngle, int cycleMs, FieldFrame frame, Consumer<String> warn) {
        Map<String, Double> position = new LinkedHashMap<>(), velocity = new LinkedHashMap<>(), force = new LinkedHashMap<>();
        for (MotorPosition p : r.getMotorPositionsList()) put(position, POSITIONS, "motor position", p.getName(), p.getPosition(), warn);
        for (MotorVelocity v : r.getMotorVelocitiesList()) put(velocity, VELOCITIES, "motor velocity", v.getName(), v.getVelocity(), warn);
        for (MotorForce f : r.getMotorForcesList()) put(force, FORCES, "motor force", f.getName(), f.getForce(), warn);
        if (r.getMotorTorquesCount() > 0) warn.accept("motor torques are not used by the 2D players: " + r.getMotorTorquesCount() + " ignored");
        if (r.getMotorPidsCount() > 0) warn.accept("motor PIDs are not used by the 2D players: " + r.getMotorPidsCount() + " ignored");
        r.getCameraQualitiesList().forEach(q -> {
            if (q.getQuality() != -1) warn.accept("camera '" + q.getName() + "': only raw images (quality -1) are served");
        });

        List<String> bodies = new ArrayList<>();
        double kickPower = 0, turnMoment = 0;
        if (position.containsKey(MOVE_X) || position.containsKey(MOVE_Y)) {
            double[] xy = frame.toPitch(position.getOrDefault(MOVE_X, 0.0), position.getOrDefault(MOVE_Y, 0.0));
            bodies.add("(move " + num(xy[0]) + " " + num(xy[1]) + ")");
        }
        if (position.containsKey(CATCH)) bodies.add("(catch " + num(degrees(position.get(CATCH))) + ")");
        if (position.containsKey(TACKLE)) bodies.add("(tackle " + num(degrees(position.get(TACKLE))) + ")");
        if (force.containsKey(KICK)) {
            kickPower = force.get(KICK);
            bodies.add("(kick " + num(kickPower) + " " + num(degrees(position.getOrDefault(KICK_DIRECTION, 0.0))) + ")");
        }
        if (velocity.containsKey(DASH)) {
            String dir = position.containsKey(DASH_DIRECTION) ? " " + num(degrees(position.get(DASH_DIRECTION))) : "";
            bodies.add("(dash " + num(velocity.get(DASH)) + dir + ")");
        }
        if (velocity.containsKey(TURN)) {
            turnMoment = degrees(velocity.get(TURN) * cycleMs / 1000.0);
            bodies.add("(turn " + num(turnMoment) + ")");
        }
        List<String> out = new ArrayList<>();
        if (!bodies.isEmpty()) {
            out.add(bodies.get(0));
            if (bodies.size() > 1) {
                warn.accept("one body command a cycle: " + bodies.get(0) + " sent, " + String.join(" ", bodies.subList(1, bodies.size())) + " refused");
            }
            if (!bodies.get(0).startsWith("(kick")) kickPower = 0;
            if (!bodies.get(0).startsWith("(turn")) turnMoment = 0;
        }
        if (position.containsKey(NECK)) out.add("(turn_neck " + num(degrees(position.get(NECK)) - headAngle) + ")");
        return new Commands(out, kickPower, turnMoment);
    }

    private static void put(Map<String, Double> into, List<String> known, String what, String name, double value, Consumer<String> warn) {
        if (!known.contains(name)) {
            warn.accept("unknown " + what + " '" + name + "'; known: " + String.join(", ", known));
        } else if (!Double.isFinite(value)) {
            warn.accept(what + " '" + name + "': " + value + " is not a number");
        } else {
            into.put(name, value);
        }
    }

    /** Radians counter-clockwise to 2D degrees clockwise. */
    static double degrees(double radians) { return -Math.toDegrees(radians); }

    /** At most 4 decimals, without trailing zeros: {@code 30}, {@code -23.3333}. */
    static String num(double d) {
        String s = String.format(Locale.ROOT, "%.4f", d);
        s = s.replaceAll("0+$", "");
        if (s.endsWith(".")) s = s.substring(0, s.length() - 1);
        return s.equals("-0") ? "0" : s;
    }
}
