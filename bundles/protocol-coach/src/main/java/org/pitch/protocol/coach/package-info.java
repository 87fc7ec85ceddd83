/**
 * The online coach protocol of rcssserver 19, versions 5 to 19: its greeting, its commands
 * (coach-language says through the {@link org.pitch.api.clang.ClangParser} service) and the
 * messages it receives, one codec per range of versions where the wire changes. Built on the
 * trainer's protocol ({@code org.pitch.protocol.trainer}), as rcssserver's {@code OnlineCoach}
 * extends its {@code Coach}.
 */
package org.pitch.protocol.coach;
