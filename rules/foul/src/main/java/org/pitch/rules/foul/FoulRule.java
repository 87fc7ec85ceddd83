package org.pitch.rules.foul;

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
import org.pitch.rules.kit.Cards;
import org.pitch.rules.kit.FoulJudge;
import org.pitch.rules.kit.RecentMotion;
import org.pitch.rules.kit.SetPlays;

/**
 * Fouls in tackles, as rcssserver 19's FoulRef judges them (see {@link FoulJudge} for when a
 * tackle is a foul).
 *
 * <ul>
 * <li>A foul stops play: {@code foul_charge_X} ({@code X} the fouling side) with the ball at the
 *     tackler's place, moved out of either goal area and out of the fouled team's penalty area;
 *     the tackler's foul count goes up. A yellow or red card follows the mode's message
 *     ({@code yellow_card_l_5}; a second yellow is red).</li>
 * <li>After {@value #AFTER_FOUL_WAIT} cycles (the fouling team cleared from the ball in the last
 *     {@value #CLEAR_PLAYER_TIME}) the fouled side gets a free kick, or an indirect free kick when
 *     the ball lies in the fouling side's penalty area. {@code foul_push_X}, which only a trainer
 *     sets, ends the same way.</li>
 * <li>Nothing is judged in a penalty shoot-out or in keepaway mode.</li>
 * </ul>
 */
@Component(scope = ServiceScope.PROTOTYPE, property = {RefereeRule.NAME_PROPERTY + "=foul", RefereeRule.ORDER_PROPERTY + ":Integer=" + RuleOrder.FOUL})
public final class FoulRule implements RefereeRule {
    /** Cycles between the foul and the free kick (rcssserver's AFTER_FOUL_WAIT). */
    static final int AFTER_FOUL_WAIT = 30;
    /** The fouling team is cleared from the ball in the wait's last cycles (rcssserver's CLEAR_PLAYER_TIME). */
    static final int CLEAR_PLAYER_TIME = 5;

    private final RecentMotion motion = new RecentMotion();
    private int afterFoul;

    public FoulRule() {}

    @Override
    public void onMatchStart(RefereeContext ctx) {
        motion.reset();
        afterFoul = 0;
    }

    @Override
    public void onTackle(RefereeContext ctx, Player tackler, double acceleration, boolean foul) {
        if (ctx.world().playMode().isPenaltyShootOut()) return;
        if (ctx.parameters().bool(ServerParam.KEEPAWAY)) return;
        switch (FoulJudge.judge(ctx, tackler, foul, motion)) {
            case RED:
                callFoul(ctx, tackler);
                Cards.red(ctx, tackler);
                break;
            case YELLOW:
                callFoul(ctx, tackler);
                Cards.yellow(ctx, tackler);
                break;
            case CHARGE:
                callFoul(ctx, tackler);
                break;
            default:
                break;
        }
    }

    @Override
    public void afterStep(RefereeContext ctx) {
        motion.remember(ctx.world());
        PlayMode mode = ctx.world().playMode();
        if (mode != PlayMode.FOUL_CHARGE && mode != PlayMode.FOUL_PUSH) return; // shoot-out modes included
        Side offender = ctx.world().playModeSide();
        afterFoul++;
        if (afterFoul > AFTER_FOUL_WAIT - CLEAR_PLAYER_TIME) SetPlays.clearPlayersFromBall(ctx, offender);
        if (afterFoul > AFTER_FOUL_WAIT) {
            Ball ball = ctx.world().ball();
            boolean nearOwnGoal = SetPlays.inPenaltyArea(offender, ball.x(), ball.y(), ctx.parameters().real(ServerParam.BALL_SIZE));
            ctx.changePlayMode(nearOwnGoal ? PlayMode.INDIRECT_FREE_KICK : PlayMode.FREE_KICK, offender.opponent());
        }
    }

    @Override
    public void onPlayModeChange(RefereeContext ctx, PlayMode previous) {
        PlayMode mode = ctx.world().playMode();
        if (mode == PlayMode.FOUL_CHARGE || mode == PlayMode.FOUL_PUSH) afterFoul = 0;
    }

    /**
     * rcssserver's Stadium foul call: play stops at the tackler's place, never inside a goal area
     * nor inside the penalty area of the side that takes the kick.
     */
    private void callFoul(RefereeContext ctx, Player tackler) {
        Side side = tackler.side();
        Vec2 spot = SetPlays.truncateToPitch(tackler.x(), tackler.y());
        spot = SetPlays.outOfGoalArea(Side.NEUTRAL, spot);
        SetPlays.releaseBall(ctx);
        spot = SetPlays.outOfPenaltyArea(side.opponent(), spot);
        SetPlays.placeBall(ctx, PlayMode.FOUL_CHARGE, side, spot.x(), spot.y());
        if (tackler.enabled()) tackler.foulCount(tackler.foulCount() + 1);
        afterFoul = 0;
    }
}
