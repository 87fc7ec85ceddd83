/** The player protocol codec for versions 18-19: focus point, bipedal dash, Gaussian vision. */
package org.pitch.protocol.player.v18;
