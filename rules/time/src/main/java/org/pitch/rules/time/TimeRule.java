package org.pitch.rules.time;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.pitch.api.param.MatchTime;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.rule.RuleOrder;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;
import org.pitch.rules.kit.Scores;
import org.pitch.rules.kit.SetPlays;

/**
 * The time keeper: rcssserver 19's TimeRef (and the stadium's half-time call it triggers).
 *
 * <p>Every cycle in which the clock runs (not before kick-off, after time over, or while the
 * referee waits after a goal, offside, foul, back pass or fault), with {@code half_time > 0}:
 * <ul>
 * <li>At the end of each normal half but the last: {@code half_time}; the ball goes to the centre
 *     (a goalie lets go of it), {@code before_kick_off}, the clock is set back to the exact half
 *     boundary (it may have run past it during a stoppage), and the players go to their own
 *     halves, the side that kicks off next (the right in the 2nd half, alternating) allowed in the
 *     centre circle.</li>
 * <li>At the end of normal time: {@code time_up} and {@code time_over} if the score differs;
 *     otherwise {@code time_extended} and the same half-time call for the first extra half,
 *     where the players' stamina capacity (only it) is restored.</li>
 * <li>During extra time: {@code time_up_without_a_team} and {@code time_over} as soon as a team
 *     never connected; with {@code golden_goal}, {@code time_up} as soon as the score differs;
 *     {@code time_extended} at the end of each extra half but the last.</li>
 * <li>When extra time is over ({@code nr_extra_halfs × extra_half_time} after normal time):
 *     {@code time_up} and {@code time_over}, unless {@code penalty_shoot_outs} is on and the score
 *     is level: then nothing happens here, the penalty referee starts the shoot-out in this same
 *     cycle ({@code penalty_onfield_l/_r}, then {@code penalty_setup}) and ends the match
 *     itself. If that rule is switched off ({@code pitch.rules.penalty.enabled = false}) the
 *     match ends with {@code time_up} instead of running forever.</li>
 * </ul>
 * Halves and extra halves are counted as rcssserver does, one count for both, so kick-off sides
 * alternate across normal and extra time. rcssserver also reverses the wind at each of these
 * calls; in Pitch the movement model turns its wind round itself, counting the same breaks from
 * the clock ({@link MatchTime#halfTimeCalls}, which also lets this rule join a match under way).
 */
@Component(scope = ServiceScope.PROTOTYPE, property = {RefereeRule.NAME_PROPERTY + "=time", RefereeRule.ORDER_PROPERTY + ":Integer=" + RuleOrder.TIME})
public final class TimeRule implements RefereeRule {
    private boolean goldenGoal;
    private boolean penaltyShootOuts;
    /** Half-time and time-extended calls made so far (rcssserver's half-time count). */
    private int halvesEnded;

    public TimeRule() {}

    @Override
    public void onMatchStart(RefereeContext ctx) {
        Parameters params = ctx.parameters();
        goldenGoal = params.bool(ServerParam.GOLDEN_GOAL);
        // no penalty referee, no shoot-out: the match must then end at time up
        penaltyShootOuts = params.bool(ServerParam.PENALTY_SHOOT_OUTS)
                && ctx.settings().bool("rules.penalty.enabled", true);
        World w = ctx.world();
        // joining a match under way: the calls a referee watching since kick-off would have made
        halvesEnded = MatchTime.halfTimeCalls(params, w.time(), w.playMode() == PlayMode.BEFORE_KICK_OFF);
    }

    @Override
    public void afterStep(RefereeContext ctx) {
        World w = ctx.world();
        Parameters params = ctx.parameters();
        if (w.playMode().clockStands() || MatchTime.half(params) <= 0) return;
        int time = w.time();
        if (time >= MatchTime.fullTime(params)) {
            if (penaltyShootOuts && Scores.level(w)) return; // the penalty referee's turn
            endMatch(ctx, "time_up");
        } else if (time >= MatchTime.normalTime(params)) {
            judgeExtraTime(ctx, time);
        } else if (time >= MatchTime.endOfHalf(params, halvesEnded + 1)) {
            halvesEnded++;
            ctx.announce("half_time");
            callHalfTime(ctx);
        }
    }

    /** Extra time (including the very end of normal time, where it begins or the match ends). */
    private void judgeExtraTime(RefereeContext ctx, int time) {
        World w = ctx.world();
        Parameters params = ctx.parameters();
        if (w.team(Side.LEFT) == null || w.team(Side.RIGHT) == null) {
            endMatch(ctx, "time_up_without_a_team");
        } else if (goldenGoal && !Scores.level(w)) {
            endMatch(ctx, "time_up");
        } else if (time >= MatchTime.endOfHalf(params, halvesEnded + 1)) {
            boolean normalTimeJustEnded = halvesEnded + 1 == params.integer(ServerParam.NR_NORMAL_HALFS);
            if (normalTimeJustEnded && !Scores.level(w)) {
                endMatch(ctx, "time_up");
            } else {
                halvesEnded++;
                ctx.announce("time_extended");
                callHalfTime(ctx);
            }
        }
    }

    /** The stadium's half-time call, then the referee's placement of the players. */
    private void callHalfTime(RefereeContext ctx) {
        Parameters params = ctx.parameters();
        Side kickOffSide = halvesEnded % 2 == 0 ? Side.LEFT : Side.RIGHT;
        SetPlays.releaseBall(ctx);
        ctx.placeBall(0, 0);
        ctx.changePlayMode(PlayMode.BEFORE_KICK_OFF, Side.NEUTRAL);
        ctx.time(MatchTime.endOfHalf(params, halvesEnded)); // back to the boundary, if a stoppage ran past it
        // players got a normal half's full recovery at each kick-off; extra time restores capacity only
        if (halvesEnded == params.integer(ServerParam.NR_NORMAL_HALFS)) ctx.recoverCapacity();
        SetPlays.placePlayersInTheirHalf(ctx, kickOffSide);
    }

    private static void endMatch(RefereeContext ctx, String why) {
        ctx.announce(why);
        ctx.changePlayMode(PlayMode.TIME_OVER, Side.NEUTRAL);
    }


}
