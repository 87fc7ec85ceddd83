package org.pitch.api.sense;

import org.pitch.api.world.Player;

/**
 * A message said, by a player or (speaker {@code null}) by a coach or the referee, with the cycle
 * its hearers are told ({@code (hear TIME ...)}): the referee's the cycle it spoke in (rcssserver
 * sends it at once, so a mode ended while the clock stood carries the stood time), a player's the
 * cycle after which it is delivered.
 */
public record Spoken(Player speaker, Speaker source, String message, int time) {
}
