package org.pitch.assembly;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.kernel.ModelRegistry;

/**
 * The server's default assembly without a framework: every component the bundles on the class
 * path declare (their {@code Service-Component} descriptors, written by bnd from the
 * {@code @Component} annotations) that provides a service the kernel takes is built and handed to
 * the {@link ModelRegistry} with its service properties, as Felix and SCR do in the real server.
 * So the annotations are the one definition of which models, rules, codecs and recorders serve,
 * with which names and in which order, for the launcher, {@code embedded} and the test kits.
 *
 * <p>Components are built as SCR builds them: through the constructor their references fill,
 * each referenced service being the first component that provides it and that the reference
 * accepts (or the configuration given), then every multiple reference with a bind method gets
 * each provider it accepts. A reference accepts a provider its {@code target} filter matches
 * (over the provider's service properties and {@code objectClass}); one of scope
 * {@code prototype_required} only a prototype-scoped provider. Each component is built once and
 * shared, except where a reference of scope {@code prototype} or {@code prototype_required}
 * meets a prototype-scoped provider: the referencing component gets an instance of its own, as a
 * plugin model wrapping the standard model of its slot does. Start-up only: reflection never runs
 * on the tick path.
 */
public final class Assembly {
    private final List<ComponentDescriptor> components;
    private final ClassLoader loader;
    private final Map<ComponentDescriptor, Object> built = new HashMap<>();
    private final Map<String, TargetFilter> filters = new HashMap<>();
    private ServerConfiguration configuration;

    private Assembly(List<ComponentDescriptor> components, ClassLoader loader) {
        this.components = components;
        this.loader = loader;
    }

    /**
     * The components declared on the class path of {@code loader}: every {@code OSGI-INF/*.xml}
     * component descriptor beside a {@code META-INF/MANIFEST.MF}, in bundle jars, class folders,
     * or one shaded jar whose manifests were merged (so the descriptors are found by listing, not
     * through the {@code Service-Component} header). A component found twice counts once.
     */
    public static Assembly onClassPath(ClassLoader loader) {
        Map<String, ComponentDescriptor> found = new LinkedHashMap<>();
        try {
            for (URL manifest : Collections.list(loader.getResources("META-INF/MANIFEST.MF"))) {
                String text = manifest.toString();
                String base = text.substring(0, text.length() - "META-INF/MANIFEST.MF".length());
                for (String path : descriptorPaths(manifest, base)) {
                    try (InputStream xml = new URL(base + path).openStream()) {
                        ComponentDescriptor c = ComponentDescriptor.read(xml);
                        found.putIfAbsent(c.implementation(), c);
                    } catch (IOException notAComponent) {
                        // another kind of OSGI-INF document (metatype, permissions): not ours
                    }
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the component descriptors on the class path: " + e.getMessage(), e);
        }
        return new Assembly(List.copyOf(found.values()), loader);
    }

    /** The {@code OSGI-INF/*.xml} entries of the jar or folder a manifest stands in. */
    private static List<String> descriptorPaths(URL manifest, String base) throws IOException {
        List<String> paths = new ArrayList<>();
        if (manifest.getProtocol().equals("jar")) {
            JarURLConnection connection = (JarURLConnection) manifest.openConnection();
            connection.setUseCaches(false);
            try (JarFile jar = new JarFile(Path.of(toUri(connection.getJarFileURL())).toFile())) {
                for (JarEntry e : Collections.list(jar.entries())) {
                    String name = e.getName();
                    if (name.startsWith("OSGI-INF/") && name.endsWith(".xml") && name.indexOf('/', 9) < 0) paths.add(name);
                }
            }
        } else if (manifest.getProtocol().equals("file")) {
            Path dir = Path.of(toUri(new URL(base))).resolve("OSGI-INF");
            if (Files.isDirectory(dir)) {
                try (Stream<Path> files = Files.list(dir)) {
                    files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".xml")).sorted()
                            .forEach(n -> paths.add("OSGI-INF/" + n));
                }
            }
        }
        return paths;
    }

    private static java.net.URI toUri(URL url) throws IOException {
        try {
            return url.toURI();
        } catch (URISyntaxException e) {
            throw new IOException("not a file: " + url, e);
        }
    }

    /** The descriptor of the component {@code implementation} is, if bnd wrote one for it. */
    public static Optional<ComponentDescriptor> of(Class<?> implementation) {
        ClassLoader l = implementation.getClassLoader();
        try (InputStream xml = l == null ? null : l.getResourceAsStream("OSGI-INF/" + implementation.getName() + ".xml")) {
            return xml == null ? Optional.empty() : Optional.of(ComponentDescriptor.read(xml));
        } catch (IOException e) {
            throw new IllegalStateException("unreadable descriptor of " + implementation.getName() + ": " + e.getMessage(), e);
        }
    }

    public List<ComponentDescriptor> components() { return components; }

    /**
     * Builds every component that provides one of {@link ModelRegistry#SERVICES} and adds it to
     * {@code registry}; {@code configuration} fills references to the {@link ServerConfiguration}.
     * Returns the components added, by implementation class name.
     *
     * @throws IllegalStateException if a component cannot be built (its class or constructor is
     *     missing, a mandatory reference has no provider, or the constructor throws)
     */
    public Map<String, Object> registerInto(ModelRegistry registry, ServerConfiguration configuration) {
        return registerInto(registry, configuration, service -> true);
    }

    /**
     * {@link #registerInto(ModelRegistry, ServerConfiguration, Predicate)} with new instances of the
     * prototype-scoped components (those that keep one match's state: rules, some models), as
     * each match of a learning environment needs; the other components are shared.
     */
    public synchronized Map<String, Object> registerFreshInto(ModelRegistry registry, ServerConfiguration configuration, Predicate<Class<?>> which) {
        built.keySet().removeIf(ComponentDescriptor::prototype);
        return registerInto(registry, configuration, which);
    }

    /** {@link #registerInto(ModelRegistry, ServerConfiguration)} for the services {@code which} accepts only. */
    public synchronized Map<String, Object> registerInto(ModelRegistry registry, ServerConfiguration configuration, Predicate<Class<?>> which) {
        this.configuration = configuration;
        Map<String, Object> added = new LinkedHashMap<>();
        for (ComponentDescriptor c : components) {
            for (Class<?> service : ModelRegistry.SERVICES) {
                if (!which.test(service) || !c.provides().contains(service.getName())) continue;
                Object instance = build(c, new ArrayList<>());
                registry.addService(service, instance, c.properties());
                added.put(c.implementation(), instance);
            }
        }
        return added;
    }

    /** A component's service with the properties its descriptor gives it. */
    public record Provided<T>(T service, Map<String, Object> properties) {}

    /**
     * Every component on the class path that provides {@code type}, built as SCR builds them
     * ({@code configuration} fills references to the {@link ServerConfiguration}), with its service
     * properties, in the order of the descriptors: for services outside the kernel's registry, such
     * as a learning environment's reward functions and scripted policies.
     *
     * @throws IllegalStateException if such a component cannot be built
     */
    public synchronized <T> List<Provided<T>> provide(Class<T> type, ServerConfiguration configuration) {
        this.configuration = configuration;
        List<Provided<T>> found = new ArrayList<>();
        for (ComponentDescriptor c : components) {
            if (c.provides().contains(type.getName())) found.add(new Provided<>(type.cast(build(c, new ArrayList<>())), c.properties()));
        }
        return found;
    }

    /** The shared instance of a component, built the first time it is asked for. */
    private Object build(ComponentDescriptor c, List<ComponentDescriptor> building) {
        Object done = built.get(c);
        if (done != null) return done;
        return create(c, building, true);
    }

    /**
     * A new instance of a component: the shared one when {@code shared}, else one for a single
     * referencing component.
     */
    private Object create(ComponentDescriptor c, List<ComponentDescriptor> building, boolean shared) {
        if (building.contains(c)) {
            StringBuilder circle = new StringBuilder();
            for (ComponentDescriptor b : building.subList(building.indexOf(c), building.size())) circle.append(b.implementation()).append(" -> ");
            throw new IllegalStateException("components reference each other in a circle: " + circle + c.implementation());
        }
        building.add(c);
        try {
            Class<?> type = Class.forName(c.implementation(), true, loader);
            Object instance = construct(type, c, building);
            if (shared) built.put(c, instance);
            bindMultiple(type, instance, c, building);
            return instance;
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("component " + c.implementation() + " has no class on the class path", e);
        } finally {
            building.remove(c);
        }
    }

    private Object construct(Class<?> type, ComponentDescriptor c, List<ComponentDescriptor> building) {
        int n = c.constructorParameters();
        Object[] args = new Object[n];
        String[] names = new String[n];
        for (ComponentDescriptor.Reference r : c.references()) {
            if (r.parameter() < 0) continue;
            names[r.parameter()] = r.service();
            args[r.parameter()] = single(r, c, building);
        }
        for (Constructor<?> k : type.getConstructors()) {
            if (k.getParameterCount() != n || !parametersAre(k.getParameterTypes(), names)) continue;
            try {
                return k.newInstance(args);
            } catch (InvocationTargetException e) {
                throw new IllegalStateException("component " + c.implementation() + " failed to start: " + e.getCause(), e.getCause());
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("component " + c.implementation() + " cannot be built: " + e, e);
            }
        }
        throw new IllegalStateException("component " + c.implementation() + " has no public constructor taking " + List.of(names));
    }

    private static boolean parametersAre(Class<?>[] types, String[] names) {
        for (int i = 0; i < types.length; i++) if (!types[i].getName().equals(names[i])) return false;
        return true;
    }

    /** The service a unary reference gets: the configuration, or the first component providing it that the reference accepts. */
    private Object single(ComponentDescriptor.Reference r, ComponentDescriptor c, List<ComponentDescriptor> building) {
        if (r.service().equals(ServerConfiguration.class.getName()) && configuration != null) return configuration;
        for (ComponentDescriptor p : components) {
            if (accepts(r, c, p)) return instanceFor(r, p, building);
        }
        if (r.optional()) return null;
        String which = (r.scope() == ComponentDescriptor.Scope.PROTOTYPE_REQUIRED ? " prototype-scoped " : " ") + r.service()
                + (r.target() == null ? "" : " matching " + r.target());
        throw new IllegalStateException("component " + c.implementation() + " needs a" + which + " and nothing provides one");
    }

    /** Whether {@code r}, a reference of {@code c}, takes the service {@code p} provides. */
    private boolean accepts(ComponentDescriptor.Reference r, ComponentDescriptor c, ComponentDescriptor p) {
        if (!p.provides().contains(r.service())) return false;
        if (r.scope() == ComponentDescriptor.Scope.PROTOTYPE_REQUIRED && !p.prototype()) return false;
        if (r.target() == null) return true;
        TargetFilter filter = filters.get(r.target());
        if (filter == null) {
            try {
                filter = TargetFilter.parse(r.target());
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException("component " + c.implementation() + " has a reference to " + r.service()
                        + " whose target is " + e.getMessage(), e);
            }
            filters.put(r.target(), filter);
        }
        return filter.matches(serviceProperties(p));
    }

    /** What a target filter sees of a provider: its service properties and the interfaces it is registered under. */
    private static Map<String, Object> serviceProperties(ComponentDescriptor p) {
        Map<String, Object> properties = new HashMap<>(p.properties());
        properties.put("objectClass", p.provides());
        return properties;
    }

    /** The instance of {@code p} a reference gets: one of its own from a prototype-scoped provider if it asks for one, else the shared one. */
    private Object instanceFor(ComponentDescriptor.Reference r, ComponentDescriptor p, List<ComponentDescriptor> building) {
        return r.scope() != ComponentDescriptor.Scope.BUNDLE && p.prototype() ? create(p, building, false) : build(p, building);
    }

    /** Multiple references with a bind method: every provider, as SCR binds them. */
    private void bindMultiple(Class<?> type, Object instance, ComponentDescriptor c, List<ComponentDescriptor> building) {
        for (ComponentDescriptor.Reference r : c.references()) {
            if (!r.multiple() || r.bind() == null) continue;
            Method bind = bindMethod(type, r);
            for (ComponentDescriptor p : components) {
                if (!accepts(r, c, p)) continue;
                Object provider = instanceFor(r, p, building);
                try {
                    if (bind.getParameterCount() == 1) bind.invoke(instance, provider);
                    else bind.invoke(instance, provider, p.properties());
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("binding " + p.implementation() + " to " + c.implementation() + " failed: " + e, e);
                }
            }
        }
    }

    private static Method bindMethod(Class<?> type, ComponentDescriptor.Reference r) {
        for (Class<?> t = type; t != null; t = t.getSuperclass()) {
            for (Method m : t.getDeclaredMethods()) {
                if (!m.getName().equals(r.bind()) || m.getParameterCount() == 0 || m.getParameterCount() > 2) continue;
                if (!m.getParameterTypes()[0].getName().equals(r.service())) continue;
                m.setAccessible(true);
                return m;
            }
        }
        throw new IllegalStateException(type.getName() + " has no bind method " + r.bind() + "(" + r.service() + ")");
    }
}
