package org.pitch.sessions;

import org.pitch.kernel.Simulation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.pitch.api.sense.Speaker;
import org.pitch.api.sense.Spoken;
import org.pitch.api.world.Player;

/**
 * What was said between two cycles, heard after the next one: the online coaches' plain says,
 * then the players' says, each in the order it came. The players who hear at once (protocols
 * before version 8) are told as it is said ({@link SaidNow}). Simulation thread only.
 */
final class PendingSays {
    /** Who hears what is said the moment it is said. */
    @FunctionalInterface
    interface SaidNow {
        void said(Player speaker, Speaker source, String message);
    }

    /** Who is within hearing of a player's say made now ({@link org.pitch.api.sense.AuralSensor#hearersNow}). */
    @FunctionalInterface
    interface Hearers {
        long of(Player speaker);
    }

    private final SaidNow now;
    private final Hearers hearers;
    private final List<Player> sayers = new ArrayList<>();
    private long[] sayersHearers = new long[8];
    private final List<String> sayings = new ArrayList<>();
    private final List<Speaker> coachSources = new ArrayList<>();
    private final List<String> coachTexts = new ArrayList<>();

    PendingSays(SaidNow now, Hearers hearers) {
        this.now = now;
        this.hearers = hearers;
    }

    void playerSaid(Player p, String message) {
        sayers.add(p);
        if (sayers.size() > sayersHearers.length) sayersHearers = Arrays.copyOf(sayersHearers, 2 * sayers.size());
        sayersHearers[sayers.size() - 1] = hearers.of(p);
        sayings.add(message);
        now.said(p, Speaker.PLAYER, message);
    }

    void coachSaid(Speaker source, String text) {
        coachSources.add(source);
        coachTexts.add(text);
        now.said(null, source, text);
    }

    /** Appends what was said to {@code heard}, stamped {@code now}, and forgets it. */
    void drainInto(List<Spoken> heard, int now) {
        for (int i = 0, n = coachSources.size(); i < n; i++) heard.add(new Spoken(null, coachSources.get(i), coachTexts.get(i), now));
        for (int i = 0, n = sayers.size(); i < n; i++) heard.add(new Spoken(sayers.get(i), Speaker.PLAYER, sayings.get(i), now, sayersHearers[i]));
        coachSources.clear();
        coachTexts.clear();
        sayers.clear();
        sayings.clear();
    }
}
