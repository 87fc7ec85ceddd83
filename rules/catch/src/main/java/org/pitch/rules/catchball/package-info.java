/** Goalie catches: back pass, catch outside the area (CatchRef). */
package org.pitch.rules.catchball;
