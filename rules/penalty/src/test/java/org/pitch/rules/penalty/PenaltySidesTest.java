package org.pitch.rules.penalty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pitch.api.command.Catch;
import org.pitch.api.command.Kick;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.testkit.MatchFixture;
import org.pitch.rules.testkit.MatchScene;

/**
 * The penalty shoot-out for every draw of goal and first kicker. The starting scene is symmetric
 * about the centre spot (each right player where the left one stands, turned half a circle), and
 * the seeds draw the four combinations: the left team kicking at the right goal and its mirror
 * (the right team at the left goal), the left team kicking at its own end and its mirror. Each
 * kick is then checked in the kicking team's own frame ({@link MatchScene}): the mark 11 m in front
 * of the chosen goal, the referee's placement at the end of the set-up, the goal and the save.
 *
 * <p>One thing rcssserver does not mirror: the goalie it brings from the far end to the chosen
 * goal goes to (∓42.5, <b>+10</b>) whichever the goal, so that goalie's field y is +10 at both
 * ends (and the kicking team's goalie coming from there then waits at y = +25).
 */
class PenaltySidesTest {
    private static final String BASE = "server { half_time = 1, nr_normal_halfs = 1, nr_extra_halfs = 0, pen_dist_x = 11, "
            + "pen_setup_wait = 4, pen_ready_wait = 3, pen_taken_wait = 30, pen_before_setup_wait = 2, "
            + "pen_nr_kicks = 3, pen_max_extra_kicks = 2 }\n";

    private final PenaltyRule rule = new PenaltyRule();

    /** The shoot-out drawn with this seed, stepped to its first set-up; the scene symmetric about the centre. */
    private MatchFixture start(int seed, Side pen, Side taker) {
        MatchFixture m = MatchFixture.with(BASE + "pitch.seed = " + seed + "\n", "penalty", rule);
        double[][] places = {{-50, 5}, {-5, 2}, {-5, -2}, {-3, 4}, {-3, -4}};
        for (int u = 1; u <= places.length; u++) {
            m.left(u, places[u - 1][0], places[u - 1][1]);
            m.right(u, -places[u - 1][0], -places[u - 1][1]);
        }
        m.step();
        m.kickOff();
        m.stepUntil(w -> w.playMode() == PlayMode.PENALTY_SETUP, 100);
        assertEquals(pen, rule.shootOut().penSide(), "the seed's draw of the goal (the random streams changed?)");
        assertEquals(taker, m.world().playModeSide(), "the seed's draw of the first kicker");
        assertEquals(List.of("penalty_onfield_" + pen.wire(), "penalty_setup_" + taker.wire()), m.simulation().announcements());
        return m;
    }

    /** +1 when the kicking team shoots at the goal it attacks (x > 0 in its frame), -1 at its own end. */
    private static int towardsGoal(Side pen, Side taker) { return pen == taker ? -1 : 1; }

    @ParameterizedTest
    @CsvSource({"5, RIGHT, LEFT", "1, LEFT, RIGHT", "6, LEFT, LEFT", "3, RIGHT, RIGHT"})
    void theMarkAndTheFarGoalie(int seed, Side pen, Side taker) {
        MatchFixture m = start(seed, pen, taker);
        MatchScene s = MatchScene.of(m, taker);
        int d = towardsGoal(pen, taker);
        assertEquals(d * 41.5, s.x(m.ball()), 1e-12, "pen_dist_x 11 in front of the chosen goal");
        assertEquals(0, m.ball().y(), 0);
        Player far = m.world().player(pen.opponent(), 1);
        assertEquals(-pen.sign() * 42.5, far.x(), 1e-12);
        assertEquals(10, far.y(), 0, "field y +10 at either goal, as rcssserver");
    }

    @ParameterizedTest
    @CsvSource({"5, RIGHT, LEFT", "1, LEFT, RIGHT", "6, LEFT, LEFT", "3, RIGHT, RIGHT"})
    void atTheEndOfTheSetUpTheRefereePutsTheKickerAndTheGoalieInPlace(int seed, Side pen, Side taker) {
        MatchFixture m = start(seed, pen, taker);
        MatchScene s = MatchScene.of(m, taker);
        int d = towardsGoal(pen, taker);
        Player kicker = m.world().player(taker, 4);
        s.place(kicker, d * (41.5 - 5), 0); // on its way, 5 m short of the ball
        Player ownGoalie = m.world().player(taker, 1);
        double goalieY = ownGoalie.y();
        Player keeper = m.world().player(taker.opponent(), 1);
        s.place(keeper, d * 30, 3); // out beyond pen_max_goalie_dist_x (14 m) of his line
        m.steps(3);
        assertEquals(List.of(PlayMode.PENALTY_READY.wireName(taker)), m.step());
        assertEquals(d * (41.5 - 2), s.x(kicker), 1e-9, "2 m from the ball, on the way it came");
        assertEquals(0, s.y(kicker), 1e-9);
        // the kicking team's goalie waits beyond the chosen goal's line, at ±25 by the side it stood on
        double waitX = -pen.sign() * 54.5, waitY = goalieY > 0 ? 25 : -25;
        assertTrue(Math.hypot(ownGoalie.x() - waitX, ownGoalie.y() - waitY) <= 2 + 1e-9,
                "goalie at " + ownGoalie.x() + ", " + ownGoalie.y());
        assertEquals(d * (52.5 - 14 + 1.5), s.x(keeper), 1e-9, "the defending goalie 1.5 m behind the allowed line, goalwards");
        assertEquals(0, keeper.y(), 0);
        for (Player p : m.world().players()) {
            if (p.goalie() || p == kicker) continue;
            assertTrue(Math.hypot(p.x(), p.y()) <= 9.15 - p.size() + 1e-9, p.side() + " " + p.unum() + " in the centre circle");
        }
    }

    @ParameterizedTest
    @CsvSource({"5, RIGHT, LEFT", "1, LEFT, RIGHT", "6, LEFT, LEFT", "3, RIGHT, RIGHT"})
    void aShotIntoTheChosenGoalScoresAndTheOtherSideIsNext(int seed, Side pen, Side taker) {
        MatchFixture m = start(seed, pen, taker);
        MatchScene s = MatchScene.of(m, taker);
        int d = towardsGoal(pen, taker);
        m.stepUntil(w -> w.playMode() == PlayMode.PENALTY_READY, 10);
        s.place(m.world().player(taker.opponent(), 1), d * 51.5, 6); // the defending goalie off the ball's path
        Player kicker = m.world().player(taker, 2);
        s.place(kicker, d * (41.5 - 0.5), 0);
        s.face(kicker, d > 0 ? 0 : 180);
        m.send(kicker, new Kick(100, 0));
        assertEquals(List.of(PlayMode.PENALTY_TAKEN.wireName(taker)), m.step());
        m.stepUntil(w -> w.playMode() != PlayMode.PENALTY_TAKEN, 40);
        assertEquals(List.of(PlayMode.PENALTY_SCORE.wireName(taker)), m.simulation().announcements());
        assertTrue(d * s.x(m.ball()) > 52.5 + 0.085, "in the chosen goal");
        assertEquals(1, m.world().team(taker).penaltyScore());
        m.stepUntil(w -> w.playMode() == PlayMode.PENALTY_SETUP, 10);
        assertEquals(PlayMode.PENALTY_SETUP.wireName(taker.opponent()), m.world().playMode().wireName(m.world().playModeSide()));
        assertEquals(-pen.sign() * 41.5, m.ball().x(), 1e-12, "the mark again");
    }

    @ParameterizedTest
    @CsvSource({"5, RIGHT, LEFT", "1, LEFT, RIGHT", "6, LEFT, LEFT", "3, RIGHT, RIGHT"})
    void theDefendingGoaliesCatchInThePenaltyAreaOfTheChosenGoalIsASave(int seed, Side pen, Side taker) {
        MatchFixture m = start(seed, pen, taker);
        MatchScene s = MatchScene.of(m, taker);
        int d = towardsGoal(pen, taker);
        m.stepUntil(w -> w.playMode() == PlayMode.PENALTY_READY, 10);
        Player kicker = m.world().player(taker, 2);
        s.place(kicker, d * (41.5 - 0.5), 0);
        s.face(kicker, d > 0 ? 0 : 180);
        m.send(kicker, new Kick(20, 0));
        assertEquals(List.of(PlayMode.PENALTY_TAKEN.wireName(taker)), m.step());
        Player keeper = m.world().player(taker.opponent(), 1);
        s.place(keeper, d * 48, 0);
        s.face(keeper, d > 0 ? 180 : 0); // towards the centre
        s.ball(d * 47.2, 0, 0, 0);
        m.send(keeper, new Catch(0));
        assertEquals(List.of(PlayMode.PENALTY_MISS.wireName(taker)), m.step());
    }
}
