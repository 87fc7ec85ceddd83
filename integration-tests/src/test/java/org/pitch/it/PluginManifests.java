package org.pitch.it;

import java.util.jar.Attributes;
import java.util.jar.Manifest;

import org.osgi.framework.Constants;

/** The manifest of a plugin bundle a framework test makes: its name, version 1.0.0 and its imports. */
final class PluginManifests {
    private PluginManifests() {}

    static Manifest of(String symbolicName, String imports) {
        Manifest manifest = new Manifest();
        Attributes a = manifest.getMainAttributes();
        a.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        a.putValue(Constants.BUNDLE_MANIFESTVERSION, "2");
        a.putValue(Constants.BUNDLE_SYMBOLICNAME, symbolicName);
        a.putValue(Constants.BUNDLE_VERSION, "1.0.0");
        a.putValue(Constants.IMPORT_PACKAGE, imports);
        return manifest;
    }
}
