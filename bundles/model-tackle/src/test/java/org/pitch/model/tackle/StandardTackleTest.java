package org.pitch.model.tackle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Tackle;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.TackleResult;

/** The tackle (manual §4.5.6, rcssserver 19 Player::tackle) with hand-computed values. */
class StandardTackleTest {
    private static final double EPS = 1e-12;
    private final StandardTackle tackle = new StandardTackle();

    /** Success probability from the model with the ball at (forward, sideways) in the body frame. */
    private static double success(Fixture f, double forward, double sideways, boolean foul) {
        return 1.0 - StandardTackle.failureProbability(f.parameters, forward, sideways, foul);
    }

    @Test
    void isTheTackleModel() {
        assertEquals(CommandKind.TACKLE, tackle.kind());
    }

    @Test
    void probabilityIsAlmostOneAtTheFrontEdgeAndOneJustAheadOfTheCentre() {
        Fixture f = Fixture.noiseFree();
        double edge = 0.3 + 0.085; // player_size + ball_size
        assertEquals(1 - Math.pow(edge / 2, 6), success(f, edge, 0, false), EPS);
        assertTrue(success(f, edge, 0, false) > 0.9999);
        assertEquals(1.0, success(f, 1e-6, 0, false), 0.0, "(5e-7)^6 vanishes in double");
    }

    @Test
    void probabilityAtHandComputedPoints() {
        Fixture f = Fixture.noiseFree();
        assertEquals(1 - Math.pow(0.5, 6), success(f, 1, 0, false), EPS, "1 m ahead: 1 - (1/2)^6");
        assertEquals(63.0 / 64, success(f, 1, 0, false), EPS);
        assertEquals(1 - 2.0 / 64, success(f, 1, 0.625, false), EPS, "(1/2)^6 + (0.625/1.25)^6");
        assertEquals(1 - 2.0 / 64, success(f, 1, -0.625, false), EPS, "symmetric sideways");
        assertEquals(1 - Math.pow(0.8, 6) - Math.pow(0.4, 6), success(f, 1.6, 0.5, false), EPS);
    }

    @Test
    void probabilityIsZeroBeyondTheReachAndBehind() {
        Fixture f = Fixture.noiseFree();
        assertTrue(success(f, 2.0, 0, false) <= 0, "at tackle_dist");
        assertTrue(success(f, 2.1, 0, false) <= 0, "beyond tackle_dist");
        assertTrue(success(f, 0.5, 1.3, false) <= 0, "beyond tackle_width");
        assertTrue(success(f, -0.3, 0, false) <= 0, "behind: tackle_back_dist = 0");
        assertTrue(success(f, 0, 0, false) <= 0, "x = 0 counts as behind");
    }

    @Test
    void aPositiveBackDistAllowsTacklesBehind() {
        Fixture f = new Fixture("server { tackle_back_dist = 0.5 }");
        assertEquals(1 - Math.pow(0.5, 6), success(f, -0.25, 0, false), EPS);
    }

    @Test
    void theIntentionalFoulUsesTheFoulExponent() {
        Fixture f = Fixture.noiseFree();
        assertEquals(1 - Math.pow(0.5, 10), success(f, 1, 0, true), EPS, "foul_exponent = 10");
    }

    @Test
    void theBallPositionIsReadInTheBodyFrame() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 10, -5, 90);
        f.ball.position(10, -4); // 1 m along the body
        double[] rel = StandardTackle.relative(p, f.ball);
        assertEquals(1, rel[0], 1e-12);
        assertEquals(0, rel[1], 1e-12);
        f.ball.position(9.375, -4);
        rel = StandardTackle.relative(p, f.ball);
        assertEquals(1, rel[0], 1e-12);
        assertEquals(0.625, rel[1], 1e-12, "left of a player facing +y is -x");
    }

    @Test
    void straightTackleGivesFullPowerAlongTheBody() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ballAt(p, 1e-6, 0);
        assertTrue(tackle.apply(f, p, new Tackle(0, false)));
        assertEquals(100 * 0.027, f.ball.ax(), 1e-9, "max_tackle_power × tackle_power_rate");
        assertEquals(0, f.ball.ay(), 1e-9);
        assertEquals(List.of("tackled l1"), f.events);
        assertTrue(p.tackled());
    }

    @Test
    void ninetyDegreesGivesHalfPowerSideways() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.RIGHT, 4, 3, 3, 30);
        f.ballAt(p, 1e-6, 0);
        assertTrue(tackle.apply(f, p, new Tackle(90, false)));
        double a = Math.toRadians(120);
        assertEquals(1.35 * Math.cos(a), f.ball.ax(), 1e-9, "100·(1 − 90/180)·0.027 along body + 90°");
        assertEquals(1.35 * Math.sin(a), f.ball.ay(), 1e-9);
        assertEquals(List.of("tackled r4"), f.events);
    }

    @Test
    void backwardTackleUsesMaxBackTacklePower() {
        Fixture f = Fixture.noiseFree();
        assertEquals(0, StandardTackle.effectivePower(f.parameters, 180, 0), EPS, "max_back_tackle_power 0");
        assertEquals(0, StandardTackle.effectivePower(f.parameters, -180, 0), EPS);
        Fixture g = new Fixture("server { tackle_rand_factor = 0, max_back_tackle_power = 50 }");
        assertEquals(50 * 0.027, StandardTackle.effectivePower(g.parameters, 180, 0), EPS);
        assertEquals(75 * 0.027, StandardTackle.effectivePower(g.parameters, -90, 0), EPS);
    }

    @Test
    void theBallDirectionReducesThePower() {
        Fixture f = Fixture.noiseFree();
        assertEquals(2.7 * 0.75, StandardTackle.effectivePower(f.parameters, 0, 90), EPS, "1 − 0.5·90/180");
        assertEquals(2.7 * 0.75, StandardTackle.effectivePower(f.parameters, 0, -90), EPS);
        // applied: ball 45° off the body at (0.5, 0.5), fail = 0.25^6 + 0.4^6
        f.alwaysZero(RandomPurpose.TACKLE);
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ballAt(p, 0.5, 0.5);
        assertTrue(tackle.apply(f, p, new Tackle(0, false)));
        assertEquals(2.7 * (1 - 0.5 * 45 / 180), f.ball.ax(), 1e-9);
        assertEquals(0, f.ball.ay(), 1e-9);
    }

    @Test
    void theAngleIsLimitedToTheMomentRange() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ballAt(p, 1e-6, 0);
        tackle.apply(f, p, new Tackle(270, false)); // limited to 180: back power 0
        assertEquals(0, f.ball.ax(), 1e-9);
        assertEquals(0, f.ball.ay(), 1e-9);
        assertEquals(List.of("tackled l1"), f.events, "still a successful tackle");
    }

    @Test
    void theTacklerLiesForTackleCyclesAndIsRefusedMeanwhile() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ballAt(p, 1e-6, 0);
        assertTrue(tackle.apply(f, p, new Tackle(0, false)));
        assertEquals(110, p.tackleUntil(), "step 100 + tackle_cycles 10");
        f.ball.clearAcceleration();
        f.step(109);
        assertFalse(tackle.apply(f, p, new Tackle(0, false)), "still lying");
        assertEquals(110, p.tackleUntil());
        assertEquals(0, f.ball.ax(), 0.0);
        assertEquals(1, f.events.size());
        f.step(110);
        assertTrue(tackle.apply(f, p, new Tackle(0, false)), "up again");
        assertEquals(120, p.tackleUntil());
        assertEquals(2.7, f.ball.ax(), 1e-9);
    }

    @Test
    void refusedWhileChargedWithAFoul() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ballAt(p, 1e-6, 0);
        p.foulChargedUntil(101);
        assertFalse(tackle.apply(f, p, new Tackle(0, false)));
        assertEquals(0, p.tackleUntil());
        assertTrue(f.events.isEmpty());
    }

    @Test
    void aTackleOutOfReachIsCountedAndFreezesWithoutADraw() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ballAt(p, 2.1, 0);
        assertTrue(tackle.apply(f, p, new Tackle(0, false)), "counted in sense_body");
        assertEquals(110, p.tackleUntil());
        assertFalse(p.tackled(), "no draw: only TACKLE_FAULT in rcssserver");
        assertEquals(TackleResult.OUT_OF_REACH, p.lastTackle());
        assertEquals(List.of("tackle failed l1"), f.events, "rcssserver's referees hear of a tackle out of reach");
        assertEquals(0, f.ball.ax(), 0.0);
        assertFalse(f.streams.containsKey(RandomPurpose.TACKLE), "no random number used");
    }

    @Test
    void aTackleAtABallBehindIsCountedAndFreezes() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ballAt(p, -0.3, 0);
        assertTrue(tackle.apply(f, p, new Tackle(0, false)));
        assertEquals(110, p.tackleUntil());
        assertTrue(f.events.isEmpty());
    }

    @Test
    void aFailedDrawFreezesToo() {
        Fixture f = Fixture.noiseFree();
        f.streams.put(RandomPurpose.TACKLE, () -> -1L); // nextDouble() ≈ 1: every draw fails
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ballAt(p, 1, 0);
        assertTrue(tackle.apply(f, p, new Tackle(0, false)));
        assertEquals(110, p.tackleUntil());
        assertTrue(p.tackled(), "rcssserver sets TACKLE | TACKLE_FAULT");
        assertEquals(List.of("tackle failed l1"), f.events, "the referee hears of the miss");
        assertEquals(0, f.ball.ax(), 0.0);
    }

    @Test
    void inPlayModesWithoutTacklesItIsCountedAndFreezesButTheBallStays() {
        for (PlayMode mode : List.of(PlayMode.BEFORE_KICK_OFF, PlayMode.AFTER_GOAL, PlayMode.OFFSIDE,
                PlayMode.ILLEGAL_DEFENSE, PlayMode.FOUL_CHARGE, PlayMode.FOUL_PUSH, PlayMode.BACK_PASS,
                PlayMode.FREE_KICK_FAULT, PlayMode.TIME_OVER)) {
            Fixture f = Fixture.noiseFree();
            f.playMode(mode);
            Player p = f.player(Side.LEFT, 1, 0, 0, 0);
            f.ballAt(p, 1e-6, 0);
            assertTrue(tackle.apply(f, p, new Tackle(0, true)), mode.name());
            assertEquals(110, p.tackleUntil(), mode.name());
            assertEquals(0, f.ball.ax(), 0.0, mode.name());
            assertTrue(f.events.isEmpty(), mode.name());
            assertFalse(StandardTackle.tackleAllowed(mode));
        }
        for (PlayMode mode : List.of(PlayMode.PLAY_ON, PlayMode.KICK_OFF, PlayMode.FREE_KICK, PlayMode.CATCH_FAULT,
                PlayMode.GOAL_KICK, PlayMode.PENALTY_TAKEN)) {
            assertTrue(StandardTackle.tackleAllowed(mode), mode.name());
        }
    }

    @Test
    void anIntentionalFoulOnAnOpponentWhoCanKickDoesNotFreeze() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.player(Side.RIGHT, 9, 1.5, 0, 180);
        f.ballAt(p, 1e-6 + 1.0, 0); // 0.5 m from the opponent: kickable
        f.alwaysZero(RandomPurpose.TACKLE);
        assertTrue(tackle.apply(f, p, new Tackle(0, true)));
        assertEquals(List.of("tackled l1 foul"), f.events);
        assertEquals(100, p.tackleUntil(), "tackle_cycles lifted after a successful foul");
        f.step(101);
        assertTrue(tackle.apply(f, p, new Tackle(0, true)), "may act again next cycle");
    }

    @Test
    void aFoulWithoutAnOpponentAtTheBallIsAnOrdinaryTackle() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.player(Side.LEFT, 2, 1.5, 0, 180); // a team-mate at the ball does not count
        f.player(Side.RIGHT, 9, 5, 0, 180);  // an opponent out of reach of the ball
        f.ballAt(p, 1, 0);
        f.alwaysZero(RandomPurpose.TACKLE);
        assertTrue(tackle.apply(f, p, new Tackle(0, true)));
        assertEquals(List.of("tackled l1"), f.events);
        assertEquals(110, p.tackleUntil());
    }

    @Test
    void aFailedFoulStillFreezes() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.player(Side.RIGHT, 9, 1.5, 0, 180);
        f.ballAt(p, 1, 0);
        f.streams.put(RandomPurpose.TACKLE, () -> -1L);
        assertTrue(tackle.apply(f, p, new Tackle(0, true)));
        assertEquals(110, p.tackleUntil());
        assertEquals(List.of("tackle failed l1 foul"), f.events);
    }

    @Test
    void aTackleTakesTheBallFromAGoaliesHands() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        Player g = f.player(Side.RIGHT, 1, 1, 0, 180);
        g.holdingBall(true);
        f.ballAt(p, 1e-6, 0);
        assertTrue(tackle.apply(f, p, new Tackle(0, false)));
        assertFalse(g.holdingBall());
    }

    @Test
    void successFrequencyMatchesTheProbability() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ballAt(p, 1.6, 0.5);
        double expected = 1 - Math.pow(0.8, 6) - Math.pow(0.4, 6); // 0.73376
        int n = 10_000;
        for (int i = 0; i < n; i++) {
            p.tackleUntil(0);
            assertTrue(tackle.apply(f, p, new Tackle(0, false)));
        }
        double freq = f.events.stream().filter(e -> e.startsWith("tackled")).count() / (double) n;
        double sd = Math.sqrt(expected * (1 - expected) / n); // ≈ 0.0044
        assertEquals(expected, freq, 4 * sd, "observed " + freq);
    }

    @Test
    void noiseIsBoundedByKickRandTimesTackleRandFactor() {
        Fixture f = new Fixture("server { }", 7); // kick_rand 0.1, tackle_rand_factor 2
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ballAt(p, 1e-6, 0); // fail ≈ 0: pos_rate 1; ball at rest: speed_rate 0.5
        double maxRand = 0.1 * 2 * (1 + 0.5);
        double largest = 0;
        for (int i = 0; i < 2000; i++) {
            p.tackleUntil(0);
            f.ball.clearAcceleration();
            assertTrue(tackle.apply(f, p, new Tackle(0, false)));
            double dev = Math.hypot(f.ball.ax() - 2.7, f.ball.ay());
            assertTrue(dev <= maxRand + 1e-12, "deviation " + dev);
            largest = Math.max(largest, dev);
        }
        assertTrue(largest > 0.95 * maxRand, "noise reaches its bound: " + largest);
    }

    @Test
    void noiseGrowsWithTheBallSpeed() {
        Fixture f = new Fixture("server { }", 3);
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ballAt(p, 1e-6, 0);
        f.ball.velocity(3 * 0.94, 0); // ball_speed_max × ball_decay: speed_rate 1
        double maxRand = 0.1 * 2 * (1 + 1);
        double largest = 0;
        for (int i = 0; i < 2000; i++) {
            p.tackleUntil(0);
            f.ball.clearAcceleration();
            tackle.apply(f, p, new Tackle(0, false));
            double dev = Math.hypot(f.ball.ax() - 2.7, f.ball.ay());
            assertTrue(dev <= maxRand + 1e-12, "deviation " + dev);
            largest = Math.max(largest, dev);
        }
        assertTrue(largest > 0.95 * maxRand, "noise reaches its bound: " + largest);
    }

    // ---- the power form of clients before protocol v12 (rcssserver's version < 12 branch) ----

    @Test
    void powerFormPushesTheBallAlongTheBodyWithThePower() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 30);
        f.ballAt(p, 1e-6, 0);
        assertTrue(tackle.apply(f, p, new Tackle(60, false, true)));
        double a = Math.toRadians(30);
        assertEquals(60 * 0.027 * Math.cos(a), f.ball.ax(), 1e-9, "power × tackle_power_rate along the body");
        assertEquals(60 * 0.027 * Math.sin(a), f.ball.ay(), 1e-9);
        assertEquals(List.of("tackled l1"), f.events);
    }

    @Test
    void powerFormReadsNinetyAsAPowerNotAnAngle() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ballAt(p, 1e-6, 0);
        assertTrue(tackle.apply(f, p, new Tackle(90, false, true)));
        assertEquals(90 * 0.027, f.ball.ax(), 1e-9, "2.43 forwards, where the angle form gives 1.35 sideways");
        assertEquals(0, f.ball.ay(), 1e-9);
    }

    @Test
    void powerFormLimitsThePowerToMaxTacklePower() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ballAt(p, 1e-6, 0);
        assertTrue(tackle.apply(f, p, new Tackle(150, false, true)));
        assertEquals(2.7, f.ball.ax(), 1e-9, "limited to max_tackle_power 100");
    }

    @Test
    void powerFormBackwardsNeedsMaxBackTacklePower() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ballAt(p, 1e-6, 0);
        assertTrue(tackle.apply(f, p, new Tackle(-30, false, true)));
        assertEquals(0, f.ball.ax(), 1e-12, "max_back_tackle_power 0: no backward power");
        assertEquals(List.of("tackled l1"), f.events, "still a successful tackle");

        Fixture g = new Fixture("server { tackle_rand_factor = 0, kick_rand = 0, max_back_tackle_power = 50 }");
        Player q = g.player(Side.RIGHT, 2, 0, 0, 180);
        g.ballAt(q, 1e-6, 0);
        assertTrue(tackle.apply(g, q, new Tackle(-80, false, true)));
        assertEquals(50 * 0.027, g.ball.ax(), 1e-9, "limited to −50, pushed against the body direction (180°)");
        assertEquals(0, g.ball.ay(), 1e-9);
    }

    @Test
    void powerFormIsReducedByTheBallDirection() {
        Fixture f = Fixture.noiseFree().alwaysZero(RandomPurpose.TACKLE);
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ballAt(p, 0.5, 0.5); // 45° off the body
        assertTrue(tackle.apply(f, p, new Tackle(100, false, true)));
        assertEquals(2.7 * (1 - 0.5 * 45 / 180), f.ball.ax(), 1e-9);
        assertEquals(0, f.ball.ay(), 1e-9, "along the body, not towards the ball");
        assertEquals(-0.5 * 2.7 * (1 - 0.5 * 135 / 180),
                StandardTackle.effectivePowerOfPower(new Fixture("server { max_back_tackle_power = 50 }").parameters, -50, 135), EPS);
    }

    @Test
    void powerFormNoiseIsScaledByThePowersShareOfItsLimit() {
        Fixture f = new Fixture("server { max_back_tackle_power = 40 }");
        assertEquals(0.5, StandardTackle.powerShare(f.parameters, 50), EPS, "50 of max_tackle_power 100");
        assertEquals(0.25, StandardTackle.powerShare(f.parameters, -10), EPS, "10 of max_back_tackle_power 40");
        assertEquals(0, StandardTackle.powerShare(f.parameters, 0), EPS);
        assertEquals(0, StandardTackle.powerShare(Fixture.noiseFree().parameters, -1e-11), EPS, "within 1e-10 of 0");

        Fixture g = new Fixture("server { }", 11); // kick_rand 0.1, tackle_rand_factor 2
        Player p = g.player(Side.LEFT, 1, 0, 0, 0);
        g.ballAt(p, 1e-6, 0); // pos_rate 1, ball at rest: speed_rate 0.5
        double maxRand = 0.1 * 2 * 0.5 * (1 + 0.5);
        double largest = 0;
        for (int i = 0; i < 2000; i++) {
            p.tackleUntil(0);
            g.ball.clearAcceleration();
            assertTrue(tackle.apply(g, p, new Tackle(50, false, true)));
            double dev = Math.hypot(g.ball.ax() - 50 * 0.027, g.ball.ay());
            assertTrue(dev <= maxRand + 1e-12, "deviation " + dev);
            largest = Math.max(largest, dev);
        }
        assertTrue(largest > 0.95 * maxRand, "noise reaches half the angle form's bound: " + largest);
    }

    @Test
    void theTwoArgumentTackleIsTheAngleForm() {
        assertFalse(new Tackle(30, true).powerForm());
        assertEquals(new Tackle(30, true, false), new Tackle(30, true));
    }
}
