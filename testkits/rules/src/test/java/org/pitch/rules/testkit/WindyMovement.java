package org.pitch.rules.testkit;

import org.pitch.api.config.Configurable;
import org.pitch.api.config.Settings;
import org.pitch.api.model.MovementModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.world.PlayMode;

/**
 * A plugin movement model as {@code pitch new model windy --slot movement} writes one: the standard
 * movement, reached through a reference to {@code (pitch.model.name=standard)} of scope
 * {@code prototype_required}, with a push of {@code push} (0.05 unless configured) on the ball
 * along x in every cycle of play. Its component descriptor ({@code OSGI-INF} of the test
 * resources) is the one bnd writes for such a plugin.
 */
public final class WindyMovement implements MovementModel, Configurable {
    static final double DEFAULT_PUSH = 0.05;

    private final MovementModel standard;
    private double push = DEFAULT_PUSH;

    public WindyMovement(MovementModel standard) { this.standard = standard; }

    @Override public void configure(Settings own) { push = own.number("push", DEFAULT_PUSH); }

    @Override public void matchStarts(SimulationContext context) { standard.matchStarts(context); }

    @Override
    public void step(SimulationContext context) {
        if (context.world().playMode() == PlayMode.PLAY_ON) context.world().ball().accelerate(push, 0.0);
        standard.step(context);
    }
}
