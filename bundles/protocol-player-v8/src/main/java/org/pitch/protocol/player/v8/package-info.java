/** The player protocol codec for versions 8-12: named parameters. */
package org.pitch.protocol.player.v8;
