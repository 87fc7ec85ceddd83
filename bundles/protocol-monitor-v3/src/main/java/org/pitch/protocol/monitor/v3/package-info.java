/**
 * The S-expression monitor protocol 3 and text game log 4. Exported for the next range's codec
 * and writer (version 4), which extend them.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.2.0")
package org.pitch.protocol.monitor.v3;
