/** The online coach protocol codec for versions 8-10: pointing and tackles in see_global, players' coach-language versions, warns of unterminated datagrams, holds to its own port. Exported for the next range's codec, which extends it. */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.coach.v8;
