/**
 * What the player protocol's codec chain ({@code protocol-player-v1} … {@code -v18}) shares:
 * the command lexer and parser, the printing steps every version shares
 * ({@link org.pitch.protocol.player.Wire}), the greeting parser, and the parameter registry
 * the coach protocols print from too. What differs between versions lives in the codecs.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("0.1.0")
package org.pitch.protocol.player;
