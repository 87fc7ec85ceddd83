package org.pitch.rules.catchball;

import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.pitch.api.geom.Vec2;
import org.pitch.api.param.ServerParam;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.rule.RuleOrder;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;
import org.pitch.rules.kit.SetPlays;

/**
 * The goalie's catch as rcssserver 19's CatchRef judges it.
 *
 * <ul>
 * <li>A legal catch (or a failed one, a punch) needs the ball at least partly inside the goalie's
 *     own penalty area; otherwise {@code catch_fault_X} with the ball just outside the area, and
 *     after {@value #AFTER_FAULT_WAIT} cycles a free kick for the other side.</li>
 * <li>With {@code back_passes}, catching a ball a teammate kicked (or tackled) last is a back
 *     pass: {@code back_pass_X} with the ball moved out of the goal area, and after the wait an
 *     indirect free kick for the other side. Not a back pass: the goalie took back a ball an
 *     opponent had played just before his own kick, or the teammate's kick happened in the very
 *     cycle of the catch. Once both teams played the ball in one cycle, nothing is remembered.</li>
 * <li>A legal catch becomes the goalie's free kick where the ball is (the kernel then lets the
 *     goalie hold it); a goalie who carries the ball out of his penalty area commits a catch
 *     fault.</li>
 * <li>During the wait the offending team is moved away from the ball in the last
 *     {@value #CLEAR_PLAYER_TIME} cycles; nothing is judged after a goal, after time over or in
 *     a penalty shoot-out.</li>
 * </ul>
 * The drop ball after a free kick nobody takes, and {@code goalie_max_moves}, are judged by the
 * free-kick rule and the move model, as in rcssserver.
 */
@Component(scope = ServiceScope.PROTOTYPE, property = {RefereeRule.NAME_PROPERTY + "=catch", RefereeRule.ORDER_PROPERTY + ":Integer=" + RuleOrder.CATCH})
public final class CatchRule implements RefereeRule {
    /** Cycles between the fault and the free kick (rcssserver's AFTER_BACKPASS_WAIT and AFTER_CATCH_FAULT_WAIT). */
    static final int AFTER_FAULT_WAIT = 30;
    /** The offenders are cleared from the ball in the wait's last cycles (rcssserver's CLEAR_PLAYER_TIME). */
    static final int CLEAR_PLAYER_TIME = 5;

    private final PassHistory passes = new PassHistory();
    private int afterBackPass;
    private int afterCatchFault;

    public CatchRule() {}

    @Override
    public void onMatchStart(RefereeContext ctx) {
        passes.reset();
        afterBackPass = 0;
        afterCatchFault = 0;
    }

    @Override
    public void onKick(RefereeContext ctx, Player kicker, double acceleration) {
        passes.kicked(kicker, ctx.world().time());
    }

    @Override
    public void onTackle(RefereeContext ctx, Player tackler, double acceleration, boolean foul) {
        passes.kicked(tackler, ctx.world().time());
    }

    @Override
    public void onTouch(RefereeContext ctx, Player player) {
        passes.touched(player);
    }

    @Override
    public void onCatch(RefereeContext ctx, Player goalie) {
        World world = ctx.world();
        PlayMode mode = world.playMode();
        if (mode.isPenaltyShootOut()) return; // the penalty rule judges shoot-out catches
        Ball ball = world.ball();
        boolean judged = handlingJudged(mode);
        if (judged && !inPenaltyArea(ctx, goalie.side(), ball)) {
            callCatchFault(ctx, goalie.side());
            return;
        }
        if (judged && ctx.parameters().bool(ServerParam.BACK_PASSES)
                && passes.lastKickedByTeammateOf(goalie)
                && !passes.goalieTookOpponentBall(goalie)
                && !passes.kickedTogetherWithCatch(goalie, world.time())) {
            callBackPass(ctx, goalie.side());
            return;
        }
        passes.forgetKickers();
        SetPlays.awardFreeKick(ctx, goalie.side(), ball.x(), ball.y());
    }

    @Override
    public void onPunch(RefereeContext ctx, Player goalie) {
        World world = ctx.world();
        PlayMode mode = world.playMode();
        if (mode.isPenaltyShootOut()) return;
        boolean judged = handlingJudged(mode);
        if (judged && !inPenaltyArea(ctx, goalie.side(), world.ball())) {
            callCatchFault(ctx, goalie.side());
            return;
        }
        // a punch is a back pass too, unless the teammate kicked in this same cycle
        if (judged && world.time() != passes.lastKickTime()
                && passes.lastKickedByTeammateOf(goalie)
                && ctx.parameters().bool(ServerParam.BACK_PASSES)) {
            if (!passes.goalieTookOpponentBall(goalie)) callBackPass(ctx, goalie.side());
            return; // rcssserver keeps the history when it lets the punch go
        }
        passes.forgetKickers();
    }

    @Override
    public void afterStep(RefereeContext ctx) {
        passes.newCycle();
        World world = ctx.world();
        PlayMode mode = world.playMode();
        if (mode.isPenaltyShootOut()) return;
        if (mode == PlayMode.BACK_PASS) {
            afterBackPass++;
            endOfWait(ctx, afterBackPass, PlayMode.INDIRECT_FREE_KICK);
            return;
        }
        if (mode == PlayMode.CATCH_FAULT) {
            afterCatchFault++;
            endOfWait(ctx, afterCatchFault, PlayMode.FREE_KICK);
            return;
        }
        // a goalie may carry the ball he holds, but not out of his penalty area
        if (!handlingJudged(mode) || refereeWaits(mode)) return;
        Player holder = holder(world);
        if (holder != null && !inPenaltyArea(ctx, holder.side(), world.ball())) callCatchFault(ctx, holder.side());
    }

    @Override
    public void onPlayModeChange(RefereeContext ctx, PlayMode previous) {
        PlayMode mode = ctx.world().playMode();
        if (mode != PlayMode.PLAY_ON) passes.forgetKickers(); // a set play starts the ball afresh
        if (mode == PlayMode.BACK_PASS) {
            SetPlays.releaseBall(ctx);
            afterBackPass = 0;
        } else if (mode == PlayMode.CATCH_FAULT) {
            SetPlays.releaseBall(ctx);
            afterCatchFault = 0;
        }
    }

    /**
     * One cycle of the wait after a fault of the side the play mode names: its players are moved
     * away from the ball near the end, then the other side gets {@code award}.
     */
    private static void endOfWait(RefereeContext ctx, int waited, PlayMode award) {
        Side offender = ctx.world().playModeSide();
        if (waited > AFTER_FAULT_WAIT - CLEAR_PLAYER_TIME) SetPlays.clearPlayersFromBall(ctx, offender);
        if (waited > AFTER_FAULT_WAIT) ctx.changePlayMode(award, offender.opponent());
    }

    /** Back pass by {@code side}'s team: the ball where it is, out of that team's goal area. */
    private void callBackPass(RefereeContext ctx, Side side) {
        passes.markBackPasser();
        Ball ball = ctx.world().ball();
        Vec2 spot = SetPlays.outOfGoalArea(side, SetPlays.truncateToPitch(ball.x(), ball.y()));
        SetPlays.releaseBall(ctx);
        SetPlays.placeBall(ctx, PlayMode.BACK_PASS, side, spot.x(), spot.y());
        passes.forgetLastKicker();
        afterBackPass = 0;
    }

    /** Handling outside the area by {@code side}'s goalie: the ball just outside that penalty area. */
    private void callCatchFault(RefereeContext ctx, Side side) {
        Ball ball = ctx.world().ball();
        Vec2 spot = SetPlays.outOfPenaltyArea(side, SetPlays.truncateToPitch(ball.x(), ball.y()));
        SetPlays.releaseBall(ctx);
        SetPlays.placeBall(ctx, PlayMode.CATCH_FAULT, side, spot.x(), spot.y());
        afterCatchFault = 0;
    }

    /** Catches after a goal and after time over are never faults. */
    private static boolean handlingJudged(PlayMode mode) {
        return mode != PlayMode.AFTER_GOAL && mode != PlayMode.TIME_OVER;
    }

    /** The stoppages in which rcssserver takes the ball from a goalie before the referees look. */
    private static boolean refereeWaits(PlayMode mode) {
        switch (mode) {
            case OFFSIDE: case ILLEGAL_DEFENSE: case FOUL_CHARGE: case FOUL_PUSH: case FREE_KICK_FAULT:
                return true;
            default:
                return false;
        }
    }

    private static boolean inPenaltyArea(RefereeContext ctx, Side side, Ball ball) {
        return SetPlays.inPenaltyArea(side, ball.x(), ball.y(), ctx.parameters().real(ServerParam.BALL_SIZE));
    }

    /** The player holding the ball after a catch, or {@code null}. */
    private static Player holder(World world) {
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (p.holdingBall() && p.enabled()) return p;
        }
        return null;
    }
}
