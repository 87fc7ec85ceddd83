package org.pitch.api.config;

import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Set;

/**
 * {@link Settings#as}: a settings annotation's methods answered from the settings, each method
 * reading the key of its own name and falling back to its declared default.
 */
final class SettingsAnnotation {
    private static final Set<Class<?>> TYPES = Set.of(double.class, float.class, int.class, long.class, boolean.class, String.class);

    private SettingsAnnotation() {}

    static <A extends Annotation> A of(Class<A> type, Settings settings) {
        for (Method m : type.getDeclaredMethods()) {
            if (!TYPES.contains(m.getReturnType()) && !m.getReturnType().isEnum()) {
                throw new IllegalArgumentException(type.getName() + "." + m.getName() + " returns " + m.getReturnType().getSimpleName()
                        + "; settings are double, float, int, long, boolean, String or an enum");
            }
        }
        Object proxy = Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (self, method, args) -> {
            switch (method.getName()) {
                case "annotationType": return type;
                case "toString": return type.getSimpleName() + " of " + settings;
                case "hashCode": return System.identityHashCode(self);
                case "equals": return self == args[0];
                default: return read(method, settings);
            }
        });
        return type.cast(proxy);
    }

    private static Object read(Method m, Settings settings) {
        String key = m.getName();
        Class<?> t = m.getReturnType();
        Object fallback = m.getDefaultValue();
        if (t == boolean.class) return settings.bool(key).orElse(fallback == null ? Boolean.FALSE : (Boolean) fallback);
        if (t == String.class) return settings.string(key).orElse(fallback == null ? "" : (String) fallback);
        if (t.isEnum()) {
            String name = settings.string(key).orElse(null);
            if (name == null) return fallback;
            for (Object constant : t.getEnumConstants()) if (((Enum<?>) constant).name().equals(name)) return constant;
            return fallback;
        }
        Double d = settings.number(key).orElse(null);
        if (d == null) return fallback != null ? fallback : zero(t);
        if (t == double.class) return d;
        if (t == float.class) return d.floatValue();
        if (t == int.class) return d.intValue();
        return d.longValue();
    }

    private static Object zero(Class<?> t) {
        if (t == double.class) return 0.0;
        if (t == float.class) return 0.0f;
        if (t == int.class) return 0;
        return 0L;
    }
}
