/** The online coaches' allowances as rcssserver 19 keeps them (its OnlineCoach and Team limits). */
package org.pitch.rules.onlinecoach;
