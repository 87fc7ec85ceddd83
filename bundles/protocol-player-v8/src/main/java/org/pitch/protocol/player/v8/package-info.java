/** The player protocol codec for versions 8-11: arm, focus and tackle; hear our/opp; the full state with counters and types. Exported: the next range's codec extends it. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.player.v8;
