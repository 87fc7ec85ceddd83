package org.pitch.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.learn.env.ActionLayout;
import org.pitch.learn.proto.Observed;
import org.pitch.learn.proto.Open;
import org.pitch.learn.proto.Opened;
import org.pitch.learn.proto.Reset;
import org.pitch.learn.server.LearnServer;

class HalfFieldOffenseTest {
    @TempDir Path dir;

    /** Go to the ball, kick it at the goal centre: features of the agent's own frame only. */
    static void goAndKick(List<String> names, float[] obs, int base, ByteBuffer action) {
        float kickable = obs[base + names.indexOf("self_kickable")];
        float ballDir = obs[base + names.indexOf("ball_dir")];
        float goalDir = obs[base + names.indexOf("goal_dir")];
        float[] a = new float[ActionLayout.STRIDE];
        if (kickable > 0) {
            a[0] = 3; a[1 + 3] = 100; a[1 + 4] = goalDir;
        } else if (Math.abs(ballDir) > 15) {
            a[0] = 2; a[1 + 2] = ballDir;
        } else {
            a[0] = 1; a[1] = 100; a[1 + 1] = 0;
        }
        for (float f : a) action.putFloat(f);
    }

    @Test
    @Timeout(60) // a hang bound only
    void aScriptedAttackerScoresAlone() throws Exception {
        try (LearnServer server = TestServers.unix(dir); LearnClient client = LearnClient.connect(server.endpoint())) {
            Opened opened = client.open(Open.newBuilder().setScenario("HalfFieldOffense-v0").putOptions("goalie", "false").build());
            assertEquals(List.of("left_1"), opened.getAgentsList());
            int sim = opened.getSims(0);
            Observed o = client.reset(Reset.newBuilder().addSims(sim).addSeeds(7).build());
            List<String> names = opened.getFeatureNamesList();
            ByteBuffer action = ByteBuffer.allocate(4 * ActionLayout.STRIDE).order(ByteOrder.LITTLE_ENDIAN);
            for (int step = 1; step <= opened.getMaxSteps(); step++) {
                action.clear();
                goAndKick(names, LearnClient.floats(o.getObservations()), 0, action);
                o = client.stepOk(List.of(sim), action.flip());
                if (o.getInfo(0).getReset()) break;
            }
            assertTrue(o.getInfo(0).getReset(), "the episode ended");
            assertEquals("GOAL", o.getInfo(0).getOutcome());
            assertEquals(1, o.getInfo(0).getScoreLeft());
            assertEquals(1f, LearnClient.floats(o.getRewards())[0]);
            assertEquals(1, o.getTerminated().byteAt(0));
            assertEquals(0, o.getTruncated().byteAt(0));
        }
    }
}
