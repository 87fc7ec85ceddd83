/** Transport SPI: well-known ports, per-client ports, batched sends. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.0.0")
package org.pitch.api.transport;
