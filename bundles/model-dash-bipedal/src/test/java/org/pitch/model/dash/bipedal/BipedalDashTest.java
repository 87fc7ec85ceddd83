package org.pitch.model.dash.bipedal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Dash;
import org.pitch.api.command.LegDash;
import org.pitch.api.model.ModelSlot;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.model.dash.StandardDash;
import org.pitch.testkit.ModelFixture;

/**
 * The bipedal dash with hand-computed values. rcssserver 19 defaults unless stated: dash_power_rate
 * 0.006, effort 1, player_size 0.3 (wheel base 0.6), side_dash_rate 0.4, back_dash_rate 0.7,
 * extra_stamina 50, stamina_max 8000; player_rand is set to 0 where the turn is checked exactly.
 */
class BipedalDashTest {
    private static final double EPS = 1e-12;
    private static final LegDash.Leg L = LegDash.Leg.LEFT, R = LegDash.Leg.RIGHT;
    private static final String EXACT = "server.player_rand = 0";

    private final BipedalDash legs = new BipedalDash();

    /** A rested left player facing {@code body}° at (0, 10). */
    private static Player player(ModelFixture f, double body) {
        Player p = f.player(Side.LEFT, f.players().size() + 1, 0, 10, body);
        p.stamina(8000);
        p.effort(1);
        p.recovery(1);
        return p;
    }

    private boolean both(ModelFixture f, Player p, double lp, double ld, double rp, double rd) {
        boolean left = legs.apply(f, p, new LegDash(L, lp, ld));
        boolean right = legs.apply(f, p, new LegDash(R, rp, rd));
        return left && right;
    }

    private static void assertAccel(double ax, double ay, Player p) {
        assertEquals(ax, p.ax(), EPS, "ax");
        assertEquals(ay, p.ay(), EPS, "ay");
    }

    @Test
    void servesItsOwnCommandKindAndSlot() {
        assertEquals(CommandKind.LEG_DASH, legs.kind());
        assertEquals(ModelSlot.LEG_DASH, ModelSlot.forCommand(legs.kind()));
        assertEquals("leg_dash", ModelSlot.LEG_DASH.key());
        assertEquals(CommandKind.DASH, CommandKind.LEG_DASH.countedAs(), "sense_body counts legs as dashes");
        assertEquals(CommandKind.LEG_DASH, new LegDash(L, 1, 2).kind());
    }

    @Test
    void twoFullLegsFromRestAreADash100() {
        ModelFixture f = new ModelFixture(EXACT);
        Player p = player(f, 0);
        assertTrue(both(f, p, 100, 0, 100, 0));
        assertAccel(0.6, 0, p); // each leg 1 × 100 × 0.006; the mean of two equal accelerations
        assertEquals(7900, p.stamina(), EPS, "50 per leg");
        assertEquals(0, p.bodyDirection(), "equal legs do not turn");
        assertTrue(p.dashed());
        assertEquals(0, p.vx(), "the legs accelerate; the movement model moves");
    }

    @Test
    void twoEqualLegsAreBitForBitThePlainDash() {
        String hocon = "server { min_dash_power = -100, slowness_on_top_for_left_team = 1.3 }";
        StandardDash plain = new StandardDash();
        double[] powers = {100, 99.7, 73.123456789, 33.3, 1e-3, 0, -0.3, -47.77, -100, 150};
        double[] directions = {0, 17.3, 45, 90, -135.5, 180, -180};
        double[] bodies = {0, 33.3, -91.7, 179.9};
        double[] staminas = {8000, 61.7, 0};
        int compared = 0;
        for (double power : powers) {
            for (double dir : directions) {
                for (double body : bodies) {
                    for (double stamina : staminas) {
                        ModelFixture f = new ModelFixture(hocon);
                        Player a = player(f, body), b = player(f, body);
                        for (Player p : new Player[] {a, b}) {
                            p.stamina(stamina);
                            p.effort(0.83);
                            p.velocity(0.31, -0.17);
                            p.position(1, body < 0 ? -3 : 3); // the top half for some
                        }
                        boolean legged = both(f, a, power, dir, power, dir);
                        boolean dashed = plain.apply(f, b, new Dash(power, dir));
                        String what = "power " + power + " dir " + dir + " body " + body + " stamina " + stamina;
                        assertEquals(dashed, legged, what);
                        assertEquals(b.ax(), a.ax(), 0.0, what);
                        assertEquals(b.ay(), a.ay(), 0.0, what);
                        assertEquals(b.stamina(), a.stamina(), 0.0, what);
                        assertEquals(b.bodyDirection(), a.bodyDirection(), 0.0, what);
                        compared++;
                    }
                }
            }
        }
        assertEquals(powers.length * directions.length * bodies.length * staminas.length, compared);
    }

    @Test
    void unequalLegsTurnTheBodyByTheSpeedDifferenceOverTheWheelBase() {
        ModelFixture f = new ModelFixture(EXACT);
        Player p = player(f, 0);
        assertTrue(both(f, p, 100, 0, 50, 0));
        assertAccel(0.45, 0, p); // (0.6 + 0.3) / 2
        // ω = (0.6 - 0.3) / (2 × 0.3) = 0.5 rad, to the right (positive) as the left leg is faster
        assertEquals(Math.toDegrees(0.5), p.bodyDirection(), EPS);
        assertEquals(8000 - 50 - 25, p.stamina(), EPS);
    }

    @Test
    void asTheReferenceServerDidInCommandsV19() {
        // /work/shared/reference/commands_v19.txt: after (dash (l 100 0) (r 50 0)) the stamina went
        // 8000 → 7970 (75 paid, 45 recovered) and the speed direction, relative to the body of a
        // player at rest, from -28 to -56: the body turned by 28° ± 1 (rounding), 0.5 rad ± player_rand
        ModelFixture f = new ModelFixture(""); // player_rand 0.1
        Player p = player(f, 28);
        assertTrue(both(f, p, 100, 0, 50, 0));
        assertEquals(7925, p.stamina(), EPS);
        double turned = p.bodyDirection() - 28;
        assertTrue(turned >= Math.toDegrees(0.5) * 0.9 - EPS && turned <= Math.toDegrees(0.5) * 1.1 + EPS, "turned " + turned);
        assertTrue(Math.abs(28 - Math.toDegrees(0.5)) <= 1, "the transcript's turn is the formula's");
    }

    @Test
    void theTurnIsMeasuredAlongTheBodyAndIgnoresTheVelocity() {
        ModelFixture f = new ModelFixture(EXACT);
        Player p = player(f, 90);
        p.velocity(0.4, -0.7);
        assertTrue(both(f, p, 50, 0, 100, 0));
        assertAccel(0, 0.45, p);
        assertEquals(90 - Math.toDegrees(0.5), p.bodyDirection(), EPS, "the right leg is faster: a left turn");
        Player q = player(f, 0);
        // sideways legs: nothing along the body, so no turn; the sideways pushes cancel
        assertTrue(both(f, q, 100, 90, 100, -90));
        assertAccel(0, 0, q);
        assertEquals(0, q.bodyDirection(), EPS);
        Player r = player(f, 0);
        // left forward, right backward by direction: 0.6 and -0.6 × 0.7 along the body
        assertTrue(both(f, r, 100, 0, 100, 180));
        assertAccel((0.6 - 0.42) / 2, 0, r);
        assertEquals(Math.toDegrees((0.6 + 0.42) / 0.6), r.bodyDirection(), EPS);
    }

    @Test
    void theTurnIsNormalised() {
        ModelFixture f = new ModelFixture(EXACT);
        Player p = player(f, 170);
        assertTrue(both(f, p, 100, 0, 50, 0));
        assertEquals(170 + Math.toDegrees(0.5) - 360, p.bodyDirection(), EPS);
    }

    @Test
    void oneLegAloneAcceleratesByHalfItsAccelerationAndDoesNotTurn() {
        ModelFixture f = new ModelFixture(EXACT);
        Player left = player(f, 0);
        assertTrue(legs.apply(f, left, new LegDash(L, 100, 0)));
        assertAccel(0.3, 0, left); // (0.6 + 0) / 2
        assertEquals(7950, left.stamina(), EPS);
        assertEquals(0, left.bodyDirection(), "manual: no rotation with one leg (rcssserver turns a left leg 57°)");
        Player right = player(f, 0);
        assertTrue(legs.apply(f, right, new LegDash(R, 60, 45)));
        double a = 0.006 * 60 * 0.7 / 2;
        assertAccel(a * Math.cos(Math.PI / 4), a * Math.sin(Math.PI / 4), right);
        assertEquals(7970, right.stamina(), EPS);
        assertEquals(0, right.bodyDirection());
    }

    @Test
    void aSecondLegLaterInTheCycleReplacesTheFirstLegsEffectByBoth() {
        ModelFixture f = new ModelFixture(EXACT);
        Player p = player(f, 0);
        p.accelerate(0.05, -0.02); // something else pushed first
        assertTrue(legs.apply(f, p, new LegDash(R, 50, 0)));
        assertAccel(0.05 + 0.15, -0.02, p);
        assertEquals(7975, p.stamina(), EPS);
        // e.g. the other leg in another datagram of the same cycle
        assertTrue(legs.apply(f, p, new LegDash(L, 100, 0)));
        assertAccel(0.05 + 0.45, -0.02, p);
        assertEquals(7925, p.stamina(), EPS, "paid once, for both legs");
        assertEquals(Math.toDegrees(0.5), p.bodyDirection(), EPS);
    }

    @Test
    void eachLegDashesOnceACycle() {
        ModelFixture f = new ModelFixture(EXACT);
        Player p = player(f, 0);
        assertTrue(legs.apply(f, p, new LegDash(L, 100, 0)));
        assertFalse(legs.apply(f, p, new LegDash(L, 50, 0)), "the left leg has its order");
        assertAccel(0.3, 0, p);
        assertEquals(7950, p.stamina(), EPS);
        f.step(f.step() + 1);
        p.clearAcceleration();
        assertTrue(legs.apply(f, p, new LegDash(L, 50, 0)), "a new cycle");
        assertAccel(0.15, 0, p);
        assertEquals(7925, p.stamina(), EPS);
        assertTrue(legs.apply(f, p, new LegDash(R, 50, 0)));
        assertAccel(0.3, 0, p);
        assertEquals(7900, p.stamina(), EPS);
        assertEquals(0, p.bodyDirection(), EPS);
    }

    @Test
    void playersLegsAreTheirOwn() {
        ModelFixture f = new ModelFixture(EXACT);
        Player a = player(f, 0);
        Player b = f.player(Side.RIGHT, 1, 0, 10, 0);
        b.stamina(8000);
        b.effort(1);
        assertTrue(legs.apply(f, a, new LegDash(L, 100, 0)));
        assertTrue(legs.apply(f, b, new LegDash(R, 100, 0)));
        assertTrue(legs.apply(f, b, new LegDash(L, 100, 0)));
        assertAccel(0.3, 0, a);
        assertAccel(0.6, 0, b);
        assertEquals(7950, a.stamina(), EPS);
        assertEquals(7900, b.stamina(), EPS);
    }

    @Test
    void backwardLegsCostTheirWholePower() {
        ModelFixture f = new ModelFixture("server { player_rand = 0, min_dash_power = -100 }");
        Player p = player(f, 0);
        assertTrue(both(f, p, -100, 0, -100, 0));
        assertAccel(-0.6, 0, p);
        assertEquals(7800, p.stamina(), EPS, "as a plain back dash: twice the power");
        Player one = player(f, 0);
        assertTrue(legs.apply(f, one, new LegDash(R, -100, 0)));
        assertAccel(-0.3, 0, one);
        assertEquals(7900, one.stamina(), EPS);
        Player mixed = player(f, 0);
        assertTrue(both(f, mixed, 100, 0, -100, 0)); // spin on the spot
        assertAccel(0, 0, mixed);
        assertEquals(7850, mixed.stamina(), EPS);
        assertEquals(Math.toDegrees(1.2 / 0.6), mixed.bodyDirection(), EPS);
    }

    @Test
    void negativePowerIsNothingWithTheDefaultMinDashPowerOfZero() {
        ModelFixture f = new ModelFixture(EXACT);
        Player p = player(f, 0);
        assertTrue(both(f, p, -100, 0, 100, 0));
        assertAccel(0.3, 0, p);
        assertEquals(7950, p.stamina(), EPS);
        assertEquals(-Math.toDegrees(0.6 / 0.6), p.bodyDirection(), EPS);
    }

    @Test
    void whenStaminaRunsOutTheRestIsSharedEvenly() {
        ModelFixture f = new ModelFixture(EXACT);
        Player p = player(f, 0);
        p.stamina(0);
        assertTrue(both(f, p, 100, 0, 100, 0));
        // extra_stamina 50 pays 25 per leg: power 50 each (rcssserver pays 25 and 33.3 and turns)
        assertAccel(0.3, 0, p);
        assertEquals(0, p.bodyDirection(), EPS);
        assertEquals(0, p.stamina(), EPS);
    }

    @Test
    void whenStaminaRunsOutUnequalLegsShareInProportionToTheirNeeds() {
        ModelFixture f = new ModelFixture(EXACT);
        Player p = player(f, 0);
        p.stamina(10);
        assertTrue(both(f, p, 100, 0, 50, 0));
        // need 50 + 25 = 75, available 10 + 50 = 60: left 40, right 20 → powers 80 and 40
        assertAccel((0.48 + 0.24) / 2, 0, p);
        assertEquals(Math.toDegrees(0.24 / 0.6), p.bodyDirection(), EPS);
        assertEquals(0, p.stamina(), EPS);
    }

    @Test
    void theTurnCarriesThePlayersActuatorNoise() {
        ModelFixture f = new ModelFixture("server.player_rand = 0.1");
        double exact = Math.toDegrees(0.5), min = Double.MAX_VALUE, max = -Double.MAX_VALUE;
        for (int i = 0; i < 2000; i++) {
            f.step(f.step() + 1);
            Player p = player(f, 0);
            both(f, p, 100, 0, 50, 0);
            min = Math.min(min, p.bodyDirection());
            max = Math.max(max, p.bodyDirection());
            assertAccel(0.45, 0, p); // the noise is on the turn only
        }
        assertTrue(min >= exact * 0.9 - EPS && min < exact * 0.91, "min " + min);
        assertTrue(max <= exact * 1.1 + EPS && max > exact * 1.09, "max " + max);

        ModelFixture quiet = new ModelFixture("server { player_rand = 0.1, team_actuator_noise = true, prand_factor_l = 0 }");
        Player p = player(quiet, 0);
        both(quiet, p, 100, 0, 50, 0);
        assertEquals(exact, p.bodyDirection(), EPS, "prand_factor_l 0 under team_actuator_noise");
    }

    @Test
    void onTheTopHalfEachLegIsSlowed() {
        ModelFixture f = new ModelFixture("server { player_rand = 0, slowness_on_top_for_left_team = 2 }");
        Player p = player(f, 0);
        p.position(0, -1);
        assertTrue(both(f, p, 100, 0, 50, 0));
        assertAccel(0.225, 0, p);
        assertEquals(Math.toDegrees(0.25), p.bodyDirection(), EPS);
        assertEquals(7925, p.stamina(), EPS, "the cost is not divided");
    }

    @Test
    void legsWithoutEffectStillCountAsADash() {
        ModelFixture f = new ModelFixture(EXACT);
        Player p = player(f, 0);
        assertTrue(both(f, p, 0, 0, 1e-6, 0));
        assertTrue(p.dashed());
        assertAccel(0, 0, p);
        assertEquals(8000, p.stamina(), EPS);
    }

    @Test
    void notWhileTacklingOrChargedNorUnreadable() {
        ModelFixture f = new ModelFixture(EXACT);
        Player tackling = player(f, 0);
        tackling.tackleUntil(f.step() + 1);
        assertFalse(legs.apply(f, tackling, new LegDash(L, 100, 0)));
        Player charged = player(f, 0);
        charged.foulChargedUntil(f.step() + 3);
        assertFalse(legs.apply(f, charged, new LegDash(R, 100, 0)));
        Player unreadable = player(f, 0);
        assertFalse(legs.apply(f, unreadable, new LegDash(L, Double.NaN, 0)));
        assertFalse(legs.apply(f, unreadable, new LegDash(R, 100, Double.NaN)));
        for (Player p : new Player[] {tackling, charged, unreadable}) {
            assertAccel(0, 0, p);
            assertEquals(8000, p.stamina(), EPS);
            assertFalse(p.dashed());
        }
        // the unreadable left leg left no order: a readable one is taken
        assertTrue(legs.apply(f, unreadable, new LegDash(L, 100, 0)));
        assertAccel(0.3, 0, unreadable);
    }

    @Test
    void powerAndDirectionAreBoundedAndDiscretisedAsAPlainDashs() {
        ModelFixture f = new ModelFixture("server { player_rand = 0, dash_angle_step = 90 }");
        Player p = player(f, 0);
        assertTrue(both(f, p, 150, 50, 100, -40)); // 100 at 90°, 100 at 0°
        assertAccel(0.3, 0.12, p);
        assertEquals(-Math.toDegrees(0.6 / 0.6), p.bodyDirection(), EPS, "only the right leg pushes forward");
        assertEquals(7900, p.stamina(), EPS);
        Player inf = player(f, 0);
        assertTrue(legs.apply(f, inf, new LegDash(L, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY)));
        assertAccel(-0.6 * 0.7 / 2, 0, inf); // 100 at -180°
    }

    /**
     * The legs set the body from the committed facing whenever the left leg dashes (rcssserver's
     * {@code applyDashEffect}), so a turn still waiting for its commit (read after time over) is
     * lost; a right leg alone leaves the body, and the turn, alone.
     */
    @Test
    void theLeftLegLosesATurnStillWaitingForItsCommitTheRightLegAloneKeepsIt() {
        ModelFixture f = new ModelFixture(EXACT);
        Player twoLegs = player(f, 18);
        twoLegs.turnBodyAtStep(112, Math.toRadians(112));
        assertTrue(both(f, twoLegs, 50, 0, 50, 0));
        twoLegs.commitFacing();
        assertEquals(18.0, twoLegs.bodyDirection(), 1e-9);

        Player left = player(f, 18);
        left.turnBodyAtStep(112, Math.toRadians(112));
        assertTrue(legs.apply(f, left, new LegDash(L, 50, 0)));
        left.commitFacing();
        assertEquals(18.0, left.bodyDirection(), 1e-9);

        Player right = player(f, 18);
        right.turnBodyAtStep(112, Math.toRadians(112));
        assertTrue(legs.apply(f, right, new LegDash(R, 50, 0)));
        right.commitFacing();
        assertEquals(112.0, right.bodyDirection(), 1e-9);
    }
}
