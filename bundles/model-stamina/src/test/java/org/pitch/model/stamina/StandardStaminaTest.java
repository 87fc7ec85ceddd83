package org.pitch.model.stamina;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.Dash;
import org.pitch.api.world.Player;
import org.pitch.model.dash.StandardDash;

/**
 * The stamina model with hand-computed values. rcssserver 19 defaults unless stated: stamina_max 8000,
 * stamina_inc_max 45, stamina_capacity 130600, effort_dec_thr 0.3, effort_dec 0.005, effort_inc_thr 0.6,
 * effort_inc 0.01, recover_dec_thr 0.3, recover_dec 0.002, recover_min 0.5, effort_min 0.6.
 */
class StandardStaminaTest {
    private static final double EPS = 1e-9;
    private final StandardStamina stamina = new StandardStamina();
    private final StandardDash dash = new StandardDash();

    /** One cycle of a player dashing: the command, the movement clearing the acceleration, the recovery. */
    private void dashCycle(Fixture f, Player p, double power) {
        dash.apply(f, p, new Dash(power, 0));
        p.clearAcceleration();
        stamina.endOfCycle(f, p);
    }

    @Test
    void resetGivesTheStaminaOfAKickOff() {
        Fixture f = new Fixture("server { recover_init = 0.8, effort_init = 0.9 }");
        Player p = f.player(f.type(0.006, 45, 50, 0.95, 0.55));
        p.stamina(10);
        p.effort(0.6);
        p.recovery(0.5);
        p.capacity(0);
        stamina.reset(p, f.parameters);
        assertEquals(8000, p.stamina(), EPS);
        assertEquals(1.0, p.recovery(), EPS, "1.0, as rcssserver and the manual, whatever recover_init says");
        assertEquals(0.95, p.effort(), EPS, "the type's effort_max");
        assertEquals(130600, p.capacity(), EPS);
    }

    @Test
    void fullDashesCostFiftyFivePerCycleUntilTheDecrementThreshold() {
        // -100 per dash, +45 recovery: stamina 8000 - 55k after k cycles. The thresholds are checked
        // after the dash: 8000 - 55(k-1) - 100 <= 0.3 × 8000 = 2400  <=>  k >= 101.
        Fixture f = new Fixture();
        Player p = f.player();
        int n = 101;
        for (int k = 1; k < n; k++) {
            dashCycle(f, p, 100);
            assertEquals(8000 - 55.0 * k, p.stamina(), EPS, "cycle " + k);
            assertEquals(1.0, p.effort(), 0, "cycle " + k);
            assertEquals(1.0, p.recovery(), 0, "cycle " + k);
            assertEquals(130600 - 45.0 * k, p.capacity(), EPS, "the capacity pays what was recovered");
        }
        assertEquals(2500, p.stamina(), EPS);
        dashCycle(f, p, 100); // cycle 101: 2400 after the dash, exactly the threshold
        assertEquals(1.0 - 0.005, p.effort(), EPS, "effort_dec");
        assertEquals(1.0 - 0.002, p.recovery(), EPS, "recover_dec");
        assertEquals(2400 + 0.998 * 45, p.stamina(), EPS, "recovery already lowered for this cycle's recovery");
        assertEquals(130600 - 4500 - 0.998 * 45, p.capacity(), EPS);
        dashCycle(f, p, 100); // cycle 102: the dash already has effort 0.995; 2344.91 after it
        assertEquals(0.99, p.effort(), EPS);
        assertEquals(0.996, p.recovery(), EPS);
        assertEquals(2400 + 0.998 * 45 - 100 + 0.996 * 45, p.stamina(), EPS);
    }

    @Test
    void effortFallsByEffortDecDownToTheTypesMinimum() {
        Fixture f = new Fixture();
        Player p = f.player(f.type(0.006, 45, 50, 1.0, 0.58));
        p.stamina(100);
        p.effort(0.584);
        stamina.endOfCycle(f, p);
        assertEquals(0.58, p.effort(), EPS, "0.579 bounded to effort_min 0.58");
        stamina.endOfCycle(f, p);
        assertEquals(0.58, p.effort(), EPS);
    }

    @Test
    void effortRisesAtOrAboveTheIncrementThreshold() {
        Fixture f = new Fixture();
        Player p = f.player();
        // effort_inc_thr × stamina_max, with 0.6 as rcssserver reads it (6 × 0.1 = 0.6000000000000001):
        // a stamina of exactly 4800 is just below it there
        double threshold = 6 * 0.1 * 8000;
        p.stamina(threshold);
        p.effort(0.9);
        stamina.endOfCycle(f, p);
        assertEquals(0.91, p.effort(), EPS);
        p.stamina(4800);
        stamina.endOfCycle(f, p);
        assertEquals(0.91, p.effort(), EPS, "between the thresholds effort stays");
        p.stamina(6000);
        p.effort(0.995);
        stamina.endOfCycle(f, p);
        assertEquals(1.0, p.effort(), EPS, "bounded to effort_max");
    }

    @Test
    void recoveryFallsBelowTheThresholdDownToRecoverMinAndNeverRises() {
        Fixture f = new Fixture();
        Player p = f.player();
        p.stamina(2400.01);
        stamina.endOfCycle(f, p);
        assertEquals(1.0, p.recovery(), 0);
        p.stamina(1000);
        p.recovery(0.501);
        stamina.endOfCycle(f, p);
        assertEquals(0.5, p.recovery(), EPS, "bounded to recover_min");
        assertEquals(1000 + 0.5 * 45, p.stamina(), EPS);
        p.stamina(8000);
        stamina.endOfCycle(f, p);
        assertEquals(0.5, p.recovery(), EPS, "recovery is only restored at kick-off");
    }

    @Test
    void recoveryUsesTheTypesStaminaIncMax() {
        Fixture f = new Fixture();
        Player p = f.player(f.type(0.006, 52.2, 50, 1, 0.6));
        p.stamina(5000);
        p.recovery(0.8);
        stamina.endOfCycle(f, p);
        assertEquals(5000 + 0.8 * 52.2, p.stamina(), EPS);
        assertEquals(130600 - 0.8 * 52.2, p.capacity(), EPS);
    }

    @Test
    void capacityPaysOnlyWhatIsRecovered() {
        Fixture f = new Fixture();
        Player rested = f.player();
        stamina.endOfCycle(f, rested);
        assertEquals(8000, rested.stamina(), EPS);
        assertEquals(130600, rested.capacity(), EPS, "nothing recovered at full stamina");
        Player almost = f.player();
        almost.stamina(7990);
        stamina.endOfCycle(f, almost);
        assertEquals(8000, almost.stamina(), EPS);
        assertEquals(130590, almost.capacity(), EPS);
    }

    @Test
    void anEmptyCapacityStopsTheRecoveryAndLeavesOnlyTheExtraStamina() {
        Fixture f = new Fixture();
        Player p = f.player();
        p.stamina(5000);
        p.capacity(10);
        stamina.endOfCycle(f, p);
        assertEquals(5010, p.stamina(), EPS, "recovery limited to the capacity left");
        assertEquals(0, p.capacity(), EPS);
        stamina.endOfCycle(f, p);
        assertEquals(5010, p.stamina(), EPS);
        p.stamina(0);
        dash.apply(f, p, new Dash(100, 0));
        assertEquals(0.3, p.ax(), 1e-12, "power 50 from extra_stamina");
        p.clearAcceleration();
        stamina.endOfCycle(f, p);
        assertEquals(0, p.stamina(), EPS);
        assertEquals(0, p.capacity(), EPS);
    }

    @Test
    void negativeStaminaCapacityMeansInfinite() {
        Fixture f = new Fixture("server.stamina_capacity = -1");
        Player p = f.player();
        stamina.reset(p, f.parameters);
        assertEquals(-1, p.capacity(), 0, "reported as configured");
        p.stamina(1000);
        stamina.endOfCycle(f, p);
        assertEquals(1000 + 0.998 * 45, p.stamina(), EPS); // 1000 <= 2400: recovery 0.998 first
        assertEquals(-1, p.capacity(), 0);
    }

    @Test
    void halfTimeBetweenNormalHalvesRestoresEverything() {
        Fixture f = new Fixture();
        Player p = f.player(f.type(0.006, 45, 50, 0.98, 0.6));
        p.stamina(1200);
        p.effort(0.7);
        p.recovery(0.6);
        p.capacity(500);
        stamina.halfTime(p, f.parameters, false);
        assertEquals(8000, p.stamina(), EPS);
        assertEquals(0.98, p.effort(), EPS);
        assertEquals(1.0, p.recovery(), EPS);
        assertEquals(130600, p.capacity(), EPS);
    }

    @Test
    void beforeExtraTimeOnlyTheCapacityIsRestored() {
        Fixture f = new Fixture();
        Player p = f.player();
        p.stamina(1200);
        p.effort(0.7);
        p.recovery(0.6);
        p.capacity(500);
        stamina.halfTime(p, f.parameters, true);
        assertEquals(1200, p.stamina(), EPS);
        assertEquals(0.7, p.effort(), EPS);
        assertEquals(0.6, p.recovery(), EPS);
        assertEquals(130600, p.capacity(), EPS);
    }

    @Test
    void aSustainedSprintEmptiesTheCapacity() {
        // 130600 / 45 = 2902.2 cycles of full recovery; with recovery falling, more cycles are needed,
        // and afterwards the stamina stays at 0 and every dash runs on extra_stamina alone
        Fixture f = new Fixture();
        Player p = f.player();
        int cycles = 0;
        while (p.capacity() > 0 && cycles < 10_000) {
            dashCycle(f, p, 100);
            cycles++;
        }
        assertEquals(0, p.capacity(), 0);
        assertEquals(0.5, p.recovery(), EPS);
        assertEquals(0.6, p.effort(), EPS);
        double before = p.stamina();
        assertEquals(true, before < 22.5 + 1e-9, "stamina " + before);
        for (int i = 0; i < 3; i++) dashCycle(f, p, 100);
        assertEquals(0, p.stamina(), EPS);
        assertEquals(true, cycles > 2902, "cycles " + cycles);
    }
}
