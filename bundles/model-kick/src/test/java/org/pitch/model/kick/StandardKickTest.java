package org.pitch.model.kick;

import org.pitch.api.model.ActuatorNoise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Kick;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/** The kick (manual §4.5.3, rcssserver 19 Player::kick) with hand-computed values. */
class StandardKickTest {
    private static final double EPS = 1e-12;
    private final StandardKick kick = new StandardKick();

    /** player_size + ball_size: the centre distance at which the two discs touch. */
    private static final double TOUCH = 0.3 + 0.085;

    private static double ax(Fixture f) { return f.ball.ax(); }
    private static double ay(Fixture f) { return f.ball.ay(); }

    @Test
    void isTheKickModel() {
        assertEquals(CommandKind.KICK, kick.kind());
    }

    @Test
    void fullKickAtTheTouchingBallStraightAheadGivesFullAcceleration() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 10, 5, 0);
        f.ball.position(10 + TOUCH, 5);
        assertTrue(kick.apply(f, p, new Kick(100, 0)), "executed");
        assertEquals(100 * 0.027, ax(f), EPS, "power × kick_power_rate = 2.7");
        assertEquals(0, ay(f), EPS);
        assertTrue(p.kicked());
        assertEquals(List.of("kicked l1"), f.events);
    }

    @Test
    void theDirectionIsRelativeToTheBody() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 30);
        double a = Math.toRadians(30);
        f.ball.position(TOUCH * Math.cos(a), TOUCH * Math.sin(a));
        kick.apply(f, p, new Kick(100, 60));
        assertEquals(0, ax(f), 1e-9, "body 30° + direction 60° = 90°");
        assertEquals(2.7, ay(f), 1e-9);
    }

    @Test
    void aDistantBallBehindThePlayerGetsHalfThePower() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ball.position(-p.type().kickableArea(f.ball.size()), 0); // far edge, dir_diff 180°
        kick.apply(f, p, new Kick(100, 0));
        assertEquals(2.7 * 0.5, ax(f), 1e-9, "1 - 0.25 - 0.25");
        assertEquals(0, ay(f), 1e-9);
    }

    @Test
    void aDistantBallNinetyDegreesOffGetsFiveEighthsOfThePower() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ball.position(0, p.type().kickableArea(f.ball.size())); // far edge, dir_diff 90°
        kick.apply(f, p, new Kick(100, 0));
        assertEquals(2.7 * (1 - 0.25 * 90 / 180 - 0.25), ax(f), 1e-9, "0.625, not 0.5: 50 % needs the ball behind");
    }

    @Test
    void distanceAndAngleReduceThePowerLinearly() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.RIGHT, 7, 0, 0, 180);
        // ball 0.35 m from the body's edge (half the margin), 45° off the body (direction 135° globally)
        double r = TOUCH + 0.35, a = Math.toRadians(135);
        f.ball.position(r * Math.cos(a), r * Math.sin(a));
        kick.apply(f, p, new Kick(80, 0));
        double ep = 80 * 0.027 * (1 - 0.25 * 45 / 180 - 0.25 * 0.5);
        assertEquals(-ep, ax(f), 1e-9, "body 180°");
        assertEquals(0, ay(f), 1e-9);
    }

    @Test
    void powerAndDirectionAreClamped() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ball.position(TOUCH, 0);
        kick.apply(f, p, new Kick(150, 0));
        assertEquals(2.7, ax(f), EPS, "maxpower 100");
        f.ball.clearAcceleration();
        kick.apply(f, p, new Kick(-250, 0));
        assertEquals(-2.7, ax(f), EPS, "minpower -100");
        f.ball.clearAcceleration();
        kick.apply(f, p, new Kick(100, 270));
        assertEquals(-2.7, ax(f), EPS, "maxmoment 180, not 270 = -90");
        assertEquals(0, ay(f), 1e-9);
        f.ball.clearAcceleration();
        kick.apply(f, p, new Kick(100, -200));
        assertEquals(-2.7, ax(f), EPS, "minmoment -180");
        f.ball.clearAcceleration();
        kick.apply(f, p, new Kick(Double.POSITIVE_INFINITY, 0));
        assertEquals(2.7, ax(f), EPS, "infinity is clamped too");
        f.ball.clearAcceleration();
        f.events.clear();
        assertFalse(kick.apply(f, p, new Kick(Double.NaN, 0)));
        assertFalse(kick.apply(f, p, new Kick(100, Double.NaN)));
        assertEquals(0, ax(f), "NaN is ignored");
        assertTrue(f.events.isEmpty());
    }

    @Test
    void theBallIsKickableUpToTheEdgeOfTheAreaAndNotBeyond() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        double area = p.type().kickableArea(f.ball.size());
        assertEquals(0.3 + 0.7 + 0.085, area, EPS);
        f.ball.position(0, area);
        kick.apply(f, p, new Kick(100, 0));
        assertTrue(p.kicked(), "at the edge (distance between the discs = kickable_margin)");

        Fixture g = Fixture.noiseFree();
        Player q = g.player(Side.LEFT, 1, 0, 0, 0);
        g.ball.position(0, area + 1e-9);
        assertFalse(kick.apply(g, q, new Kick(100, 0)), "not executed, not counted");
        assertEquals(0, ax(g));
        assertEquals(0, ay(g));
        assertTrue(q.kicked(), "seen kicking all the same, as in rcssserver (KICK | KICK_FAULT)");
        assertEquals(java.util.List.of("kick failed l1"), g.events, "the referee hears of the miss");
    }

    @Test
    void kicksOfSeveralPlayersInOneCycleAddUp() {
        Fixture f = Fixture.noiseFree();
        f.ball.position(0, 0);
        Player a = f.player(Side.LEFT, 1, -TOUCH, 0, 0);
        Player b = f.player(Side.RIGHT, 1, 0, -TOUCH, 90); // ball straight ahead of b
        kick.apply(f, a, new Kick(100, 0));
        kick.apply(f, b, new Kick(50, -90));              // 90° - 90° = 0°
        assertEquals(2.7 + 1.35, ax(f), 1e-9, "the sum; ball_accel_max is the movement model's");
        assertEquals(0, ay(f), 1e-9);
        assertEquals(List.of("kicked l1", "kicked r1"), f.events);
    }

    @Test
    void aHeterogeneousPlayerUsesItsOwnPowerRateAndMargin() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        p.type(Fixture.withKick(p.type(), 0.03, 0.9));
        f.ball.position(p.type().kickableArea(f.ball.size()), 0);
        kick.apply(f, p, new Kick(100, 0));
        assertEquals(100 * 0.03 * 0.75, ax(f), 1e-9);
    }

    @Test
    void aBallOverlappingTheBodyIsKickedHarderAsInRcssserver() {
        // dist_ball is negative and not clamped: the factor exceeds 1
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ball.position(0.2, 0);
        kick.apply(f, p, new Kick(100, 0));
        assertEquals(2.7 * (1 + 0.25 * (TOUCH - 0.2) / 0.7), ax(f), 1e-9);

        Fixture g = Fixture.noiseFree();
        Player q = g.player(Side.LEFT, 1, 3, 3, 120);
        g.ball.position(3, 3); // same centre: direction 0°, dir_diff = |0 - 120| = 120°
        kick.apply(g, q, new Kick(100, -120));
        assertEquals(2.7 * (1 - 0.25 * 120 / 180 + 0.25 * TOUCH / 0.7), ax(g), 1e-9);
    }

    @Test
    void kicksHaveNoEffectInTheModesRcssserverRefuses() {
        Set<PlayMode> refused = EnumSet.of(PlayMode.BEFORE_KICK_OFF, PlayMode.AFTER_GOAL, PlayMode.OFFSIDE,
                PlayMode.ILLEGAL_DEFENSE, PlayMode.FOUL_CHARGE, PlayMode.FOUL_PUSH, PlayMode.BACK_PASS,
                PlayMode.FREE_KICK_FAULT, PlayMode.CATCH_FAULT, PlayMode.TIME_OVER);
        for (PlayMode mode : PlayMode.values()) {
            Fixture f = Fixture.noiseFree();
            f.playMode(mode);
            Player p = f.player(Side.LEFT, 1, 0, 0, 0);
            f.ball.position(TOUCH, 0);
            boolean executed = kick.apply(f, p, new Kick(100, 0));
            boolean refusedHere = refused.contains(mode);
            assertEquals(!refusedHere, executed, mode.toString());
            assertEquals(refusedHere ? 0 : 2.7, ax(f), EPS, mode.toString());
            assertTrue(p.kicked(), "rcssserver marks the kicker in every mode: " + mode);
            assertEquals(!refusedHere, StandardKick.kickAllowed(mode), mode.toString());
        }
    }

    @Test
    void aPlayerLyingAfterATackleOrChargedWithAFoulCannotKick() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        f.ball.position(TOUCH, 0);
        p.tackleUntil(f.step() + 1);
        assertFalse(kick.apply(f, p, new Kick(100, 0)));
        assertEquals(0, ax(f));
        assertFalse(p.kicked(), "a lying player's kick never started (rcssserver: body command done)");
        p.tackleUntil(f.step());
        p.foulChargedUntil(f.step() + 3);
        kick.apply(f, p, new Kick(100, 0));
        assertEquals(0, ax(f));
        p.foulChargedUntil(f.step());
        assertTrue(kick.apply(f, p, new Kick(100, 0)));
        assertEquals(2.7, ax(f), EPS, "free again from the step the lock ends");
    }

    @Test
    void aGoalieHoldingTheBallMayKickItAndLetsGo() {
        Fixture f = Fixture.noiseFree();
        f.playMode(PlayMode.FREE_KICK);
        Player goalie = f.player(Side.LEFT, 1, -50, 0, 0);
        goalie.goalie(true);
        goalie.holdingBall(true);
        f.ball.position(-50 + TOUCH, 0); // where the catch keeps it: in front, touching
        kick.apply(f, goalie, new Kick(100, 0));
        assertEquals(2.7, ax(f), EPS);
        assertFalse(goalie.holdingBall());

        // a team-mate's kick also takes it out of the goalie's hands
        Fixture g = Fixture.noiseFree();
        Player keeper = g.player(Side.LEFT, 1, -50, 0, 0);
        keeper.goalie(true);
        keeper.holdingBall(true);
        Player mate = g.player(Side.LEFT, 2, -50 + 2 * TOUCH, 0, 180);
        g.ball.position(-50 + TOUCH, 0);
        kick.apply(g, mate, new Kick(100, 90));
        assertFalse(keeper.holdingBall());
        assertTrue(mate.kicked());
    }

    // ---------------------------------------------------------------- noise

    /** Kicks a fresh ball n times and returns the noise vectors (acceleration minus the noise-free one). */
    private static double[][] noise(Fixture f, Player p, Kick k, double bx, double by, double bvx, double bvy,
                                    double expAx, double expAy, int n) {
        double[][] out = new double[n][];
        StandardKick kick = new StandardKick();
        for (int i = 0; i < n; i++) {
            f.ball.position(bx, by);
            f.ball.velocity(bvx, bvy);
            f.ball.clearAcceleration();
            kick.apply(f, p, k);
            out[i] = new double[] {f.ball.ax() - expAx, f.ball.ay() - expAy};
        }
        return out;
    }

    @Test
    void kickNoiseIsUniformInLengthUpToMaxRandAndUniformInDirection() {
        Fixture f = new Fixture("");                        // kick_rand 0.1
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        // touching, straight ahead, ball at rest: pos_rate 0.5, speed_rate 0.5, max_rand = 0.1 × 1 × 1
        int n = 40_000;
        double[][] noise = noise(f, p, new Kick(100, 0), TOUCH, 0, 0, 0, 2.7, 0, n);
        double sumLen = 0, sumX = 0, sumY = 0, max = 0;
        for (double[] v : noise) {
            double len = Math.hypot(v[0], v[1]);
            assertTrue(len <= 0.1 + 1e-12, "noise " + len);
            sumLen += len; sumX += v[0]; sumY += v[1];
            max = Math.max(max, len);
        }
        assertEquals(0.05, sumLen / n, 0.001, "uniform length on [0, 0.1]");
        assertEquals(0, sumX / n, 0.001);
        assertEquals(0, sumY / n, 0.001);
        assertTrue(max > 0.099);
    }

    @Test
    void kickNoiseGrowsWithBallDistanceAngleAndSpeedAndScalesWithPower() {
        Fixture f = new Fixture("");
        Player p = f.player(Side.LEFT, 1, 0, 0, 0);
        double area = p.type().kickableArea(f.ball.size());
        // behind at the far edge (pos_rate 1), rolling at ball_speed_max × ball_decay (speed_rate 1), power 50:
        // max_rand = 0.1 × 0.5 × 2 = 0.1; noise-free acceleration 50 × 0.027 × 0.5 = 0.675 along the body
        double[][] noise = noise(f, p, new Kick(50, 0), -area, 0, 0, 3 * 0.94, 0.675, 0, 20_000);
        double max = 0;
        for (double[] v : noise) max = Math.max(max, Math.hypot(v[0], v[1]));
        assertTrue(max <= 0.1 + 1e-9 && max > 0.099, "max " + max);

        // power 0: no noise at all
        double[][] none = noise(f, p, new Kick(0, 0), TOUCH, 0, 1, 1, 0, 0, 100);
        for (double[] v : none) {
            assertEquals(0, v[0]);
            assertEquals(0, v[1]);
        }

        // negative power: the bound is |max_rand|
        double[][] back = noise(f, p, new Kick(-100, 0), TOUCH, 0, 0, 0, -2.7, 0, 20_000);
        max = 0;
        for (double[] v : back) max = Math.max(max, Math.hypot(v[0], v[1]));
        assertTrue(max <= 0.1 + 1e-12 && max > 0.099, "max " + max);
    }

    @Test
    void teamKickRandFactorsApplyOnlyWithTeamActuatorNoise() {
        Fixture on = new Fixture("server { team_actuator_noise = true, kick_rand_factor_l = 2, kick_rand_factor_r = 0.5 }");
        Player left = on.player(Side.LEFT, 1, 0, 0, 0);
        Player right = on.player(Side.RIGHT, 1, 0, 0, 0);
        assertEquals(0.2, ActuatorNoise.kickRand(on.parameters, left), EPS);
        assertEquals(0.05, ActuatorNoise.kickRand(on.parameters, right), EPS);
        double max = 0;
        for (double[] v : noise(on, left, new Kick(100, 0), TOUCH, 0, 0, 0, 2.7, 0, 20_000)) {
            max = Math.max(max, Math.hypot(v[0], v[1]));
        }
        assertTrue(max <= 0.2 + 1e-12 && max > 0.198, "max " + max);

        Fixture off = new Fixture("server { team_actuator_noise = false, kick_rand_factor_l = 2 }");
        Player l = off.player(Side.LEFT, 1, 0, 0, 0);
        assertEquals(0.1, ActuatorNoise.kickRand(off.parameters, l), EPS);
    }

    @Test
    void theNoiseComesFromTheKickNoiseStreamAndReplays() {
        double[] first = new double[2], second = new double[2];
        for (double[] out : new double[][] {first, second}) {
            Fixture f = new Fixture("", 42);
            Player p = f.player(Side.LEFT, 1, 0, 0, 0);
            f.ball.position(TOUCH, 0);
            new StandardKick().apply(f, p, new Kick(100, 0));
            out[0] = f.ball.ax();
            out[1] = f.ball.ay();
        }
        assertEquals(first[0], second[0]);
        assertEquals(first[1], second[1]);
        assertTrue(first[0] != 2.7 || first[1] != 0);
    }

    // ---------------------------------------------------------------- how far a kicked ball rolls

    @Test
    void anOptimalKickRollsFortyFiveMetresNotTheManualsFifty() {
        Fixture f = Fixture.noiseFree();
        Player p = f.player(Side.LEFT, 1, -TOUCH, 0, 0);
        f.ball.position(0, 0);
        kick.apply(f, p, new Kick(100, 0));
        double accelMax = f.parameters.real(org.pitch.api.param.ServerParam.BALL_ACCEL_MAX);
        double decay = f.parameters.real(org.pitch.api.param.ServerParam.BALL_DECAY);
        // the manual's movement steps, noise-free (§4.4): v += min(a, ball_accel_max); x += v; v *= decay
        double v = Math.min(ax(f), accelMax), x = 0;
        double at18 = 0, v18 = 0, at55 = 0, v55 = 0;
        for (int cycle = 1; cycle <= 10_000; cycle++) {
            x += v;
            v *= decay;
            if (cycle == 18) { at18 = x; v18 = v; }
            if (cycle == 55) { at55 = x; v55 = v; }
        }
        assertEquals(2.7 / (1 - 0.94), x, 1e-9, "45 m: the manual says 'up to 50'");
        assertEquals(45 * (1 - Math.pow(0.94, 18)), at18, 1e-9);  // 30.2 m (manual: 34)
        assertEquals(2.7 * Math.pow(0.94, 18), v18, 1e-9);       // 0.886 (manual: slightly below 1)
        assertEquals(45 * (1 - Math.pow(0.94, 55)), at55, 1e-9);  // 43.5 m (manual: about 48)
        assertTrue(v55 < 0.1);                                   // 0.089 (manual: below 0.1)
        // the manual's figures are those of a ball leaving at ball_speed_max = 3.0 m/cycle (compound kicks):
        // 50 m in all, 48.3 m after 55 cycles (v 0.0998), 33.6 m after 18 cycles (v 0.985)
        assertEquals(50, 3.0 / (1 - 0.94), 1e-9);
        assertEquals(48, 50 * (1 - Math.pow(0.94, 55)), 0.5);
        assertTrue(3.0 * Math.pow(0.94, 55) < 0.1);
        assertEquals(34, 50 * (1 - Math.pow(0.94, 18)), 0.5);
        assertEquals(0.985, 3.0 * Math.pow(0.94, 18), 0.001);
    }
}
