/** Halves, extra time, golden goal, time_up (rcssserver TimeRef). */
package org.pitch.rules.time;
