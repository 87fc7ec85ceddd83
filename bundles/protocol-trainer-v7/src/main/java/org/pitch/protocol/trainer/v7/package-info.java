/**
 * The trainer protocol codec for version 7: short names, rounded angles, quoted says, the parameters. Exported for the next range's codec, which extends it,
 * and for the online coach of the same versions, which shows the field the same way.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.2.0")
package org.pitch.protocol.trainer.v7;
