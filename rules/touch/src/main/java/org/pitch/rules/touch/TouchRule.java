package org.pitch.rules.touch;

import static org.pitch.api.geom.FieldGeometry.HALF_LENGTH;
import static org.pitch.api.geom.FieldGeometry.HALF_WIDTH;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.pitch.api.param.MatchTime;
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
import org.pitch.rules.kit.Scores;
import org.pitch.rules.kit.SetPlays;

/**
 * The touch-line referee: rcssserver 19's TouchRef.
 *
 * <ul>
 * <li><b>Goals.</b> The ball crossed a goal line between the posts this cycle (wholly, by its
 *     radius) and nobody of the other team holds it: the scoring team's score goes up,
 *     {@code goal_l_N} / {@code goal_r_N} (N its new score) is announced, the ball stops where it
 *     is and the mode becomes {@code goal_l}/{@code goal_r}; 50 cycles later (in the 51st) the
 *     team that conceded kicks off from the centre, every player sent to its own half first. With
 *     {@code golden_goal}, a goal once normal time is over ends the match ({@code time_over}) at
 *     once. No goal counts in a penalty shoot-out (the penalty referee judges those) or straight
 *     from an indirect free kick: until a player other than the kicker touches the ball in play,
 *     the ball in the goal is just out.</li>
 * <li><b>Ball out</b>, wholly past a line: over a goal line, a corner kick for the attackers if a
 *     defender touched it last, else a goal kick for the defenders (unless a goalie carries the
 *     ball there: the catch referee's business); over a side line, a kick-in for the other team
 *     where the ball is (kept on the line), or a drop ball if nobody touched it.</li>
 * <li><b>Who touched it last.</b> Kicks, tackles and touches (catches, punches and collisions
 *     arrive as touches) with the ball inside the goal lines; of several in one cycle, the one
 *     with the strongest acceleration (a plain touch counts 0). Every play mode but
 *     {@code play_on} forgets the last toucher; an indirect free kick starts the indirect state,
 *     which a drop ball keeps and any other mode ends.</li>
 * </ul>
 * TouchRef has no switch among rcssserver's parameters; keepaway does not stop it either.
 */
@Component(scope = ServiceScope.PROTOTYPE, property = {RefereeRule.NAME_PROPERTY + "=touch", RefereeRule.ORDER_PROPERTY + ":Integer=" + RuleOrder.TOUCH})
public final class TouchRule implements RefereeRule {
    /** Cycles the players get to celebrate before the kick-off (rcssserver's AFTER_GOAL_WAIT). */
    static final int AFTER_GOAL_WAIT = 50;
    /** The goals in the order rcssserver checks them: the left one first. */
    private static final Side[] SIDES = {Side.LEFT, Side.RIGHT};

    private double outX, outY;          // past these |x|, |y| the whole ball is off the field
    private int goldenGoalFrom;         // from this clock reading a goal ends the match; MAX_VALUE: never

    private Player lastTouched;
    private int lastTouchedTime;
    private double lastTouchedAccel;
    /** Whether the ball is still in play from an indirect free kick nobody else has touched. */
    private boolean indirect;
    private Player lastIndirectKicker;
    private int afterGoalCycles;

    public TouchRule() {}

    @Override
    public void onMatchStart(RefereeContext ctx) {
        Parameters p = ctx.parameters();
        double ballSize = p.real(ServerParam.BALL_SIZE);
        outX = HALF_LENGTH + ballSize;
        outY = HALF_WIDTH + ballSize;
        goldenGoalFrom = p.bool(ServerParam.GOLDEN_GOAL) && MatchTime.half(p) >= 0
                ? MatchTime.normalTime(p)
                : Integer.MAX_VALUE;
        lastTouched = null;
        lastTouchedTime = 0;
        lastTouchedAccel = 0;
        indirect = false;
        lastIndirectKicker = null;
        afterGoalCycles = 0;
    }

    @Override
    public void onKick(RefereeContext ctx, Player kicker, double acceleration) {
        touched(ctx, kicker, acceleration);
    }

    @Override
    public void onTackle(RefereeContext ctx, Player tackler, double acceleration, boolean foul) {
        touched(ctx, tackler, acceleration);
    }

    /** Catches and punches reach this rule as touches too (the kernel reports them so first). */
    @Override
    public void onTouch(RefereeContext ctx, Player player) {
        touched(ctx, player, 0.0);
    }

    private void touched(RefereeContext ctx, Player player, double acceleration) {
        World w = ctx.world();
        if (Math.abs(w.ball().x()) > outX) return; // already out: touching it there changes nothing
        if (w.playMode() == PlayMode.PLAY_ON && lastIndirectKicker != null && lastIndirectKicker != player) {
            // somebody else played the ball: the indirect free kick is over
            lastIndirectKicker = null;
            indirect = false;
        }
        if (indirect) lastIndirectKicker = player;
        int time = w.time();
        if (lastTouchedTime == time && lastTouchedAccel <= acceleration) {
            lastTouched = player;
            lastTouchedAccel = acceleration;
        } else if (lastTouchedTime < time) {
            lastTouched = player;
            lastTouchedTime = time;
            lastTouchedAccel = acceleration;
        }
    }

    @Override
    public void onPlayModeChange(RefereeContext ctx, PlayMode previous) {
        PlayMode mode = ctx.world().playMode();
        // like rcssserver, the time and strength of that touch are kept: a later, weaker touch in
        // the same cycle does not count
        if (mode != PlayMode.PLAY_ON) lastTouched = null;
        if (mode == PlayMode.INDIRECT_FREE_KICK) {
            lastIndirectKicker = null;
            indirect = true;
        } else if (mode != PlayMode.PLAY_ON && mode != PlayMode.DROP_BALL) {
            lastIndirectKicker = null;
            indirect = false;
        }
    }

    @Override
    public void afterStep(RefereeContext ctx) {
        World w = ctx.world();
        PlayMode mode = w.playMode();
        if (mode.isPenaltyShootOut()) return;
        if (mode == PlayMode.AFTER_GOAL) {
            if (++afterGoalCycles > AFTER_GOAL_WAIT) {
                // the team that conceded kicks off
                Side kicking = w.playModeSide().opponent();
                SetPlays.placeBall(ctx, PlayMode.KICK_OFF, kicking, 0, 0);
                SetPlays.placePlayersInTheirHalf(ctx, kicking);
            }
            return;
        }
        if (mode == PlayMode.TIME_OVER || judgeGoal(ctx)) return;
        judgeBallOut(ctx);
    }

    /** Whether a goal was scored this cycle (and then judged). */
    private boolean judgeGoal(RefereeContext ctx) {
        Ball ball = ctx.world().ball();
        if (indirect || Math.abs(ball.x()) <= outX) return false;
        Player holder = ballHolder(ctx.world());
        for (Side goal : SIDES) {
            // a goalie carrying the ball into the other goal scores nothing
            if ((holder == null || holder.side() == goal) && SetPlays.crossedGoalLine(ctx, goal)) {
                goal(ctx, goal.opponent());
                return true;
            }
        }
        return false;
    }

    private void goal(RefereeContext ctx, Side scorer) {
        World w = ctx.world();
        ctx.scoreGoal(scorer);
        ctx.announce("goal_" + scorer.wire() + "_" + Scores.of(w, scorer));
        afterGoalCycles = 0;
        Ball ball = w.ball();
        ctx.placeBall(ball.x(), ball.y()); // the ball stops in the goal
        if (w.time() >= goldenGoalFrom) {
            ctx.changePlayMode(PlayMode.TIME_OVER, Side.NEUTRAL);
        } else {
            ctx.changePlayMode(PlayMode.AFTER_GOAL, scorer);
        }
    }

    private void judgeBallOut(RefereeContext ctx) {
        World w = ctx.world();
        Ball ball = w.ball();
        Side toucher = lastTouched == null ? Side.NEUTRAL : lastTouched.side();
        if (Math.abs(ball.x()) > outX) {
            // over the goal line of the team defending that end
            Side defenders = ball.x() > 0 ? Side.RIGHT : Side.LEFT;
            if (toucher == defenders) {
                SetPlays.awardCornerKick(ctx, defenders.opponent(), ball.y());
            } else if (ballHolder(w) == null) {
                SetPlays.awardGoalKick(ctx, defenders, ball.y());
            }
            // else a goalie carried the ball out: the catch referee sorts that out
        } else if (Math.abs(ball.y()) > outY) {
            if (toucher == Side.NEUTRAL) {
                SetPlays.awardDropBall(ctx, ball.x(), ball.y());
            } else {
                SetPlays.awardKickIn(ctx, toucher.opponent(), ball.x(), ball.y());
            }
        }
    }

    private static Player ballHolder(World w) {
        List<Player> players = w.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            if (players.get(i).holdingBall()) return players.get(i);
        }
        return null;
    }
}
