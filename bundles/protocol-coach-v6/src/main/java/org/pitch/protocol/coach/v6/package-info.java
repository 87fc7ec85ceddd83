/** The online coach protocol codec for version 6: the greeting answer names the side. Exported for the next range's codec, which extends it. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.coach.v6;
