/**
 * The trainer protocol codec for version 13: kicks in see_global, pointing and tackles in the look reply. Exported for the next range's codec, which extends it,
 * and for the online coach of the same versions, which shows the field the same way.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.trainer.v13;
