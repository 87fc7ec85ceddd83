package org.pitch.sense.vision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.pitch.api.sense.SeenObject.Kind;

/** The landmark table: rcssserver's 53 flags and 2 goals, in its order, at its positions. */
class LandmarksTest {
    private static Landmark get(String name) {
        return Landmarks.ALL.stream().filter(l -> l.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void fiftyFiveLandmarksWithDistinctNames() {
        assertEquals(55, Landmarks.ALL.size());
        Set<String> names = new HashSet<>();
        for (Landmark l : Landmarks.ALL) names.add(l.kind() + " " + l.name());
        assertEquals(55, names.size());
        assertEquals(List.of("l", "r"), Landmarks.ALL.stream().filter(l -> l.kind() == Kind.GOAL)
                .map(Landmark::name).sorted().toList());
    }

    @Test
    void orderAsRcssserverListsThem() {
        List<String> first = Landmarks.ALL.stream().limit(19).map(Landmark::name).toList();
        assertEquals(List.of("c", "c t", "c b", "r t", "r b", "l t", "l b", "g r b", "r", "g r t",
                "g l b", "l", "g l t", "p r b", "p r c", "p r t", "p l b", "p l c", "p l t"), first);
        assertEquals("t 0", Landmarks.ALL.get(19).name());
        assertEquals("t l 50", Landmarks.ALL.get(29).name());
        assertEquals("b 0", Landmarks.ALL.get(30).name());
        assertEquals("r 0", Landmarks.ALL.get(41).name());
        assertEquals("l b 30", Landmarks.ALL.get(54).name());
    }

    @Test
    void positions() {
        assertPosition("c", 0, 0);
        assertPosition("c t", 0, -34);
        assertPosition("r b", 52.5, 34);
        assertPosition("g l t", -52.5, -7.01);
        assertPosition("p r b", 36, 20.16);
        assertPosition("p l c", -36, 0);
        assertPosition("t l 30", -30, -39);
        assertPosition("b r 50", 50, 39);
        assertPosition("r t 20", 57.5, -20);
        assertPosition("l b 10", -57.5, 10);
        Landmark goal = Landmarks.ALL.get(8);
        assertEquals(Kind.GOAL, goal.kind());
        assertEquals(52.5, goal.x());
        assertEquals(0, goal.y());
    }

    private static void assertPosition(String name, double x, double y) {
        Landmark l = get(name);
        assertEquals(Kind.FLAG, l.kind());
        assertEquals(x, l.x(), name);
        assertEquals(y, l.y(), name);
    }
}
