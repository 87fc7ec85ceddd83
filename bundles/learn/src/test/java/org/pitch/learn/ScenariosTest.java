package org.pitch.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.learn.env.ActionLayout;
import org.pitch.learn.proto.Observed;
import org.pitch.learn.proto.Open;
import org.pitch.learn.proto.Opened;
import org.pitch.learn.proto.Reset;
import org.pitch.learn.proto.Response;
import org.pitch.learn.server.LearnServer;

/** Every scenario opens, resets, steps and closes; the episode ends the scenario promises are reached. */
@Timeout(120) // hang bounds only
class ScenariosTest {
    @TempDir static Path dir;
    static LearnServer server;

    @BeforeAll static void start() throws Exception { server = TestServers.unix(dir); }

    @AfterAll static void stop() { server.close(); }

    static ByteBuffer noops(int agents) {
        return ByteBuffer.allocate(4 * agents * ActionLayout.STRIDE).order(ByteOrder.LITTLE_ENDIAN);
    }

    @ParameterizedTest
    @ValueSource(strings = {"HalfFieldOffense-v0", "Keepaway-v0", "PenaltyKick-v0", "FullMatch-v0"})
    void opensResetsStepsAndCloses(String scenario) throws Exception {
        try (LearnClient client = LearnClient.connect(server.endpoint())) {
            Opened opened = client.open(Open.newBuilder().setScenario(scenario).build());
            int sim = opened.getSims(0);
            int agents = opened.getAgentsCount();
            int features = opened.getFeatureNamesCount();
            assertEquals(features * 4, opened.getFeatureLow().size());
            assertEquals(ActionLayout.PARAMS, opened.getActionParamsList());
            assertEquals(ActionLayout.TYPES, opened.getActionTypesList());
            Observed o = client.reset(Reset.newBuilder().addSims(sim).addSeeds(3).build());
            assertEquals(agents * features * 4, o.getObservations().size());
            assertEquals("IN_PLAY", o.getInfo(0).getOutcome());
            assertEquals(3, o.getInfo(0).getSeed());
            for (int i = 0; i < 20; i++) o = client.stepOk(List.of(sim), noops(agents));
            assertEquals(agents * features * 4, o.getObservations().size());
            assertEquals(agents * 4, o.getRewards().size());
            assertTrue(client.close(List.of(sim)).hasClosed());
        }
    }

    @Test
    void hfoWithDefendersAndGoalieHasTheirSlots() throws Exception {
        try (LearnClient client = LearnClient.connect(server.endpoint())) {
            Opened opened = client.open(Open.newBuilder().setScenario("HalfFieldOffense-v0").putOptions("attackers", "2")
                    .putOptions("defenders", "2").build());
            assertEquals(List.of("left_1", "left_2"), opened.getAgentsList());
            assertTrue(opened.getFeatureNamesList().containsAll(List.of("mate1_x", "opp3_goalie")));
            assertTrue(!opened.getFeatureNamesList().contains("mate2_x") && !opened.getFeatureNamesList().contains("opp4_x"));
            assertTrue(opened.getOptionsUsed().contains("defenders = 2"), opened.getOptionsUsed());
        }
    }

    @Test
    void keepersThatDoNothingLoseTheBall() throws Exception {
        try (LearnClient client = LearnClient.connect(server.endpoint())) {
            Opened opened = client.open(Open.newBuilder().setScenario("Keepaway-v0").build());
            assertEquals(List.of("left_1", "left_2", "left_3"), opened.getAgentsList());
            int sim = opened.getSims(0);
            client.reset(Reset.newBuilder().addSims(sim).addSeeds(5).build());
            Observed o = null;
            for (int i = 0; i < opened.getMaxSteps(); i++) {
                o = client.stepOk(List.of(sim), noops(3));
                if (o.getInfo(0).getReset()) break;
            }
            assertTrue(o.getInfo(0).getReset(), "the takers won the ball");
            assertTrue(Set.of("CAPTURED_BY_DEFENSE", "OUT_OF_BOUNDS").contains(o.getInfo(0).getOutcome()), o.getInfo(0).getOutcome());
            assertEquals(1f, LearnClient.floats(o.getRewards())[0], "keepaway_time: 1 a step");
            assertEquals(1, o.getTerminated().byteAt(0));
        }
    }

    @Test
    void aPenaltyKickAtTheGoalEnds() throws Exception {
        try (LearnClient client = LearnClient.connect(server.endpoint())) {
            Opened opened = client.open(Open.newBuilder().setScenario("PenaltyKick-v0").build());
            assertEquals(List.of("left_9"), opened.getAgentsList());
            int sim = opened.getSims(0);
            Observed o = client.reset(Reset.newBuilder().addSims(sim).addSeeds(11).build());
            ByteBuffer action = noops(1);
            for (int i = 0; i < opened.getMaxSteps() && !o.getInfo(0).getReset(); i++) {
                action.clear();
                HalfFieldOffenseTest.goAndKick(opened.getFeatureNamesList(), LearnClient.floats(o.getObservations()), 0, action);
                o = client.stepOk(List.of(sim), action.flip());
            }
            assertTrue(Set.of("GOAL", "CAPTURED_BY_DEFENSE", "OUT_OF_BOUNDS").contains(o.getInfo(0).getOutcome()), o.getInfo(0).toString());
        }
    }

    @Test
    void aRightSideAgentSeesItselfMirrored() throws Exception {
        try (LearnClient client = LearnClient.connect(server.endpoint())) {
            Opened opened = client.open(Open.newBuilder().setScenario("FullMatch-v0").putOptions("controlled", "left_9,right_9").build());
            assertEquals(List.of("left_9", "right_9"), opened.getAgentsList());
            int sim = opened.getSims(0);
            Observed o = client.reset(Reset.newBuilder().addSims(sim).addSeeds(1).build());
            float[] obs = LearnClient.floats(o.getObservations());
            int n = opened.getFeatureNamesCount();
            int x = opened.getFeatureNamesList().indexOf("self_x"), y = opened.getFeatureNamesList().indexOf("self_y");
            int body = opened.getFeatureNamesList().indexOf("self_body");
            // both number 9s stand at the kick-off in their own half, at (-20, 20) as their own frame has it
            assertEquals(-20f, obs[x]);
            assertEquals(20f, obs[y]);
            assertEquals(-20f, obs[n + x], "right_9 at field x = +20 sees itself at -20");
            assertEquals(20f, obs[n + y]);
            assertEquals(0f, obs[n + body], "facing the opponent goal is 0 in every agent's frame");
            Response r = client.close(List.of());
            assertTrue(r.hasClosed());
        }
    }
}
