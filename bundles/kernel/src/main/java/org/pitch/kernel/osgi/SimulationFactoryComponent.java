package org.pitch.kernel.osgi;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.osgi.annotation.bundle.Capability;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Constants;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.osgi.util.tracker.ServiceTracker;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.pitch.api.learn.SimulationFactory;
import org.pitch.kernel.ModelRegistry;
import org.pitch.kernel.SteppedMatches;

/**
 * Publishes the {@link SimulationFactory}: one tracker follows every service the kernel's registry
 * takes (models, rules, codecs, sensors), so each learning template is filled with what the
 * framework has now and hears of every later change.
 */
@Component(service = {})
// registered by hand (once its tracker is open), so declared for resolvers
@Capability(namespace = "osgi.service", attribute = "objectClass:List<String>=org.pitch.api.learn.SimulationFactory",
        uses = SimulationFactory.class)
public final class SimulationFactoryComponent {
    /** A tracked service, under each of the registry's service types it provides. */
    private record Provided(List<Class<?>> types, Object service, Map<String, Object> properties) {}

    private final Map<ServiceReference<?>, Provided> provided = new HashMap<>();
    private final SteppedMatches matches = new SteppedMatches(this::fill);
    private final ServiceTracker<Object, Provided> tracker;
    private final org.osgi.framework.ServiceRegistration<SimulationFactory> registration;

    @Activate
    public SimulationFactoryComponent(BundleContext context) throws InvalidSyntaxException {
        String filter = ModelRegistry.SERVICES.stream().map(c -> "(" + Constants.OBJECTCLASS + "=" + c.getName() + ")")
                .collect(Collectors.joining("", "(|", ")"));
        tracker = new ServiceTracker<>(context, context.createFilter(filter), null) {
            @Override
            public Provided addingService(ServiceReference<Object> reference) {
                Object service = context.getService(reference);
                if (service == null) return null;
                Provided p = new Provided(typesOf(service), service, propertiesOf(reference));
                synchronized (provided) { provided.put(reference, p); }
                for (Class<?> type : p.types()) matches.added(type, service, p.properties());
                return p;
            }

            @Override
            public void removedService(ServiceReference<Object> reference, Provided p) {
                synchronized (provided) { provided.remove(reference); }
                for (Class<?> type : p.types()) matches.removed(type, p.service());
                context.ungetService(reference);
            }
        };
        tracker.open();
        registration = context.registerService(SimulationFactory.class, matches, null);
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

    private void fill(ModelRegistry registry, org.pitch.api.config.ServerConfiguration configuration) {
        List<Provided> now;
        synchronized (provided) { now = new ArrayList<>(provided.values()); }
        for (Provided p : now) {
            for (Class<?> type : p.types()) {
                if (type != org.pitch.api.record.Recorder.class) registry.addService(type, p.service(), p.properties());
            }
        }
    }

    private static List<Class<?>> typesOf(Object service) {
        List<Class<?>> types = new ArrayList<>();
        for (Class<?> c : ModelRegistry.SERVICES) if (c.isInstance(service)) types.add(c);
        return types;
    }

    private static Map<String, Object> propertiesOf(ServiceReference<?> reference) {
        Map<String, Object> p = new HashMap<>();
        for (String key : reference.getPropertyKeys()) p.put(key, reference.getProperty(key));
        return p;
    }
}
