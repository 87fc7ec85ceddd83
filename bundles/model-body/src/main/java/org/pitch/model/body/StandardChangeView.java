package org.pitch.model.body;

import java.util.function.Predicate;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.ChangeView;
import org.pitch.api.command.CommandKind;
import org.pitch.api.geom.Angles;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.Player;
import org.pitch.api.world.ViewQuality;

/**
 * {@code (change_view Width [Quality])} (manual §4.3.2, rcssserver 19):
 * <ul>
 * <li>two arguments: width and quality are set as given, except that in synch-see mode a
 *     {@code low} quality is refused and the whole command ignored (quality is always high
 *     there). The focus point is left where it was, even if it now lies outside the view cone.</li>
 * <li>one argument (quality {@code null}): the width is set, the quality becomes {@code high},
 *     in either vision mode, and the focus direction is pulled back inside the new view cone
 *     (half the visible angle each side of the head).</li>
 * </ul>
 * The see interval and view angle each width and quality mean are the vision sensor's business;
 * only the focus clamp needs the angle here.
 */
@Component(property = {"pitch.model.name=standard", "pitch.model.slot=change_view"})
public final class StandardChangeView implements ActionModel<ChangeView> {
    private final Predicate<Player> synchSee;

    public StandardChangeView() { this(BodyRules::synchSee); }

    /** With a way to tell synch-see players apart, which the api cannot yet. */
    StandardChangeView(Predicate<Player> synchSee) { this.synchSee = synchSee; }

    @Override
    public CommandKind kind() { return CommandKind.CHANGE_VIEW; }

    @Override
    public boolean apply(SimulationContext context, Player player, ChangeView command) {
        if (!player.enabled() || command.width() == null) return false; // a player sent off sees as it saw
        boolean synch = synchSee.test(player);
        ViewQuality quality = command.quality();
        if (quality != null) {
            if (synch && quality == ViewQuality.LOW) return false;
            player.view(command.width(), quality);
            return true;
        }
        player.view(command.width(), ViewQuality.HIGH);
        double half = BodyRules.visibleAngleRadians(context.parameters(), command.width(), synch) * 0.5;
        double radians = Angles.clamp(player.focusRadians(), -half, half); // rcssserver bounds the radians it keeps
        if (radians != player.focusRadians()) player.focus(player.focusDistance(), Math.toDegrees(radians), radians);
        return true;
    }
}
