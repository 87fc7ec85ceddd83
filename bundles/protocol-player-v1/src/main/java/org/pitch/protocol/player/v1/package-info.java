/** The player protocol codec for versions 1-6: no parameter messages. */
package org.pitch.protocol.player.v1;
