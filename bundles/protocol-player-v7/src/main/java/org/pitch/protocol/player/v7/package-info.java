/** The player protocol codec for version 7: positional parameter messages, heterogeneous players. */
package org.pitch.protocol.player.v7;
