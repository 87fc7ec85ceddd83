package org.pitch.sense.body;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.CommandKind;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.BodySensor;
import org.pitch.api.world.CommandCounters;
import org.pitch.api.world.Player;

/**
 * The body sensor of rcssserver 19 (manual §4.3.3): the player's view mode, stamina, velocity, neck
 * angle and command counts, with the values a codec needs to print {@code sense_body} exactly as
 * rcssserver does.
 *
 * <p>The observation holds values before the codec's conversions (the codec quantises the speed
 * to 0.01 and truncates angles toward zero). rcssserver keeps angles in radians and converts them
 * to degrees only to print, so that a neck turned by {@code (turn_neck 30)} is reported as
 * {@code (head_angle 29)}: 30° through radians is 29.999999999999996°. The world keeps degrees;
 * this sensor passes them through radians the same way ({@link Math#toRadians} and
 * {@link Math#toDegrees} multiply by the same constants as rcssserver's {@code Deg2Rad} and
 * {@code Rad2Deg}) and computes the speed direction in radians as rcssserver does: the direction of
 * the velocity (0 for a standing player) minus the body and neck angles, normalised to [-π, π],
 * i.e. relative to the player's head; the speed is {@code sqrt(vx² + vy²)} as rcssserver computes it.
 *
 * <p>State the world does not model yet is reported as a fresh player has it: arm
 * (movable 0, expires 0, target 0 0), focus target none, tackle expires 0, collision none, foul
 * charged 0 and card none, focus point 0 0. The arm, focus and tackle counts are the executed
 * {@code pointto}, {@code attentionto} and {@code tackle} commands.
 */
@Component(property = "pitch.model.name=standard")
public final class StandardBodySensor implements BodySensor {
    private static final CommandKind[] KINDS = CommandKind.values();
    private static final double TWO_PI = 2 * Math.PI;

    @Override
    public BodyObservation sense(SimulationContext context, Player player) {
        CommandCounters counts = player.counters();
        int[] counters = new int[KINDS.length];
        for (int i = 0; i < KINDS.length; i++) counters[i] = counts.get(KINDS[i]);

        double body = Math.toRadians(player.bodyDirection());
        double neck = Math.toRadians(player.neckDirection());
        double vx = player.vx(), vy = player.vy();
        double velocityDirection = vx == 0.0 && vy == 0.0 ? 0.0 : Math.atan2(vy, vx);
        double speedDirection = Math.toDegrees(normalize(velocityDirection - body - neck));

        return new BodyObservation(
                context.world().time(),
                player.viewQuality(), player.viewWidth(),
                player.stamina(), player.effort(), player.capacity(),
                Math.sqrt(vx * vx + vy * vy), speedDirection, Math.toDegrees(neck),
                counters,
                0, 0, 0, 0, counters[CommandKind.POINT_TO.ordinal()],
                "none", 0, counters[CommandKind.ATTENTION_TO.ordinal()],
                0, counters[CommandKind.TACKLE.ordinal()],
                "none",
                0, "none",
                0, 0);
    }

    /** An angle in radians brought into [-π, π] as rcssserver's {@code normalize_angle} does. */
    static double normalize(double a) {
        if (Math.abs(a) > TWO_PI) a = a % TWO_PI;
        if (a < -Math.PI) a += TWO_PI;
        if (a > Math.PI) a -= TWO_PI;
        return a;
    }
}
