/** Pitch assembled by hand, without an OSGi framework. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.embedded;
