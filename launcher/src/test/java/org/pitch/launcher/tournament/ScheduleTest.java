package org.pitch.launcher.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** Who plays whom: every pairing as often as asked with sides swapped; knockout byes and pairings by seed. */
class ScheduleTest {
    @Test
    void aRoundRobinPlaysEveryPairingWithTheSidesSwappedAndSpreadsTheFirstMatchesOverTheTeams() {
        List<String> teams = List.of("A", "B", "C", "D", "E");
        List<Fixture> f = Schedule.roundRobin(teams, 2, 100);
        assertEquals(20, f.size(), "10 pairings, twice each");
        Map<String, Integer> left = new HashMap<>(), right = new HashMap<>();
        Set<String> ordered = new HashSet<>();
        for (int i = 0; i < f.size(); i++) {
            Fixture x = f.get(i);
            assertEquals(i, x.index());
            assertEquals(i + 1, x.number());
            assertEquals(100 + i, x.seed());
            assertTrue(ordered.add(x.left() + "-" + x.right()), "each ordered pairing once: " + x);
            left.merge(x.left(), 1, Integer::sum);
            right.merge(x.right(), 1, Integer::sum);
        }
        for (String t : teams) {
            assertEquals(4, left.get(t), t + " plays 4 of its 8 matches on the left");
            assertEquals(4, right.get(t), t + " plays 4 of its 8 matches on the right");
        }
        // the circle method: the first two matches involve four different teams
        Set<String> firstTwo = Set.of(f.get(0).left(), f.get(0).right(), f.get(1).left(), f.get(1).right());
        assertEquals(4, firstTwo.size(), f.subList(0, 2).toString());
        // the second leg mirrors the first
        assertEquals(f.get(0).left(), f.get(10).right());
        assertEquals(f.get(0).right(), f.get(10).left());
    }

    @Test
    void aKnockoutGivesTheBestSeedsByesUpToAPowerOfTwoAndPairsTheBestWithTheWorst() {
        assertEquals(0, Schedule.byes(2));
        assertEquals(0, Schedule.byes(8));
        assertEquals(1, Schedule.byes(3));
        assertEquals(3, Schedule.byes(5));
        assertEquals(2, Schedule.byes(6));
        List<Fixture> r1 = Schedule.knockoutRound(1, List.of("A", "B", "C", "D", "E", "F"), 1, 1, 7);
        assertEquals(List.of("C-F", "D-E"), r1.stream().map(x -> x.left() + "-" + x.right()).toList(), "A and B have byes");
        List<Fixture> r2 = Schedule.knockoutRound(2, List.of("A", "B", "C", "D"), 2, 3, 7);
        assertEquals(List.of("A-D", "B-C", "D-A", "C-B"), r2.stream().map(x -> x.left() + "-" + x.right()).toList());
        assertEquals(List.of(3, 4, 5, 6), r2.stream().map(Fixture::number).toList());
        assertEquals(List.of(9L, 10L, 11L, 12L), r2.stream().map(Fixture::seed).toList(), "match k gets seed + k - 1");
    }
}
