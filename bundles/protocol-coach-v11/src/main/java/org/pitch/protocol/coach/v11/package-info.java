/** The online coach protocol codec for versions 11-12: coach_msg_file after the greeting. Exported for the next range's codec, which extends it. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.coach.v11;
