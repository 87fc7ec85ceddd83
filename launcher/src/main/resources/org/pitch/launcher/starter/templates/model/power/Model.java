package {{package}};

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ServiceScope;
import org.osgi.service.metatype.annotations.Designate;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.{{Command}};
import org.pitch.api.config.Configurable;
import org.pitch.api.config.Settings;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.ModelSlot;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.Player;

/**
 * The {{command}} model {@code {{name}}}: Pitch's standard {{command}}, with the power of every
 * {@code ({{command}} Power Direction)} multiplied by {@code factor} before the standard model
 * executes it (its limits, stamina and noise as ever). Chosen with
 * {@code pitch.models.{{slot}} = {{name}}}.
 *
 * <p>The component is prototype-scoped: every match gets an instance of its own, configured with
 * that match's settings.
 */
@Component(service = ActionModel.class, scope = ServiceScope.PROTOTYPE, property = {ModelSlot.NAME_PROPERTY + "={{name}}", ModelSlot.SLOT_PROPERTY + "={{slot}}"})
@Designate(ocd = {{Name}}Settings.class)
public final class {{Class}} implements ActionModel<{{Command}}>, Configurable {
    private final ActionModel<{{Command}}> standard;
    private double factor;

    @Activate
    public {{Class}}(@Reference(name = "standard", target = "(&(" + ModelSlot.NAME_PROPERTY + "=standard)(" + ModelSlot.SLOT_PROPERTY + "={{slot}}))")
                     ActionModel<{{Command}}> standard) {
        this.standard = standard;
    }

    /** The server's {@code pitch.models.{{name}}} block, before the first cycle of a match. */
    @Override
    public void configure(Settings own) {
        factor = own.as({{Name}}Settings.class).factor();
    }

    @Override
    public CommandKind kind() { return CommandKind.{{COMMAND}}; }

    @Override
    public boolean apply(SimulationContext context, Player player, {{Command}} command) {
        return standard.apply(context, player, scaled(command));
    }

    @Override
    public boolean spendsBodyCommand(SimulationContext context, Player player, {{Command}} command) {
        return standard.spendsBodyCommand(context, player, scaled(command));
    }

    @Override
    public boolean continuesBodyCommand(CommandKind taken, {{Command}} command) {
        return standard.continuesBodyCommand(taken, scaled(command));
    }

    @Override
    public boolean appliesAtStep() { return standard.appliesAtStep(); }

    @Override
    public void held(SimulationContext context, Player player, {{Command}} command) {
        standard.held(context, player, scaled(command));
    }

    private {{Command}} scaled({{Command}} command) {
        return new {{Command}}(command.power() * factor, command.direction());
    }
}
