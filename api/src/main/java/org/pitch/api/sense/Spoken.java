package org.pitch.api.sense;

import org.pitch.api.world.Player;

/** A message said this cycle, by a player or (speaker {@code null}) by a coach or the referee. */
public record Spoken(Player speaker, String source, String message) {
}
