/** The player protocol codec for version 4: outer flags, seen players' body direction. Exported: the next range's codec extends it. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.player.v4;
