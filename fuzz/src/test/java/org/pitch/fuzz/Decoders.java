package org.pitch.fuzz;

import java.lang.reflect.Constructor;
import java.util.ArrayList;
import java.util.List;

import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.protocol.VersionRange;
import org.pitch.assembly.Assembly;
import org.pitch.assembly.ComponentDescriptor;

/**
 * Every decoder of the default assembly, found as the embedded server finds its components (the
 * component descriptors on the class path), so a new codec bundle is fuzzed without an edit here.
 */
final class Decoders {
    private Decoders() {}

    /** Every component providing {@code service}, made with no argument or with no configuration (the defaults). */
    static <T> List<T> all(Class<T> service) {
        List<T> found = new ArrayList<>();
        for (ComponentDescriptor c : Assembly.onClassPath(Decoders.class.getClassLoader()).components()) {
            if (!c.provides().contains(service.getName())) continue;
            try {
                Class<?> type = Class.forName(c.implementation());
                found.add(service.cast(make(type)));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot make " + c.implementation(), e);
            }
        }
        if (found.isEmpty()) throw new IllegalStateException("no " + service.getSimpleName() + " on the class path");
        return found;
    }

    /**
     * The component made as its declarative-services constructor would be: no configuration (an
     * optional reference left unbound means the defaults) and, for any other service it takes,
     * the first component providing that service.
     */
    private static Object make(Class<?> type) throws ReflectiveOperationException {
        Constructor<?> best = null;
        for (Constructor<?> k : type.getConstructors()) {
            boolean makeable = true;
            for (Class<?> p : k.getParameterTypes()) makeable &= p == ServerConfiguration.class || p.isInterface();
            if (makeable && (best == null || k.getParameterCount() < best.getParameterCount())) best = k;
        }
        if (best == null) throw new NoSuchMethodException(type.getName() + " has no constructor the fuzzer can call");
        Class<?>[] params = best.getParameterTypes();
        Object[] args = new Object[params.length];
        for (int i = 0; i < params.length; i++) args[i] = params[i] == ServerConfiguration.class ? null : all(params[i]).get(0);
        return best.newInstance(args);
    }

    /** A version a client may ask for within {@code range}, with a fraction now and then. */
    static double version(VersionRange range, int pick, boolean fraction) {
        double min = range.min(), max = range.max();
        double whole = min + Math.floorMod(pick, (int) (max - min) + 1);
        return fraction ? whole + 0.5 : whole;
    }
}
