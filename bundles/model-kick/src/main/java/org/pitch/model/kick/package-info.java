/** The standard kick model (manual §4.5.3, kick noise of rcssserver 12). */
package org.pitch.model.kick;
