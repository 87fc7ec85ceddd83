package org.pitch.model.body;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Move;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/** move (manual §4.5.4): when it is accepted, team coordinates, the goalie's moves. */
class StandardMoveTest {
    private static final double EPS = 1e-12;
    private final StandardMove move = new StandardMove();

    private static void assertAt(double x, double y, Player p) {
        assertEquals(x, p.x(), EPS, "x");
        assertEquals(y, p.y(), EPS, "y");
    }

    /** The left goalie holding the ball it caught, in the free kick the catch gave. */
    private static Player goalieHoldingTheBall(Fixture f) {
        Player g = f.add(Side.LEFT, 1);
        g.holdingBall(true);
        return g;
    }

    @Test
    void kindIsMove() {
        assertEquals(CommandKind.MOVE, move.kind());
    }

    @Test
    void beforeKickOffPlacesThePlayer() {
        Fixture f = Fixture.noiseFree().mode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL);
        Player p = f.add(Side.LEFT, 7);
        p.position(-3, -37);
        move.apply(f, p, new Move(-10, 5));
        assertAt(-10, 5, p);
        move.apply(f, p, new Move(-20, -15)); // any number of times
        assertAt(-20, -15, p);
        assertEquals(0, p.bodyDirection(), "the body direction is not touched");
    }

    @Test
    void aMoveBeforeAKickOffOrAfterAGoalHasItsCollisionsResolvedAtOnce() {
        // rcssserver's Player::move calls collisions() there (the tester's seed 15051)
        Fixture f = Fixture.noiseFree().mode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL);
        Player p = f.add(Side.LEFT, 7);
        move.apply(f, p, new Move(-10, 5));
        f.mode(PlayMode.AFTER_GOAL, Side.RIGHT);
        move.apply(f, p, new Move(-12, 5));
        assertEquals(List.of(p, p), f.moved);
        f.mode(PlayMode.PLAY_ON, Side.NEUTRAL);
        move.apply(f, p, new Move(-14, 5));
        assertEquals(2, f.moved.size(), "a refused move places nobody");
    }

    @Test
    void theGoaliesMoveWithTheCaughtBallResolvesNothingAtOnce() {
        Fixture f = Fixture.noiseFree().mode(PlayMode.FREE_KICK, Side.LEFT);
        Player g = goalieHoldingTheBall(f);
        move.apply(f, g, new Move(-45, 5));
        assertAt(-45, 5, g);
        assertEquals(List.of(), f.moved, "rcssserver's goalie move does not call collisions()");
    }

    @Test
    void theRightTeamsCoordinatesAreMirrored() {
        Fixture f = Fixture.noiseFree().mode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL);
        Player p = f.add(Side.RIGHT, 7);
        move.apply(f, p, new Move(-10, 5));
        assertAt(10, -5, p);
    }

    @Test
    void inPlayOnAndOtherModesNothingHappens() {
        Fixture f = Fixture.noiseFree();
        Player p = f.add(Side.LEFT, 7);
        p.position(3, 4);
        for (PlayMode m : new PlayMode[] {PlayMode.PLAY_ON, PlayMode.KICK_OFF, PlayMode.KICK_IN, PlayMode.FREE_KICK,
                PlayMode.CORNER_KICK, PlayMode.GOAL_KICK, PlayMode.OFFSIDE, PlayMode.GOALIE_CATCH_BALL,
                PlayMode.FOUL_CHARGE, PlayMode.PENALTY_SETUP, PlayMode.TIME_OVER}) {
            f.mode(m, Side.LEFT);
            move.apply(f, p, new Move(-10, 5));
            assertAt(3, 4, p);
        }
    }

    @Test
    void afterAGoalOfEitherSide() {
        Fixture f = Fixture.noiseFree().mode(PlayMode.AFTER_GOAL, Side.LEFT);
        Player l = f.add(Side.LEFT, 7);
        Player r = f.add(Side.RIGHT, 9);
        move.apply(f, l, new Move(-1, 2));
        move.apply(f, r, new Move(-3, 4));
        assertAt(-1, 2, l);
        assertAt(3, -4, r);
        f.mode(PlayMode.AFTER_GOAL, Side.RIGHT);
        move.apply(f, l, new Move(-5, 6));
        assertAt(-5, 6, l);
    }

    @Test
    void theOpponentHalfIsNotRefusedByTheMove() {
        // relocating players who stand in the other half is the referee's job at kick-off
        Fixture f = Fixture.noiseFree().mode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL);
        Player p = f.add(Side.LEFT, 7);
        move.apply(f, p, new Move(20, 0));
        assertAt(20, 0, p);
    }

    @Test
    void velocityIsKeptAsInRcssserver() {
        Fixture f = Fixture.noiseFree().mode(PlayMode.AFTER_GOAL, Side.LEFT);
        Player p = f.add(Side.LEFT, 7);
        p.velocity(0.4, -0.2);
        move.apply(f, p, new Move(-10, 0));
        assertEquals(0.4, p.vx(), EPS);
        assertEquals(-0.2, p.vy(), EPS);
    }

    @Test
    void aGoalieHoldingTheBallMovesGoalieMaxMovesTimes() {
        Fixture f = Fixture.noiseFree().mode(PlayMode.FREE_KICK, Side.LEFT);
        Player g = goalieHoldingTheBall(f);
        move.apply(f, g, new Move(-48, 5));
        assertAt(-48, 5, g);
        assertEquals(1, g.goalieMoves());
        move.apply(f, g, new Move(-47, -5));
        assertAt(-47, -5, g);
        assertEquals(2, g.goalieMoves());
        assertEquals(List.of(), f.replies);
        move.apply(f, g, new Move(-45, 0)); // goalie_max_moves 2: too many moves
        assertAt(-47, -5, g);
        assertEquals(2, g.goalieMoves());
        assertEquals(List.of("(error too_many_moves)"), f.replies, "rcssserver answers the move beyond goalie_max_moves");
    }

    /**
     * rcssserver warns a player that moves to x ≥ -size (its own coordinates) before the kick-off
     * while {@code forbid_kick_off_offside} is on, and moves it all the same; not after a goal.
     */
    @Test
    void aMoveIntoTheOpponentsHalfBeforeTheKickOffIsWarnedAbout() {
        Fixture f = Fixture.noiseFree().mode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL);
        Player p = f.add(Side.RIGHT, 7);
        move.apply(f, p, new Move(-0.31, 0));
        assertEquals(List.of(), f.replies);
        move.apply(f, p, new Move(-0.3, 0));
        assertAt(0.3, 0, p);
        assertEquals(List.of("(warning moving_to_opponent_field)"), f.replies);
        Fixture afterGoal = Fixture.noiseFree().mode(PlayMode.AFTER_GOAL, Side.LEFT);
        move.apply(afterGoal, afterGoal.add(Side.LEFT, 7), new Move(10, 0));
        assertEquals(List.of(), afterGoal.replies);
        Fixture off = new Fixture("player_rand = 0, forbid_kick_off_offside = false").mode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL);
        move.apply(off, off.add(Side.LEFT, 7), new Move(10, 0));
        assertEquals(List.of(), off.replies);
    }

    @Test
    void theRightGoalieMovesInMirroredCoordinates() {
        Fixture f = Fixture.noiseFree().mode(PlayMode.FREE_KICK, Side.RIGHT);
        Player g = f.add(Side.RIGHT, 1);
        g.holdingBall(true);
        move.apply(f, g, new Move(-48, 5));
        assertAt(48, -5, g);
    }

    @Test
    void aNegativeGoalieMaxMovesMeansNoLimit() {
        Fixture f = new Fixture("player_rand = 0, goalie_max_moves = -1").mode(PlayMode.FREE_KICK, Side.LEFT);
        Player g = goalieHoldingTheBall(f);
        for (int i = 0; i < 10; i++) move.apply(f, g, new Move(-40 - i, 0));
        assertAt(-49, 0, g);
        assertEquals(10, g.goalieMoves());
    }

    @Test
    void withoutTheBallAFreeKickAllowsNoMove() {
        Fixture f = Fixture.noiseFree().mode(PlayMode.FREE_KICK, Side.LEFT);
        Player g = f.add(Side.LEFT, 1);
        g.position(-50, 0);
        move.apply(f, g, new Move(-45, 0));
        assertAt(-50, 0, g);
        assertEquals(0, g.goalieMoves());
    }

    @Test
    void ignoredWhileTackling() {
        Fixture f = Fixture.noiseFree().mode(PlayMode.AFTER_GOAL, Side.RIGHT);
        f.step = 50;
        Player p = f.add(Side.LEFT, 7);
        p.tackleUntil(53);
        move.apply(f, p, new Move(-10, 0));
        assertAt(0, 0, p);
        f.step = 53;
        move.apply(f, p, new Move(-10, 0));
        assertAt(-10, 0, p);
    }

    @Test
    void nonFiniteCoordinatesAreIgnored() {
        Fixture f = Fixture.noiseFree().mode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL);
        Player p = f.add(Side.LEFT, 7);
        move.apply(f, p, new Move(Double.NEGATIVE_INFINITY, 0));
        assertAt(0, 0, p);
    }
}
