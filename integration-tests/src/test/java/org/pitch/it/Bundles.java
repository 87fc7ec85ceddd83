package org.pitch.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;

/** Finding the framework's bundles by symbolic name. */
final class Bundles {
    private Bundles() {}

    /** The installed bundle of that name, which must be active. */
    static Bundle active(BundleContext context, String symbolicName) {
        for (Bundle b : context.getBundles()) {
            if (symbolicName.equals(b.getSymbolicName())) {
                assertEquals(Bundle.ACTIVE, b.getState(), symbolicName);
                return b;
            }
        }
        throw new AssertionError(symbolicName + " not installed");
    }
}
