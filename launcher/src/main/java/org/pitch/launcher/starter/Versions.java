package org.pitch.launcher.starter;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * What a generated project builds with, as this launcher's build wrote it into
 * {@code versions.properties}: Pitch's version (for {@code pitch-bom}), the Java release and the
 * versions of the Maven plugins Pitch's own build pins (the root pom's pluginManagement).
 */
final class Versions {
    private static final String RESOURCE = "versions.properties";

    private Versions() {}

    /** Each key with its value, e.g. {@code pitch.version} → {@code 0.1.0-SNAPSHOT}. */
    static Map<String, String> all() {
        Properties p = new Properties();
        try (InputStream in = Versions.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException(RESOURCE + " is missing from the launcher's build");
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, String> out = new TreeMap<>();
        for (String key : p.stringPropertyNames()) {
            String value = p.getProperty(key).trim();
            // an expression the build could not fill would end up in a pom as it stands
            if (value.isEmpty() || value.contains("${")) throw new IllegalStateException(RESOURCE + ": " + key + " was not filled in by the build: " + value);
            out.put(key, value);
        }
        return out;
    }
}
