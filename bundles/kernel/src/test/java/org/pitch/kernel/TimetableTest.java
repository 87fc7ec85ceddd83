package org.pitch.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The server's timetable against rcssserver 19's timers (stdtimer.cpp, synctimer.cpp): a 10 ms
 * grid; a visual tick on every grid point that passes a multiple of {@code send_step / 4}; the
 * synch-see and think offsets after each cycle; at one instant cycle, visual tick, synch see,
 * think, in that order.
 */
class TimetableTest {
    /** Every duty up to and including {@code untilMs}, as "ms DUTY" with S/V/E/T for step, visual, synch see, think. */
    static List<String> duties(Timetable t, long untilMs) {
        List<String> out = new ArrayList<>();
        while (t.dueMs() <= untilMs) {
            out.add(t.dueMs() + " " + t.duty().name().charAt(0) + (t.duty() == Timetable.Duty.SYNCH_SEE ? "E" : ""));
            t.advance();
        }
        return out;
    }

    private static List<String> only(List<String> duties, String kind) {
        return duties.stream().filter(d -> d.endsWith(" " + kind)).map(d -> d.substring(0, d.indexOf(' '))).toList();
    }

    @Test
    void realTimeDefaultsOverSixHundredMilliseconds() {
        // rcssserver: ticks at 40, 80, 120, 150, 190, 230, 270, 300 of every 300 ms; the cycle at 300 first
        assertEquals(List.of("0 S", "0 SE", "40 V", "80 V", "100 S", "100 SE", "120 V", "150 V", "190 V",
                "200 S", "200 SE", "230 V", "270 V", "300 S", "300 V", "300 SE", "340 V", "380 V",
                "400 S", "400 SE", "420 V", "450 V", "490 V", "500 S", "500 SE", "530 V", "570 V",
                "600 S", "600 V", "600 SE"), duties(new Timetable(100, 150, 0, -1), 600));
    }

    @Test
    void synchModeThinksAtSynchOffsetWithTheTicksBeforeItFirst() {
        // SyncTimer on virtual time: the tick at 40 comes before (think) at 60, the one at 80 after
        // the clients are done, before the next cycle
        assertEquals(List.of("0 S", "0 SE", "40 V", "60 T", "80 V", "100 S", "100 SE", "120 V", "150 V", "160 T",
                "190 V", "200 S", "200 SE", "230 V", "260 T", "270 V", "300 S", "300 V", "300 SE", "340 V", "360 T"),
                duties(new Timetable(100, 150, 0, 60), 360));
    }

    @Test
    void aTickAtTheThinkInstantComesBeforeIt() {
        // think at 40 falls on the tick's grid point: rcssserver's loop sends visuals, then think
        List<String> d = duties(new Timetable(100, 150, 0, 40), 100);
        assertEquals(List.of("0 S", "0 SE", "40 V", "40 T", "80 V", "100 S", "100 SE"), d);
    }

    @Test
    void synchSeeOffsetMovesTheSynchronousSeeIntoTheCycleOnTheTenMillisecondGrid() {
        assertEquals(List.of("30", "130", "230", "330", "430", "530"), only(duties(new Timetable(100, 150, 30, -1), 600), "SE"));
        // 35 ms: the next grid point, 40, after the visual tick due then
        List<String> d = duties(new Timetable(100, 150, 35, -1), 100);
        assertEquals(List.of("0 S", "40 V", "40 SE", "80 V", "100 S"), d);
        // an offset of a cycle or more is taken within the cycle
        assertEquals(List.of("30", "130", "230"), only(duties(new Timetable(100, 150, 230, -1), 299), "SE"));
    }

    @Test
    void slowDownStretchesStepsAndTicksButNotTheGrid() {
        // slow_down_factor 2: 200 ms cycles, ticks every 75 ms, still on the 10 ms grid
        List<String> d = duties(new Timetable(200, 300, 0, -1), 600);
        assertEquals(List.of("80", "150", "230", "300", "380", "450", "530", "600"), only(d, "V"));
        assertEquals(List.of("0", "200", "400", "600"), only(d, "S"));
    }

    @Test
    void ticksShorterThanTheGridFoldIntoOnePerGridPoint() {
        // send_step 20: a tick every 5 ms, but rcssserver's timer runs every 10 ms and counts one
        assertEquals(List.of("10", "20", "30", "40", "50"), only(duties(new Timetable(100, 20, 0, -1), 50), "V"));
    }

    @Test
    void shortCyclesKeepTheVisualTicksOfSendStep() {
        // simulator_step 20 (fast tests): cycles every 20 ms, ticks still at 40, 80, 120, 150...
        List<String> d = duties(new Timetable(20, 150, 0, -1), 160);
        assertEquals(List.of("40", "80", "120", "150"), only(d, "V"));
        assertEquals(9, only(d, "S").size());
    }

    @Test
    void nonPositiveStepsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Timetable(0, 150, 0, -1));
        assertThrows(IllegalArgumentException.class, () -> new Timetable(100, 0, 0, -1));
    }
}
