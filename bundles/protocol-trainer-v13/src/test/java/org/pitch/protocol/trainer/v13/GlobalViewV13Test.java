package org.pitch.protocol.trainer.v13;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Card;
import org.pitch.api.world.Player;
import org.pitch.protocol.trainer.GlobalViewFixture;

/** Spec 3.1: version 13 marks kicks, and its look reply shows pointing and tackles. */
class GlobalViewV13Test extends GlobalViewFixture {
    @Test
    void version13MarksKicksInSeeGlobalAndPointingAndTacklesInLook() {
        Player p = pointing();
        p.kickedAt(100);
        String name = " ((p \"TestTeam\" 1) 1 2 0 0 30 -20";
        assertEquals("(see_global 0" + GOALS + " ((b) 0 0 0 0)" + name + " 135 k))", see(GlobalViewV13.INSTANCE));
        assertEquals("(ok look 0" + GOALS + " ((b) 0 0 0 0)" + name + " 135))", look(GlobalViewV13.INSTANCE));
        p.tackleUntil(101);
        assertEquals("(see_global 0" + GOALS + " ((b) 0 0 0 0)" + name + " 135 t))", see(GlobalViewV13.INSTANCE));
        assertEquals("(ok look 0" + GOALS + " ((b) 0 0 0 0)" + name + " 135 t))", look(GlobalViewV13.INSTANCE));
        p.stopPointing();
        p.tackleUntil(0);
        p.foulChargedUntil(200);
        p.card(Card.YELLOW);
        assertEquals("(see_global 0" + GOALS + " ((b) 0 0 0 0)" + name + " k))", see(GlobalViewV13.INSTANCE));
    }
}
