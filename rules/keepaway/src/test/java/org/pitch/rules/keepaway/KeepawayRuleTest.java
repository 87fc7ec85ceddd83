package org.pitch.rules.keepaway;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.testkit.MatchFixture;
import org.pitch.wire.RcssNumbers;

class KeepawayRuleTest {
    @TempDir Path dir;

    /** A wall clock the test moves by hand, so keepaway_start is tested without waiting. */
    static final class HandClock extends Clock {
        long millis = 1_700_000_000_000L;
        @Override public ZoneId getZone() { return ZoneOffset.UTC; }
        @Override public Clock withZone(ZoneId zone) { return this; }
        @Override public Instant instant() { return Instant.ofEpochMilli(millis); }
    }

    private final HandClock clock = new HandClock();
    private KeepawayRule rule;

    private String logConf(String extra) {
        return "server { keepaway = true, keepaway_log_dir = \"" + dir + "\", " + extra + " }";
    }

    /** 3 keepers and 2 takers in a 20 × 20 region (rcssserver's defaults). */
    private MatchFixture match(String hocon) {
        rule = new KeepawayRule(clock);
        MatchFixture m = MatchFixture.with(hocon, "keepaway", rule);
        m.add(Side.LEFT, "Keepers", 1, false, -20, -30);
        m.add(Side.LEFT, "Keepers", 2, false, -22, -30);
        m.add(Side.LEFT, "Keepers", 3, false, -24, -30);
        m.add(Side.RIGHT, "Takers", 1, false, 20, -30);
        m.add(Side.RIGHT, "Takers", 2, false, 22, -30);
        return m;
    }

    private static boolean inCornerSquare(Player p, double cx, double cy) {
        // within the 3 m jitter inward from the corner (cx, cy) of the 20 x 20 region
        return Math.abs(p.x() - cx) <= 3 && Math.abs(p.y() - cy) <= 3
                && Math.abs(p.x()) <= 10 && Math.abs(p.y()) <= 10;
    }

    private void assertEpisodeStart(MatchFixture m) {
        // ball 4 m inside the corner (-10, -10): keepaway_length/2, keepaway_width/2
        assertEquals(-6.0, m.ball().x(), 1e-12);
        assertEquals(-6.0, m.ball().y(), 1e-12);
        assertEquals(0.0, m.ball().speed(), 0.0);
        for (int u = 1; u <= 2; u++) {
            Player t = m.world().player(Side.RIGHT, u);
            assertTrue(inCornerSquare(t, -10, 10), "taker " + u + " at the bottom left corner: " + t.x() + "," + t.y());
            assertEquals(0.0, t.speed(), 0.0);
        }
        // keepers take three different corners: top left, top right, bottom right
        int[] seen = new int[3];
        for (int u = 1; u <= 3; u++) {
            Player k = m.world().player(Side.LEFT, u);
            if (inCornerSquare(k, -10, -10)) seen[0]++;
            else if (inCornerSquare(k, 10, -10)) seen[1]++;
            else if (inCornerSquare(k, 10, 10)) seen[2]++;
            else throw new AssertionError("keeper " + u + " off its corner: " + k.x() + "," + k.y());
        }
        assertEquals(List.of(1, 1, 1), List.of(seen[0], seen[1], seen[2]));
    }

    @Test
    void theFirstPlayOnSetsUpEpisodeOneAndWritesTheHeader() throws IOException {
        MatchFixture m = match(logConf("keepaway_log_fixed = true, keepaway_log_fixed_name = \"ka\""));
        m.step();
        assertEquals(0, rule.episode());
        m.step(); // the kernel starts its rules (onMatchStart) in the first cycle
        m.kickOff(); // in keepaway the kick-off is play on at once
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());
        assertEquals(1, rule.episode());
        assertEpisodeStart(m);
        assertEquals("# Keepers: 3\n"
                + "# Takers:  2\n"
                + "# Region:  20 x 20\n"
                + "#\n"
                + "# Description of Fields:\n"
                + "# 1) Episode number\n"
                + "# 2) Start time in simulator steps (100ms)\n"
                + "# 3) End time in simulator steps (100ms)\n"
                + "# 4) Duration in simulator steps (100ms)\n"
                + "# 5) (o)ut of bounds / (t)aken away\n"
                + "#\n", Files.readString(dir.resolve("ka.kwy"), StandardCharsets.ISO_8859_1));
    }

    @Test
    void theBallLeavingTheRegionEndsTheEpisode() throws IOException {
        MatchFixture m = match(logConf("keepaway_log_fixed = true, keepaway_log_fixed_name = \"ka\""));
        m.step(); // the kernel starts its rules (onMatchStart) in the first cycle
        m.kickOff();
        m.steps(5);
        assertEquals(List.of(), m.step(), "the ball rests inside the region");
        // ball heading out of the right edge (|x| < keepaway_length / 2 = 10)
        m.ball(9.0, 0, 2.0, 0);
        Player tired = m.world().player(Side.LEFT, 2);
        tired.stamina(1000);
        int time = m.world().time();
        assertEquals(List.of("training Keepaway 1"), m.step());
        assertEquals(time + 1, m.world().time());
        assertEquals(2, rule.episode());
        assertEpisodeStart(m);
        assertEquals(m.simulation().parameters().real(ServerParam.STAMINA_MAX), tired.stamina(), 1e-9,
                "a new episode restores stamina");
        List<String> lines = Files.readAllLines(dir.resolve("ka.kwy"), StandardCharsets.ISO_8859_1);
        // episode 1 started at cycle 0 and ended at the cycle of the out
        assertEquals("1\t0\t" + (time + 1) + "\t" + (time + 1) + "\to", lines.get(lines.size() - 1));

        // the next episode starts where the last ended
        m.steps(3);
        m.ball(-9.0, -6, -2.0, 0);
        assertEquals(List.of("training Keepaway 1"), m.step());
        lines = Files.readAllLines(dir.resolve("ka.kwy"), StandardCharsets.ISO_8859_1);
        int end = m.world().time();
        assertEquals("2\t" + (time + 1) + "\t" + end + "\t" + (end - time - 1) + "\to", lines.get(lines.size() - 1));
    }

    @Test
    void aMatchOfTwoEpisodesEndsWithTheSecond() throws IOException {
        MatchFixture m = match("server { keepaway = true, keepaway_logging = false }, pitch.rules.keepaway.episodes = 2");
        m.step();
        m.kickOff();
        m.steps(3);
        m.ball(9.0, 0, 2.0, 0);
        assertEquals(List.of("training Keepaway 1"), m.step(), "the first of two episodes ends as always");
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());
        m.steps(3);
        m.ball(-9.0, -6, -2.0, 0);
        assertEquals(List.of("time_up", "time_over"), m.step(), "the second is the last, ended as time is");
        assertEquals(PlayMode.TIME_OVER, m.world().playMode());
        assertEquals(3, rule.episode());
    }

    @Test
    void aTakerControllingTheBallForFourCyclesEndsTheEpisode() throws IOException {
        MatchFixture m = match(logConf("keepaway_log_fixed = true, keepaway_log_fixed_name = \"ka\""));
        m.step(); // the kernel starts its rules (onMatchStart) in the first cycle
        m.kickOff();
        Player taker = m.world().player(Side.RIGHT, 1);
        // within the kickable area (kickable_margin + player_size + ball_size = 1.085)
        m.referee().placePlayer(taker, m.ball().x() + 0.8, m.ball().y());
        int start = m.world().time();
        for (int i = 1; i <= KeepawayRule.TURNOVER_TIME; i++) {
            assertEquals(List.of(), m.step(), "cycle " + i + " of the taker's control");
            assertEquals(i, rule.takeTime());
        }
        assertEquals(List.of("training Keepaway 1"), m.step());
        assertEquals(0, rule.takeTime());
        List<String> lines = Files.readAllLines(dir.resolve("ka.kwy"), StandardCharsets.ISO_8859_1);
        int end = start + KeepawayRule.TURNOVER_TIME + 1;
        assertEquals("1\t0\t" + end + "\t" + end + "\tt", lines.get(lines.size() - 1));
    }

    @Test
    void aKeeperAloneAtTheBallResetsTheTakersCount() {
        MatchFixture m = match("server.keepaway = true, server.keepaway_logging = false");
        m.step(); // the kernel starts its rules (onMatchStart) in the first cycle
        m.kickOff();
        Player taker = m.world().player(Side.RIGHT, 1);
        Player keeper = m.world().player(Side.LEFT, 1);
        m.referee().placePlayer(taker, m.ball().x() + 0.8, m.ball().y());
        m.steps(3);
        assertEquals(3, rule.takeTime());
        // taker and keeper both close: the taker's count still grows
        m.referee().placePlayer(keeper, m.ball().x() - 0.8, m.ball().y());
        m.step();
        assertEquals(4, rule.takeTime());
        // only the keeper close: reset (the taker leaves before the count is judged)
        m.referee().placePlayer(taker, m.ball().x() + 5, m.ball().y());
        m.referee().placePlayer(keeper, m.ball().x() - 0.8, m.ball().y());
        assertEquals(List.of("training Keepaway 1"), m.step(), "takeTime reached 4 the cycle before");
        m.referee().placePlayer(taker, m.ball().x() + 0.8, m.ball().y());
        m.steps(2);
        assertEquals(2, rule.takeTime());
        m.referee().placePlayer(taker, m.ball().x() + 5, m.ball().y());
        m.referee().placePlayer(keeper, m.ball().x() - 0.8, m.ball().y());
        m.step();
        assertEquals(0, rule.takeTime());
    }

    @Test
    void keepawayStartStartsPlayAfterThatManyWallClockSeconds() {
        MatchFixture m = match("server { keepaway = true, keepaway_logging = false, keepaway_start = 2 }");
        m.step();
        clock.millis += 2000;
        m.steps(3);
        assertEquals(PlayMode.BEFORE_KICK_OFF, m.world().playMode(), "2 s is not more than keepaway_start = 2");
        clock.millis += 1000;
        assertEquals(List.of("play_on"), m.step());
        assertEquals(1, rule.episode());
        // play interrupted by another mode resumes at once
        m.playMode(PlayMode.KICK_IN, Side.LEFT);
        assertEquals(List.of("play_on"), m.step());
        assertEquals(1, rule.episode(), "a resumed play on does not start a new episode");
    }

    @Test
    void withoutKeepawayStartTheRefereeWaitsForTheKickOff() {
        MatchFixture m = match("server { keepaway = true, keepaway_logging = false }"); // keepaway_start = -1
        clock.millis += 1_000_000;
        m.steps(5);
        assertEquals(PlayMode.BEFORE_KICK_OFF, m.world().playMode());
    }

    @Test
    void offWithoutTheKeepawayParameter() {
        MatchFixture m = match(logConf("keepaway = false, keepaway_start = 0"));
        clock.millis += 10_000;
        m.step();
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        m.ball(9.5, 0, 2.0, 0);
        m.steps(10);
        assertEquals(List.of(), m.heard());
        assertEquals(0, rule.episode());
        try (var files = Files.list(dir)) {
            assertEquals(0, files.count(), "no episode log without keepaway");
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void theLogIsIncompleteUntilTheEndAndThenNamedAfterTheTeams() throws IOException {
        MatchFixture m = match(logConf("keepaway_log_dated = false"));
        m.step(); // the kernel starts its rules (onMatchStart) in the first cycle
        m.kickOff();
        m.ball(9.0, 0, 2.0, 0);
        m.step();
        Path incomplete = dir.resolve("incomplete.kwy");
        assertTrue(Files.exists(incomplete));
        m.referee().scoreGoal(Side.LEFT);
        m.playMode(PlayMode.TIME_OVER, Side.NEUTRAL);
        assertFalse(Files.exists(incomplete));
        List<String> lines = Files.readAllLines(dir.resolve("Keepers_1-vs-Takers_0.kwy"), StandardCharsets.ISO_8859_1);
        assertEquals("# Keepers: 3", lines.get(0));
        assertTrue(lines.get(lines.size() - 1).matches("1\\t0\\t\\d+\\t\\d+\\to"), lines.toString());
    }

    @Test
    void aDatedLogStartsWithTheMatchStartInLogDateFormat() {
        MatchFixture m = match(logConf("log_date_format = \"%Y%m%d%H%M%S-\""));
        m.step(); // the kernel starts its rules (onMatchStart) in the first cycle
        m.kickOff();
        m.playMode(PlayMode.TIME_OVER, Side.NEUTRAL);
        // the hand clock reads 1 700 000 000 s after the epoch: 2023-11-14 22:13:20 UTC
        assertTrue(Files.exists(dir.resolve("20231114221320-Keepers_0-vs-Takers_0.kwy")));
    }

    @Test
    void anUnwritableLogDirectoryIsWarnedAboutAndThePlayGoesOn() throws IOException {
        Path file = Files.writeString(dir.resolve("not-a-directory"), "x");
        rule = new KeepawayRule(clock);
        MatchFixture m = MatchFixture.with("server { keepaway = true, keepaway_log_dir = \"" + file.resolve("sub") + "\" }",
                "keepaway", rule);
        m.add(Side.LEFT, "Keepers", 1, false, -20, -30);
        m.add(Side.RIGHT, "Takers", 1, false, 20, -30);
        m.step(); // the kernel starts its rules (onMatchStart) in the first cycle
        m.kickOff();
        m.ball(9.0, 0, 2.0, 0);
        assertEquals(List.of("training Keepaway 1"), m.step());
        assertEquals(2, rule.episode());
        m.playMode(PlayMode.TIME_OVER, Side.NEUTRAL);
        assertEquals(0, m.simulation().faults(), "the rule never threw");
    }

    @Test
    void theRegionsNumbersAsRcssserverWritesThem() {
        assertEquals("20", RcssNumbers.toString(20.0));
        assertEquals("20.5", RcssNumbers.toString(20.5));
        assertEquals("0.333333", RcssNumbers.toString(1.0 / 3));
        assertEquals("1e+06", RcssNumbers.toString(1_000_000.0));
        assertEquals("123457", RcssNumbers.toString(123456.7));
        assertEquals("0.0001", RcssNumbers.toString(0.0001));
        assertEquals("1e-05", RcssNumbers.toString(0.00001));
    }
}
