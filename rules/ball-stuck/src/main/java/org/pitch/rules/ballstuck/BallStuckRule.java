package org.pitch.rules.ballstuck;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.pitch.api.param.ServerParam;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.rule.RuleOrder;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.rules.kit.SetPlays;

/**
 * rcssserver 19's BallStuckRef: a drop ball where the ball is when it has stayed within
 * {@code ball_stuck_area} metres of one point for {@code drop_ball_time} cycles of play_on.
 *
 * <ul>
 * <li>The point is where the ball was when it last left such a circle (or when play_on began,
 *     or the origin at the start of the match); every play_on cycle in which the ball is within
 *     the radius (inclusive) counts one, a cycle outside it starts the count again from the
 *     ball's new position.</li>
 * <li>Outside play_on nothing is counted, and the point follows the ball.</li>
 * <li>{@code ball_stuck_area <= 0} or {@code drop_ball_time <= 0} turns the rule off, as in
 *     rcssserver (the latter because rcssserver takes its cycle count from that parameter).</li>
 * <li>The drop ball itself is {@link SetPlays#awardDropBall}: out of the penalty areas, players
 *     back inside the field margin, then play_on.</li>
 * </ul>
 */
@Component(scope = ServiceScope.PROTOTYPE, property = {RefereeRule.NAME_PROPERTY + "=ball_stuck", RefereeRule.ORDER_PROPERTY + ":Integer=" + RuleOrder.BALL_STUCK})
public final class BallStuckRule implements RefereeRule {
    private double anchorX, anchorY;
    private int stuckCycles;

    public BallStuckRule() {}

    @Override
    public void onMatchStart(RefereeContext ctx) {
        anchorX = 0;
        anchorY = 0;
        stuckCycles = 0;
    }

    @Override
    public void afterStep(RefereeContext ctx) {
        double area = ctx.parameters().real(ServerParam.BALL_STUCK_AREA);
        int limit = ctx.parameters().integer(ServerParam.DROP_BALL_TIME);
        if (area <= 0.0 || limit <= 0) return;

        Ball ball = ctx.world().ball();
        if (ctx.world().playMode() != PlayMode.PLAY_ON) {
            restartAt(ball);
            return;
        }
        double dx = ball.x() - anchorX, dy = ball.y() - anchorY;
        if (dx * dx + dy * dy > area * area) {
            restartAt(ball);
            return;
        }
        if (++stuckCycles >= limit) {
            restartAt(ball);
            SetPlays.awardDropBall(ctx, ball.x(), ball.y());
        }
    }

    private void restartAt(Ball ball) {
        anchorX = ball.x();
        anchorY = ball.y();
        stuckCycles = 0;
    }
}
