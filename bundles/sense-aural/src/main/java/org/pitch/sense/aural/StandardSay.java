package org.pitch.sense.aural;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Say;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.Player;

/**
 * {@code (say MESSAGE)} as rcssserver 19 takes it: a message of at most {@code say_msg_size}
 * characters is said (counted in {@code sense_body}); a longer one is dropped without a word.
 * Executed on arrival: what is said reaches the hearers (players after the cycle, the coaches and
 * monitors at once) through the server's sessions once this model accepts it.
 */
@Component(property = {"pitch.model.name=standard", "pitch.model.slot=say"})
public final class StandardSay implements ActionModel<Say> {

    @Override
    public CommandKind kind() { return CommandKind.SAY; }

    @Override
    public boolean apply(SimulationContext context, Player player, Say command) {
        return command.fits(context.parameters());
    }
}
