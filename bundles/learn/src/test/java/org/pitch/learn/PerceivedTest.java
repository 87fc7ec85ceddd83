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

/** Perceived observations agree with the full state within the vision model's noise; raw messages are protocol 19's. */
@Timeout(60) // hang bounds only
class PerceivedTest {
    @TempDir Path dir;

    @Test
    void perceivedFeaturesFollowTheFullStateAndSaySeeAge() throws Exception {
        Open hfo = Open.newBuilder().setScenario("HalfFieldOffense-v0").build();
        try (LearnServer server = TestServers.unix(dir); LearnClient c = LearnClient.connect(server.endpoint())) {
            Opened full = c.open(hfo);
            Opened seen = c.open(hfo.toBuilder().putOptions("observation", "perceived").build());
            List<String> names = seen.getFeatureNamesList();
            assertEquals(full.getFeatureNamesCount() + 1, names.size());
            assertEquals("see_age", names.get(names.size() - 1));
            List<Integer> both = List.of(full.getSims(0), seen.getSims(0));
            c.reset(Reset.newBuilder().addAllSims(both).addSeeds(21).addSeeds(21).build());
            ByteBuffer turn = ByteBuffer.allocate(2 * 4 * ActionLayout.STRIDE).order(ByteOrder.LITTLE_ENDIAN);
            turn.putFloat(0, 2).putFloat(4 * 3, 5).putFloat(4 * ActionLayout.STRIDE, 2).putFloat(4 * (ActionLayout.STRIDE + 3), 5);
            int x = names.indexOf("self_x"), y = names.indexOf("self_y"), age = names.indexOf("see_age");
            int ballX = names.indexOf("ball_x"), ballValid = names.indexOf("ball_valid");
            int n = full.getFeatureNamesCount();
            int seenBall = 0;
            for (int step = 0; step < 40; step++) {
                Observed o = c.stepOk(both, turn); // both turn slowly on the spot: the same world, seen two ways
                float[] obs = LearnClient.floats(o.getObservations());
                assertEquals(obs[x], obs[n + x], 1.5f, "self_x, step " + step);
                assertEquals(obs[y], obs[n + y], 1.5f, "self_y, step " + step);
                assertTrue(obs[n + age] >= 0 && obs[n + age] <= 3, "see_age " + obs[n + age]);
                if (obs[n + ballValid] == 1) {
                    seenBall++;
                    assertEquals(obs[ballX], obs[n + ballX], 1.5f, "ball_x, step " + step);
                }
            }
            assertTrue(seenBall > 0, "the ball in front of the attacker was seen");
        }
    }

    @Test
    void rawMessagesAreWhatAProtocol19ClientGets() throws Exception {
        try (LearnServer server = TestServers.unix(dir); LearnClient c = LearnClient.connect(server.endpoint())) {
            Opened opened = c.open(Open.newBuilder().setScenario("HalfFieldOffense-v0").putOptions("raw_messages", "true").build());
            int sim = opened.getSims(0);
            c.reset(Reset.newBuilder().addSims(sim).addSeeds(2).build());
            int sees = 0;
            for (int step = 0; step < 10; step++) {
                Observed o = c.stepOk(List.of(sim), ByteBuffer.allocate(4 * ActionLayout.STRIDE));
                String raw = o.getInfo(0).getRawMessages(0);
                assertTrue(raw.contains("(sense_body " + o.getInfo(0).getCycle() + " "), raw);
                if (raw.contains("(see " + o.getInfo(0).getCycle() + " ")) sees++;
            }
            assertTrue(sees >= 3, "synchronous sees every cycle or two: " + sees);
        }
    }
}
