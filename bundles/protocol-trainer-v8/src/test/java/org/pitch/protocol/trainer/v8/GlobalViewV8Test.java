package org.pitch.protocol.trainer.v8;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Card;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.protocol.trainer.GlobalViewFixture;

/** Spec 3.1: from version 8 the periodic message shows pointing and tackles. */
class GlobalViewV8Test extends GlobalViewFixture {
    @Test
    void onlyEnabledPlayersInSlotOrder() {
        world.team(Side.RIGHT, "Opp");
        world.player(Side.RIGHT, 3, 5, 5, 180);
        world.player(Side.LEFT, 2, 1, 1, 0).enabled(false);
        world.player(Side.LEFT, 1, 0, 0, 0);
        assertEquals("(see_global 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 0 0 0 0 0 0) ((p \"Opp\" 3) 5 5 0 0 180 0))",
                see(GlobalViewV8.INSTANCE));
    }

    @Test
    void version8ShowsPointingAndTacklingInSeeGlobalOnly() {
        Player p = pointing();
        p.tackleUntil(105);
        p.kickedAt(0);
        p.card(Card.RED);
        assertEquals("(see_global 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 1 2 0 0 30 -20 135 t))", see(GlobalViewV8.INSTANCE));
        assertEquals("(ok look 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 1 2 0 0 30 -20))", look(GlobalViewV8.INSTANCE));
        world.step(120); // the arm dropped, the tackle is over
        assertEquals("(see_global 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 1 2 0 0 30 -20))", see(GlobalViewV8.INSTANCE));
    }

    @Test
    void pointDirectionsAreNormalisedAndRounded() {
        Player p = world.player(Side.LEFT, 1, 0, 0, 170);
        p.neckDirection(80);
        world.step(1);
        p.pointAt(-10, -0.1, 0, 10); // just below the negative x axis: -179.4°
        assertEquals("(see_global 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 0 0 0 0 170 80 -179))", see(GlobalViewV8.INSTANCE));
        p.pointAt(-10, 0.1, 0, 10);
        assertEquals("(see_global 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 0 0 0 0 170 80 179))", see(GlobalViewV8.INSTANCE));
    }
}
