package org.pitch.model.body;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Turn;
import org.pitch.api.geom.Angles;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.world.Player;

/**
 * {@code (turn Moment)} (manual §4.5.8, §4.4.2): the moment is limited to
 * [{@code minmoment}, {@code maxmoment}], multiplied by the actuator noise
 * {@code 1 + U[-r, r]} ({@code r} = {@code player_rand}, times {@code prand_factor_l/r} under
 * {@code team_actuator_noise}) and divided by {@code 1 + inertia_moment × speed}, with the
 * player type's inertia moment and the player's current speed. The body direction is then
 * normalised. Ignored while the body is busy with a tackle or a charged foul. The turn is also
 * computed in radians as rcssserver computes it ({@link Player#bodyRadians}, for the vision).
 */
@Component(property = {"pitch.model.name=standard", "pitch.model.slot=turn"})
public final class StandardTurn implements ActionModel<Turn> {

    @Override
    public CommandKind kind() { return CommandKind.TURN; }

    @Override
    public boolean apply(SimulationContext context, Player player, Turn command) {
        if (BodyRules.bodyBusy(player, context.world())) return false;
        double moment = command.moment();
        if (Double.isNaN(moment)) return false;
        Parameters p = context.parameters();
        moment = Angles.clamp(moment, p.real(ServerParam.MINMOMENT), p.real(ServerParam.MAXMOMENT));
        double rand = BodyRules.actuatorRand(p, player.side());
        double noise = rand > 0 ? 1 + BodyRules.uniform(context.random(RandomPurpose.MOVEMENT_NOISE), rand) : 1;
        double inertia = inertia(player.type().inertiaMoment(), player.speed());
        double angle = noise * (moment / inertia);
        // rcssserver: the moment in radians times the noise, over the inertia, added to the radians
        double radians = Angles.normalizeRadians(player.bodyRadians() + noise * Math.toRadians(moment) / inertia);
        player.turnBodyAtStep(Angles.normalize(player.bodyDirection() + angle), radians);
        return true;
    }

    /** The noise-free angle a limited moment turns a player at that speed. */
    static double actualAngle(double moment, double inertiaMoment, double speed) {
        return moment / inertia(inertiaMoment, speed);
    }

    /** What a turn's moment is divided by: {@code 1 + inertia_moment × speed}. */
    private static double inertia(double inertiaMoment, double speed) {
        return 1.0 + inertiaMoment * speed;
    }
}
