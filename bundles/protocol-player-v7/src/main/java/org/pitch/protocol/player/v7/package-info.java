/** The player protocol codec for version 7: heterogeneous players and their parameters, rounded directions, quoted messages. Exported: the next range's codec extends it. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.player.v7;
