package org.pitch.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import com.google.protobuf.ByteString;
import com.google.protobuf.UnknownFieldSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.learn.env.ActionLayout;
import org.pitch.learn.proto.Observed;
import org.pitch.learn.proto.Open;
import org.pitch.learn.proto.Opened;
import org.pitch.learn.proto.Reset;
import org.pitch.learn.proto.Step;
import org.pitch.learn.server.LearnServer;

/** The same seed and the same actions give bit-identical observations and rewards, single and vectorised. */
@Timeout(120) // hang bounds only
class DeterminismTest {
    @TempDir Path dir;

    static final Open HFO = Open.newBuilder().setScenario("HalfFieldOffense-v0").putOptions("attackers", "2")
            .putOptions("defenders", "1").putOptions("reward", "goal:1,ball_progress:0.1").putOptions("max_steps", "120").build();

    /** Random valid actions for {@code rows} agents, drawn from {@code random}: types noop..catch, parameters within bounds. */
    static ByteBuffer randomActions(SplittableRandom random, Opened opened, int rows) {
        float[] low = LearnClient.floats(opened.getActionLow()), high = LearnClient.floats(opened.getActionHigh());
        ByteBuffer b = ByteBuffer.allocate(4 * rows * ActionLayout.STRIDE).order(ByteOrder.LITTLE_ENDIAN);
        for (int r = 0; r < rows; r++) {
            b.putFloat(random.nextInt(6));
            for (int p = 0; p < low.length; p++) b.putFloat(low[p] + (high[p] - low[p]) * (float) random.nextDouble());
        }
        return b.flip();
    }

    @Test
    void twoSimulationsOfOneSeedStayIdentical() throws Exception {
        try (LearnServer server = TestServers.unix(dir); LearnClient c = LearnClient.connect(server.endpoint())) {
            Opened opened = c.open(HFO.toBuilder().setCount(2).build());
            int agents = opened.getAgentsCount();
            c.reset(Reset.newBuilder().addAllSims(opened.getSimsList()).addSeeds(99).addSeeds(99).build());
            SplittableRandom random = new SplittableRandom(5);
            int compared = 0;
            for (int step = 0; step < 300; step++) {
                ByteBuffer one = randomActions(random, opened, agents);
                ByteBuffer both = ByteBuffer.allocate(2 * one.remaining()).put(one.duplicate()).put(one).flip();
                Observed o = c.stepOk(opened.getSimsList(), both);
                assertEquals(o.getInfo(0).getOutcome(), o.getInfo(1).getOutcome(), "step " + step);
                // an episode's end draws each simulation's next seed from its own stream: they part there, so
                // the last observations of the episode are compared
                ByteString obs = o.getInfo(0).getReset() ? o.getFinalObservations() : o.getObservations();
                int half = obs.size() / 2;
                assertEquals(obs.substring(0, half), obs.substring(half), "step " + step);
                assertEquals(o.getRewards().substring(0, 4 * agents), o.getRewards().substring(4 * agents));
                compared++;
                if (o.getInfo(0).getReset()) break;
            }
            assertTrue(compared >= 10, "compared " + compared + " steps");
        }
    }

    @Test
    void theHotPathAndTheParserAnswerAlike() throws Exception {
        try (LearnServer server = TestServers.unix(dir); LearnClient c = LearnClient.connect(server.endpoint())) {
            Opened opened = c.open(HFO.toBuilder().setCount(2).putOptions("raw_messages", "true").build());
            c.reset(Reset.newBuilder().addAllSims(opened.getSimsList()).addSeeds(8).addSeeds(8).build());
            SplittableRandom random = new SplittableRandom(9);
            for (int step = 0; step < 100; step++) {
                ByteBuffer actions = randomActions(random, opened, opened.getAgentsCount());
                Step plain = Step.newBuilder().addSims(opened.getSims(0)).setActions(ByteString.copyFrom(actions.duplicate())).build();
                // a field the hot path does not know sends the request through protobuf's parser (which skips it)
                Step odd = Step.newBuilder(plain).clearSims().addSims(opened.getSims(1))
                        .setUnknownFields(UnknownFieldSet.newBuilder().addField(15, UnknownFieldSet.Field.newBuilder().addVarint(1).build()).build()).build();
                Observed a = c.step(plain).getObserved(), b = c.step(odd).getObserved();
                assertEquals(a.getInfo(0), b.getInfo(0), "step " + step);
                assertEquals(a.getRewards(), b.getRewards(), "step " + step);
                if (a.getInfo(0).getReset()) { // the next episodes' seeds come from each simulation's own stream
                    assertEquals(a.getFinalObservations(), b.getFinalObservations(), "step " + step);
                    break;
                }
                assertEquals(a.getObservations(), b.getObservations(), "step " + step);
            }
        }
    }

    /** The whole responses of 300 vector steps, across resets, from a vector of 4 opened with the option seed. */
    private static List<ByteString> vectorRun(String endpoint, int steps) throws Exception {
        List<ByteString> responses = new ArrayList<>();
        try (LearnClient c = LearnClient.connect(endpoint)) {
            Opened opened = c.open(HFO.toBuilder().setCount(4).putOptions("seed", "42").build());
            Observed o = c.reset(Reset.newBuilder().addAllSims(opened.getSimsList()).build());
            responses.add(o.toByteString());
            SplittableRandom random = new SplittableRandom(6);
            for (int step = 0; step < steps; step++) {
                o = c.stepOk(opened.getSimsList(), randomActions(random, opened, 4 * opened.getAgentsCount()));
                responses.add(o.toBuilder().clearInfo().build().toByteString()); // the handles differ; seeds and outcomes are compared below
                for (var info : o.getInfoList()) responses.add(info.toByteString());
            }
        }
        return responses;
    }

    @Test
    void aVectorOfFourReplaysBitForBitOverUnixAndTcp() throws Exception {
        try (LearnServer unix = TestServers.unix(dir); LearnServer tcp = TestServers.tcp()) {
            List<ByteString> first = vectorRun(unix.endpoint(), 300);
            List<ByteString> second = vectorRun(tcp.endpoint(), 300);
            assertEquals(first.size(), second.size());
            for (int i = 0; i < first.size(); i++) assertEquals(first.get(i), second.get(i), "response part " + i);
        }
    }
}
