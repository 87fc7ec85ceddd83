package org.pitch.api.sense;

/**
 * A message as one listener hears it: from {@code self}, {@code referee}, a coach, or a player at
 * a direction; {@code unum} is 0 when the sender is unknown to the listener.
 */
public record Heard(int time, String source, double direction, boolean ourTeam, int unum, String message) {
}
