/** The player protocol codec for version 5: the neck (head angle, turn_neck), seen players' head direction, the full state. Exported: the next range's codec extends it. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.player.v5;
