package org.pitch.launcher.variant;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * One bundle of a variant: its symbolic name and version as its manifest says them (the version
 * in OSGi's normal form, {@code 1.0} as {@code 1.0.0}), the SHA-256 of the jar's bytes, and where
 * it came from: {@value #BUILT_IN}, or the file name of a jar in the plugins folder.
 *
 * @param name the symbolic name without its directives, or {@code null} for a jar that has none
 */
public record BundleDigest(String name, String version, String sha256, String origin) {
    /** The origin of the bundles built into the launcher (and of the framework). */
    public static final String BUILT_IN = "built in";

    /** A jar's bytes as a bundle of the given origin; a jar without a manifest has no name and version 0.0.0. */
    public static BundleDigest of(byte[] jar, String origin) {
        Manifest m = manifestOf(jar);
        Attributes main = m == null ? null : m.getMainAttributes();
        String name = main == null ? null : main.getValue("Bundle-SymbolicName");
        if (name != null) {
            int semicolon = name.indexOf(';');
            name = (semicolon < 0 ? name : name.substring(0, semicolon)).trim();
        }
        return new BundleDigest(name, normalVersion(main == null ? null : main.getValue("Bundle-Version")), Sha256.of(jar), origin);
    }

    /** Whether a jar has a manifest: the framework refuses one that has none (or is no zip). */
    public static boolean hasManifest(byte[] jar) { return manifestOf(jar) != null; }

    /** The manifest of a jar in memory, wherever it sits among the entries; {@code null} if it has none or is no zip. */
    static Manifest manifestOf(byte[] jar) {
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(jar))) {
            for (ZipEntry e; (e = zip.getNextEntry()) != null; ) {
                if (e.getName().equalsIgnoreCase(JarFile.MANIFEST_NAME)) return new Manifest(zip);
            }
            return null;
        } catch (IOException | IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * A {@code Bundle-Version} in OSGi's normal form, as the framework prints it: major, minor and
     * micro (missing ones 0), then the qualifier if there is one; no header is 0.0.0. A header that
     * is no version is kept as it is written (the framework refuses such a bundle anyway).
     */
    public static String normalVersion(String header) {
        if (header == null || header.isBlank()) return "0.0.0";
        String[] parts = header.trim().split("\\.", 4);
        int[] numbers = new int[3];
        try {
            for (int i = 0; i < Math.min(3, parts.length); i++) numbers[i] = Integer.parseInt(parts[i]);
        } catch (NumberFormatException e) {
            return header.trim();
        }
        String qualifier = parts.length == 4 ? parts[3] : "";
        return numbers[0] + "." + numbers[1] + "." + numbers[2] + (qualifier.isEmpty() ? "" : "." + qualifier);
    }
}
