package org.pitch.launcher.tournament;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.pitch.launcher.match.PlayedMatch;

/**
 * Who goes on from a knockout pairing: more goals over its matches, then more shoot-out goals,
 * then more matches won; still level (or no match with a result), the better seed.
 */
final class Knockout {
    private Knockout() {}

    /** One pairing's matches and its winner. */
    record Pairing(String a, String b, int goalsA, int goalsB, int penaltiesA, int penaltiesB, int winsA, int winsB, int played, String winner,
                   String decidedBy) {
        String describe() {
            String pens = penaltiesA + penaltiesB > 0 ? String.format(Locale.ROOT, " (penalties %d - %d)", penaltiesA, penaltiesB) : "";
            return String.format(Locale.ROOT, "%s %d - %d %s%s over %d match(es): %s goes on (%s)", a, goalsA, goalsB, b, pens, played, winner,
                    decidedBy);
        }
    }

    /** The teams in the next round: this round's byes and winners, in seeding order. */
    static List<String> advance(List<String> remaining, List<Pairing> pairings, List<String> seeds) {
        List<String> next = new ArrayList<>(remaining.subList(0, Schedule.byes(remaining.size())));
        for (Pairing p : pairings) next.add(p.winner());
        next.sort(java.util.Comparator.comparingInt(seeds::indexOf));
        return List.copyOf(next);
    }

    static List<Pairing> pairings(List<Fixture> fixtures, Map<Integer, PlayedMatch> results, List<String> seeds) {
        Map<List<String>, List<Fixture>> byPair = new LinkedHashMap<>(); // key: the better seed, the other
        for (Fixture f : fixtures) {
            boolean leftBetter = seeds.indexOf(f.left()) < seeds.indexOf(f.right());
            List<String> key = leftBetter ? List.of(f.left(), f.right()) : List.of(f.right(), f.left());
            byPair.computeIfAbsent(key, k -> new ArrayList<>()).add(f);
        }
        List<Pairing> pairings = new ArrayList<>();
        for (var e : byPair.entrySet()) {
            String a = e.getKey().get(0), b = e.getKey().get(1); // a: the better seed
            int ga = 0, gb = 0, pa = 0, pb = 0, wa = 0, wb = 0, played = 0;
            for (Fixture f : e.getValue()) {
                PlayedMatch m = results.get(f.index());
                if (m == null || !m.ok()) continue;
                played++;
                boolean aLeft = f.left().equals(a);
                ga += aLeft ? m.leftGoals() : m.rightGoals();
                gb += aLeft ? m.rightGoals() : m.leftGoals();
                pa += aLeft ? m.leftPenalties() : m.rightPenalties();
                pb += aLeft ? m.rightPenalties() : m.leftPenalties();
                int w = m.winner() * (aLeft ? 1 : -1); // -1: a won
                if (w < 0) wa++;
                if (w > 0) wb++;
            }
            String winner, by;
            if (played == 0) { winner = a; by = "no match had a result: the better seed"; }
            else if (ga != gb) { winner = ga > gb ? a : b; by = "goals"; }
            else if (pa != pb) { winner = pa > pb ? a : b; by = "penalty shoot-out goals"; }
            else if (wa != wb) { winner = wa > wb ? a : b; by = "matches won"; }
            else { winner = a; by = "level: the better seed"; }
            pairings.add(new Pairing(a, b, ga, gb, pa, pb, wa, wb, played, winner, by));
        }
        return pairings;
    }
}
