package org.pitch.protocol.trainer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.world.Card;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/** Spec 3.1: the field as trainers and online coaches see it, per version. */
class GlobalViewTest {
    private static final String GOALS_V1 = " ((goal r) 52.5 0) ((goal l) -52.5 0)";
    private static final String GOALS = " ((g r) 52.5 0) ((g l) -52.5 0)";

    private TestWorld world;

    @BeforeEach
    void world() {
        world = new TestWorld().team(Side.LEFT, "TestTeam");
    }

    private String see(GlobalViewV1 view) { return TextOut.of(out -> view.write(out, world, Side.NEUTRAL, false)); }

    private String look(GlobalViewV1 view) { return TextOut.of(out -> view.write(out, world, Side.NEUTRAL, true)); }

    @Test
    void version5LookWithoutPlayersIsTheVerifiedExample() {
        world.ball.position(0, 0);
        assertEquals("(ok look 0 ((goal r) 52.5 0) ((goal l) -52.5 0) ((ball) 0 0 0 0))", look(GlobalViewV1.INSTANCE));
    }

    @Test
    void version19SeeGlobalIsTheVerifiedExample() {
        world.ball.position(0, 0);
        world.time = 4;
        world.player(Side.LEFT, 1, -3, -37, 0);
        assertEquals("(see_global 4 ((g r) 52.5 0) ((g l) -52.5 0) ((b) 0 0 0 0) ((p \"TestTeam\" 1) -3 -37 0 0 0 0))",
                see(GlobalViewV14.INSTANCE));
    }

    @Test
    void versions1To6UseLongNamesAndTruncatedAnglesBeforeTheVelocity() {
        world.time = 5;
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

    @Test
    void version7UsesShortNamesAndRoundedAnglesAfterTheVelocity() {
        world.time = 5;
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
        world.players.get(0).bodyDirection(1.5);
        assertEquals("(see_global 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 0 0 0 0 2 -2))", see(GlobalViewV7.INSTANCE));
    }

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

    /** A player at (1, 2) facing 30° with the neck at -20°, pointing at (-5, 8): 135° globally. */
    private Player pointing() {
        world.step = 100;
        Player p = world.player(Side.LEFT, 1, 1, 2, 30);
        p.neckDirection(-20);
        p.pointAt(-5, 8, 102, 120);
        return p;
    }

    @Test
    void version8ShowsPointingAndTacklingInSeeGlobalOnly() {
        Player p = pointing();
        p.tackleUntil(105);
        p.kicked(true);
        p.card(Card.RED);
        assertEquals("(see_global 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 1 2 0 0 30 -20 135 t))", see(GlobalViewV8.INSTANCE));
        assertEquals("(ok look 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 1 2 0 0 30 -20))", look(GlobalViewV8.INSTANCE));
        world.step = 120; // the arm dropped, the tackle is over
        assertEquals("(see_global 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 1 2 0 0 30 -20))", see(GlobalViewV8.INSTANCE));
    }

    @Test
    void version13MarksKicksInSeeGlobalAndPointingAndTacklesInLook() {
        Player p = pointing();
        p.kicked(true);
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

    @Test
    void version14AddsFoulsAndCards() {
        Player p = world.player(Side.LEFT, 1, 1, 2, 30);
        world.step = 100;
        String name = "(see_global 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 1 2 0 0 30 0";
        p.foulChargedUntil(101);
        assertEquals(name + " f))", see(GlobalViewV14.INSTANCE));
        p.card(Card.YELLOW);
        assertEquals(name + " f y))", see(GlobalViewV14.INSTANCE));
        p.kicked(true);
        p.card(Card.RED);
        assertEquals(name + " k r))", see(GlobalViewV14.INSTANCE));
        p.tackleUntil(150);
        assertEquals(name + " t r))", see(GlobalViewV14.INSTANCE));
        assertEquals("(ok look 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 1 2 0 0 30 0 t))", look(GlobalViewV14.INSTANCE));
        // pointing: no f, the card still
        p.tackleUntil(0);
        p.kicked(false);
        p.pointAt(11, 2, 0, 200);
        assertEquals(name + " 0 r))", see(GlobalViewV14.INSTANCE));
        p.kicked(true);
        assertEquals(name + " 0 k r))", see(GlobalViewV14.INSTANCE));
        p.card(Card.NONE);
        p.kicked(false);
        p.foulChargedUntil(0);
        p.stopPointing();
        assertEquals(name + "))", see(GlobalViewV14.INSTANCE));
    }

    @Test
    void pointDirectionsAreNormalisedAndRounded() {
        Player p = world.player(Side.LEFT, 1, 0, 0, 170);
        p.neckDirection(80);
        world.step = 1;
        p.pointAt(-10, -0.1, 0, 10); // just below the negative x axis: -179.4°
        assertEquals("(see_global 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 0 0 0 0 170 80 -179))", see(GlobalViewV8.INSTANCE));
        p.pointAt(-10, 0.1, 0, 10);
        assertEquals("(see_global 0" + GOALS + " ((b) 0 0 0 0) ((p \"TestTeam\" 1) 0 0 0 0 170 80 179))", see(GlobalViewV8.INSTANCE));
    }

    /** see_global goes out every cycle: writing it allocates nothing. */
    @Test
    void writingTheViewAllocatesNothing() {
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        world.team(Side.RIGHT, "Opp").team(Side.RIGHT).publicName("Anon");
        for (int u = 1; u <= 11; u++) {
            world.player(Side.LEFT, u, -u, u, 10 * u).pointAt(0, 0, 0, 200);
            world.player(Side.RIGHT, u, u, -u, -10 * u).kicked(true);
        }
        world.step = 100;
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
