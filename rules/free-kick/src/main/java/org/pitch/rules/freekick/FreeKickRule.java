package org.pitch.rules.freekick;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.pitch.api.command.CommandKind;
import org.pitch.api.geom.Vec2;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.rule.RuleOrder;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;
import org.pitch.rules.kit.PinnedBall;
import org.pitch.rules.kit.SetPlays;

/**
 * Set plays as rcssserver 19's FreeKickRef runs them.
 *
 * <ul>
 * <li><b>Taken.</b> A kick or tackle in a kick-off, kick-in, free kick, indirect free kick or
 *     corner kick starts play (play_on) at once, and so does the ball moving by any other cause.
 *     A goal kick becomes play_on only when the ball has left the penalty area.</li>
 * <li><b>Free kick fault</b> ({@code free_kick_faults}). The taker playing the ball again — by a
 *     kick, tackle or touch — after a dash and before anybody else has touched it is
 *     {@code free_kick_fault_X}: the ball is put where it was (out of X's own penalty area), and
 *     after {@value #AFTER_FREE_KICK_FAULT_WAIT} cycles (the clock stands; X is cleared from the
 *     ball in the last {@value #CLEAR_PLAYER_TIME}) the other side has a free kick there. Several
 *     kicks without a dash between them are one compound kick.</li>
 * <li><b>Goal kicks.</b> An opponent playing or touching the ball before it leaves the area has the
 *     goal kick retaken. With {@code proper_goal_kicks}, a ball that stops in the area, or that
 *     a team-mate of the taker plays there, is retaken too, and the {@code max_goal_kicks}-th
 *     goal kick in a row that fails becomes a free kick for the opponents at the edge of the
 *     area. Opponents are kept out of the area ({@link GoalKickFormation}) each cycle.</li>
 * <li><b>Drop ball.</b> A kick-off, kick-in, free kick, corner or goal kick not taken within
 *     {@code drop_ball_time} cycles (≤ 0: never) becomes a drop ball where the ball is.</li>
 * <li><b>Keeping clear.</b> When a set play is awarded, the opponents of its side are moved
 *     9.15 m from the ball (everyone at a drop ball), and again every cycle while it lasts
 *     (also before a kick-off and after a goal, against the side not kicking off); players beyond
 *     the field's margin are brought back every cycle.</li>
 * <li>The waits after back passes, catch faults and fouls are their own rules' (rcssserver's
 *     CatchRef and FoulRef); nothing is judged in a penalty shoot-out.</li>
 * </ul>
 */
@Component(scope = ServiceScope.PROTOTYPE, property = {RefereeRule.NAME_PROPERTY + "=free_kick", RefereeRule.ORDER_PROPERTY + ":Integer=" + RuleOrder.FREE_KICK})
public final class FreeKickRule implements RefereeRule {
    /** Cycles between a free kick fault and the free kick (rcssserver's AFTER_FREE_KICK_FAULT_WAIT). */
    static final int AFTER_FREE_KICK_FAULT_WAIT = 30;
    /** The offenders are cleared from the ball in the wait's last cycles (rcssserver's CLEAR_PLAYER_TIME). */
    static final int CLEAR_PLAYER_TIME = 5;

    /** Cycles left before an untaken set play becomes a drop ball; -1 when none is running. */
    private int dropTimer;
    /** Whether the set play was taken and nobody but the taker has played the ball since. */
    private boolean kickTaken;
    private Player taker;
    /** The taker's dash count when he took the kick: a later dash makes his next touch a fault. */
    private int takerDashes;
    /** Goal kicks awarded in a row, each failed retake counting one. */
    private int goalKicks;
    private int afterFault;
    private final PinnedBall pinned = new PinnedBall();

    public FreeKickRule() {
        reset();
    }

    private void reset() {
        dropTimer = -1;
        kickTaken = false;
        taker = null;
        takerDashes = 0;
        goalKicks = 0;
        afterFault = 0;
        pinned.reset();
    }

    @Override
    public void onMatchStart(RefereeContext ctx) {
        reset();
    }

    @Override
    public void onKick(RefereeContext ctx, Player kicker, double acceleration) {
        ballKicked(ctx, kicker);
    }

    @Override
    public void onTackle(RefereeContext ctx, Player tackler, double acceleration, boolean foul) {
        ballKicked(ctx, tackler);
    }

    /** Every touch, a goalie's catch and punch included (the kernel reports those as touches). */
    @Override
    public void onTouch(RefereeContext ctx, Player player) {
        World world = ctx.world();
        if (world.playMode() == PlayMode.GOAL_KICK && player.side() != world.playModeSide()) {
            retakeAfterOpponentPlayed(ctx, world.playModeSide());
            return;
        }
        if (!kickTaken) return;
        if (player == taker && ctx.parameters().bool(ServerParam.FREE_KICK_FAULTS)) {
            // a touch without a dash since the kick is the ball rolling into him: not a fault yet
            if (dashes(taker) > takerDashes) callFault(ctx, taker);
        } else {
            kickTaken = false;
        }
    }

    private void ballKicked(RefereeContext ctx, Player kicker) {
        World world = ctx.world();
        PlayMode mode = world.playMode();
        if (mode.isPenaltyShootOut()) return;
        Parameters params = ctx.parameters();
        boolean faults = params.bool(ServerParam.FREE_KICK_FAULTS);
        boolean properGoalKicks = params.bool(ServerParam.PROPER_GOAL_KICKS);

        if (mode == PlayMode.GOAL_KICK) {
            if (kicker.side() != world.playModeSide()) {
                retakeAfterOpponentPlayed(ctx, world.playModeSide());
                return;
            }
            if (kickTaken) {
                // the ball was not kicked straight out of the area
                if (kicker != taker) {
                    if (properGoalKicks) SetPlays.awardGoalKick(ctx, taker.side(), world.ball().y());
                } else if (takerDashes != dashes(taker)) {
                    if (faults) callFault(ctx, kicker);
                    else if (properGoalKicks) SetPlays.awardGoalKick(ctx, taker.side(), world.ball().y());
                }
                // else: the taker's compound kick
            }
            takeKick(kicker);
        } else if (mode == PlayMode.OFFSIDE) {
            return; // the offside rule's business
        } else if (mode != PlayMode.PLAY_ON) {
            takeKick(kicker);
            ctx.changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        } else if (kickTaken) {
            if (kicker == taker && faults) {
                if (dashes(taker) > takerDashes) callFault(ctx, taker);
            } else {
                kickTaken = false;
            }
        }
    }

    private void takeKick(Player kicker) {
        kickTaken = true;
        taker = kicker;
        takerDashes = dashes(kicker);
    }

    /** An opponent played the ball at a goal kick: it is retaken, and the retake is not counted. */
    private void retakeAfterOpponentPlayed(RefereeContext ctx, Side kicking) {
        SetPlays.awardGoalKick(ctx, kicking, ctx.world().ball().y());
        pinBall(ctx.world());
        goalKicks = -1;
        kickTaken = false;
    }

    private static int dashes(Player p) {
        return p.counters().get(CommandKind.DASH);
    }

    /**
     * {@code free_kick_fault_X} of the kick's taker: the ball stays where it is, but never in X's
     * own penalty area; the taker is marked in the cycle's show.
     */
    private void callFault(RefereeContext ctx, Player taker) {
        Side offender = taker.side();
        taker.mark(Player.MARK_FREE_KICK_FAULT);
        Ball ball = ctx.world().ball();
        Vec2 p = SetPlays.outOfPenaltyArea(offender, SetPlays.truncateToPitch(ball.x(), ball.y()));
        SetPlays.releaseBall(ctx);
        SetPlays.placeBall(ctx, PlayMode.FREE_KICK_FAULT, offender, p.x(), p.y());
        pinBall(ctx.world());
        afterFault = 0;
    }

    @Override
    public void onPlayModeChange(RefereeContext ctx, PlayMode previous) {
        World world = ctx.world();
        PlayMode mode = world.playMode();
        Side side = world.playModeSide();
        if (mode != PlayMode.PLAY_ON) kickTaken = false;

        if (isTimedSetPlay(mode) || mode == PlayMode.GOAL_KICK) SetPlays.clearPlayersFromBall(ctx, side.opponent());
        else if (mode == PlayMode.DROP_BALL) SetPlays.clearPlayersFromBall(ctx, Side.NEUTRAL);

        int dropTime = ctx.parameters().integer(ServerParam.DROP_BALL_TIME);
        if (mode == PlayMode.GOAL_KICK) {
            dropTimer = dropTime;
            goalKicks++; // rcssserver counts every goal kick awarded; any other mode starts again
        } else {
            goalKicks = 0;
        }
        if (isTimedSetPlay(mode)) dropTimer = dropTime;
        if (!isTimedSetPlay(mode) && mode != PlayMode.GOAL_KICK) dropTimer = -1;

        if (mode == PlayMode.FREE_KICK_FAULT) {
            SetPlays.releaseBall(ctx);
            afterFault = 0;
        }
    }

    @Override
    public void afterStep(RefereeContext ctx) {
        World world = ctx.world();
        PlayMode mode = world.playMode();
        pinned.restore(ctx, mode == PlayMode.FREE_KICK_FAULT || mode == PlayMode.GOAL_KICK);
        if (mode.isPenaltyShootOut()) return;

        if (mode == PlayMode.FREE_KICK_FAULT) {
            Side offender = world.playModeSide();
            afterFault++;
            if (afterFault > AFTER_FREE_KICK_FAULT_WAIT - CLEAR_PLAYER_TIME) SetPlays.clearPlayersFromBall(ctx, offender);
            if (afterFault > AFTER_FREE_KICK_FAULT_WAIT) ctx.changePlayMode(PlayMode.FREE_KICK, offender.opponent());
            return;
        }
        if (mode == PlayMode.BACK_PASS || mode == PlayMode.CATCH_FAULT) return; // the catch rule's wait

        Ball ball = world.ball();
        if (mode == PlayMode.GOAL_KICK) {
            goalKickCycle(ctx, ball);
            return;
        }
        if (startsWhenBallMoves(mode) && (ball.vx() != 0.0 || ball.vy() != 0.0)) {
            ctx.changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        }
        SetPlays.placePlayersInField(ctx);
        // judged on the mode the cycle began with, as rcssserver does
        if (keepsOpponentsClear(mode)) SetPlays.clearPlayersFromBall(ctx, ctx.world().kickOffSide().opponent());
        if (isTimedSetPlay(mode)) countDownToDropBall(ctx, ball);
    }

    private void goalKickCycle(RefereeContext ctx, Ball ball) {
        World world = ctx.world();
        Parameters params = ctx.parameters();
        GoalKickFormation.apply(world, world.playModeSide());
        SetPlays.placePlayersInField(ctx);
        if (!SetPlays.inPenaltyArea(Side.NEUTRAL, ball.x(), ball.y(), params.real(ServerParam.BALL_SIZE))) {
            ctx.changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        } else if (kickTaken && params.bool(ServerParam.PROPER_GOAL_KICKS)) {
            if (ball.speed() < params.real(ServerParam.STOPPED_BALL_VEL)) {
                if (goalKicks >= params.integer(ServerParam.MAX_GOAL_KICKS)) {
                    SetPlays.awardFreeKick(ctx, taker.side().opponent(), ball.x(), ball.y());
                } else {
                    SetPlays.awardGoalKick(ctx, taker.side(), ball.y());
                }
            }
        } else {
            countDownToDropBall(ctx, ball);
        }
    }

    private void countDownToDropBall(RefereeContext ctx, Ball ball) {
        if (dropTimer > -1) dropTimer--;
        if (dropTimer == 0) SetPlays.awardDropBall(ctx, ball.x(), ball.y());
    }

    /** rcssserver's "free kick" modes: those with a drop-ball timer and immediate play_on on a kick. */
    private static boolean isTimedSetPlay(PlayMode mode) {
        switch (mode) {
            case KICK_OFF: case KICK_IN: case FREE_KICK: case CORNER_KICK: case INDIRECT_FREE_KICK:
                return true;
            default:
                return false;
        }
    }

    /** Modes in which a moving ball means the set play was taken (all but play and the modes where the clock stands). */
    private static boolean startsWhenBallMoves(PlayMode mode) {
        return mode != PlayMode.PLAY_ON && !mode.clockStands();
    }

    /** Modes in which the side not having the kick is kept clear of the ball every cycle. */
    private static boolean keepsOpponentsClear(PlayMode mode) {
        switch (mode) {
            case PLAY_ON: case TIME_OVER: case GOAL_KICK: case OFFSIDE: case ILLEGAL_DEFENSE: case FOUL_CHARGE:
            case FOUL_PUSH: case BACK_PASS: case FREE_KICK_FAULT: case CATCH_FAULT:
                return false;
            default:
                return true;
        }
    }

    /** Remembers where a call made during this step put the ball: it stays there (see afterStep). */
    private void pinBall(World world) {
        pinned.pin(world, world.ball().x(), world.ball().y());
    }
}
