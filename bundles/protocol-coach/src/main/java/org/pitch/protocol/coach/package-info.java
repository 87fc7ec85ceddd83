/**
 * The online coach protocol of rcssserver 19: its greeting, its commands (coach-language says
 * through the {@link org.pitch.api.clang.ClangParser} service, from version 7) and the codec of
 * version 5 whose hooks the later ranges' bundles ({@code protocol-coach-v6} ...
 * {@code -v16}) override; exported for them. Built on the trainer's protocol
 * ({@code org.pitch.protocol.trainer}), as rcssserver's {@code OnlineCoach} extends its
 * {@code Coach}.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.coach;
