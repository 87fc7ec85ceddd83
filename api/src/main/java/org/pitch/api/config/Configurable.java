package org.pitch.api.config;

/**
 * A model or referee rule with settings of its own. Before an instance first serves a match the
 * kernel hands it its block of the configuration: a model named {@code windy} gets
 * {@code pitch.models.windy}, a rule {@code pitch.rules.<name>}; every setting the plugin declares
 * is there, with its declared default where the configuration set none.
 *
 * <p>Declare the settings with OSGi Metatype on a settings annotation, and read them through it:
 * <pre>{@code
 * @ObjectClassDefinition(description = "The standard movement with a constant push on the ball")
 * public @interface WindySettings {
 *     @AttributeDefinition(min = "0", max = "1", description = "push on the ball per cycle, m")
 *     double strength() default 0.05;
 * }
 *
 * @Component(scope = ServiceScope.PROTOTYPE, property = {ModelSlot.NAME_PROPERTY + "=windy", ModelSlot.SLOT_PROPERTY + "=movement"})
 * @Designate(ocd = WindySettings.class)
 * public final class WindyMovement implements MovementModel, Configurable {
 *     private double strength;
 *     public void configure(Settings own) { strength = own.as(WindySettings.class).strength(); }
 * }
 * }</pre>
 * The launcher reads the declarations from the bundles' {@code OSGI-INF/metatype} before the
 * server starts and refuses an unknown setting, a wrong type or a value out of range with exit
 * status 2. A setting is named as its method ({@code goal_difference()} is {@code goal_difference}).
 *
 * <p>{@link #configure} runs once per instance and match, before the instance's first call, on
 * the thread that adds it; read the values into fields there, not on every cycle. A component
 * with settings is prototype-scoped, so each match (a learning environment steps many) has an
 * instance configured with that match's settings.
 */
@org.osgi.annotation.versioning.ConsumerType
public interface Configurable {
    /** @param own this plugin's block: {@code own.number("strength")}, or typed through {@link Settings#as} */
    void configure(Settings own);
}
