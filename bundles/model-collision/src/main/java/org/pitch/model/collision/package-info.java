/** The standard collision model: players, ball and goal posts (manual §4.4.3). */
package org.pitch.model.collision;
