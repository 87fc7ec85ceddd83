package org.pitch.rules.penalty;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.pitch.api.command.Kick;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.rules.testkit.MatchFixture;

/**
 * A match that goes to penalties after one 10-cycle half ({@code half_time = 1} s at 100 ms per
 * cycle), with two teams of a goalie and four field players, and short waits so tests stay small.
 * The penalty mark is 11 m from the goal ({@code pen_dist_x = 11}).
 */
final class ShootOutScene {
    /** Short waits and a real penalty mark; each test may override any of it. */
    static final String BASE = "server { half_time = 1, nr_normal_halfs = 1, nr_extra_halfs = 0, pen_dist_x = 11, "
            + "pen_setup_wait = 4, pen_ready_wait = 3, pen_taken_wait = 30, pen_before_setup_wait = 2, "
            + "pen_nr_kicks = 3, pen_max_extra_kicks = 2 }\n";
    /** half_time = 1 s is 10 cycles of simulator_step = 100 ms. */
    static final int END_OF_TIME = 10;

    final MatchFixture m;
    final PenaltyRule rule = new PenaltyRule();

    ShootOutScene(String hocon) {
        m = MatchFixture.with(BASE + hocon, "penalty", rule);
        m.left(1, -50, 5);
        m.left(2, -5, 2);
        m.left(3, -5, -2);
        m.left(4, -3, 4);
        m.left(5, -3, -4);
        m.right(1, 50, 5);
        m.right(2, 5, 2);
        m.right(3, 5, -2);
        m.right(4, 3, 4);
        m.right(5, 3, -4);
    }

    /** Plays the half; returns the messages of the cycle the shoot-out started. */
    List<String> start() {
        m.step(); // the kernel starts its rules in the first cycle
        m.kickOff();
        m.stepUntil(w -> w.playMode() == PlayMode.PENALTY_SETUP, 100);
        return last();
    }

    /** The messages of the last cycle. */
    List<String> last() { return m.simulation().announcements(); }

    Side penSide() { return rule.shootOut().penSide(); }

    /** +1 when the kicks go at the right goal, -1 at the left one. */
    int towardsGoal() { return -penSide().sign(); }

    double spotX() { return towardsGoal() * (52.5 - 11); }

    Side taker() { return m.world().playModeSide(); }

    PlayMode mode() { return m.world().playMode(); }

    Team team(Side side) { return m.world().team(side); }

    /** Steps until the mode is one of those given; returns the cycles stepped. */
    int until(PlayMode... modes) {
        return m.stepUntil(w -> List.of(modes).contains(w.playMode()), 500);
    }

    /**
     * The field player of that side nearest to the ball who has not kicked in this round, as a
     * team would choose its kicker.
     */
    Player nearestFieldPlayer(Side side) {
        Player best = null;
        for (Player p : m.world().players()) {
            if (p.side() != side || p.goalie()) continue;
            if (rule.shootOut() != null && rule.shootOut().kickers(side).contains(p.unum())) continue;
            if (best == null || p.distanceTo(m.ball()) < best.distanceTo(m.ball())) best = p;
        }
        return best;
    }

    Player goalie(Side side) { return m.world().player(side, 1); }

    /** The defending goalie on its goal line, off the ball's path but between the posts. */
    void goalieAside() {
        Player g = goalie(taker().opponent());
        m.referee().placePlayer(g, towardsGoal() * 51.5, 6);
    }

    /** Puts the player half a metre behind the ball, facing the goal, and has it shoot. */
    void shoot(Player kicker) {
        m.referee().placePlayer(kicker, m.ball().x() - towardsGoal() * 0.5, m.ball().y());
        kicker.bodyDirection(towardsGoal() > 0 ? 0 : 180);
        m.send(kicker, new Kick(100, 0));
    }

    /**
     * One kick from the set-up on: a goal if {@code goal}, else a miss by letting the ready time
     * run out. Returns the side that kicked, or null if the shoot-out was already over.
     */
    Side kick(boolean goal) {
        if (mode() == PlayMode.TIME_OVER) return null;
        until(PlayMode.PENALTY_READY, PlayMode.TIME_OVER);
        if (mode() == PlayMode.TIME_OVER) return null;
        Side taker = taker();
        if (goal) {
            goalieAside();
            shoot(nearestFieldPlayer(taker));
            assertEquals(List.of("penalty_taken_" + taker.wire()), m.step());
        }
        until(PlayMode.PENALTY_SCORE, PlayMode.PENALTY_MISS, PlayMode.TIME_OVER);
        return taker;
    }

    /**
     * Kicks until the shoot-out is over, the side {@code scorer} scoring each kick, the other
     * missing; returns the kicking sides in order.
     */
    List<Side> playOut(Side scorer) {
        List<Side> takers = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            Side t = kick(nextTaker() == scorer);
            if (t == null) break;
            takers.add(t);
        }
        assertEquals(PlayMode.TIME_OVER, mode(), "shoot-out over");
        return takers;
    }

    /** The side whose set-up comes next (the current one during a set-up or ready). */
    Side nextTaker() {
        PlayMode mode = mode();
        if (mode == PlayMode.PENALTY_SETUP || mode == PlayMode.PENALTY_READY) return taker();
        return taker().opponent();
    }
}
