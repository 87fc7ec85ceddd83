/**
 * The kernel: world state, the cycle, model and rule selection with tick-boundary hot swap, and
 * pacing. Plain Java; {@code org.pitch.kernel.osgi} wires it with Declarative Services.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.kernel;
