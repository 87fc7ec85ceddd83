package org.pitch.model.dash;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Dash;
import org.pitch.api.geom.Angles;
import org.pitch.api.geom.Libm;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.random.Draws;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * The omni-directional dash {@code (dash Power [Direction])} (manual §4.5.2 "Dash Model" and
 * "Sideward and Omni-Directional Dashes"), as rcssserver 19 executes a dash given to both legs alike:
 * <ol>
 * <li>power is clamped to [{@code min_dash_power}, {@code max_dash_power}]; the direction, relative to
 *     the body, to [{@code min_dash_angle}, {@code max_dash_angle}] and then rounded (half to even) to a
 *     multiple of {@code dash_angle_step} unless that step is 0;</li>
 * <li>the stamina needed is {@code power}, or {@code -2 × power} for a back dash (a dash needing less
 *     than 1e-5 has no effect but is executed: it counts and uses up the cycle's body command, as in
 *     rcssserver 19); it is limited to what
 *     the player has plus its type's {@code extra_stamina}, stamina falls by it (never below 0), and the
 *     power is what that stamina buys ({@code need} or {@code -need / 2});</li>
 * <li>{@code dir_rate} interpolates linearly from 1 (ahead) over {@code side_dash_rate} (±90°) to
 *     {@code back_dash_rate} (±180°) and is bounded to [0, 1];</li>
 * <li>the acceleration {@code |effort × power × dir_rate × dash_power_rate(type)|} points along
 *     body + direction, reversed for a negative power, and is divided by
 *     {@code slowness_on_top_for_left/right_team} while the player is on the top half (y &lt; 0);</li>
 * <li>it is added to the player's acceleration; the movement model limits acceleration and speed
 *     ({@code player_accel_max}, the type's {@code player_speed_max}).</li>
 * </ol>
 * No dash is taken while the player is tackling or charged with a foul ({@code tackleUntil} or
 * {@code foulChargedUntil} after the current step), as rcssserver refuses every body command then;
 * one taken before a foul charged the player in the same cycle still takes effect at the step.
 * rcssserver checks no play mode here: a dash before kick-off costs stamina, and it is the movement that
 * stands still in that mode.
 *
 * <p>rcssserver 19 runs this command through its bipedal model, each leg dashing with the same power
 * and direction. With the stamina covering the need that is the same as the steps above (each leg
 * pays half and accelerates like the whole, the mean of two equal accelerations is one of them, and
 * equal legs do not turn the body) but for the last bits, which rcssserver's messages show (a
 * sense_body's speed direction truncated to the other whole degree, a facing printed {@code -0}):
 * so the arithmetic here is rcssserver's, step by step (see {@code legsTakeEffect}).
 *
 * <p>Difference from rcssserver 19, on purpose: when the stamina plus extra stamina do
 * not cover the need, it shares the available stamina between the legs with a formula that gives the
 * right leg more than its half (it divides by the left share after overwriting it), so the legs
 * accelerate unequally, the total acceleration exceeds what the stamina paid for and the player turns.
 * Pitch follows the manual: the available stamina buys the power, both legs alike, no turn.
 */
@Component(property = {"pitch.model.name=standard", "pitch.model.slot=dash"})
public final class StandardDash implements ActionModel<Dash> {

    /** Below this {@code dash_angle_step} players dash in any direction (rcssserver's EPS). */
    static final double ANGLE_STEP_EPS = 1.0e-10;

    /** A dash needing less stamina than this has no effect at all, as in rcssserver 19. */
    static final double NO_EFFECT_STAMINA = 1.0e-5;

    @Override
    public CommandKind kind() { return CommandKind.DASH; }

    /** rcssserver applies a dash's legs at its step, and marks the player as dashing when it arrives. */
    @Override
    public boolean appliesAtStep() { return true; }

    @Override
    public void held(SimulationContext context, Player player, Dash command) {
        if (!player.bodyBlocked(context.world().step())) player.dashed(true);
    }

    @Override
    public boolean apply(SimulationContext context, Player player, Dash command) {
        long step = context.world().step();
        // blocked when it came, not when it takes effect: rcssserver applies at its step a dash it
        // took before a foul tackle charged the player in the same cycle (the tester's seed 64)
        if (player.bodyBlocked(step) && !player.dashed()) return false;
        double power = command.power(), direction = command.direction();
        if (Double.isNaN(power) || Double.isNaN(direction)) return false;
        Parameters p = context.parameters();

        power = clampPower(power, p);
        direction = discretize(direction, p);

        player.dashed(true); // from here on the dash is executed, even without effect, as rcssserver counts it
        // each leg needs half a plain dash's stamina: power / 2 forwards, -power backwards
        boolean back = power < 0;
        double legNeed = back ? -power : power * 0.5;
        double need = legNeed + legNeed;
        if (need < NO_EFFECT_STAMINA) return true;
        double paid = Math.min(need, player.stamina() + player.type().extraStamina());
        double left, right;
        if (paid < need) { // short of stamina: both legs alike, as the manual (see the class comment)
            left = right = paid * 0.5;
        } else { // rcssserver's shares, to the last bit: the right one divided by the left share
            left = paid * legNeed / (legNeed + legNeed);
            right = paid * legNeed / (left + legNeed);
        }
        player.stamina(Math.max(0.0, player.stamina() - paid));
        legsTakeEffect(context, player, back ? -left : left * 2.0, back ? -right : right * 2.0, direction);
        return true;
    }

    /**
     * Two legs dashing with these powers in one direction, in rcssserver 19's arithmetic
     * ({@code Player::applyDashEffect}): each leg's acceleration from its own power; the player's
     * velocity becomes the mean of velocity plus either leg's ({@code (v + a_R + v + a_L) / 2},
     * pushed as its difference from v), and the body turns by the legs' difference along it
     * ({@code ω = (v_L · e - v_R · e) / (2 × player_size)}, times the actuator noise): nothing but
     * the last bits with equal legs, which are what rcssserver's sense_body speed direction and
     * facings print.
     */
    private static void legsTakeEffect(SimulationContext context, Player player, double leftPower, double rightPower, double direction) {
        Parameters p = context.parameters();
        double body = player.bodyRadians();
        double angle = Angles.normalizeRadians(body + Math.toRadians(direction));
        double cos = Libm.cos(angle), sin = Libm.sin(angle);
        double left = legAcceleration(player, clampPower(leftPower, p), direction, p);
        double right = legAcceleration(player, clampPower(rightPower, p), direction, p);
        double lx = left * cos, ly = left * sin, rx = right * cos, ry = right * sin;
        double vx = player.vx(), vy = player.vy();
        double lvx = vx + lx, lvy = vy + ly, rvx = vx + rx, rvy = vy + ry;
        double ex = Libm.cos(body), ey = Libm.sin(body);
        double forwardL = ex * lvx + ey * lvy, forwardR = ex * rvx + ey * rvy;
        player.accelerate((rvx + lvx) / 2.0 - vx, (rvy + lvy) / 2.0 - vy);
        double size = player.type().playerSize();
        player.dropPendingTurn(); // the legs turn the committed body, with equal legs by nothing
        if (forwardL != forwardR && size > 0.0) {
            double omega = (forwardL - forwardR) / (size * 2.0);
            double rand = p.real(ServerParam.PLAYER_RAND);
            if (p.bool(ServerParam.TEAM_ACTUATOR_NOISE)) {
                rand *= p.real(player.side() == Side.RIGHT ? ServerParam.PRAND_FACTOR_R : ServerParam.PRAND_FACTOR_L);
            }
            double noise = rand > 0.0 ? Draws.uniform(context.random(RandomPurpose.MOVEMENT_NOISE), -rand, rand) : 0.0;
            double turned = Angles.normalizeRadians(body + (1.0 + noise) * omega);
            player.turnBody(Angles.normalize(Math.toDegrees(turned)), turned);
        }
    }

    /** One leg's acceleration along the dash: {@code |effort × power × dir_rate × dash_power_rate|}, slowed on top, reversed backwards. */
    private static double legAcceleration(Player player, double power, double direction, Parameters p) {
        double accel = Math.abs(player.effort() * power * dirRate(direction, p) * player.type().dashPowerRate());
        if (player.y() < 0.0) {
            double slowness = p.real(player.side() == Side.LEFT
                    ? ServerParam.SLOWNESS_ON_TOP_FOR_LEFT_TEAM : ServerParam.SLOWNESS_ON_TOP_FOR_RIGHT_TEAM);
            if (slowness > 0) accel /= slowness; // 0 would make the acceleration infinite: ignored
        }
        return power < 0.0 ? -accel : accel;
    }

    /** The power bounded to [{@code min_dash_power}, {@code max_dash_power}]. */
    static double clampPower(double power, Parameters p) {
        return Angles.clamp(power, p.real(ServerParam.MIN_DASH_POWER), p.real(ServerParam.MAX_DASH_POWER));
    }

    /**
     * The direction bounded to [{@code min_dash_angle}, {@code max_dash_angle}], then rounded half to
     * even (C's {@code rint}) to a multiple of {@code dash_angle_step}, unless that step is 0.
     */
    static double discretize(double direction, Parameters p) {
        double dir = Angles.clamp(direction, p.real(ServerParam.MIN_DASH_ANGLE), p.real(ServerParam.MAX_DASH_ANGLE));
        double stepDeg = p.real(ServerParam.DASH_ANGLE_STEP);
        return stepDeg < ANGLE_STEP_EPS ? dir : stepDeg * Math.rint(dir / stepDeg);
    }

    /**
     * Manual formula (4.6): 1 straight ahead, {@code side_dash_rate} at ±90°, {@code back_dash_rate} at
     * ±180°, linear in between; bounded to [0, 1] as rcssserver does.
     */
    static double dirRate(double direction, Parameters p) {
        double side = p.real(ServerParam.SIDE_DASH_RATE), backRate = p.real(ServerParam.BACK_DASH_RATE);
        double a = Math.abs(direction);
        double rate = a > 90.0
                ? backRate - (backRate - side) * (1.0 - (a - 90.0) / 90.0)
                : side + (1.0 - side) * (1.0 - a / 90.0);
        return Angles.clamp(rate, 0.0, 1.0);
    }
}
