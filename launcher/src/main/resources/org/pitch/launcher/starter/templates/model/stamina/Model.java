package {{package}};

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ServiceScope;
import org.osgi.service.metatype.annotations.Designate;
import org.pitch.api.config.Configurable;
import org.pitch.api.config.Settings;
import org.pitch.api.model.ModelSlot;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.model.StaminaModel;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Player;

/**
 * The stamina model {@code {{name}}}: Pitch's standard stamina model, and at the end of every
 * cycle {@code extra} stamina more for each player, up to {@code stamina_max}. The extra comes on
 * top of the standard recovery and, unlike it, is not taken from the player's stamina capacity.
 * Chosen with {@code pitch.models.{{slot}} = {{name}}}.
 *
 * <p>The component is prototype-scoped: every match gets an instance of its own, configured with
 * that match's settings.
 */
@Component(service = StaminaModel.class, scope = ServiceScope.PROTOTYPE, property = ModelSlot.NAME_PROPERTY + "={{name}}")
@Designate(ocd = {{Name}}Settings.class)
public final class {{Class}} implements StaminaModel, Configurable {
    private final StaminaModel standard;
    private double extra;

    @Activate
    public {{Class}}(@Reference(name = "standard", target = "(" + ModelSlot.NAME_PROPERTY + "=standard)") StaminaModel standard) {
        this.standard = standard;
    }

    /** The server's {@code pitch.models.{{name}}} block, before the first cycle of a match. */
    @Override
    public void configure(Settings own) {
        extra = own.as({{Name}}Settings.class).extra();
    }

    @Override
    public void reset(Player player, Parameters parameters) {
        standard.reset(player, parameters);
    }

    @Override
    public void endOfCycle(SimulationContext context, Player player) {
        standard.endOfCycle(context, player);
        double max = context.parameters().real(ServerParam.STAMINA_MAX);
        if (player.stamina() < max) player.stamina(Math.min(max, player.stamina() + extra));
    }

    @Override
    public void halfTime(Player player, Parameters parameters, boolean extraTime) {
        standard.halfTime(player, parameters, extraTime);
    }
}
