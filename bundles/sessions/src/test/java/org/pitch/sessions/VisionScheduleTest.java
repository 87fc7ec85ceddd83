package org.pitch.sessions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.LongConsumer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pitch.config.ConfigLoader;
import org.pitch.config.ConfigurationException;
import org.pitch.kernel.Timetable;
import org.pitch.sense.vision.StandardVisionSensor;
import org.pitch.api.sense.VisionSensor;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;

/**
 * When a player sees, from the timetable and its session's tick counter, against what rcssserver
 * 19 does (player.cpp's visual send interval, visualsenderplayer.cpp's send counter): async see
 * every 2/4/8 ticks of {@code send_step / 4} for narrow/normal/wide, halved for low quality;
 * synchronous see every 1/2/3 cycles; the counter starts at the connection and a change of view
 * keeps it.
 */
class VisionScheduleTest {
    /** The interval is the vision sensor's; the counting, the kernel's. */
    private static final VisionSensor VISION = new StandardVisionSensor();
    private static final PlayerType TYPE = defaultType();

    private static PlayerType defaultType() {
        try {
            return PlayerType.defaultType(ConfigLoader.fromText("", "test").parameters());
        } catch (ConfigurationException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private static PlayerSession session(boolean synchSee, ViewWidth width, ViewQuality quality) {
        Player p = new Player(Side.LEFT, 1, false, TYPE);
        p.synchSee(synchSee);
        p.view(width, quality);
        PlayerSession s = new PlayerSession(null, synchSee ? 19 : 9, p, null, null);
        s.synchSee = synchSee;
        return s;
    }

    /**
     * The sees over {@code untilMs} of real-time defaults, as "ms@cycle" (the cycle a see is
     * stamped with: the last one started), for a client connected at {@code connectMs};
     * {@code atCycle} runs at each cycle start (a view change takes effect at a cycle in Pitch).
     */
    private static List<String> sees(PlayerSession s, long connectMs, long untilMs, LongConsumer atCycle) {
        Timetable t = new Timetable(100, 150, 0, -1);
        List<String> out = new ArrayList<>();
        long cycle = -1;
        while (t.dueMs() <= untilMs) {
            long ms = t.dueMs();
            Timetable.Duty d = t.duty();
            t.advance();
            if (d == Timetable.Duty.STEP) {
                cycle++;
                atCycle.accept(ms);
            }
            if (ms < connectMs) continue;
            boolean counts = d == Timetable.Duty.VISUAL_TICK && !s.synchSee || d == Timetable.Duty.SYNCH_SEE && s.synchSee;
            if (counts && tick(s)) out.add(ms + "@" + cycle);
        }
        return out;
    }

    private static List<String> sees(PlayerSession s) { return sees(s, 0, 600, ms -> {}); }

    private static boolean tick(PlayerSession s) { return s.visionTick(VISION.ticksBetweenSees(s.player, s.synchSee)); }

    @ParameterizedTest(name = "async {0} {1}: {2}")
    @CsvSource(delimiter = ';', value = {
        // every 4th tick of 40, 80, 120, 150, 190, 230, 270, 300: 150 ms, 2 sees per 3 cycles
        "NORMAL; HIGH; 150@1 300@3 450@4 600@6",
        "NARROW; HIGH; 80@0 150@1 230@2 300@3 380@3 450@4 530@5 600@6",
        "WIDE;   HIGH; 300@3 600@6",
        "NORMAL; LOW;  80@0 150@1 230@2 300@3 380@3 450@4 530@5 600@6",
        "NARROW; LOW;  40@0 80@0 120@1 150@1 190@1 230@2 270@2 300@3 340@3 380@3 420@4 450@4 490@4 530@5 570@5 600@6",
        "WIDE;   LOW;  150@1 300@3 450@4 600@6",
    })
    void asynchronousSeesOverSixHundredMilliseconds(ViewWidth width, ViewQuality quality, String expected) {
        assertEquals(List.of(expected.split(" ")), sees(session(false, width, quality)));
    }

    @ParameterizedTest(name = "synch {0}: {1}")
    @CsvSource(delimiter = ';', value = {
        "NARROW; 0@0 100@1 200@2 300@3 400@4 500@5 600@6",
        "NORMAL; 100@1 300@3 500@5",
        "WIDE;   200@2 500@5",
    })
    void synchronousSeesComeWithTheCycleEveryOneTwoOrThreeCycles(ViewWidth width, String expected) {
        assertEquals(List.of(expected.split(" ")), sees(session(true, width, ViewQuality.HIGH)));
    }

    /**
     * The counter starts when the client connects, so where in the 300 ms pattern its sees fall
     * depends on that moment. A normal-view client gets them one of four ways; rcssserver 19 was
     * seen sending them 30 and 80 ms after sense_body (ticks at 80 and 230), a narrow-view one at
     * 40, 20, 90 and 70 ms (ticks at 40, 120, 190, 270), both of which are among these.
     */
    @Test
    void theConnectionMomentSetsThePhase() {
        Set<String> normal = new TreeSet<>(), narrow = new TreeSet<>();
        for (long connect = 0; connect < 300; connect += 10) {
            normal.add(offsets(sees(session(false, ViewWidth.NORMAL, ViewQuality.HIGH), connect, connect + 900, ms -> {})));
            narrow.add(offsets(sees(session(false, ViewWidth.NARROW, ViewQuality.HIGH), connect, connect + 900, ms -> {})));
        }
        assertEquals(Set.of("0 50", "20 70", "30 80", "40 90"), normal);
        assertEquals(Set.of("0 30 50 80", "20 40 70 90"), narrow);
    }

    /** The distinct offsets of the last 300 ms of sees after their cycle's start, sorted. */
    private static String offsets(List<String> sees) {
        Set<Long> out = new TreeSet<>();
        for (String s : sees.subList(sees.size() - (sees.size() >= 4 ? 4 : 2), sees.size())) {
            out.add(Long.parseLong(s.substring(0, s.indexOf('@'))) % 100);
        }
        return String.join(" ", out.stream().map(String::valueOf).toList());
    }

    @Test
    void aChangeOfViewChangesTheIntervalNotTheCount() {
        PlayerSession s = session(false, ViewWidth.NORMAL, ViewQuality.HIGH);
        // normal: see at 150 (count back to 0), ticks at 190 (1); narrow from the cycle at 200:
        // the tick at 230 makes 2, a see; then every 2nd tick
        List<String> got = sees(s, 0, 600, ms -> { if (ms == 200) s.player.view(ViewWidth.NARROW, ViewQuality.HIGH); });
        assertEquals(List.of("150@1", "230@2", "300@3", "380@3", "450@4", "530@5", "600@6"), got);

        PlayerSession w = session(false, ViewWidth.NARROW, ViewQuality.HIGH);
        // narrow: 80, 150; wide from the cycle at 200 (count 1 after 190): 8 ticks after 150 is 450
        got = sees(w, 0, 600, ms -> { if (ms == 200) w.player.view(ViewWidth.WIDE, ViewQuality.HIGH); });
        assertEquals(List.of("80@0", "150@1", "450@4"), got);
    }

    @Test
    void aCountAboveTheNewIntervalSeesAtTheNextTick() {
        PlayerSession s = session(false, ViewWidth.WIDE, ViewQuality.HIGH);
        for (int i = 0; i < 5; i++) assertTrue(!tick(s));
        s.player.view(ViewWidth.NARROW, ViewQuality.HIGH);
        assertTrue(tick(s), "6 ticks counted, 2 needed");
        assertEquals(0, s.visionTicks);
    }

    @Test
    void switchingToSynchronousSeeKeepsTheCount() {
        PlayerSession s = session(false, ViewWidth.NORMAL, ViewQuality.HIGH);
        tick(s); // 1 of 4
        s.synchSee = true; // now 2 synch ticks per see: the next one completes it
        assertTrue(tick(s));
    }
}
