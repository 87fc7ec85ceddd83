/** The log player as a Declarative Services component, started by {@code pitch replay FILE}. */
package org.pitch.replay.osgi;
