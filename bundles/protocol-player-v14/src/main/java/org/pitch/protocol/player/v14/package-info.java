/** The player protocol codec for versions 14-17: fouls and cards. */
package org.pitch.protocol.player.v14;
