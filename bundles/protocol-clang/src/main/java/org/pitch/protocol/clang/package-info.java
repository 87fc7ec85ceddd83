/**
 * The coach language (CLang) of rcssserver 19 as a service: {@link
 * org.pitch.protocol.clang.StandardClangParser} reads an online coach's {@code (say ...)} into
 * the values of {@link org.pitch.protocol.clang.tree}.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.clang;
