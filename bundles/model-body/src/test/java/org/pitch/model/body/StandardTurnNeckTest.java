package org.pitch.model.body;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Turn;
import org.pitch.api.command.TurnNeck;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/** turn_neck (manual §4.5.9): moment and angle limits, once per cycle, no noise. */
class StandardTurnNeckTest {
    private static final double EPS = 1e-12;
    private final StandardTurnNeck neck = new StandardTurnNeck();

    @Test
    void kindIsTurnNeck() {
        assertEquals(CommandKind.TURN_NECK, neck.kind());
    }

    @Test
    void theNeckAngleStopsAtNinetyDegreesEachSide() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        neck.apply(f, p, new TurnNeck(120));
        p.commitFacing(); // the step commits the turn
        assertEquals(90, p.neckDirection(), EPS);
        f.step++;
        neck.apply(f, p, new TurnNeck(-300)); // moment -180: 90 - 180 = -90
        p.commitFacing(); // the step commits the turn
        assertEquals(-90, p.neckDirection(), EPS);
    }

    @Test
    void momentsAddUpRelativeToTheBody() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        p.bodyDirection(100);
        neck.apply(f, p, new TurnNeck(40));
        p.commitFacing(); // the step commits the turn
        f.step++;
        neck.apply(f, p, new TurnNeck(30));
        p.commitFacing(); // the step commits the turn
        assertEquals(70, p.neckDirection(), EPS);
        assertEquals(100, p.bodyDirection(), "the body does not move");
        assertEquals(170, p.headDirection(), EPS);
        f.step++;
        neck.apply(f, p, new TurnNeck(30));
        p.commitFacing(); // the step commits the turn
        assertEquals(90, p.neckDirection(), EPS);
    }

    /** rcssserver adds the moments to the neck in radians and bounds them there (the vision reads those bits). */
    @Test
    void momentsAreAlsoAddedInRadiansAsRcssserverAddsThem() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.RIGHT, 2);
        neck.apply(f, p, new TurnNeck(-33));
        p.commitFacing(); // the step commits the turn
        f.step++;
        neck.apply(f, p, new TurnNeck(3));
        p.commitFacing(); // the step commits the turn
        assertEquals(-30, p.neckDirection(), EPS);
        assertEquals(Math.toRadians(-33) + Math.toRadians(3), p.neckRadians());
        assertTrue(p.neckRadians() != Math.toRadians(-30), "not the radians of the degrees");
        f.step++;
        neck.apply(f, p, new TurnNeck(130));
        p.commitFacing(); // the step commits the turn
        assertEquals(Math.toRadians(90), p.neckRadians(), "bounded at maxneckang in radians");
    }

    @Test
    void theMomentIsLimited() {
        Fixture f = new Fixture("player_rand = 0, minneckmoment = -20, maxneckmoment = 30, minneckang = -100, maxneckang = 100");
        Player p = f.add(Side.LEFT, 2);
        neck.apply(f, p, new TurnNeck(60));
        p.commitFacing(); // the step commits the turn
        assertEquals(30, p.neckDirection(), EPS);
        f.step++;
        neck.apply(f, p, new TurnNeck(-60));
        p.commitFacing(); // the step commits the turn
        assertEquals(10, p.neckDirection(), EPS);
    }

    @Test
    void onlyOnePerCycle() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        Player q = f.add(Side.RIGHT, 2);
        neck.apply(f, p, new TurnNeck(20));
        p.commitFacing(); // the step commits the turn
        neck.apply(f, p, new TurnNeck(20));
        p.commitFacing(); // the step commits the turn
        assertEquals(20, p.neckDirection(), EPS, "the second turn_neck of the cycle is ignored");
        neck.apply(f, q, new TurnNeck(-20));
        q.commitFacing(); // the step commits the turn
        assertEquals(-20, q.neckDirection(), EPS, "each player has its own");
        f.step++;
        neck.apply(f, p, new TurnNeck(20));
        p.commitFacing(); // the step commits the turn
        assertEquals(40, p.neckDirection(), EPS, "the next cycle");
    }

    @Test
    void allowedWhileTacklingAndWithATurnInTheSameCycle() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        p.tackleUntil(10);
        new StandardTurn().apply(f, p, new Turn(50));
        p.commitFacing(); // the step commits the turn
        neck.apply(f, p, new TurnNeck(-45));
        p.commitFacing(); // the step commits the turn
        assertEquals(-45, p.neckDirection(), EPS);
        assertEquals(0, p.bodyDirection(), "the turn was refused");
        p.tackleUntil(0);
        f.step++;
        new StandardTurn().apply(f, p, new Turn(50));
        p.commitFacing(); // the step commits the turn
        neck.apply(f, p, new TurnNeck(5));
        p.commitFacing(); // the step commits the turn
        assertEquals(50, p.bodyDirection(), EPS);
        assertEquals(-40, p.neckDirection(), EPS, "turn_neck is not affected by turn");
    }

    @Test
    void noNoiseAndNoInertia() {
        Fixture f = new Fixture("player_rand = 0.1");
        Player p = f.add(Side.LEFT, 2);
        p.velocity(1, 0);
        for (int i = 0; i < 100; i++) {
            p.neckDirection(0);
            f.step++;
            neck.apply(f, p, new TurnNeck(33));
            p.commitFacing(); // the step commits the turn
            assertEquals(33, p.neckDirection(), EPS);
        }
    }
}
