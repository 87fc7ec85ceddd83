/**
 * The default assembly without an OSGi framework: the components the bundles declare, read from
 * their Declarative Services descriptors and handed to the kernel's registry.
 *
 * <p>Pitch-internal: the export carries the mandatory attribute {@code pitch.internal=true} (see
 * {@code org.pitch.kernel}).
 */
@org.osgi.annotation.bundle.Export(attribute = {"pitch.internal=true", "mandatory:=pitch.internal"})
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.assembly;
