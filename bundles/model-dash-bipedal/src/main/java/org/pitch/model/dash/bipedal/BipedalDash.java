package org.pitch.model.dash.bipedal;

import java.util.Arrays;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.LegDash;
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
 * The bipedal dash of rcssserver 19 (manual §4.5.2 "Bipedal Dash Model", NEWS 19.0.0):
 * {@code (dash (l Power Dir) (r Power Dir))}, one leg alone, or the two legs in separate datagrams
 * of the same cycle, which then act together as if sent together.
 * <ol>
 * <li>Each leg's power and direction are bounded and discretised as a plain dash's. A leg needs half
 *     the stamina of a plain dash: {@code power / 2} forwards, {@code -power} backwards. A cycle's
 *     legs needing less than 1e-5 in all have no effect (the dash still counts).</li>
 * <li>The need is limited to stamina plus the type's {@code extra_stamina}; stamina falls by it
 *     (never below 0). When the stamina covers the need each leg gets what it needs; otherwise the
 *     available stamina is shared in proportion to the legs' needs. A leg's power is what its share
 *     buys ({@code 2 × share} forwards, {@code -share} backwards, bounded again).</li>
 * <li>Each leg's acceleration is a plain dash's for that power and direction
 *     ({@code |effort × power × dir_rate × dash_power_rate|}, along body + direction, reversed for a
 *     negative power, divided by {@code slowness_on_top_for_left/right_team} on the top half); a leg
 *     without order accelerates by nothing.</li>
 * <li>The player's acceleration is the mean of the legs' ({@code (v + a_L + v + a_R) / 2 - v}).</li>
 * <li>With both legs ordered, the body turns by
 *     {@code ω = ((a_L - a_R) · e) / (2 × player_size)} radians, {@code e} the body's unit vector
 *     (the legs' body-direction speeds differ by exactly that), times the actuator noise
 *     {@code 1 + U[-r, r]}, {@code r} = {@code player_rand} (times {@code prand_factor_l/r} under
 *     {@code team_actuator_noise}).</li>
 * </ol>
 * Two equal legs thus give exactly what the plain dash of the same power and direction gives
 * ({@code model-dash}'s {@code StandardDash}), which is how rcssserver 19 executes a plain dash.
 *
 * <p>Each leg dashes at most once a cycle (a repeated leg is not executed). A leg is a body command:
 * not executed while the player lies after a tackle or is charged with a foul. The other leg of the
 * cycle continues the body command of the first ({@link #continuesBodyCommand}: the kernel lets it
 * through and counts the cycle's legs as one dash); the second leg undoes the first leg's effect and
 * applies both. The orders are kept per
 * player for the current step only; one instance serves one simulation thread at a time.
 *
 * <p>Differences from rcssserver 19, on purpose (the manual's model): when the stamina does not cover
 * the need, rcssserver computes the right leg's share from the already reduced left share and so
 * over-pays the right leg (even two equal legs then turn the body); a left leg alone turns the body
 * in rcssserver (it tests the left leg twice where it means both legs) while a right leg alone does
 * not — here neither does, as the manual says; and rcssserver accepts a leg after a kick or catch of
 * the same cycle and while tackling or charged, which no other body command may do.
 */
@Component(scope = ServiceScope.PROTOTYPE, property = {"pitch.model.name=standard", "pitch.model.slot=leg_dash"})
public final class BipedalDash implements ActionModel<LegDash> {

    /** Legs needing less stamina than this in all have no effect, as in rcssserver 19. */
    static final double NO_EFFECT_STAMINA = 1.0e-5;

    private static final int SIDES = Side.values().length;

    /** Per player (side and uniform number), the orders of the current cycle. */
    private LegOrders[] orders = new LegOrders[0];

    @Override
    public CommandKind kind() { return CommandKind.LEG_DASH; }

    /** rcssserver applies a dash's legs at its step, and marks the player as dashing when it arrives. */
    @Override
    public boolean appliesAtStep() { return true; }

    @Override
    public void held(SimulationContext context, Player player, LegDash command) {
        if (!player.bodyBlocked(context.world().step())) player.dashed(true);
    }

    /** A cycle's second leg joins its first: the two legs are one dash. */
    @Override
    public boolean continuesBodyCommand(CommandKind taken, LegDash command) { return taken == CommandKind.LEG_DASH; }

    @Override
    public boolean apply(SimulationContext context, Player player, LegDash command) {
        long step = context.world().step();
        // blocked when it came, not when it takes effect: rcssserver applies at its step a dash it
        // took before a foul tackle charged the player in the same cycle (the tester's seed 64)
        if (player.bodyBlocked(step) && !player.dashed()) return false;
        if (Double.isNaN(command.power()) || Double.isNaN(command.direction())) return false;
        LegOrders legs = ordersOf(player).of(player, step);
        if (legs.has(command.leg())) return false; // each leg dashes once a cycle

        if (legs.any()) legs.restoreBefore(player); // the other leg's effect is replaced by both legs'
        else legs.rememberBefore(player);
        Parameters p = context.parameters();
        legs.order(command.leg(), Leg.power(command.power(), p), Leg.direction(command.direction(), p));
        takeEffect(context, player, legs);
        player.dashed(true);
        return true;
    }

    /** The cycle's legs act on the player as it was before them. */
    static void takeEffect(SimulationContext context, Player player, LegOrders legs) {
        Parameters p = context.parameters();
        double leftNeed = Leg.need(legs.leftPower), rightNeed = Leg.need(legs.rightPower);
        double need = leftNeed + rightNeed;
        if (need < NO_EFFECT_STAMINA) return;
        double paid = Math.min(need, player.stamina() + player.type().extraStamina());
        double leftPaid, rightPaid;
        if (paid < need) { // short of stamina: shared in proportion to the needs
            leftPaid = paid * (leftNeed / need);
            rightPaid = paid * (rightNeed / need);
        } else { // rcssserver's shares, to the last bit: the right one divided by the left share
            leftPaid = paid * leftNeed / need;
            rightPaid = paid * rightNeed / (leftPaid + rightNeed);
        }
        double leftPower = Leg.paidPower(legs.leftPower, leftPaid, p);
        double rightPower = Leg.paidPower(legs.rightPower, rightPaid, p);

        double left = Leg.acceleration(player, leftPower, legs.leftDirection, p);
        if (leftPower < 0.0) left = -left;
        double right = Leg.acceleration(player, rightPower, legs.rightDirection, p);
        if (rightPower < 0.0) right = -right;
        // in radians from the facing as rcssserver holds it, the last bits as its
        double leftAngle = Angles.normalizeRadians(player.bodyRadians() + Math.toRadians(legs.leftDirection));
        double rightAngle = Angles.normalizeRadians(player.bodyRadians() + Math.toRadians(legs.rightDirection));
        double lx = left * Libm.cos(leftAngle), ly = left * Libm.sin(leftAngle);
        double rx = right * Libm.cos(rightAngle), ry = right * Libm.sin(rightAngle);

        // the mean of v + a_R and v + a_L, pushed as its difference from v: rcssserver's last bits
        double vx = player.vx(), vy = player.vy();
        double lvx = vx + lx, lvy = vy + ly, rvx = vx + rx, rvy = vy + ry;
        player.accelerate((rvx + lvx) / 2.0 - vx, (rvy + lvy) / 2.0 - vy);

        double wheelBase = player.type().playerSize() * 2.0;
        // the legs turn the committed body (rcssserver: whenever the left leg dashes), with
        // equal legs, or a leg alone here, by nothing
        if (legs.has(LegDash.Leg.LEFT)) player.dropPendingTurn();
        if (legs.both() && wheelBase > 0.0) { // a body without width cannot turn this way (rcssserver divides by 0)
            double bodyRad = player.bodyRadians();
            double ex = Libm.cos(bodyRad), ey = Libm.sin(bodyRad);
            double forwardDifference = (ex * lvx + ey * lvy) - (ex * rvx + ey * rvy);
            if (forwardDifference != 0.0) {
                double omega = forwardDifference / wheelBase;
                double rand = playerRand(p, player.side());
                double noise = 1.0 + (rand > 0.0 ? Draws.uniform(context.random(RandomPurpose.MOVEMENT_NOISE), -rand, rand) : 0.0);
                double turned = Angles.normalizeRadians(bodyRad + noise * omega);
                player.turnBody(Angles.normalize(Math.toDegrees(turned)), turned);
            }
        }
        player.stamina(Math.max(0.0, player.stamina() - paid));
    }

    /** {@code player_rand}, times the side's {@code prand_factor_l/r} only under {@code team_actuator_noise}. */
    static double playerRand(Parameters p, Side side) {
        double rand = p.real(ServerParam.PLAYER_RAND);
        if (p.bool(ServerParam.TEAM_ACTUATOR_NOISE)) {
            rand *= side == Side.RIGHT ? p.real(ServerParam.PRAND_FACTOR_R) : p.real(ServerParam.PRAND_FACTOR_L);
        }
        return rand;
    }

    private LegOrders ordersOf(Player player) {
        int index = Math.max(0, player.unum()) * SIDES + player.side().ordinal();
        // uniform numbers 0..11 of every side at first; grown only for unusual numbers
        if (index >= orders.length) orders = Arrays.copyOf(orders, Math.max(index + 1, 12 * SIDES));
        LegOrders legs = orders[index];
        if (legs == null) orders[index] = legs = new LegOrders();
        return legs;
    }
}
