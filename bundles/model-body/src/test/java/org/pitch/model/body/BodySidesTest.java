package org.pitch.model.body;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.command.Move;
import org.pitch.api.command.Turn;
import org.pitch.api.geom.Angles;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/**
 * Body commands from both teams. {@code (move x y)} is given in the team's own coordinates, which
 * rcssserver mirrors for the right team ({@code M_pos.x = x * side()}), before kick-off, after a
 * goal of either side and for a goalie holding the ball at his free kick, so the same command puts
 * a left and a right player at mirrored points; a turn is relative to the body, so the same turn
 * from mirrored bodies ends in mirrored directions (180° apart, ±180° kept as rcssserver keeps it).
 */
class BodySidesTest {
    private static final double EPS = 1e-12;
    private final StandardMove move = new StandardMove();
    private final StandardTurn turn = new StandardTurn();

    private static double mirrored(Side side, double direction) {
        return side == Side.LEFT ? direction : Angles.normalize(direction + 180);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theSameMoveIsTheMirroredPointBeforeKickOffAndAfterEitherGoal(Side side) {
        for (PlayMode mode : new PlayMode[] {PlayMode.BEFORE_KICK_OFF, PlayMode.AFTER_GOAL}) {
            for (Side goal : new Side[] {Side.LEFT, Side.RIGHT}) {
                Fixture f = Fixture.noiseFree().mode(mode, mode == PlayMode.AFTER_GOAL ? goal : Side.NEUTRAL);
                Player p = f.add(side, 7);
                move.apply(f, p, new Move(-10, 5));
                assertEquals(-10, side.sign() * p.x(), EPS, mode + " " + goal);
                assertEquals(5, side.sign() * p.y(), EPS);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void ourGoalieHoldingTheBallMovesInOurCoordinatesAtEitherSidesFreeKick(Side side) {
        // rcssserver accepts the goalie's move in PM_FreeKick_Left and _Right alike
        for (Side kick : new Side[] {side, side.opponent()}) {
            Fixture f = Fixture.noiseFree().mode(PlayMode.FREE_KICK, kick);
            Player g = f.add(side, 1);
            g.holdingBall(true);
            move.apply(f, g, new Move(-48, 5));
            assertEquals(-48, side.sign() * g.x(), EPS);
            assertEquals(5, side.sign() * g.y(), EPS);
            assertEquals(1, g.goalieMoves());
        }
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theSameTurnFromMirroredBodiesEndsMirrored(Side side) {
        for (double[] c : new double[][] {{0, 180}, {0, -180}, {150, 30}, {-170, -20}, {90, 60}}) {
            Fixture f = Fixture.noiseFree();
            Player p = f.add(side, 7);
            p.bodyDirection(mirrored(side, c[0]));
            turn.apply(f, p, new Turn(c[1]));
            p.commitFacing(); // the step commits the turn
            // the same direction (−180° and 180° are one: the left body keeps −180, the right one reaches 0)
            assertEquals(0, Angles.normalize(Angles.normalize(c[0] + c[1]) - mirrored(side, p.bodyDirection())), EPS,
                    c[0] + " + " + c[1]);
        }
    }
}
