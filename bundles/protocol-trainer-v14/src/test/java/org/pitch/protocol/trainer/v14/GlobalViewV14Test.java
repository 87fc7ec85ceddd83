package org.pitch.protocol.trainer.v14;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.world.Card;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.protocol.trainer.GlobalViewFixture;
import org.pitch.protocol.trainer.GlobalViewV1;
import org.pitch.protocol.trainer.v13.GlobalViewV13;
import org.pitch.protocol.trainer.v7.GlobalViewV7;
import org.pitch.protocol.trainer.v8.GlobalViewV8;

/** Spec 3.1: versions 14 to 19 show fouls and cards; no version allocates while writing. */
class GlobalViewV14Test extends GlobalViewFixture {
    @Test
    void version19SeeGlobalIsTheVerifiedExample() {
        world.ball.position(0, 0);
        world.time(4);
        world.player(Side.LEFT, 1, -3, -37, 0);
        assertEquals("(see_global 4 ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"TestTeam\" 1) -3 -37 0 0 0 0))",
                see(GlobalViewV14.INSTANCE));
    }

    @Test
    void version14AddsFoulsAndCards() {
        Player p = world.player(Side.LEFT, 1, 1, 2, 30);
        world.step(100);
        String name = "(see_global 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 1 2 0 0 30 0";
        p.foulChargedUntil(101);
        assertEquals(name + " f))", see(GlobalViewV14.INSTANCE));
        p.card(Card.YELLOW);
        assertEquals(name + " f y))", see(GlobalViewV14.INSTANCE));
        p.kickedAt(100);
        p.card(Card.RED);
        assertEquals(name + " k r))", see(GlobalViewV14.INSTANCE));
        p.tackleUntil(150);
        assertEquals(name + " t r))", see(GlobalViewV14.INSTANCE));
        assertEquals("(ok look 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 1 2 0 0 30 0 t))", look(GlobalViewV14.INSTANCE));
        // pointing: no f, the card still
        p.tackleUntil(0);
        p.kickedAt(98); // two cycles ago: no longer seen
        p.pointAt(11, 2, 0, 200);
        assertEquals(name + " 0 r))", see(GlobalViewV14.INSTANCE));
        p.kickedAt(100);
        assertEquals(name + " 0 k r))", see(GlobalViewV14.INSTANCE));
        p.card(Card.NONE);
        p.kickedAt(98); // two cycles ago: no longer seen
        p.foulChargedUntil(0);
        p.stopPointing();
        assertEquals(name + "))", see(GlobalViewV14.INSTANCE));
    }

    @Test
    void writingTheViewAllocatesNothing() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        world.team(Side.RIGHT, "Opp").team(Side.RIGHT).publicName("Anon");
        for (int u = 1; u <= 11; u++) {
            world.player(Side.LEFT, u, -u, u, 10 * u).pointAt(0, 0, 0, 200);
            world.player(Side.RIGHT, u, u, -u, -10 * u).kickedAt(100);
        }
        world.step(100);
        CountingOut out = new CountingOut();
        GlobalViewV1[] views = {GlobalViewV1.INSTANCE, GlobalViewV7.INSTANCE, GlobalViewV8.INSTANCE, GlobalViewV13.INSTANCE, GlobalViewV14.INSTANCE};
        for (GlobalViewV1 v : views) v.write(out, world, Side.LEFT, false); // class initialisation and first calls
        long id = Thread.currentThread().getId();
        long before = mx.getThreadAllocatedBytes(id);
        for (int round = 0; round < 2000; round++) {
            for (GlobalViewV1 v : views) {
                v.write(out, world, Side.LEFT, false);
                v.write(out, world, Side.NEUTRAL, true);
            }
        }
        long allocated = mx.getThreadAllocatedBytes(id) - before;
        assertTrue(out.count > 0);
        // the measurement itself may allocate a little; 20,000 messages allocating anything would show
        assertTrue(allocated < 1024, "allocated " + allocated + " bytes");
    }

    /** Counts what is written and keeps nothing. */
    private static final class CountingOut implements MessageOut {
        long count;

        @Override public MessageOut text(CharSequence s) { count += s.length(); return this; }
        @Override public MessageOut character(char c) { count++; return this; }
        @Override public MessageOut integer(long v) { count += v; return this; }
        @Override public MessageOut number(double v) { count += (long) v; return this; }
        @Override public void send() { }
    }
}
