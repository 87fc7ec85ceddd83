package org.pitch.api.sense;

import org.pitch.api.world.Player;

/**
 * A message said, by a player or (speaker {@code null}) by a coach or the referee, with the cycle
 * its hearers are told ({@code (hear TIME ...)}): the referee's the cycle it spoke in (rcssserver
 * sends it at once, so a mode ended while the clock stood carries the stood time), a player's the
 * cycle after which it is delivered. A player's message carries the players within hearing when it
 * was said ({@code hearers}, a bit each: {@link #bit}): rcssserver decides the distance of a say
 * then, not when it delivers it; {@link #AT_DELIVERY} leaves it to the delivery.
 */
public record Spoken(Player speaker, Speaker source, String message, int time, long hearers) {
    /** No hearers recorded when it was said: whoever is within hearing when it is delivered. */
    public static final long AT_DELIVERY = -1L;

    public Spoken(Player speaker, Speaker source, String message, int time) {
        this(speaker, source, message, time, AT_DELIVERY);
    }

    /** A player's bit in {@code hearers}. */
    public static long bit(Player p) { return 1L << (p.side().ordinal() * 16 + p.unum()); }

    /** Whether {@code listener} was within hearing when it was said (always, with {@link #AT_DELIVERY}). */
    public boolean reached(Player listener) { return hearers == AT_DELIVERY || (hearers & bit(listener)) != 0; }
}
