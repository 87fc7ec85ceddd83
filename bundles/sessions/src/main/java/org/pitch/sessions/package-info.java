/**
 * The clients of a match, above the kernel's tick: admission of greetings (with the greeting
 * guard), rosters, command dispatch, the messages each cycle delivers and the replies, for players,
 * the trainer, online coaches and monitors. The kernel drives them through
 * {@link org.pitch.kernel.MatchClients}; nothing here is imported by the kernel.
 *
 * <p>Pitch-internal: the export carries the mandatory attribute {@code pitch.internal=true} (see
 * {@code org.pitch.kernel}).
 */
@org.osgi.annotation.bundle.Export(attribute = {"pitch.internal=true", "mandatory:=pitch.internal"})
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.sessions;
