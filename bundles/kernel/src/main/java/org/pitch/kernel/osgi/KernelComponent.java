package org.pitch.kernel.osgi;

import java.util.Dictionary;
import java.util.Hashtable;
import java.util.Map;

import org.osgi.annotation.bundle.Capability;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.kernel.Simulator;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.CollisionModel;
import org.pitch.api.model.ModelSlot;
import org.pitch.api.model.MovementModel;
import org.pitch.api.model.PlayerTypeGenerator;
import org.pitch.api.model.StaminaModel;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.record.Recorder;
import org.pitch.api.sense.AuralSensor;
import org.pitch.api.sense.BodySensor;
import org.pitch.api.sense.VisionSensor;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.transport.Transport;
import org.pitch.kernel.Kernel;
import org.pitch.kernel.ModelRegistry;

/**
 * Wires the kernel in OSGi. Models, rules and recorders are dynamic references: a bundle that
 * starts, stops or is updated reaches the {@link ModelRegistry} at once, and the simulation picks
 * up the change at the next cycle. The {@link Simulator} service carries the kernel's state as
 * properties ({@value #STATE}, {@value #PROBLEM}, ports) so the launcher can wait for it without
 * sharing classes.
 */
@Component(immediate = true)
// registered by hand (its properties change with the kernel's state), so declared for resolvers
@Capability(namespace = "osgi.service", attribute = "objectClass:List<String>=org.pitch.api.kernel.Simulator",
        uses = Simulator.class)
public final class KernelComponent {
    public static final String STATE = "pitch.state";
    public static final String PROBLEM = "pitch.problem";

    private final ModelRegistry registry;
    private final Kernel kernel;
    private ServiceRegistration<Simulator> registration;

    @Activate
    public KernelComponent(BundleContext context,
                           @Reference ServerConfiguration configuration,
                           @Reference Transport transport) {
        this.registry = new ModelRegistry(configuration.settings());
        this.kernel = new Kernel(configuration, transport, registry, this::publishState);
        registration = context.registerService(Simulator.class, kernel, properties());
        registry.onChange(() -> publishState(kernel));
        kernel.start();
    }

    @Deactivate
    void deactivate() {
        registry.close();
        kernel.stop();
        try {
            registration.unregister();
        } catch (IllegalStateException alreadyGone) {
            // the framework is shutting down and took it already
        }
    }

    private synchronized void publishState(Kernel k) {
        if (registration == null) return;
        try {
            registration.setProperties(properties());
        } catch (IllegalStateException unregistered) {
            // stopping: nobody is listening any more
        }
    }

    private Dictionary<String, Object> properties() {
        Hashtable<String, Object> p = new Hashtable<>();
        p.put(STATE, kernel.state().name());
        p.put(PROBLEM, kernel.problem());
        if (kernel.binding() != null) {
            p.put("pitch.port.player", kernel.binding().playerPort());
            p.put("pitch.port.trainer", kernel.binding().trainerPort());
            p.put("pitch.port.online_coach", kernel.binding().onlineCoachPort());
        }
        p.put("pitch.implementations", Kernel.describe(registry.implementations()));
        if (kernel.finished() != null) p.put("pitch.finished", kernel.finished());
        return p;
    }

    private static String name(Map<String, Object> props, String key) {
        Object v = props.get(key);
        return v == null ? "unnamed" : v.toString();
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addMovement(MovementModel m, Map<String, Object> props) { registry.addModel(ModelSlot.MOVEMENT, name(props, ModelSlot.NAME_PROPERTY), m); }
    void removeMovement(MovementModel m) { registry.removeModel(m); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addCollision(CollisionModel m, Map<String, Object> props) { registry.addModel(ModelSlot.COLLISION, name(props, ModelSlot.NAME_PROPERTY), m); }
    void removeCollision(CollisionModel m) { registry.removeModel(m); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addStamina(StaminaModel m, Map<String, Object> props) { registry.addModel(ModelSlot.STAMINA, name(props, ModelSlot.NAME_PROPERTY), m); }
    void removeStamina(StaminaModel m) { registry.removeModel(m); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addPlayerTypes(PlayerTypeGenerator m, Map<String, Object> props) { registry.addModel(ModelSlot.PLAYER_TYPES, name(props, ModelSlot.NAME_PROPERTY), m); }
    void removePlayerTypes(PlayerTypeGenerator m) { registry.removeModel(m); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addAction(ActionModel<?> m, Map<String, Object> props) { registry.addAction(m, name(props, ModelSlot.NAME_PROPERTY)); }
    void removeAction(ActionModel<?> m) { registry.removeModel(m); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addRule(RefereeRule r, Map<String, Object> props) {
        Object order = props.get(RefereeRule.ORDER_PROPERTY);
        registry.addRule(name(props, RefereeRule.NAME_PROPERTY), order instanceof Number ? ((Number) order).intValue() : 1000, r);
    }
    void removeRule(RefereeRule r) { registry.removeRule(r); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addPlayerCodec(PlayerCodec c) { registry.addPlayerCodec(c); }
    void removePlayerCodec(PlayerCodec c) { registry.removePlayerCodec(c); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addMonitorCodec(MonitorCodec c) { registry.addMonitorCodec(c); }
    void removeMonitorCodec(MonitorCodec c) { registry.removeMonitorCodec(c); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addCoachCodec(CoachCodec c) { registry.addCoachCodec(c); }
    void removeCoachCodec(CoachCodec c) { registry.removeCoachCodec(c); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addGreetingParser(GreetingParser g) { registry.addGreetingParser(g); }
    void removeGreetingParser(GreetingParser g) { registry.removeGreetingParser(g); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addBodySensor(BodySensor m, Map<String, Object> props) { registry.addModel(ModelSlot.BODY_SENSOR, name(props, ModelSlot.NAME_PROPERTY), m); }
    void removeBodySensor(BodySensor m) { registry.removeModel(m); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addAuralSensor(AuralSensor m, Map<String, Object> props) { registry.addModel(ModelSlot.AURAL_SENSOR, name(props, ModelSlot.NAME_PROPERTY), m); }
    void removeAuralSensor(AuralSensor m) { registry.removeModel(m); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addVisionSensor(VisionSensor m, Map<String, Object> props) { registry.addModel(ModelSlot.VISION_SENSOR, name(props, ModelSlot.NAME_PROPERTY), m); }
    void removeVisionSensor(VisionSensor m) { registry.removeModel(m); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addRecorder(Recorder r, Map<String, Object> props) { registry.addRecorder(r, name(props, Recorder.NAME_PROPERTY)); }
    void removeRecorder(Recorder r) { registry.removeRecorder(r); }
}
