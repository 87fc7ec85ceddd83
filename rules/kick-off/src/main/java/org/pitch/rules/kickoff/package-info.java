/** The kick-off asked for by auto mode, a trainer or a monitor (rcssserver's stadium kick-off). */
package org.pitch.rules.kickoff;
