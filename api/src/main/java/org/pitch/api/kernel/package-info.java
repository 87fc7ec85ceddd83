/** The running simulator as seen from outside the kernel. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.pitch.api.kernel;
