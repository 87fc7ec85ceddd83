/** Intentional and detected fouls, yellow and red cards (FoulRef). */
package org.pitch.rules.foul;
