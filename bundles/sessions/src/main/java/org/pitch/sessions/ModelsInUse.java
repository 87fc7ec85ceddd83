package org.pitch.sessions;

import org.pitch.kernel.ModelRegistry;
import org.pitch.kernel.ModelSet;

/**
 * The model set the session classes work with during one entry from the kernel (a datagram, a
 * cycle's messages, a tick): taken from the registry once at the entry, so that one entry never
 * mixes two sets when a bundle is swapped meanwhile. Simulation thread only.
 */
final class ModelsInUse {
    private final ModelRegistry registry;
    private ModelSet set = ModelSet.EMPTY;

    ModelsInUse(ModelRegistry registry) { this.registry = registry; }

    /** Takes the registry's current set; called at each entry. */
    ModelSet refresh() { return set = registry.current(); }

    /** The set of the entry in progress. */
    ModelSet get() { return set; }
}
