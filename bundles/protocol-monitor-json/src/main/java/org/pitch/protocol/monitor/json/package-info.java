/**
 * rcssserver 19's JSON monitor protocol and JSON game log, a branch of the monitor codec chain
 * beside the numbered versions (it extends version 2's codec for its commands and port rules).
 * Exported for tools that read the notation, and for a later JSON codec to extend.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.monitor.json;
