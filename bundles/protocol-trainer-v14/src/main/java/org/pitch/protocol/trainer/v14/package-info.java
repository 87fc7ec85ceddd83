/**
 * The trainer protocol codec for versions 14-19: fouls and cards in see_global. Exported for the next range's codec, which extends it,
 * and for the online coach of the same versions, which shows the field the same way.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.trainer.v14;
