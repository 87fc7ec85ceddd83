package org.pitch.rules.freekick;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.command.Dash;
import org.pitch.api.command.Kick;
import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.kit.SetPlays;
import org.pitch.rules.testkit.MatchFixture;
import org.pitch.rules.testkit.MatchScene;

/**
 * FreeKickRef from both ends of the field: each scene is written for the left team (our goal at
 * -x) and played again mirrored by the right team ({@link MatchScene}). rcssserver's side-dependent
 * parts: which side is cleared from the ball (the one not having the kick), which penalty area a
 * goal kick keeps free (with its "behind the goal line" correction by the opponents' side sign),
 * the fault's spot out of the offender's own penalty area, the goal kick's corner at ±47. The
 * spots pick the half of the width by {@code y > 0}: y = 0 goes to negative field y at either end.
 */
class FreeKickSidesTest {
    private static final double CLEARED = 9.15 + 0.3 + 1.0e-5;
    private static final double EPS = 1.0e-10;
    private static final double AREA_FRONT = FieldGeometry.HALF_LENGTH - FieldGeometry.PENALTY_AREA_LENGTH;
    private static final double AREA_HALF_WIDTH = FieldGeometry.PENALTY_AREA_WIDTH / 2;

    private static MatchScene scene(Side us, String hocon) {
        MatchFixture m = MatchFixture.with(hocon, "free_kick", new FreeKickRule());
        m.step();
        return MatchScene.of(m, us);
    }

    private static double distanceToBall(MatchScene s, Player p) {
        return Math.hypot(p.x() - s.m().ball().x(), p.y() - s.m().ball().y());
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void ourTakerPlayingAgainAfterADashInOurAreaIsOurFaultWithTheBallOutOfOurArea(Side us) {
        MatchScene s = scene(us, "");
        Player taker = s.ours(9, -45, 5);
        s.ball(-44.5, 5, 0, 0);
        s.m().playMode(PlayMode.FREE_KICK, us);
        s.m().send(taker, new Kick(10, 0));
        assertEquals(List.of("play_on"), s.m().step());
        s.m().send(taker, new Dash(100, 0));
        assertEquals(List.of(), s.m().step());
        s.m().send(taker, new Kick(10, 0));
        assertEquals(List.of(PlayMode.FREE_KICK_FAULT.wireName(us)), s.m().step());
        assertEquals(-(AREA_FRONT - EPS), s.x(s.m().ball()), 1e-12, "out of our own penalty area");
        assertEquals(AREA_HALF_WIDTH + EPS, s.y(s.m().ball()), 1e-12);
        for (int i = 1; i < FreeKickRule.AFTER_FREE_KICK_FAULT_WAIT; i++) assertEquals(List.of(), s.m().step());
        assertEquals(List.of(PlayMode.FREE_KICK.wireName(us.opponent())), s.m().step());
        assertEquals(-(AREA_FRONT - EPS), s.x(s.m().ball()), 1e-12, "their free kick where the fault was put");
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void atOurFreeKickTheyArePushedOutOfTheCircleAndWeMayStay(Side us) {
        MatchScene s = scene(us, "");
        Player opponent = s.theirs(5, 13, 4);
        Player close = s.theirs(6, 10, -9.2);
        Player mate = s.ours(5, 12, 0);
        s.ball(10, 0, 0, 0);
        s.m().playMode(PlayMode.FREE_KICK, us);
        assertEquals(CLEARED, distanceToBall(s, opponent), 1e-9);
        assertEquals(4.0 / 3.0, s.y(opponent) / (s.x(opponent) - 10), 1e-9, "straight away from the ball");
        assertEquals(CLEARED, distanceToBall(s, close), 1e-9);
        assertEquals(12, s.x(mate), 0);
        s.m().step();
        assertEquals(CLEARED, distanceToBall(s, opponent), 1e-9, "and again every cycle");
    }

    /**
     * An opponent exactly on the ball is pushed out in the direction rcssserver's CArea gives the
     * zero vector, (EPS, EPS): towards positive field x and y at either side's free kick.
     */
    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void anOpponentExactlyOnTheBallGoesTowardsPositiveFieldXAndY(Side us) {
        MatchScene s = scene(us, "");
        Player onBall = s.theirs(5, 10, 3);
        s.ball(10, 3, 0, 0);
        s.m().playMode(PlayMode.FREE_KICK, us);
        double d = CLEARED / Math.sqrt(2);
        assertEquals(s.m().ball().x() + d, onBall.x(), 1e-9, "field x");
        assertEquals(s.m().ball().y() + d, onBall.y(), 1e-9, "field y");
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void beforeOurKickOffTheyAreKeptOutOfTheCircle(Side us) {
        MatchScene s = scene(us, "");
        Player theirs = s.theirs(5, 3, 0);
        Player ours = s.ours(5, -3, 0);
        // the left team kicks off the first half, the right team the second (half_time 3000 cycles)
        if (us == Side.RIGHT) s.m().referee().time(3000);
        s.m().step();
        assertEquals(CLEARED, Math.hypot(theirs.x(), theirs.y()), 1e-9);
        assertEquals(-3, s.x(ours), 0);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void ourGoalKickIsAtOurGoalAreaCornerAndTheyAreKeptOutOfOurArea(Side us) {
        MatchScene s = scene(us, "");
        Player inside = s.theirs(7, -44, 5);
        Player behind = s.theirs(8, -50, 15);
        SetPlays.awardGoalKick(s.m().referee(), us, s.y(-1));
        assertEquals(PlayMode.GOAL_KICK.wireName(us), s.m().world().playMode().wireName(s.m().world().playModeSide()));
        s.m().step();
        assertEquals(-47, s.x(s.m().ball()), 1e-12);
        assertEquals(-9.16, s.y(s.m().ball()), 1e-12);
        double front = -(AREA_FRONT - 0.3); // our area grown by the player's size
        assertEquals(front, s.x(inside), 1e-12);
        assertEquals(5, s.y(inside), 0);
        // nearest to the grown area's back edge, behind our goal line: to its front instead
        assertEquals(front, s.x(behind), 1e-12);
        assertEquals(15, s.y(behind), 0);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theirPlayInOurAreaHasOurGoalKickRetaken(Side us) {
        MatchScene s = scene(us, "");
        Player goalie = s.ours(1, -47.5, -9.16);
        Player opponent = s.theirs(9, -35.5, -9.16);
        SetPlays.awardGoalKick(s.m().referee(), us, s.y(-1));
        s.m().send(goalie, new Kick(10, 0));
        s.m().step();
        s.ball(-36.3, -9.16, 0, 0); // still in the area, within the opponent's reach
        s.m().send(opponent, new Kick(100, 0));
        assertEquals(List.of(PlayMode.GOAL_KICK.wireName(us)), s.m().step());
        assertEquals(-47, s.x(s.m().ball()), 1e-12);
        assertEquals(-9.16, s.y(s.m().ball()), 1e-12);
    }

    /** A retaken goal kick with the ball on the long axis: rcssserver's {@code y > 0} sends it to negative field y at both ends. */
    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aGoalKickRetakenFromTheLongAxisGoesToNegativeFieldY(Side us) {
        MatchScene s = scene(us, "");
        s.ours(1, -47.5, 9.16);
        s.theirs(9, -35.6, 0);
        SetPlays.awardGoalKick(s.m().referee(), us, s.y(1));
        s.m().step();
        s.ball(-35.95, 0, 0, 0); // overlapping the opponent: the next cycle's collision is his touch
        assertEquals(List.of(PlayMode.GOAL_KICK.wireName(us)), s.m().step());
        assertEquals(-47, s.x(s.m().ball()), 1e-12);
        assertEquals(-9.16, s.m().ball().y(), 1e-12, "field y");
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void withProperGoalKicksOurLastFailedGoalKickIsTheirFreeKickOutOfOurArea(Side us) {
        MatchScene s = scene(us, "server { proper_goal_kicks = true, max_goal_kicks = 2 }");
        Player goalie = s.ours(1, -47.5, -9.16);
        SetPlays.awardGoalKick(s.m().referee(), us, s.y(-1));
        s.m().send(goalie, new Kick(10, 0));
        s.m().stepUntil(w -> s.m().heard().contains(PlayMode.GOAL_KICK.wireName(us)), 200);
        assertEquals(-47, s.x(s.m().ball()), 1e-12);
        s.m().send(goalie, new Kick(10, 0));
        s.m().stepUntil(w -> w.playMode() != PlayMode.GOAL_KICK, 200);
        assertEquals(PlayMode.FREE_KICK.wireName(us.opponent()), s.m().heard().get(s.m().heard().size() - 1));
        assertEquals(-(AREA_FRONT - EPS), s.x(s.m().ball()), 1e-12);
        assertEquals(-(AREA_HALF_WIDTH + EPS), s.y(s.m().ball()), 1e-12);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void ourFreeKickNotTakenInOurAreaBecomesADropBallOutOfIt(Side us) {
        MatchScene s = scene(us, "");
        Player goalie = s.ours(1, -45.5, 5);
        Player striker = s.theirs(9, -30, 18);
        s.ball(-45, 5, 0, 0);
        s.m().playMode(PlayMode.FREE_KICK, us);
        s.m().stepUntil(w -> w.playMode() == PlayMode.PLAY_ON, 200);
        assertEquals(List.of("drop_ball", "play_on"), s.m().heard().subList(s.m().heard().size() - 2, s.m().heard().size()));
        assertEquals(-(AREA_FRONT - EPS), s.x(s.m().ball()), 1e-12);
        assertEquals(AREA_HALF_WIDTH + EPS, s.y(s.m().ball()), 1e-12);
        assertEquals(CLEARED, distanceToBall(s, striker), 1e-9, "everybody keeps away at a drop ball");
        assertTrue(distanceToBall(s, goalie) > CLEARED);
    }
}
