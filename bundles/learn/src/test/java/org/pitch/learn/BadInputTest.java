package org.pitch.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;

import com.google.protobuf.ByteString;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.learn.env.ActionLayout;
import org.pitch.learn.proto.Open;
import org.pitch.learn.proto.Opened;
import org.pitch.learn.proto.PlacedPlayer;
import org.pitch.learn.proto.Request;
import org.pitch.learn.proto.Reset;
import org.pitch.learn.proto.Response;
import org.pitch.learn.proto.StartState;
import org.pitch.learn.proto.Step;
import org.pitch.learn.server.LearnServer;

/** Bad requests get an Error naming the field and what is valid; the connection and the simulations stay. */
@Timeout(60) // hang bounds only
class BadInputTest {
    @TempDir static Path dir;
    static LearnServer server;

    @BeforeAll static void start() throws Exception { server = TestServers.unix(dir); }

    @AfterAll static void stop() { server.close(); }

    private static Opened hfo(LearnClient c) throws Exception {
        return c.open(Open.newBuilder().setScenario("HalfFieldOffense-v0").putOptions("goalie", "false").build());
    }

    private static Response stepWith(LearnClient c, int sim, float... row) throws Exception {
        ByteBuffer b = ByteBuffer.allocate(4 * row.length).order(ByteOrder.LITTLE_ENDIAN);
        for (float f : row) b.putFloat(f);
        return c.step(Step.newBuilder().addSims(sim).setActions(ByteString.copyFrom(b.array())).build());
    }

    private static float[] noop() { return new float[ActionLayout.STRIDE]; }

    @Test
    void garbageIsAnsweredAndTheConnectionGoesOn() throws Exception {
        try (LearnClient c = LearnClient.connect(server.endpoint())) {
            c.sendRaw(new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff, 0x01, 0x02, 0x03});
            Response r = c.receive();
            assertTrue(r.hasError());
            assertEquals("frame", r.getError().getField());
            assertTrue(r.getError().getMessage().contains("stays open"), r.getError().getMessage());
            assertEquals(1, hfo(c).getSimsCount(), "the same connection serves the next request");
        }
    }

    @Test
    void anOverlongFrameIsAnsweredThenClosed() throws Exception {
        try (LearnClient c = LearnClient.connect(server.endpoint())) {
            c.sendLength(0x7fff_ffff);
            Response r = c.receive();
            assertEquals("frame", r.getError().getField());
            assertTrue(r.getError().getMessage().contains("closes this connection"), r.getError().getMessage());
            assertNull(c.receive(), "then the server closes");
        }
    }

    @Test
    void anEmptyRequestIsRefused() throws Exception {
        try (LearnClient c = LearnClient.connect(server.endpoint())) {
            assertEquals("body", c.call(Request.getDefaultInstance()).getError().getField());
        }
    }

    @Test
    void unknownScenarioAndOptionsNameWhatIsValid() throws Exception {
        try (LearnClient c = LearnClient.connect(server.endpoint())) {
            Response r = c.call(Request.newBuilder().setOpen(Open.newBuilder().setScenario("Nope-v0")).build());
            assertEquals("scenario", r.getError().getField());
            assertTrue(r.getError().getMessage().contains("HalfFieldOffense-v0"));
            r = c.call(Request.newBuilder().setOpen(Open.newBuilder().setScenario("HalfFieldOffense-v0").putOptions("attackers", "9")).build());
            assertEquals("options.attackers", r.getError().getField());
            assertTrue(r.getError().getMessage().contains("1..4"), r.getError().getMessage());
            r = c.call(Request.newBuilder().setOpen(Open.newBuilder().setScenario("HalfFieldOffense-v0").putOptions("atackers", "2")).build());
            assertEquals("options.atackers", r.getError().getField());
            assertTrue(r.getError().getMessage().contains("attackers"), r.getError().getMessage());
            r = c.call(Request.newBuilder().setOpen(Open.newBuilder().setScenario("HalfFieldOffense-v0").putOptions("reward", "goal:1,nonsense")).build());
            assertEquals("options.reward", r.getError().getField());
            assertTrue(r.getError().getMessage().contains("ball_progress"), r.getError().getMessage());
            r = c.call(Request.newBuilder().setOpen(Open.newBuilder().setScenario("HalfFieldOffense-v0").addServerArgs("server::ball_decay=banana")).build());
            assertEquals("server_args", r.getError().getField());
            assertTrue(r.getError().getMessage().contains("ball_decay"), r.getError().getMessage());
        }
    }

    @Test
    void actionsOutOfRangeNameTheAgentTheParamAndTheRange() throws Exception {
        try (LearnClient c = LearnClient.connect(server.endpoint())) {
            int sim = hfo(c).getSims(0);
            c.reset(Reset.newBuilder().addSims(sim).addSeeds(1).build());
            float[] a = noop();
            a[0] = 1;
            a[1] = 150; // dash_power: rcssserver 19 has min_dash_power = 0, max_dash_power = 100
            Response r = stepWith(c, sim, a);
            assertEquals("actions", r.getError().getField());
            assertTrue(r.getError().getMessage().contains("left_1") && r.getError().getMessage().contains("dash_power")
                    && r.getError().getMessage().contains("[0.0, 100.0]"), r.getError().getMessage());
            a = noop();
            a[0] = 7;
            r = stepWith(c, sim, a);
            assertTrue(r.getError().getMessage().contains("action type 7.0"), r.getError().getMessage());
            a = noop();
            a[10] = Float.NaN; // neck_moment
            assertTrue(stepWith(c, sim, a).getError().getMessage().contains("neck_moment"));
            r = stepWith(c, sim, 1, 2, 3);
            assertTrue(r.getError().getMessage().contains("expected 44"), r.getError().getMessage());
            r = stepWith(c, sim, noop());
            assertTrue(r.hasObserved());
            assertEquals(1, r.getObserved().getInfo(0).getEpisodeSteps(), "the refused steps changed nothing");
        }
    }

    @Test
    void unknownSimulationsAndStepsBeforeResetAreRefused() throws Exception {
        try (LearnClient c = LearnClient.connect(server.endpoint())) {
            int sim = hfo(c).getSims(0);
            Response r = stepWith(c, sim, noop());
            assertEquals("sims", r.getError().getField());
            assertTrue(r.getError().getMessage().contains("reset first"), r.getError().getMessage());
            r = c.call(Request.newBuilder().setReset(Reset.newBuilder().addSims(sim).addSims(99999)).build());
            assertEquals("sims", r.getError().getField());
            assertTrue(r.getError().getMessage().contains("99999"), r.getError().getMessage());
            r = c.call(Request.newBuilder().setReset(Reset.newBuilder().addSims(sim).addSeeds(1).addSeeds(2)).build());
            assertEquals("seeds", r.getError().getField());
        }
    }

    @Test
    void badStartStatesNameTheAgentOrMode() throws Exception {
        try (LearnClient c = LearnClient.connect(server.endpoint())) {
            int sim = hfo(c).getSims(0);
            Response r = c.call(Request.newBuilder().setReset(Reset.newBuilder().addSims(sim)
                    .addStates(StartState.newBuilder().addPlayers(PlacedPlayer.newBuilder().setAgent("right_7")))).build());
            assertEquals("states[0].players", r.getError().getField());
            assertTrue(r.getError().getMessage().contains("right_7") && r.getError().getMessage().contains("left_1"), r.getError().getMessage());
            r = c.call(Request.newBuilder().setReset(Reset.newBuilder().addSims(sim).addStates(StartState.newBuilder().setPlayMode("kick_of_l"))).build());
            assertEquals("states[0].play_mode", r.getError().getField());
        }
    }

    @Test
    void aClientThatVanishesFreesItsSimulations() throws Exception {
        awaitOpen(0); // the other tests' clients are gone: their connections free their simulations
        LearnClient c = LearnClient.connect(server.endpoint());
        c.open(Open.newBuilder().setScenario("HalfFieldOffense-v0").putOptions("goalie", "false").setCount(5).build());
        assertEquals(5, server.openSimulations());
        c.close();
        awaitOpen(0);
    }

    @Test
    void aSecondServerDoesNotTakeALiveSocket() {
        var e = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class, () -> TestServers.unix(dir));
        assertTrue(e.getMessage().contains("another server is listening"), e.getMessage());
    }

    static void awaitOpen(int expected) throws InterruptedException {
        long deadline = System.nanoTime() + 10_000_000_000L; // a hang bound: the server notices a closed socket at once
        while (server.openSimulations() != expected && System.nanoTime() < deadline) Thread.sleep(5);
        assertEquals(expected, server.openSimulations());
    }
}
