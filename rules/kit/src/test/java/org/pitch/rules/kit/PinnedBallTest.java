package org.pitch.rules.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.world.Ball;
import org.pitch.config.ConfigLoader;
import org.pitch.kernel.ModelRegistry;
import org.pitch.kernel.Simulation;

/** A call's ball spot on a real match (the kernel's simulation, no models): put back only while the call stands, in its own step. */
class PinnedBallTest {
    private final Simulation match;
    private final RefereeContext ctx;
    private final Ball ball;
    private final PinnedBall pinned = new PinnedBall();

    PinnedBallTest() throws Exception {
        var config = ConfigLoader.fromText("pitch.seed = 1", "pinned ball test");
        match = new Simulation(config, new ModelRegistry(config.settings()));
        ctx = match.refereeContext();
        ball = match.world().ball();
    }

    /** The rule's call puts the ball at (10, 5); the collision pass then moves it on to (11, 6). */
    private void callThenPushed() {
        ctx.placeBall(10, 5);
        pinned.pin(match.world(), 10, 5);
        ball.position(11, 6);
    }

    @Test
    void aStandingCallPutsTheBallBackOnce() {
        callThenPushed();
        pinned.restore(ctx, true);
        assertEquals(10, ball.x(), 0);
        assertEquals(5, ball.y(), 0);
        ball.position(12, 7);
        pinned.restore(ctx, true); // the spot is forgotten
        assertEquals(12, ball.x(), 0);
        assertEquals(7, ball.y(), 0);
    }

    @Test
    void aCallThatNoLongerStandsLeavesTheBall() {
        callThenPushed();
        pinned.restore(ctx, false);
        assertEquals(11, ball.x(), 0);
        assertEquals(6, ball.y(), 0);
    }

    @Test
    void aSpotOfAnEarlierStepOrAResetIsNoLongerPinned() {
        callThenPushed();
        match.step();
        ball.position(11, 6);
        pinned.restore(ctx, true);
        assertEquals(11, ball.x(), 0);
        callThenPushed();
        pinned.reset();
        pinned.restore(ctx, true);
        assertEquals(11, ball.x(), 0);
    }
}
