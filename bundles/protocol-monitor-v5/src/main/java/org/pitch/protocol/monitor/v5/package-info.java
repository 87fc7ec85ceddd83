/**
 * The S-expression monitor protocol 5 and text game log 6, the newest of rcssserver 19.
 * Exported for a later version's codec to extend.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.monitor.v5;
