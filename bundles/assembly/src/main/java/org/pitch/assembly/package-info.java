/**
 * The default assembly without an OSGi framework: the components the bundles declare, read from
 * their Declarative Services descriptors and handed to the kernel's registry.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.assembly;
