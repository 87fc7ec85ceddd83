/** Goals, kick-ins, corner kicks, goal kicks, kick-off after a goal (TouchRef). */
package org.pitch.rules.touch;
