package org.pitch.model.body;

import java.util.function.Predicate;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.ChangeFocus;
import org.pitch.api.command.CommandKind;
import org.pitch.api.geom.Angles;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.Player;

/**
 * {@code (change_focus DistMoment DirMoment)} (manual §4.5.10, NEWS 18.0.0): both moments are
 * added to the focus point, which is kept relative to the head. The distance is limited to
 * [0, 40] m; the direction is normalised and then limited to half the current view angle each
 * side of the head (which depends on the view width and on synch-see). Accepted for every client
 * version, any number of times per cycle, with no noise.
 */
@Component(property = {"pitch.model.name=standard", "pitch.model.slot=change_focus"})
public final class StandardChangeFocus implements ActionModel<ChangeFocus> {
    /** How far the focus point may be from the player: a constant in rcssserver, not a parameter. */
    static final double MAX_FOCUS_DISTANCE = 40.0;

    private final Predicate<Player> synchSee;

    public StandardChangeFocus() { this(BodyRules::synchSee); }

    /** With a way to tell synch-see players apart, which the api cannot yet. */
    StandardChangeFocus(Predicate<Player> synchSee) { this.synchSee = synchSee; }

    @Override
    public CommandKind kind() { return CommandKind.CHANGE_FOCUS; }

    @Override
    public boolean apply(SimulationContext context, Player player, ChangeFocus command) {
        if (!BodyRules.finite(command.distanceMoment(), command.directionMoment())) return false;
        double half = BodyRules.visibleAngleRadians(context.parameters(), player.viewWidth(), synchSee.test(player)) * 0.5;
        double distance = Angles.clamp(player.focusDistance() + command.distanceMoment(), 0, MAX_FOCUS_DISTANCE);
        // in radians as rcssserver adds and bounds it
        double radians = Angles.clamp(Angles.normalizeRadians(player.focusRadians() + Math.toRadians(command.directionMoment())), -half, half);
        player.focus(distance, Math.toDegrees(radians), radians);
        return true;
    }
}
