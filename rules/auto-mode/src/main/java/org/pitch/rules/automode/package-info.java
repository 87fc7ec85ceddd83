/** Auto mode: kick-off after connect_wait/kick_off_wait, game over, team start scripts. */
package org.pitch.rules.automode;
