package org.pitch.kernel.osgi;

import java.util.Dictionary;
import java.util.HashMap;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;

import org.osgi.annotation.bundle.Capability;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleEvent;
import org.osgi.framework.SynchronousBundleListener;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.pitch.api.config.ConfigurationFactory;
import org.pitch.api.config.LaunchProperties;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.kernel.Simulator;
import org.pitch.api.learn.ServerMatch;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.CollisionModel;
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
import org.pitch.api.transport.Binding;
import org.pitch.api.transport.Transport;
import org.pitch.kernel.Kernel;
import org.pitch.kernel.MatchClients;
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
@Capability(namespace = "osgi.service", attribute = "objectClass:List<String>=org.pitch.api.learn.ServerMatch",
        uses = ServerMatch.class)
public final class KernelComponent {
    public static final String STATE = Simulator.STATE_PROPERTY;
    public static final String PROBLEM = "pitch.problem";

    private final ModelRegistry registry;
    private final Kernel kernel;
    private ServiceRegistration<Simulator> registration;
    private ServiceRegistration<ServerMatch> serverMatch;
    private final BundleContext context;
    private final SynchronousBundleListener frameworkStopping;

    /**
     * @param defaults makes the embedded defaults (a configuration of no arguments), whose
     *        {@code pitch.models} name the implementation a slot falls back to while its configured
     *        provider is gone; asked only then, as reading the defaults takes a while
     */
    @Activate
    public KernelComponent(BundleContext context,
                           @Reference ServerConfiguration configuration,
                           @Reference Transport transport,
                           @Reference MatchClients.Factory clients,
                           @Reference ConfigurationFactory defaults) {
        this.registry = new ModelRegistry(configuration.settings(), () -> defaults.load(List.of()).settings());
        // the framework binds every provider there is between this constructor and activate():
        // a hundred of them, published as one set
        registry.beginBatch();
        this.kernel = new Kernel(configuration, transport, registry, clients, this::publishState);
        if (LaunchProperties.CHECK_STARTS.equals(context.getProperty(LaunchProperties.CHECK))) kernel.checkOnly();
        registration = context.registerService(Simulator.class, kernel, properties());
        serverMatch = context.registerService(ServerMatch.class, kernel.serverMatch(), null);
        // the framework stopping takes the plugins away before the kernel: no fallback, no warning
        this.context = context;
        this.frameworkStopping = event -> {
            if (event.getBundle().getBundleId() == 0 && event.getType() == BundleEvent.STOPPING) registry.close();
        };
        context.addBundleListener(frameworkStopping);
    }

    /** After the binds of the providers registered before the kernel: the kernel starts with all of them. */
    @Activate
    void activate() {
        registry.endBatch();
        // while the kernel waits for a model still missing, it publishes arrivals itself, once per look
        registry.onChange(() -> {
            if (kernel.running()) publishState(kernel);
            else kernel.modelsChanged();
        });
        kernel.start();
    }

    @Deactivate
    void deactivate() {
        registry.close();
        try {
            context.removeBundleListener(frameworkStopping);
        } catch (IllegalStateException bundleStopped) {
            // its listeners are gone with it
        }
        kernel.stop();
        try {
            serverMatch.unregister();
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
            p.put(Binding.PLAYER_PORT_PROPERTY, kernel.binding().playerPort());
            p.put("pitch.port.trainer", kernel.binding().trainerPort());
            p.put("pitch.port.online_coach", kernel.binding().onlineCoachPort());
        }
        p.put("pitch.implementations", Kernel.describe(registry.table()));
        if (kernel.finished() != null) p.put("pitch.finished", kernel.finished());
        return p;
    }

    /**
     * A service's properties with its {@linkplain ModelRegistry#ORIGIN_PROPERTY origin}, the
     * symbolic name and version of the bundle that registered it ({@code org.pitch.model.movement
     * 0.1.0.202601011200}): what the log and the start-up banner name.
     */
    static Map<String, Object> properties(ServiceReference<?> reference) {
        Map<String, Object> properties = new HashMap<>();
        for (String key : reference.getPropertyKeys()) properties.put(key, reference.getProperty(key));
        Bundle bundle = reference.getBundle();
        if (bundle != null) properties.put(ModelRegistry.ORIGIN_PROPERTY, bundle.getSymbolicName() + " " + bundle.getVersion());
        return properties;
    }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addMovement(MovementModel s, ServiceReference<?> ref) { registry.addService(MovementModel.class, s, properties(ref)); }
    void removeMovement(MovementModel s) { registry.removeService(MovementModel.class, s); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addCollision(CollisionModel s, ServiceReference<?> ref) { registry.addService(CollisionModel.class, s, properties(ref)); }
    void removeCollision(CollisionModel s) { registry.removeService(CollisionModel.class, s); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addStamina(StaminaModel s, ServiceReference<?> ref) { registry.addService(StaminaModel.class, s, properties(ref)); }
    void removeStamina(StaminaModel s) { registry.removeService(StaminaModel.class, s); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addPlayerTypes(PlayerTypeGenerator s, ServiceReference<?> ref) { registry.addService(PlayerTypeGenerator.class, s, properties(ref)); }
    void removePlayerTypes(PlayerTypeGenerator s) { registry.removeService(PlayerTypeGenerator.class, s); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addAction(ActionModel<?> s, ServiceReference<?> ref) { registry.addService(ActionModel.class, s, properties(ref)); }
    void removeAction(ActionModel<?> s) { registry.removeService(ActionModel.class, s); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addRule(RefereeRule s, ServiceReference<?> ref) { registry.addService(RefereeRule.class, s, properties(ref)); }
    void removeRule(RefereeRule s) { registry.removeService(RefereeRule.class, s); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addPlayerCodec(PlayerCodec s, ServiceReference<?> ref) { registry.addService(PlayerCodec.class, s, properties(ref)); }
    void removePlayerCodec(PlayerCodec s) { registry.removeService(PlayerCodec.class, s); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addMonitorCodec(MonitorCodec s, ServiceReference<?> ref) { registry.addService(MonitorCodec.class, s, properties(ref)); }
    void removeMonitorCodec(MonitorCodec s) { registry.removeService(MonitorCodec.class, s); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addCoachCodec(CoachCodec s, ServiceReference<?> ref) { registry.addService(CoachCodec.class, s, properties(ref)); }
    void removeCoachCodec(CoachCodec s) { registry.removeService(CoachCodec.class, s); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addGreetingParser(GreetingParser s, ServiceReference<?> ref) { registry.addService(GreetingParser.class, s, properties(ref)); }
    void removeGreetingParser(GreetingParser s) { registry.removeService(GreetingParser.class, s); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addBodySensor(BodySensor s, ServiceReference<?> ref) { registry.addService(BodySensor.class, s, properties(ref)); }
    void removeBodySensor(BodySensor s) { registry.removeService(BodySensor.class, s); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addAuralSensor(AuralSensor s, ServiceReference<?> ref) { registry.addService(AuralSensor.class, s, properties(ref)); }
    void removeAuralSensor(AuralSensor s) { registry.removeService(AuralSensor.class, s); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addVisionSensor(VisionSensor s, ServiceReference<?> ref) { registry.addService(VisionSensor.class, s, properties(ref)); }
    void removeVisionSensor(VisionSensor s) { registry.removeService(VisionSensor.class, s); }

    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addRecorder(Recorder s, ServiceReference<?> ref) { registry.addService(Recorder.class, s, properties(ref)); }
    void removeRecorder(Recorder s) { registry.removeService(Recorder.class, s); }
}
