/**
 * The S-expression monitor protocol 4 and text game log 5. Exported for the next range's codec
 * and writer (version 5), which extend them.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.monitor.v4;
