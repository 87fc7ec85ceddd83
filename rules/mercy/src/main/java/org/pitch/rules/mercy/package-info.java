/** League variant: ends the match when the goal difference reaches a configured number. */
package org.pitch.rules.mercy;
