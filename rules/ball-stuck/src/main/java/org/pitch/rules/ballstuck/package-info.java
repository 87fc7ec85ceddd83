/** Drop ball when the ball stays in ball_stuck_area (BallStuckRef). */
package org.pitch.rules.ballstuck;
