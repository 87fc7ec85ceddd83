/**
 * The trainer (offline coach) protocol of rcssserver 19, versions 1 to 19: its greeting, its
 * commands and the messages it receives, one codec per range of versions where the wire changes.
 * Exported because the online coach's protocol ({@code protocol-coach}) is built on the same
 * pieces, as rcssserver's {@code OnlineCoach} extends its {@code Coach}: {@link
 * org.pitch.protocol.trainer.Scanf}, {@link org.pitch.protocol.trainer.CommonCommands}, the
 * {@code GlobalView} classes and {@link org.pitch.protocol.trainer.CoachMessages}.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.trainer;
