package org.pitch.sense.body;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.CommandKind;
import org.pitch.api.geom.ArmVector;
import org.pitch.api.geom.Libm;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.BodySensor;
import org.pitch.api.world.CommandCounters;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * The body sensor of rcssserver 19 (manual §4.3.3): the player's view mode, stamina, velocity, neck
 * angle and command counts, with the values a codec needs to print {@code sense_body} exactly as
 * rcssserver does.
 *
 * <p>The observation holds values before the codec's conversions (the codec quantises the speed
 * to 0.01 and truncates angles toward zero). rcssserver keeps angles in radians and converts them
 * to degrees only to print, so that a neck turned by {@code (turn_neck 30)} is reported as
 * {@code (head_angle 29)}: 30° through radians is 29.999999999999996°. This sensor reads the
 * player's angles in radians as rcssserver holds them ({@link Player#bodyRadians}: a right
 * player's body turned from π differs in the last bits from the radians of its degrees), converts
 * them with {@link Math#toDegrees} (rcssserver's {@code Rad2Deg} constant) and computes the speed
 * direction in radians as rcssserver does: the direction of
 * the velocity (0 for a standing player) minus the body and neck angles, normalised to [-π, π],
 * i.e. relative to the player's head; the speed is {@code sqrt(vx² + vy²)} as rcssserver computes it.
 *
 * <p>The arm reports the cycles until it may move again and until the point expires, and the
 * pointed-at spot as distance and direction from the head; the focus is the player attended to;
 * tackle and foul give the cycles left; collisions are those of the last cycle. The arm, focus and
 * tackle counts are the executed {@code pointto}, {@code attentionto} and {@code tackle} commands.
 */
@Component(property = "pitch.model.name=standard")
public final class StandardBodySensor implements BodySensor {
    private static final CommandKind[] KINDS = CommandKind.values();

    @Override
    public BodyObservation sense(SimulationContext context, Player player) {
        return sense(context, player, new BodyObservation());
    }

    @Override
    public BodyObservation sense(SimulationContext context, Player player, BodyObservation into) {
        CommandCounters counts = player.counters();
        int[] counters = into.counters();
        if (counters == null || counters.length != KINDS.length) counters = new int[KINDS.length];
        for (int i = 0; i < KINDS.length; i++) counters[i] = counts.get(KINDS[i]);

        double body = player.bodyRadians();
        double neck = player.neckRadians();
        double vx = player.vx(), vy = player.vy();
        double velocityDirection = vx == 0.0 && vy == 0.0 ? 0.0 : Libm.atan2(vy, vx);
        double speedDirection = Math.toDegrees(normalize(velocityDirection - body - neck));

        long step = context.world().step();
        boolean pointing = player.pointing() && step < player.armExpiresAt();
        double armDistance = 0, armDirection = 0;
        if (pointing) {
            // the target relative to the head as rcssserver's arm turns it (ArmVector), quantised
            // to 0.1 m and 0.1° before printing as rcssserver's arm state does
            double dx = player.armTargetX() - player.x(), dy = player.armTargetY() - player.y(), facing = body + neck;
            double rx = ArmVector.rotatedX(dx, dy, -facing), ry = ArmVector.rotatedY(dx, dy, -facing);
            armDistance = Math.rint(Libm.length(rx, ry) * 10.0) * 0.1;
            armDirection = Math.rint(Math.toDegrees(Libm.atan2(ry, rx)) * 10.0) * 0.1;
        }
        boolean attending = player.attentionSide() != Side.NEUTRAL && player.attentionUnum() > 0;

        return into.set(
                context.world().time(),
                player.viewQuality(), player.viewWidth(),
                player.stamina(), player.effort(), player.capacity(),
                Math.sqrt(vx * vx + vy * vy), speedDirection, Math.toDegrees(neck),
                counters,
                cyclesLeft(player.armMovableAt(), step), pointing ? cyclesLeft(player.armExpiresAt(), step) : 0,
                armDistance, armDirection, counters[CommandKind.POINT_TO.ordinal()],
                attending ? (player.attentionSide() == Side.LEFT ? "l" : "r") : "none", attending ? player.attentionUnum() : 0,
                counters[CommandKind.ATTENTION_TO.ordinal()],
                cyclesLeft(player.tackleUntil(), step), counters[CommandKind.TACKLE.ordinal()],
                collisions(player.collisions()),
                cyclesLeft(player.foulChargedUntil(), step), player.card().wireName(),
                player.focusDistance(), Math.toDegrees(player.focusRadians()));
    }

    private static int cyclesLeft(long until, long step) { return until > step ? (int) (until - step) : 0; }

    /** The collision words sense_body prints, in rcssserver's order, or {@code none}. */
    private static String collisions(int bits) {
        if (bits == 0) return "none";
        StringBuilder sb = new StringBuilder();
        if ((bits & Player.COLLIDED_BALL) != 0) sb.append("ball");
        if ((bits & Player.COLLIDED_PLAYER) != 0) sb.append(sb.length() > 0 ? " " : "").append("player");
        if ((bits & Player.COLLIDED_POST) != 0) sb.append(sb.length() > 0 ? " " : "").append("post");
        return sb.toString();
    }

    /** rcssserver's {@code normalize_angle}, in radians. */
    static double normalize(double a) { return org.pitch.api.geom.Angles.normalizeRadians(a); }
}
