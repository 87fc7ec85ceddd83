package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.api.command.Dash;
import org.pitch.api.command.Kick;
import org.pitch.api.command.Turn;
import org.pitch.api.learn.MatchTemplate;
import org.pitch.api.learn.SteppedMatch;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.config.ConfigLoader;
import org.pitch.config.LoadedConfiguration;

/** Matches stepped by a learning environment: seeded, logless, with the rules their own configuration picks. */
class SteppedMatchesTest {
    @TempDir Path logs;

    private static final String NOISY = "server { synch_mode = true, player_rand = 0.1, ball_rand = 0.05, kick_rand = 0.1 }";

    @Test
    void theSameSeedAndCommandsGiveTheSameMatchAndAnotherSeedAnother() throws Exception {
        MatchTemplate template = factory().prepare(ConfigLoader.fromText(NOISY, "test"));
        double[] a = play(template.open(42)), b = play(template.open(42)), c = play(template.open(43));
        assertArrayEquals(a, b, "bit-identical trajectories from one seed");
        assertFalse(java.util.Arrays.equals(a, c), "noise drawn from the seed");
    }

    @Test
    void matchesSteppedSideBySideKeepRulesOfTheirOwn() throws Exception {
        // keepaway's referee counts episodes and resets the field; the free kick, touch and time
        // rules keep timers: a rule shared by two matches would mix their states
        MatchTemplate template = factory().prepare(ConfigLoader.fromText(NOISY + "\nserver.keepaway = true", "test"));
        double[] alone = play(template.open(42));
        Scripted partnerAlone = new Scripted(template.open(7), 40);
        for (int i = 0; i < CYCLES; i++) partnerAlone.cycle(i);
        // the partner plays another match: other noise, and its ball leaves the box and the field at other times
        Scripted a = new Scripted(template.open(42)), partner = new Scripted(template.open(7), 40);
        for (int i = 0; i < CYCLES; i++) {
            partner.cycle(i);
            a.cycle(i);
        }
        assertArrayEquals(alone, a.track, "interleaved with another match, as alone");
        assertArrayEquals(partnerAlone.track, partner.track, "the partner too");
    }

    @Test
    void writesNoLogsWhateverTheConfigurationSays() throws Exception {
        LoadedConfiguration config = ConfigLoader.fromText("server { game_logging = true, text_logging = true, game_log_dir = \""
                + logs + "\", text_log_dir = \"" + logs + "\" }", "test");
        play(factory().prepare(config).open(1));
        try (var files = Files.list(logs)) {
            assertEquals(List.of(), files.toList(), "learning matches have no recorders");
        }
    }

    @Test
    void seesThroughTheVisionModelAndCountsItsInterval() throws Exception {
        SteppedMatch match = factory().prepare(ConfigLoader.fromText(NOISY, "test")).open(5);
        Player p = match.addPlayer(Side.LEFT, "learners", 1, false);
        match.referee().placePlayer(p, -10, 0);
        match.referee().placeBall(0, 0);
        SeeObservation see = new SeeObservation();
        match.see(p, 19, see);
        assertTrue(see.objects().stream().anyMatch(o -> o.kind() == org.pitch.api.sense.SeenObject.Kind.BALL && Math.abs(o.distance() - 10) < 1), "the ball 10 m ahead is seen: " + see);
        // normal view width: a synchronous see every second cycle (manual, synch_see)
        assertEquals(2, match.cyclesBetweenSees(p));
        assertEquals(p.stamina(), match.senseBody(p).stamina(), 1e-9);
    }

    @Test
    void aTakenNumberIsRefused() throws Exception {
        SteppedMatch match = factory().prepare(ConfigLoader.fromText(NOISY, "test")).open(5);
        match.addPlayer(Side.LEFT, "learners", 1, false);
        assertThrows(IllegalArgumentException.class, () -> match.addPlayer(Side.LEFT, "learners", 1, false));
    }

    private static org.pitch.api.learn.SimulationFactory factory() throws Exception {
        return Pitch.builder().args("pitch.seed=1").build().simulationFactory();
    }

    private static final int CYCLES = 200;

    /** Two players kick and chase the ball for {@value #CYCLES} cycles; returns every position and play mode the world went through. */
    private static double[] play(SteppedMatch match) {
        Scripted s = new Scripted(match);
        for (int i = 0; i < CYCLES; i++) s.cycle(i);
        return s.track;
    }

    /** A match with two scripted players, stepped one cycle at a time, recording the ball, both players, the play mode and the referee's words. */
    private static final class Scripted {
        final SteppedMatch match;
        final Player left, right;
        final double[] track = new double[8 * CYCLES];
        final double kickDirection;

        /** Kicks of 60 at 20° every tenth cycle. */
        Scripted(SteppedMatch match) { this(match, 20); }

        Scripted(SteppedMatch match, double kickDirection) {
            this.match = match;
            this.kickDirection = kickDirection;
            left = match.addPlayer(Side.LEFT, "left", 1, false);
            right = match.addPlayer(Side.RIGHT, "right", 1, false);
            match.referee().placePlayer(left, -0.5, 0);
            match.referee().placePlayer(right, 5, 3);
            match.referee().placeBall(0, 0);
            match.referee().changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        }

        void cycle(int i) {
            match.submit(left, i % 10 == 0 ? new Kick(60, kickDirection) : new Dash(80, 0));
            match.submit(right, i % 7 == 0 ? new Turn(30) : new Dash(100, 0));
            match.step();
            track[8 * i] = match.world().ball().x();
            track[8 * i + 1] = match.world().ball().y();
            track[8 * i + 2] = left.x();
            track[8 * i + 3] = left.y();
            track[8 * i + 4] = right.x();
            track[8 * i + 5] = right.y();
            track[8 * i + 6] = match.world().playMode().ordinal();
            track[8 * i + 7] = match.announcements().size();
        }
    }
}
