/**
 * The trainer protocol codec for versions 8-12: pointing and tackles in see_global, warns of unterminated datagrams, holds to its own port. Exported for the next range's codec, which extends it,
 * and for the online coach of the same versions, which shows the field the same way.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.trainer.v8;
