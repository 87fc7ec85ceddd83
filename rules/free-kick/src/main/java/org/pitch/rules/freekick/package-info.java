/** Set plays taken, free kick faults, goal kicks, drop ball timeouts (FreeKickRef). */
package org.pitch.rules.freekick;
