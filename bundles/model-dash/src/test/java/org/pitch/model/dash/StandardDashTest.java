package org.pitch.model.dash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Dash;
import org.pitch.api.param.Parameters;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * The omni-directional dash with hand-computed values. rcssserver 19 defaults unless stated:
 * dash_power_rate 0.006, effort 1, side_dash_rate 0.4, back_dash_rate 0.7, dash_angle_step 1,
 * min_dash_power 0, max_dash_power 100, extra_stamina 50, stamina_max 8000.
 */
class StandardDashTest {
    private static final double EPS = 1e-12;
    private final StandardDash dash = new StandardDash();

    private static void assertAccel(double ax, double ay, Player p) {
        assertEquals(ax, p.ax(), EPS, "ax");
        assertEquals(ay, p.ay(), EPS, "ay");
    }

    @Test
    void executesDashCommands() {
        assertEquals(CommandKind.DASH, dash.kind());
    }

    @Test
    void fullDashFromRestAcceleratesSixHundredthsPerPowerAlongTheBody() {
        Fixture f = new Fixture();
        Player p = f.player();
        dash.apply(f, p, new Dash(100, 0));
        assertAccel(0.6, 0, p); // 1 × 0.006 × 100 × 1
        assertEquals(7900, p.stamina(), EPS, "a forward dash costs its power");
        assertEquals(0, p.vx(), "the dash only accelerates; the movement model moves");
    }

    @Test
    void accelerationFollowsTheBodyDirection() {
        Fixture f = new Fixture();
        Player p = f.player();
        p.bodyDirection(90);
        dash.apply(f, p, new Dash(50, 0));
        assertAccel(0, 0.3, p);
        Player q = f.player();
        q.bodyDirection(-135);
        dash.apply(f, q, new Dash(100, 0));
        assertAccel(-0.6 * Math.sqrt(0.5), -0.6 * Math.sqrt(0.5), q);
    }

    @Test
    void accelerationIsAddedToWhatThePlayerAlreadyHas() {
        Fixture f = new Fixture();
        Player p = f.player();
        p.accelerate(0.1, 0.2);
        dash.apply(f, p, new Dash(100, 0));
        assertAccel(0.7, 0.2, p);
    }

    @Test
    void sideDashAtNinetyDegreesHasSideDashRate() {
        Fixture f = new Fixture();
        Player left = f.player();
        dash.apply(f, left, new Dash(100, 90));
        assertAccel(0, 0.24, left); // 0.6 × side_dash_rate 0.4, to the body's +90°
        assertEquals(7900, left.stamina(), EPS, "a side dash costs the same as a forward one");
        Player right = f.player();
        dash.apply(f, right, new Dash(100, -90));
        assertAccel(0, -0.24, right);
    }

    @Test
    void dirRateInterpolatesLinearlyBetweenTheFourMainDirections() {
        Parameters p = new Fixture().parameters;
        assertEquals(1.0, StandardDash.dirRate(0, p), EPS);
        assertEquals(0.7, StandardDash.dirRate(45, p), EPS);    // 0.4 + 0.6 × 0.5 (slides: 0.7 at 45°)
        assertEquals(0.4, StandardDash.dirRate(-90, p), EPS);
        assertEquals(0.55, StandardDash.dirRate(135, p), EPS);  // 0.7 - 0.3 × 0.5
        assertEquals(0.7, StandardDash.dirRate(180, p), EPS);   // back_dash_rate (0.6 in the v14 manual, 0.7 since 17.0.0)
        assertEquals(0.7, StandardDash.dirRate(-180, p), EPS);
        assertEquals(0.4 + 0.6 * (1 - 30.0 / 90), StandardDash.dirRate(30, p), EPS);
    }

    @Test
    void dirRateIsBoundedToOne() {
        Parameters p = new Fixture("server.back_dash_rate = 1.5").parameters;
        assertEquals(1.0, StandardDash.dirRate(180, p), EPS);
        assertEquals(0.95, StandardDash.dirRate(135, p), EPS); // 1.5 - 1.1 × 0.5
    }

    @Test
    void directionIsRoundedHalfToEvenToTheAngleStep() {
        Parameters one = new Fixture().parameters;
        assertEquals(30, StandardDash.discretize(30.4, one), EPS);
        assertEquals(44, StandardDash.discretize(44.5, one), EPS, "C rint: half to even");
        assertEquals(46, StandardDash.discretize(45.5, one), EPS);
        assertEquals(-44, StandardDash.discretize(-44.5, one), EPS);
        Parameters eight = new Fixture("server.dash_angle_step = 45").parameters;
        assertEquals(0, StandardDash.discretize(22.5, eight), EPS);
        assertEquals(90, StandardDash.discretize(67.5, eight), EPS);
        assertEquals(45, StandardDash.discretize(30, eight), EPS);
        assertEquals(-180, StandardDash.discretize(-160, eight), EPS);
        Parameters any = new Fixture("server.dash_angle_step = 0").parameters;
        assertEquals(30.4, StandardDash.discretize(30.4, any), EPS);
    }

    @Test
    void roundedDirectionDecidesTheRateAndTheDirection() {
        Fixture f = new Fixture("server.dash_angle_step = 90");
        Player p = f.player();
        dash.apply(f, p, new Dash(100, 50)); // rounds to 90
        assertAccel(0, 0.24, p);
    }

    @Test
    void directionIsClampedBeforeRounding() {
        Parameters p = new Fixture().parameters;
        assertEquals(180, StandardDash.discretize(270, p), EPS, "not normalised: clamped");
        assertEquals(-180, StandardDash.discretize(-400, p), EPS);
        Parameters narrow = new Fixture("server { min_dash_angle = -90, max_dash_angle = 90 }").parameters;
        assertEquals(90, StandardDash.discretize(135, narrow), EPS);
    }

    @Test
    void powerIsClampedToTheDashPowerRange() {
        Fixture f = new Fixture();
        Player p = f.player();
        dash.apply(f, p, new Dash(150, 0));
        assertAccel(0.6, 0, p);
        assertEquals(7900, p.stamina(), EPS);
    }

    @Test
    void negativePowerDoesNothingWithTheDefaultMinDashPowerOfZero() {
        Fixture f = new Fixture();
        Player p = f.player();
        dash.apply(f, p, new Dash(-100, 0));
        assertAccel(0, 0, p);
        assertEquals(8000, p.stamina(), EPS);
    }

    @Test
    void backDashCostsTwiceItsPowerAndPushesBackwards() {
        Fixture f = new Fixture("server.min_dash_power = -100");
        Player p = f.player();
        dash.apply(f, p, new Dash(-100, 0));
        assertEquals(7800, p.stamina(), EPS, "-2 × power");
        assertAccel(-0.6, 0, p); // direction 0: dir_rate 1, reversed
        Player side = f.player();
        dash.apply(f, side, new Dash(-50, 90));
        assertEquals(7900, side.stamina(), EPS);
        assertAccel(0, -0.12, side); // reverse side of +90°, 0.006 × 50 × 0.4
    }

    @Test
    void dashingBackwardsByDirectionUsesBackDashRateAndForwardCost() {
        Fixture f = new Fixture();
        Player p = f.player();
        dash.apply(f, p, new Dash(100, 180));
        assertEquals(7900, p.stamina(), EPS);
        assertAccel(-0.6 * 0.7, 0, p);
        Player q = f.player();
        dash.apply(f, q, new Dash(100, 135));
        assertAccel(-0.6 * 0.55 * Math.sqrt(0.5), 0.6 * 0.55 * Math.sqrt(0.5), q);
    }

    @Test
    void effortAndTheTypesDashPowerRateScaleTheAcceleration() {
        Fixture f = new Fixture();
        Player tired = f.player();
        tired.effort(0.8);
        dash.apply(f, tired, new Dash(100, 0));
        assertAccel(0.48, 0, tired);
        Player fast = f.player(f.type(0.008, 45, 50, 1, 0.6));
        dash.apply(f, fast, new Dash(100, 90));
        assertAccel(0, 0.008 * 100 * 0.4, fast);
    }

    @Test
    void exhaustedPlayerDashesWithItsExtraStamina() {
        Fixture f = new Fixture();
        Player p = f.player();
        p.stamina(0);
        dash.apply(f, p, new Dash(100, 0));
        assertAccel(0.3, 0, p); // power min(100, 0 + extra_stamina 50)
        assertEquals(0, p.stamina(), EPS, "stamina never goes below zero");
        p.clearAcceleration();
        dash.apply(f, p, new Dash(100, 0));
        assertAccel(0.3, 0, p); // the extra stamina is available again every cycle
    }

    @Test
    void lowStaminaPlusExtraStaminaLimitsThePower() {
        Fixture f = new Fixture("server.min_dash_power = -100");
        Player p = f.player();
        p.stamina(30);
        dash.apply(f, p, new Dash(100, 0));
        assertAccel(0.48, 0, p); // min(100, 30 + 50) = 80
        assertEquals(0, p.stamina(), EPS);
        Player back = f.player();
        back.stamina(30);
        dash.apply(f, back, new Dash(-100, 0));
        assertAccel(-0.24, 0, back); // need 200 limited to 80: power -40
        assertEquals(0, back.stamina(), EPS);
        Player enough = f.player();
        enough.stamina(120);
        dash.apply(f, enough, new Dash(100, 0));
        assertAccel(0.6, 0, enough);
        assertEquals(20, enough.stamina(), EPS);
    }

    @Test
    void extraStaminaIsTheTypes() {
        Fixture f = new Fixture();
        Player p = f.player(f.type(0.006, 45, 80, 1, 0.6));
        p.stamina(0);
        dash.apply(f, p, new Dash(100, 0));
        assertAccel(0.48, 0, p);
    }

    @Test
    void noDashWhileTacklingOrChargedWithAFoul() {
        Fixture f = new Fixture();
        Player tackling = f.player();
        tackling.tackleUntil(f.step() + 1);
        dash.apply(f, tackling, new Dash(100, 0));
        assertAccel(0, 0, tackling);
        assertEquals(8000, tackling.stamina(), EPS);
        tackling.tackleUntil(f.step());
        dash.apply(f, tackling, new Dash(100, 0));
        assertAccel(0.6, 0, tackling);
        Player fouled = f.player();
        fouled.foulChargedUntil(f.step() + 5);
        dash.apply(f, fouled, new Dash(100, 0));
        assertAccel(0, 0, fouled);
        assertEquals(8000, fouled.stamina(), EPS);
    }

    @Test
    void dashBeforeKickOffStillCostsStamina() {
        Fixture f = new Fixture();
        f.playMode(org.pitch.api.world.PlayMode.BEFORE_KICK_OFF);
        Player p = f.player();
        dash.apply(f, p, new Dash(100, 0));
        assertEquals(7900, p.stamina(), EPS);
        assertAccel(0.6, 0, p);
    }

    @Test
    void slownessOnTopDividesTheAccelerationOnTheTopHalf() {
        Fixture f = new Fixture("server { slowness_on_top_for_left_team = 2, slowness_on_top_for_right_team = 4 }");
        Player top = f.player();
        top.position(0, -1);
        dash.apply(f, top, new Dash(100, 0));
        assertAccel(0.3, 0, top);
        assertEquals(7900, top.stamina(), EPS, "the cost is not divided");
        Player bottom = f.player();
        bottom.position(0, 0);
        dash.apply(f, bottom, new Dash(100, 0));
        assertAccel(0.6, 0, bottom);
        Player right = new Player(Side.RIGHT, 1, false, f.types.get(0));
        right.position(0, -1);
        right.stamina(8000);
        right.effort(1);
        right.bodyDirection(180);
        dash.apply(f, right, new Dash(100, 0));
        assertAccel(-0.15, 0, right);
    }

    @Test
    void aDashWithoutEffectIsStillExecutedAsRcssserverCountsIt() {
        // rcssserver 19 counts (dash 0) in sense_body and lets no other body command follow it
        Fixture f = new Fixture();
        Player p = f.player();
        assertTrue(dash.apply(f, p, new Dash(0, 0)), "executed");
        assertTrue(p.dashed());
        assertAccel(0, 0, p);
        assertEquals(8000, p.stamina(), EPS);
        Player clamped = f.player();
        assertTrue(dash.apply(f, clamped, new Dash(-100, 0)), "min_dash_power 0 makes it a zero dash");
        assertEquals(8000, clamped.stamina(), EPS);
        Player unreadable = f.player();
        assertFalse(dash.apply(f, unreadable, new Dash(Double.NaN, 0)), "not a dash at all");
        assertFalse(unreadable.dashed());
        Player tackling = f.player();
        tackling.tackleUntil(f.step() + 1);
        assertFalse(dash.apply(f, tackling, new Dash(100, 0)));
    }

    @Test
    void tinyOrUnreadableDashesHaveNoEffect() {
        Fixture f = new Fixture();
        Player p = f.player();
        dash.apply(f, p, new Dash(1e-6, 0));
        dash.apply(f, p, new Dash(Double.NaN, 0));
        dash.apply(f, p, new Dash(100, Double.NaN));
        assertAccel(0, 0, p);
        assertEquals(8000, p.stamina(), EPS);
        dash.apply(f, p, new Dash(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY));
        assertAccel(-0.6 * 0.7, 0, p); // clamped to 100 at -180°
    }

    /**
     * rcssserver's dash sets the body from the committed facing: a turn read after time over
     * (which the steps do not commit) is lost when a later cycle's dash takes effect, and kept by
     * a dash without effect (the tester's seed 20270: 18° on rcssserver after the kick-off, not
     * the turn's 112°).
     */
    @Test
    void aDashTakingEffectLosesATurnStillWaitingForItsCommit() {
        Fixture f = new Fixture();
        Player p = f.player();
        p.turnBody(18, Math.toRadians(18));
        p.turnBodyAtStep(112, Math.toRadians(112));
        dash.apply(f, p, new Dash(13.3, -42.8));
        p.commitFacing();
        assertEquals(18.0, p.bodyDirection(), "the committed facing, not the waiting turn");
        assertEquals(Math.toRadians(18), p.bodyRadians());

        Player idle = f.player();
        idle.turnBodyAtStep(112, Math.toRadians(112));
        dash.apply(f, idle, new Dash(0, 0));
        idle.commitFacing();
        assertEquals(112.0, idle.bodyDirection(), "a dash without effect leaves the body alone, as rcssserver returns before it");
    }
}
