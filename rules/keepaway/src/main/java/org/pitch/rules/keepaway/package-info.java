/** Keepaway episodes (KeepawayRef). */
package org.pitch.rules.keepaway;
