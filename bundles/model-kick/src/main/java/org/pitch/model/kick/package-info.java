/** The standard kick model (manual §4.5.3, kick noise of rcssserver 12) and collision model (§4.4.3). */
package org.pitch.model.kick;
