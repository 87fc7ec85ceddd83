/** The player protocol codec for versions 1-2: the root of the codec chain: long names, truncated directions, no landmarks. Exported: the next range's codec extends it. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.player.v1;
