package org.pitch.kernel.osgi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.osgi.annotation.bundle.Capability;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Constants;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceObjects;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.ServiceRegistration;
import org.osgi.util.tracker.ServiceTracker;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.learn.SimulationFactory;
import org.pitch.api.record.Recorder;
import org.pitch.kernel.ModelRegistry;
import org.pitch.kernel.SteppedMatches;

/**
 * Publishes the {@link SimulationFactory}: one tracker follows every service the kernel's registry
 * takes (models, rules, codecs, sensors); each learning match gets them through the framework's
 * {@link ServiceObjects}, so a prototype-scoped component (a rule, a model with a match's state)
 * is a new instance for that match, given back when the match is left.
 */
@Component(service = {})
// registered by hand (once its tracker is open), so declared for resolvers
@Capability(namespace = "osgi.service", attribute = "objectClass:List<String>=org.pitch.api.learn.SimulationFactory",
        uses = SimulationFactory.class)
public final class SimulationFactoryComponent {
    private final BundleContext context;
    private final ServiceTracker<Object, ServiceReference<Object>> tracker;
    private final ServiceRegistration<SimulationFactory> registration;

    @Activate
    public SimulationFactoryComponent(BundleContext context) throws InvalidSyntaxException {
        this.context = context;
        String filter = ModelRegistry.SERVICES.stream().filter(c -> c != Recorder.class)
                .map(c -> "(" + Constants.OBJECTCLASS + "=" + c.getName() + ")")
                .collect(Collectors.joining("", "(|", ")"));
        tracker = new ServiceTracker<>(context, context.createFilter(filter), null) {
            @Override
            public ServiceReference<Object> addingService(ServiceReference<Object> reference) { return reference; }
        };
        tracker.open();
        registration = context.registerService(SimulationFactory.class, new SteppedMatches(this::fill), null);
    }

    @Deactivate
    void deactivate() {
        try {
            registration.unregister();
        } catch (IllegalStateException alreadyGone) {
            // the framework is shutting down and took it already
        }
        tracker.close();
    }

    /** The services there are now, prototypes as new instances; returns what gives them back. */
    private Runnable fill(ModelRegistry registry, ServerConfiguration configuration) {
        ServiceReference<Object>[] references = tracker.getServiceReferences();
        if (references == null) return () -> {};
        // in the order the services were registered (as the kernel heard of them), so that of two
        // providers of one name the same is the newest in every match and in the server's own
        java.util.Arrays.sort(references, java.util.Comparator.comparingLong(r -> (Long) r.getProperty(Constants.SERVICE_ID)));
        List<Runnable> releases = new ArrayList<>(references.length);
        for (ServiceReference<Object> reference : references) {
            ServiceObjects<Object> objects = context.getServiceObjects(reference);
            Object service = objects == null ? null : objects.getService();
            if (service == null) continue; // gone meanwhile
            releases.add(() -> {
                try {
                    objects.ungetService(service);
                } catch (IllegalStateException | IllegalArgumentException gone) {
                    // the bundle stopped meanwhile and took its instances back
                }
            });
            Map<String, Object> properties = KernelComponent.properties(reference);
            for (Class<?> type : ModelRegistry.SERVICES) {
                if (type.isInstance(service)) registry.addService(type, service, properties);
            }
        }
        return () -> releases.forEach(Runnable::run);
    }
}
