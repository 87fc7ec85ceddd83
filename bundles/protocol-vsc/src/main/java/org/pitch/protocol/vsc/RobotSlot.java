package org.pitch.protocol.vsc;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.protobuf.InvalidProtocolBufferException;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.socket.DatagramPacket;

import org.pitch.protocol.vsc.act.Actuators;
import org.pitch.protocol.vsc.proto.ActuatorRequests;
import org.pitch.protocol.vsc.proto.SensorMeasurements;
import org.pitch.protocol.vsc.proto.SensorTimeStep;
import org.pitch.protocol.vsc.sense.BodySense;
import org.pitch.protocol.vsc.sense.SeeScene;
import org.pitch.protocol.vsc.sense.Seen;
import org.pitch.protocol.vsc.sense.Sensors;
import org.pitch.protocol.vsc.team.Pose;
import org.pitch.protocol.vsc.team.Robot;

/**
 * One robot: the 2D player it plays (a UDP client of the server's player port) and, when its
 * control software is connected, that TCP connection. Measurements go out after each
 * {@code sense_body}; requests become the player's commands at once. In synch mode the player
 * answers each {@code (think)} with {@code (done)} at once: the robots' API is asynchronous.
 * Event-loop thread only.
 */
final class RobotSlot {
    private static final Logger LOG = System.getLogger("org.pitch.protocol.vsc");
    static final byte[] WELCOME = "Welcome\0".getBytes(StandardCharsets.US_ASCII);
    static final byte[] REFUSED = "Refused\0".getBytes(StandardCharsets.US_ASCII);
    private static final Pattern INIT = Pattern.compile("^\\(init ([lr]) (\\d+) (\\S+)\\)");
    private static final Pattern REFEREE = Pattern.compile("^\\(hear \\d+ referee (\\S+)\\)");
    /** Play modes after which the 2D players place themselves for a kick-off. */
    private static final Pattern KICK_OFF_PLACEMENT = Pattern.compile("before_kick_off|goal_[lr]_\\d+|half_time|time_extended");

    final String team;
    final int teamIndex;
    final Robot robot;
    final InetAddress allowed;
    final int tcpPort;
    private final FieldFrame frame;
    private final int cycleMs;
    private final Sensors sensors;
    private final Bandwidth bandwidth;
    private final int sendQueueBytes;

    private Channel udp;
    private InetSocketAddress server;
    private boolean admitted;
    private Channel control;
    private long cycles;
    private long requestCycle = -1;
    private BodySense lastBody;
    private char side;
    private Runnable onAdmitted;
    private boolean refusalLogged;

    RobotSlot(String team, int teamIndex, Robot robot, InetAddress allowed, int tcpPort, VscSettings s, int robotsInTeam) {
        this.team = team;
        this.teamIndex = teamIndex;
        this.robot = robot;
        this.allowed = allowed;
        this.tcpPort = tcpPort;
        this.frame = FieldFrame.of(s.fieldLength(), s.fieldWidth());
        this.cycleMs = s.cycleMs();
        this.sensors = new Sensors(s.cycleMs(), s.cameraWidth(), s.cameraHeight(), teamIndex == 0, s.inertiaMoment());
        this.bandwidth = new Bandwidth(s.bandwidthBytesPerSecond() / robotsInTeam);
        this.sendQueueBytes = s.sendQueueBytes();
    }

    String describe() { return "robot " + robot.id() + " of " + team + " (tcp port " + tcpPort + ")"; }

    // ---- the 2D player ------------------------------------------------------------------

    /** Greets the server as this robot's player (again, while it has not answered); {@code admitted} runs once it has. */
    void greet(Channel udp, InetSocketAddress playerPort, Runnable admitted) {
        this.udp = udp;
        this.server = playerPort;
        this.onAdmitted = admitted;
        toServer("(init " + team + " (version 19)" + (robot.id() == 1 ? " (goalie)" : "") + ")", playerPort);
    }

    boolean admitted() { return admitted; }

    /** A datagram from the server. */
    void fromServer(DatagramPacket packet) {
        ByteBuf content = packet.content();
        int length = content.readableBytes();
        while (length > 0 && content.getByte(content.readerIndex() + length - 1) == 0) length--;
        String text = content.toString(content.readerIndex(), length, StandardCharsets.ISO_8859_1);
        if (!admitted) {
            Matcher m = INIT.matcher(text);
            if (m.find()) {
                admitted = true;
                server = packet.sender(); // the player's own port from now on
                side = m.group(1).charAt(0);
                int unum = Integer.parseInt(m.group(2));
                if (unum != robot.id()) {
                    LOG.log(Level.WARNING, describe() + " plays number " + unum + " (other players of " + team + " connected first)");
                }
                // a see every cycle for the camera: synchronous see, narrow (60°)
                toServer("(synch_see)(change_view narrow high)", server);
                place(robot.halfTimeStartingPose());
                if (onAdmitted != null) onAdmitted.run();
            } else if (text.startsWith("(error") && !refusalLogged) {
                // greeted again every half second: said once
                refusalLogged = true;
                LOG.log(Level.ERROR, describe() + ": the server refused its player: " + text + " (greeting again every 500 ms)");
            }
            return;
        }
        if (text.startsWith("(sense_body")) {
            BodySense body = BodySense.parse(text);
            if (body == null) return;
            lastBody = body;
            cycles++;
            SensorMeasurements m = sensors.measure(body, cycles * cycleMs);
            if (m != null) send(m);
        } else if (text.startsWith("(see ")) {
            List<Seen> seen = SeeScene.parse(text, team);
            if (seen != null) sensors.saw(seen);
        } else if (text.equals("(think)")) {
            toServer("(done)", server);
        } else if (text.startsWith("(error")) {
            sensors.error("2D server: " + text);
        } else if (text.startsWith("(warning")) {
            sensors.warn("2D server: " + text);
        } else {
            Matcher m = REFEREE.matcher(text);
            if (m.find() && KICK_OFF_PLACEMENT.matcher(m.group(1)).matches()) place(robot.halfTimeStartingPose());
        }
    }

    /** Moves the player to a pose (the 2D referee allows it before kick-offs only). */
    private void place(Pose p) {
        double[] xy = frame.toPitch(p.x(), p.y());
        toServer("(move " + Math.round(xy[0] * 100) / 100.0 + " " + Math.round(xy[1] * 100) / 100.0 + ")", server);
    }

    /** The player leaves the match ({@code (bye)}), and the control software's connection closes. */
    void leave() {
        if (admitted) toServer("(bye)", server);
        Channel c = control;
        if (c != null) c.close();
    }

    private void toServer(String command, InetSocketAddress to) {
        if (udp == null || to == null) return;
        byte[] b = (command + '\0').getBytes(StandardCharsets.ISO_8859_1);
        udp.writeAndFlush(new DatagramPacket(Unpooled.wrappedBuffer(b), to));
    }

    // ---- the control software -------------------------------------------------------------

    /** A control software connected; false (and refused) if it may not. */
    boolean connect(Channel c) {
        InetSocketAddress from = (InetSocketAddress) c.remoteAddress();
        if (!from.getAddress().equals(allowed)) {
            LOG.log(Level.WARNING, "refused a connection to " + describe() + " from " + from.getAddress().getHostAddress()
                    + ": only " + allowed.getHostAddress() + " may connect");
            return false;
        }
        if (control != null && control.isActive()) {
            LOG.log(Level.WARNING, "refused a second connection to " + describe() + " from " + from + ": it is controlled already");
            return false;
        }
        control = c;
        LOG.log(Level.INFO, describe() + ": control software connected from " + from);
        return true;
    }

    void disconnected(Channel c) {
        if (control != c) return;
        control = null;
        LOG.log(Level.INFO, describe() + ": control software disconnected");
    }

    /** A request from a control software (ignored unless it is the one admitted). */
    void request(Channel from, ByteBuf message) {
        if (from != control) return;
        ActuatorRequests r;
        try {
            r = ActuatorRequests.parseFrom(message.nioBuffer());
        } catch (InvalidProtocolBufferException e) {
            sensors.error("not an ActuatorRequests message (" + message.readableBytes() + " bytes): " + e.getMessage());
            return;
        }
        long now = cycles * cycleMs;
        for (SensorTimeStep t : r.getSensorTimeStepsList()) sensors.timeStep(t.getName(), t.getTimeStep(), now);
        boolean moves = r.getMotorPositionsCount() + r.getMotorVelocitiesCount() + r.getMotorForcesCount() + r.getMotorTorquesCount() > 0;
        if (!moves) return;
        if (requestCycle == cycles) {
            sensors.warn("one ActuatorRequests a step: the motors of a second request in the step at " + now + " ms were refused");
            return;
        }
        requestCycle = cycles;
        Actuators.Commands c = Actuators.of(r, lastBody == null ? 0 : lastBody.headAngle(), cycleMs, frame, sensors::warn);
        if (c.commands().isEmpty()) return;
        if (c.kickPower() != 0) sensors.kickSent(c.kickPower());
        if (c.turnMoment() != 0) sensors.turnSent(c.turnMoment());
        toServer(String.join("", c.commands()), server);
    }

    /** A frame longer than the limit arrived and was dropped. */
    void tooLong(String why) { sensors.error(why); }

    private void send(SensorMeasurements m) {
        Channel c = control;
        if (c == null || !c.isActive()) return;
        if (!c.isWritable()) {
            LOG.log(Level.WARNING, describe() + ": its control software does not read (send queue over " + sendQueueBytes / 1024
                    + " KB): disconnected; the match goes on");
            control = null;
            c.close();
            return;
        }
        byte[] body = m.toByteArray();
        if (!bandwidth.allow(body.length + 4, System.nanoTime())) {
            if (bandwidth.discarded() == 1 || bandwidth.discarded() % 100 == 0) {
                LOG.log(Level.WARNING, describe() + ": over its bandwidth (" + Math.round(bandwidth.bytesPerSecond()) + " bytes/s): "
                        + bandwidth.discarded() + " measurements discarded so far");
            }
            return;
        }
        ByteBuf out = c.alloc().buffer(body.length + 4);
        out.writeInt(body.length).writeBytes(body);
        c.writeAndFlush(out, c.voidPromise());
    }

    char side() { return side; }
}
