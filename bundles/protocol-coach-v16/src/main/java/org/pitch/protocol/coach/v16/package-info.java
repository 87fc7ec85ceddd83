/** The online coach protocol codec for versions 16-19: goalie changes. Exported for the next range's codec, which extends it. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.coach.v16;
