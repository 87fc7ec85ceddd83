package org.pitch.model.body;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Turn;
import org.pitch.api.geom.Angles;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;

/** Turn model (manual §4.5.8): moment / (1 + inertia_moment × speed), limits, noise, tackling. */
class StandardTurnTest {
    private static final double EPS = 1e-9;
    private final StandardTurn turn = new StandardTurn();

    @Test
    void kindIsTurn() {
        assertEquals(CommandKind.TURN, turn.kind());
    }

    @Test
    void atRestTheMomentIsTheAngle() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        assertEquals(5.0, p.type().inertiaMoment(), "default inertia_moment");
        turn.apply(f, p, new Turn(90));
        p.commitFacing(); // the step commits the turn
        assertEquals(90, p.bodyDirection(), EPS);
        turn.apply(f, p, new Turn(-30));
        p.commitFacing(); // the step commits the turn
        assertEquals(60, p.bodyDirection(), EPS);
    }

    /**
     * rcssserver turns a player when it reads the command, with the speed and type of that moment,
     * and commits the facing at its step (the differential tester's seed 102: a coach's change of
     * type after the turn, in the same cycle, does not change the turn); until then the old facing.
     */
    @Test
    void aTurnIsReadAsItArrivesAndFacedAfterTheStep() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        p.velocity(0, -0.4);
        turn.apply(f, p, new Turn(-60)); // -60 / (1 + 5 × 0.4) = -20
        assertEquals(0, p.bodyDirection(), EPS, "the old facing until the step");
        p.velocity(0, 0); // what happens later in the cycle does not change the turn
        p.commitFacing();
        assertEquals(-20, p.bodyDirection(), EPS);
        turn.apply(f, p, new Turn(30));
        p.bodyDirection(45); // a trainer's move turning the player overrides the waiting turn
        p.commitFacing();
        assertEquals(45, p.bodyDirection(), EPS);
    }

    /**
     * rcssserver keeps the body in radians and adds the moment there: a right player placed facing
     * 180° and turned by -179° faces {@code π + rad(-179)}, which is not {@code rad(1)} in the last
     * bits; the vision rounds and cuts the view cone on those bits, as rcssserver's does.
     */
    @Test
    void theTurnIsAlsoAddedInRadiansAsRcssserverAddsIt() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.RIGHT, 2);
        p.bodyDirection(180);
        assertEquals(Math.PI, p.bodyRadians());
        turn.apply(f, p, new Turn(-179));
        p.commitFacing(); // the step commits the turn
        assertEquals(1, p.bodyDirection(), EPS);
        assertEquals(Math.PI + Math.toRadians(-179), p.bodyRadians());
        assertTrue(p.bodyRadians() != Math.toRadians(1), "not the radians of the degrees");
        p.velocity(0.3, 0.4);
        turn.apply(f, p, new Turn(-170)); // over the inertia 1 + 5 × 0.5, normalised past -π
        p.commitFacing(); // the step commits the turn
        assertEquals(Angles.normalizeRadians(Math.PI + Math.toRadians(-179) + Math.toRadians(-170) / 3.5), p.bodyRadians());
        assertEquals(Math.toRadians(p.bodyDirection()), p.bodyRadians(), 1e-12);
    }

    @Test
    void speedShrinksTheTurn() {
        // 90 / (1 + 5 × 0.5) = 25.714285...
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        p.velocity(0.3, 0.4);
        turn.apply(f, p, new Turn(90));
        p.commitFacing(); // the step commits the turn
        assertEquals(90 / 3.5, p.bodyDirection(), EPS);
        assertEquals(25.714285714285715, p.bodyDirection(), EPS);
    }

    @Test
    void theFastestPlayerAfterADashTurnsAtMostSixtyDegrees() {
        // manual: speed player_speed_max × player_decay = 1.05 × 0.4 = 0.42 → 180 / 3.1 = 58.06°
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        p.velocity(0.42, 0);
        turn.apply(f, p, new Turn(180));
        p.commitFacing(); // the step commits the turn
        assertEquals(180 / 3.1, p.bodyDirection(), EPS);
    }

    @Test
    void theTypesInertiaMomentIsUsed() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 2);
        PlayerType t = f.defaultType;
        p.type(new PlayerType(3, t.playerSpeedMax(), t.staminaIncMax(), t.playerDecay(), 7.5, t.dashPowerRate(),
                t.playerSize(), t.kickableMargin(), t.kickRand(), t.extraStamina(), t.effortMax(), t.effortMin(),
                t.kickPowerRate(), t.foulDetectProbability(), t.catchableAreaLStretch(), t.unumFarLength(),
                t.unumTooFarLength(), t.teamFarLength(), t.teamTooFarLength(), t.playerMaxObservationLength(),
                t.ballVelFarLength(), t.ballVelTooFarLength(), t.ballMaxObservationLength(), t.flagChgFarLength(),
                t.flagChgTooFarLength(), t.flagMaxObservationLength(), t.distNoiseRate(), t.focusDistNoiseRate(),
                t.landDistNoiseRate(), t.landFocusDistNoiseRate()));
        p.velocity(0, -0.4);
        turn.apply(f, p, new Turn(-60)); // -60 / (1 + 7.5 × 0.4) = -15
        p.commitFacing(); // the step commits the turn
        assertEquals(-15, p.bodyDirection(), EPS);
    }

    @Test
    void theMomentIsLimitedBeforeInertia() {
        Fixture f = new Fixture("player_rand = 0, minmoment = -45, maxmoment = 60");
        Player p = f.add(Side.LEFT, 2);
        turn.apply(f, p, new Turn(90));
        p.commitFacing(); // the step commits the turn
        assertEquals(60, p.bodyDirection(), EPS);
        p.velocity(1, 0);
        turn.apply(f, p, new Turn(-100)); // -45 / 6 = -7.5
        p.commitFacing(); // the step commits the turn
        assertEquals(52.5, p.bodyDirection(), EPS);

        Fixture d = Fixture.noiseFree(); // defaults ±180
        Player q = d.add(Side.LEFT, 2);
        turn.apply(d, q, new Turn(270));
        q.commitFacing(); // the step commits the turn
        assertEquals(180, q.bodyDirection(), EPS);
        turn.apply(d, q, new Turn(-1000)); // 180 - 180 = 0
        q.commitFacing(); // the step commits the turn
        assertEquals(0, q.bodyDirection(), EPS);
    }

    @Test
    void theBodyDirectionIsNormalised() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.RIGHT, 2);
        p.bodyDirection(170);
        turn.apply(f, p, new Turn(30));
        p.commitFacing(); // the step commits the turn
        assertEquals(-160, p.bodyDirection(), EPS);
        turn.apply(f, p, new Turn(-40));
        p.commitFacing(); // the step commits the turn
        assertEquals(160, p.bodyDirection(), EPS);
    }

    @Test
    void ignoredWhileTacklingOrChargedWithAFoul() {
        Fixture f = Fixture.noiseFree();
        f.step = 100;
        Player p = f.add(Side.LEFT, 2);
        p.tackleUntil(101);
        turn.apply(f, p, new Turn(90));
        p.commitFacing(); // the step commits the turn
        assertEquals(0, p.bodyDirection(), "still tackling");
        f.step = 101;
        turn.apply(f, p, new Turn(90));
        p.commitFacing(); // the step commits the turn
        assertEquals(90, p.bodyDirection(), EPS, "the tackle is over");
        p.foulChargedUntil(105);
        turn.apply(f, p, new Turn(-90));
        p.commitFacing(); // the step commits the turn
        assertEquals(90, p.bodyDirection(), EPS, "charged with a foul");
    }

    @Test
    void allowedInEveryPlayMode() {
        Fixture f = Fixture.noiseFree().mode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL);
        Player p = f.add(Side.LEFT, 2);
        turn.apply(f, p, new Turn(45));
        p.commitFacing(); // the step commits the turn
        f.mode(PlayMode.FREE_KICK, Side.RIGHT);
        turn.apply(f, p, new Turn(45));
        p.commitFacing(); // the step commits the turn
        assertEquals(90, p.bodyDirection(), EPS);
    }

    @Test
    void noiseScalesTheTurnByOnePlusUniformPlayerRand() {
        // player_rand 0.1 (default): the angle is 60 × (1 + U[-0.1, 0.1)), so in [54, 66],
        // mean 60, standard deviation 60 × 0.1 / √3 = 3.4641
        Fixture f = new Fixture("player_rand = 0.1");
        Player p = f.add(Side.LEFT, 2);
        int n = 100_000;
        double sum = 0, sumSq = 0, min = Double.MAX_VALUE, max = -Double.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            p.bodyDirection(0);
            turn.apply(f, p, new Turn(60));
            p.commitFacing(); // the step commits the turn
            double a = p.bodyDirection();
            sum += a;
            sumSq += a * a;
            min = Math.min(min, a);
            max = Math.max(max, a);
        }
        double mean = sum / n, sd = Math.sqrt(sumSq / n - mean * mean);
        assertTrue(min >= 54 - EPS && max <= 66 + EPS, "range [" + min + ", " + max + "]");
        assertTrue(min < 54.1 && max > 65.9, "the whole range is used");
        assertEquals(60, mean, 0.05);
        assertEquals(6 / Math.sqrt(3), sd, 0.03);
    }

    @Test
    void noiseIsRelativeToTheInertiaReducedAngle() {
        Fixture f = new Fixture("player_rand = 0.1");
        Player p = f.add(Side.LEFT, 2);
        for (int i = 0; i < 1000; i++) {
            p.bodyDirection(0);
            p.velocity(0.5, 0);
            turn.apply(f, p, new Turn(70)); // 70 / 3.5 = 20, ± 2
            p.commitFacing(); // the step commits the turn
            assertTrue(Math.abs(p.bodyDirection() - 20) <= 2 + EPS, "angle " + p.bodyDirection());
        }
    }

    @Test
    void teamActuatorNoiseScalesPlayerRandPerSide() {
        Fixture f = new Fixture("player_rand = 0.1, team_actuator_noise = true, prand_factor_l = 0, prand_factor_r = 2");
        Player left = f.add(Side.LEFT, 2);
        Player right = f.add(Side.RIGHT, 2);
        double maxDev = 0;
        for (int i = 0; i < 2000; i++) {
            left.bodyDirection(0);
            turn.apply(f, left, new Turn(50));
            left.commitFacing(); // the step commits the turn
            assertEquals(50, left.bodyDirection(), EPS, "prand_factor_l 0: no noise");
            right.bodyDirection(0);
            turn.apply(f, right, new Turn(50));
            right.commitFacing(); // the step commits the turn
            maxDev = Math.max(maxDev, Math.abs(right.bodyDirection() - 50));
        }
        assertTrue(maxDev <= 10 + EPS && maxDev > 9, "prand_factor_r 2: ±20 %, got " + maxDev);

        Fixture off = new Fixture("player_rand = 0.1, team_actuator_noise = false, prand_factor_l = 0");
        Player l = off.add(Side.LEFT, 2);
        double dev = 0;
        for (int i = 0; i < 2000; i++) {
            l.bodyDirection(0);
            turn.apply(off, l, new Turn(50));
            l.commitFacing(); // the step commits the turn
            dev = Math.max(dev, Math.abs(l.bodyDirection() - 50));
        }
        assertTrue(dev > 4.5 && dev <= 5 + EPS, "factors apply only under team_actuator_noise, got " + dev);
    }
}
