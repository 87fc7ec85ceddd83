/** The standard aural sensor: which messages a player hears (manual §4.3.1), and {@code attentionto}. */
package org.pitch.sense.aural;
