package org.pitch.embedded.conformance;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;
import org.pitch.api.world.World;
import org.pitch.embedded.conformance.Comparison.Quantity;

/**
 * Every recorded scene replayed in Pitch: after each step, ball and players must match
 * rcssserver 19's game log within its printed precision (see {@link Comparison}), and the play
 * mode must be the same. The recordings and how they were made: {@code conformance/README.md}
 * in the test resources.
 */
class PhysicsConformanceTest {
    /**
     * Where rcssserver 19 has a defect that Pitch deliberately does not copy (docs/compatibility.md,
     * "Pitch follows the manual"): from that step on the player's position, velocity and directions
     * are not compared. Its stamina, effort, recovery and capacity still are (both servers spend
     * the same), and the difference must be the documented one: in every step in which the player
     * only dashes and the defect {@code applies} (judged on the player before the step), rcssserver
     * turns the body and Pitch does not.
     */
    record KnownDefect(String player, int fromStep, String what, Predicate<Player> applies) {}

    private static final Map<String, KnownDefect> DEFECTS = Map.of(
            "bipedal_dash", new KnownDefect("l1", 46, "one leg alone: (dash (l 100 0)) turns the body by 1 rad", p -> true),
            "stamina_exhausted", new KnownDefect("l1", 175, "stamina short of a dash 100: the legs' shares are uneven, the body turns",
                    p -> p.stamina() + p.type().extraStamina() < 100));

    /** Largest deviation per scene and quantity, printed as a table when all scenes ran. */
    private static final Map<String, Comparison> REPORT = new TreeMap<>();

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "dash_forward", "dash_directions", "turn_inertia", "kick_straight", "kick_penalties",
            "kick_two_kickers", "tackle", "tackle_v11", "collisions", "collisions_multi", "goalie_catch",
            "bipedal_dash", "stamina_thresholds", "stamina_exhausted", "hetero_kick_off", "goalie_punch",
            "back_pass", "goal_and_kick_in"})
    void pitchMovesAsRcssserverDid(String name) throws Exception {
        List<String> bad = replay(name).mismatches();
        assertTrue(bad.isEmpty(), () -> bad.size() + " mismatches, first ones:\n  "
                + String.join("\n  ", bad.subList(0, Math.min(12, bad.size()))));
    }

    /**
     * In rcssserver a kick that misses the ball (or comes in a play mode without kicks) and a
     * catch that is not allowed or out of reach still use up the player's body command of the
     * cycle, so a dash sent after it in the same cycle is ignored ({@code ActionModel.spendsBodyCommand}).
     */
    @Test
    void aFailedKickOrCatchUsesUpTheBodyCommand() throws Exception {
        pitchMovesAsRcssserverDid("body_command_used_up");
    }

    /** Replays the scene in Pitch and compares every step with the log. */
    private static Comparison replay(String name) throws Exception {
        Scenario scenario = Scenario.load(name);
        RecordedLog log = RecordedLog.load(name);
        assertTrue(log.shows.size() >= scenario.steps() + 1, "the log has a show for every step");
        Replay replay = new Replay(scenario);
        Comparison cmp = new Comparison();
        REPORT.put(name, cmp);
        KnownDefect defect = DEFECTS.get(name);
        int defectSteps = 0;
        for (int k = 0; k <= scenario.steps(); k++) {
            Player suspect = defect == null ? null : replay.player(defect.player());
            double bodyBefore = suspect == null ? 0 : suspect.bodyDirection();
            boolean applies = suspect != null && defect.applies().test(suspect);
            replay.step(k);
            RecordedLog.Show show = log.shows.get(k);
            boolean free = defect != null && k >= defect.fromStep();
            compare(cmp, show, replay, free ? defect.player() : null);
            if (free && applies && onlyDashes(scenario, defect.player(), k)) {
                defectSteps++;
                double pitchTurn = Math.abs(suspect.bodyDirection() - bodyBefore);
                double rcssTurn = Math.abs(angle(log.shows.get(k), defect.player()) - angle(log.shows.get(k - 1), defect.player()));
                rcssTurn = Math.min(rcssTurn, 360 - rcssTurn);
                if (pitchTurn > 1e-9 || rcssTurn < 0.5) {
                    cmp.mismatch(String.format("time %d: expected %s in rcssserver only; rcssserver turned %.3f°, Pitch %.3f°",
                            show.time(), defect.what(), rcssTurn, pitchTurn));
                }
            }
        }
        if (defect != null && defectSteps == 0) cmp.mismatch("the scene never shows " + defect.what());
        return cmp;
    }

    /**
     * The state bits of the show that tell what happened to a player, as Pitch's own game log
     * writer shows them: kicked (0x2) and a kick that did not reach the ball (0x4), a catch tried
     * (0x10) and failed (0x20), collided with the ball (0x40 | 0x400), a player (0x800) or a post
     * (0x10000), and the last tackle while the player lies (TACKLE 0x1000, TACKLE_FAULT 0x2000).
     */
    private static final int EVENT_BITS = 0x2 | 0x4 | 0x10 | 0x20 | 0x40 | 0x400 | 0x800 | 0x1000 | 0x2000 | 0x10000;

    /** Whether the player's commands in step k are dashes (or leg dashes) only. */
    private static boolean onlyDashes(Scenario scenario, String player, int k) {
        boolean any = false;
        for (Scenario.Command c : scenario.commands().get(k)) {
            if (!c.who().equals(player)) continue;
            if (!c.text().startsWith("(dash ")) return false;
            any = true;
        }
        return any;
    }

    private static double angle(RecordedLog.Show show, String player) {
        return Double.parseDouble(show.players().get(player).motion()[4]);
    }

    /** Compares everything; for {@code free} (a player past a known rcssserver defect) only the stamina values. */
    private static void compare(Comparison cmp, RecordedLog.Show show, Replay replay, String free) {
        World w = replay.simulation().world();
        Map<String, Integer> shown = replay.shownStates().of(w);
        int t = show.time();
        if (w.time() != t) cmp.mismatch("time " + t + ": Pitch's clock shows " + w.time());
        String mode = w.playMode().wireName(w.playModeSide());
        if (!mode.equals(show.playMode())) cmp.mismatch("time " + t + ": play mode " + show.playMode() + ", Pitch " + mode);
        Ball b = w.ball();
        String[] rb = show.ball();
        cmp.check(t, "ball x", Quantity.BALL_POS, rb[0], b.x());
        cmp.check(t, "ball y", Quantity.BALL_POS, rb[1], b.y());
        cmp.check(t, "ball vx", Quantity.BALL_VEL, rb[2], b.vx());
        cmp.check(t, "ball vy", Quantity.BALL_VEL, rb[3], b.vy());
        if (w.players().size() != show.players().size()) {
            cmp.mismatch("time " + t + ": " + show.players().size() + " players on rcssserver's field, " + w.players().size() + " on Pitch's");
        }
        for (Map.Entry<String, RecordedLog.PlayerLine> e : show.players().entrySet()) {
            String id = e.getKey();
            Player p = replay.player(id);
            if (p == null) {
                cmp.mismatch("time " + t + ": " + id + " is on rcssserver's field only");
                continue;
            }
            if (!id.equals(free)) {
                String[] m = e.getValue().motion();
                cmp.check(t, id + " x", Quantity.POS, m[0], p.x());
                cmp.check(t, id + " y", Quantity.POS, m[1], p.y());
                cmp.check(t, id + " vx", Quantity.VEL, m[2], p.vx());
                cmp.check(t, id + " vy", Quantity.VEL, m[3], p.vy());
                cmp.check(t, id + " body", Quantity.ANGLE, m[4], p.bodyDirection());
                cmp.check(t, id + " neck", Quantity.ANGLE, m[5], p.neckDirection());
            }
            int events = shown.getOrDefault(id, 0) & EVENT_BITS, logged = e.getValue().state() & EVENT_BITS;
            if ((e.getValue().state() & 0x10) != 0) {
                // a catch (CATCH bit) puts the goalie exactly ball + player size from the ball;
                // whether the collision check right after it finds them touching is rounding
                events &= ~0x440;
                logged &= ~0x440;
            }
            if (events != logged) {
                cmp.mismatch(String.format("time %d %s: state bits 0x%x, Pitch 0x%x", t, id, logged, events));
            }
            String[] s = e.getValue().stamina();
            cmp.check(t, id + " stamina", Quantity.STAMINA, s[0], p.stamina());
            cmp.check(t, id + " effort", Quantity.EFFORT_RECOVERY, s[1], p.effort());
            cmp.check(t, id + " recovery", Quantity.EFFORT_RECOVERY, s[2], p.recovery());
            cmp.check(t, id + " capacity", Quantity.CAPACITY, s[3], p.capacity());
        }
    }

    @AfterAll
    static void printReport() {
        StringBuilder out = new StringBuilder("Largest deviation from rcssserver 19 per scene:\n");
        out.append(String.format("%-20s", "scene"));
        for (Quantity q : Quantity.values()) out.append(String.format("%14s", q.label));
        out.append(String.format("%12s%n", "mismatches"));
        for (Map.Entry<String, Comparison> e : REPORT.entrySet()) {
            out.append(String.format("%-20s", e.getKey()));
            for (Quantity q : Quantity.values()) out.append(String.format("%14.3g", e.getValue().largest(q)));
            out.append(String.format("%12d%n", e.getValue().mismatches().size()));
        }
        System.out.print(out);
    }
}
