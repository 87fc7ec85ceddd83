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

    /** Two players kick and chase the ball for 200 cycles; returns every position the world went through. */
    private static double[] play(SteppedMatch match) {
        Player left = match.addPlayer(Side.LEFT, "left", 1, false), right = match.addPlayer(Side.RIGHT, "right", 1, false);
        match.referee().placePlayer(left, -0.5, 0);
        match.referee().placePlayer(right, 5, 3);
        match.referee().placeBall(0, 0);
        match.referee().changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        int n = 200;
        double[] track = new double[6 * n];
        for (int i = 0; i < n; i++) {
            match.submit(left, i % 10 == 0 ? new Kick(60, 20) : new Dash(80, 0));
            match.submit(right, i % 7 == 0 ? new Turn(30) : new Dash(100, 0));
            match.step();
            track[6 * i] = match.world().ball().x();
            track[6 * i + 1] = match.world().ball().y();
            track[6 * i + 2] = left.x();
            track[6 * i + 3] = left.y();
            track[6 * i + 4] = right.x();
            track[6 * i + 5] = right.y();
        }
        return track;
    }
}
