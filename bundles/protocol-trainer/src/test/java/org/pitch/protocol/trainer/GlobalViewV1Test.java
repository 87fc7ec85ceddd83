package org.pitch.protocol.trainer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/** Spec 3.1: the field as trainers of versions 1 to 6 and online coaches of 5 and 6 see it. */
class GlobalViewV1Test extends GlobalViewFixture {
    @Test
    void version5LookWithoutPlayersIsTheVerifiedExample() {
        world.ball.position(0, 0);
        assertEquals("(ok look 0 ((goal r) 52.5 0) ((goal l) -52.5 0) ((ball) 0 0 0 0))", look(GlobalViewV1.INSTANCE));
    }

    @Test
    void versions1To6UseLongNamesAndTruncatedAnglesBeforeTheVelocity() {
        world.time(5);
        world.ball.position(1.5, -2);
        world.ball.velocity(0.1, 0);
        Player p = world.player(Side.LEFT, 1, -3, -37, 90.7);
        p.neckDirection(-30.6);
        p.velocity(0.5, 0);
        p.goalie(true);
        String body = GOALS_V1 + " ((ball) 1.5 -2 0.1 0) ((player TestTeam 1) -3 -37 90 -30 0.5 0))";
        assertEquals("(see 5" + body, see(GlobalViewV1.INSTANCE));
        assertEquals("(ok look 5" + body, look(GlobalViewV1.INSTANCE));
    }
}
