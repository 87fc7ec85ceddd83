/**
 * The trainer (offline coach) protocol of rcssserver 19: its greeting, its commands, the codec
 * of versions 1 to 6 whose hooks the later ranges' bundles ({@code protocol-trainer-v7} ...
 * {@code -v14}) override, and the pieces they share. Exported for those bundles and because the
 * online coach's protocol ({@code protocol-coach}) is built on the same pieces, as rcssserver's
 * {@code OnlineCoach} extends its {@code Coach}: {@link org.pitch.protocol.trainer.CommonCommands},
 * {@link org.pitch.protocol.trainer.GlobalViewV1} and {@link org.pitch.protocol.trainer.CoachMessages}.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.2.0")
package org.pitch.protocol.trainer;
