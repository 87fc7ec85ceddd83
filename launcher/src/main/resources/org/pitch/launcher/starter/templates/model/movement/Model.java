package {{package}};

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceScope;
import org.osgi.service.component.annotations.ServiceScope;
import org.osgi.service.metatype.annotations.Designate;
import org.pitch.api.config.Configurable;
import org.pitch.api.config.Settings;
import org.pitch.api.model.ModelSlot;
import org.pitch.api.model.MovementModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.World;

/**
 * The movement model {@code {{name}}}: Pitch's standard movement, with a constant push on the
 * ball. Each cycle of play ({@code play_on}) the ball is accelerated by {@code push} along the
 * field's x axis (towards the right goal when positive) before the standard model moves every
 * object, so the push goes through the standard limits, noise and decay like a kick's: from rest,
 * a push {@code a} moves the ball {@code a} in the first cycle and its speed tends to
 * {@code a / (1 - ball_decay)}. Chosen with {@code pitch.models.{{slot}} = {{name}}}.
 *
 * <p>The component is prototype-scoped: every match gets an instance of its own, configured with
 * that match's settings, and each instance its own instance of the standard movement (which keeps
 * a match's wind).
 */
@Component(service = MovementModel.class, scope = ServiceScope.PROTOTYPE, property = ModelSlot.NAME_PROPERTY + "={{name}}")
@Designate(ocd = {{Name}}Settings.class)
public final class {{Class}} implements MovementModel, Configurable {
    private final MovementModel standard;
    private double push;

    @Activate
    public {{Class}}(@Reference(name = "standard", target = "(" + ModelSlot.NAME_PROPERTY + "=standard)", scope = ReferenceScope.PROTOTYPE_REQUIRED)
                     MovementModel standard) {
        this.standard = standard;
    }

    /** The server's {@code pitch.models.{{name}}} block, before the first cycle of a match. */
    @Override
    public void configure(Settings own) {
        push = own.as({{Name}}Settings.class).push();
    }

    @Override
    public void matchStarts(SimulationContext context) {
        standard.matchStarts(context);
    }

    @Override
    public void step(SimulationContext context) {
        World world = context.world();
        if (world.playMode() == PlayMode.PLAY_ON) world.ball().accelerate(push, 0.0);
        standard.step(context);
    }
}
