package org.pitch.protocol.trainer.v7;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.protocol.trainer.GlobalViewFixture;
import org.pitch.protocol.trainer.GlobalViewV1;
import org.pitch.protocol.trainer.TextOut;

/** Spec 3.1: version 7 names players short, rounds angles and puts the velocity first. */
class GlobalViewV7Test extends GlobalViewFixture {
    @Test
    void version7UsesShortNamesAndRoundedAnglesAfterTheVelocity() {
        world.time(5);
        world.ball.position(1.5, -2);
        Player p = world.player(Side.LEFT, 1, -3, -37, 89.6);
        p.neckDirection(-0.4);
        p.velocity(0.5, -1e-5);
        Player goalie = world.player(Side.LEFT, 2, 1, 1, -179.5);
        goalie.goalie(true);
        String body = GOALS + " ((b) 1.5 -2 0 0) ((p \"TestTeam\" 1) -3 -37 0.5 -1e-05 90 0) ((p \"TestTeam\" 2 goalie) 1 1 0 0 -180 0))";
        assertEquals("(see_global 5" + body, see(GlobalViewV7.INSTANCE));
        assertEquals("(ok look 5" + body, look(GlobalViewV7.INSTANCE));
    }

    @Test
    void roundingIsHalfToEven() {
        world.player(Side.LEFT, 1, 0, 0, 0.5).neckDirection(-2.5);
        assertEquals("(see_global 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 0 0 0 0 0 -2))", see(GlobalViewV7.INSTANCE));
        world.players().get(0).bodyDirection(1.5);
        assertEquals("(see_global 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 0 0 0 0 2 -2))", see(GlobalViewV7.INSTANCE));
    }

    @Test
    void anOnlineCoachSeesTheOpponentsUnderTheirFixedName() {
        world.team(Side.RIGHT, "Opp");
        world.team(Side.RIGHT).publicName("Anonymous");
        world.team(Side.LEFT).publicName("Fixed");
        world.player(Side.LEFT, 1, 0, 0, 0);
        world.player(Side.RIGHT, 1, 0, 0, 0);
        String left = TextOut.of(out -> GlobalViewV7.INSTANCE.write(out, world, Side.LEFT, true));
        String right = TextOut.of(out -> GlobalViewV7.INSTANCE.write(out, world, Side.RIGHT, true));
        String trainer = TextOut.of(out -> GlobalViewV1.INSTANCE.write(out, world, Side.NEUTRAL, true));
        assertEquals(GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 0 0 0 0 0 0) ((p \"Anonymous\" 1) 0 0 0 0 0 0))", left.substring(10));
        assertEquals(GOALS + " ((b) 0 0 0 0) ((p \"Fixed\" 1) 0 0 0 0 0 0) ((p \"Opp\" 1) 0 0 0 0 0 0))", right.substring(10));
        assertEquals(GOALS_V1 + " ((ball) 0 0 0 0) ((player TestTeam 1) 0 0 0 0 0 0) ((player Opp 1) 0 0 0 0 0 0))", trainer.substring(10));
    }
}
