package org.pitch.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.learn.proto.Observed;
import org.pitch.learn.proto.Open;
import org.pitch.learn.proto.Opened;
import org.pitch.learn.proto.Placed;
import org.pitch.learn.proto.PlacedPlayer;
import org.pitch.learn.proto.Reset;
import org.pitch.learn.proto.StartState;
import org.pitch.learn.server.LearnServer;

/** A Reset's start state places players and the ball and sets the play mode, as a trainer would. */
@Timeout(60) // a hang bound only
class StartStateTest {
    @TempDir Path dir;

    @Test
    void placedPlayersBallAndModeAreWhatTheAgentObserves() throws Exception {
        try (LearnServer server = TestServers.unix(dir); LearnClient c = LearnClient.connect(server.endpoint())) {
            Opened opened = c.open(Open.newBuilder().setScenario("HalfFieldOffense-v0").build());
            List<String> names = opened.getFeatureNamesList();
            StartState state = StartState.newBuilder()
                    .addPlayers(PlacedPlayer.newBuilder().setAgent("left_1").setAt(Placed.newBuilder().setX(30).setY(-5))
                            .setHasBody(true).setBody(90).setHasStamina(true).setStamina(4000))
                    .setBall(Placed.newBuilder().setX(31).setY(-5).setVx(1))
                    .setPlayMode("free_kick_l").build();
            Observed o = c.reset(Reset.newBuilder().addSims(opened.getSims(0)).addSeeds(4).addStates(state).build());
            float[] obs = LearnClient.floats(o.getObservations());
            assertEquals(30f, obs[names.indexOf("self_x")]);
            assertEquals(-5f, obs[names.indexOf("self_y")]);
            assertEquals(90f, obs[names.indexOf("self_body")]);
            assertEquals(31f, obs[names.indexOf("ball_x")]);
            assertEquals(1f, obs[names.indexOf("ball_vx")]);
            assertEquals(4000f / 8000f, obs[names.indexOf("self_stamina")], "stamina / stamina_max (8000)");
            assertEquals(1f, obs[names.indexOf("mode_our_set_piece")]);
            assertEquals("free_kick_l", o.getInfo(0).getPlayMode());
        }
    }
}
