/** The player protocol codec for version 13: stamina capacity, kick flags. */
package org.pitch.protocol.player.v13;
