/** The standard goalie catch model (manual §4.5.7, heterogeneous goalie of rcssserver 14, punch of 15). */
package org.pitch.model.catchball;
