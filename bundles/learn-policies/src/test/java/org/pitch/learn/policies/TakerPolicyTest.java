package org.pitch.learn.policies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

class TakerPolicyTest {
    private final TakerPolicy taker = new TakerPolicy();

    /**
     * Three keepers standing still, the ball at the feet of one; the nearer taker, 10 m away,
     * runs there (10 cycles at player_speed_max, a turn or two) and kicks or tackles it away.
     */
    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void winTheBallFromAKeeperThatStandsStill(Side side) {
        Scene scene = new Scene(9);
        int s = side.sign();
        Side keepers = side.opponent();
        Player holder = scene.add(keepers, 1, false, 0, 0, 0, null);
        scene.add(keepers, 2, false, 10 * s, 10, 0, null);
        scene.add(keepers, 3, false, 10 * s, -10, 0, null);
        scene.add(side, 1, false, -10 * s, 2, 90, taker);
        scene.add(side, 2, false, -12 * s, -6, 90, taker);
        scene.ball(0.5 * s, 0, 0, 0);
        scene.playOn();
        double holderReach = holder.type().kickableArea(scene.parameters().real(ServerParam.BALL_SIZE));
        Ball ball = scene.theBall();
        int cycles = 0;
        while (holder.distanceTo(ball) <= holderReach && cycles < 40) {
            scene.step();
            cycles++;
        }
        assertTrue(holder.distanceTo(ball) > holderReach, "the keeper still has the ball after " + cycles + " cycles");
    }

    /** The other taker stands on the lane from the holder to its nearest team-mate, a third of the way out. */
    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theOtherTakerBlocksThePassToTheNearestKeeper(Side side) {
        Scene scene = new Scene(10);
        int s = side.sign();
        Side keepers = side.opponent();
        scene.add(keepers, 1, false, 0, 0, 0, null);
        scene.add(keepers, 2, false, 12 * s, 0, 0, null);   // nearest to the holder
        scene.add(keepers, 3, false, 0, -18, 0, null);
        scene.add(side, 1, false, -3 * s, 0.5, 0, null);  // the chaser, standing next to the ball
        Player blocker = scene.add(side, 2, false, 5 * s, 8, 0, taker);
        scene.ball(-1 * s, 0, 0, 0);
        scene.playOn();
        for (int i = 0; i < 25; i++) scene.step();
        assertEquals(0, blocker.distanceTo(4 * s, 0), 1.0, "at " + blocker.x() + ", " + blocker.y());
    }
}
