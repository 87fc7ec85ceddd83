/**
 * Pitch assembled by hand, without an OSGi framework, on a plain class path.
 *
 * <p>Not for plugins in a framework: the export carries the mandatory attribute
 * {@code pitch.internal=true} (see {@code org.pitch.kernel}).
 */
@org.osgi.annotation.bundle.Export(attribute = {"pitch.internal=true", "mandatory:=pitch.internal"})
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.embedded;
