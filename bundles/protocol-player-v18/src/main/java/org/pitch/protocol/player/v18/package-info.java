/** The player protocol codec for versions 18-19: focus point, synchronous see from the start, type observation lengths. Exported: the next range's codec extends it. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.player.v18;
