package org.pitch.rules.penalty;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.pitch.api.param.MatchTime;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.rule.RuleOrder;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.World;
import org.pitch.rules.kit.RecentMotion;
import org.pitch.rules.kit.Scores;

/**
 * rcssserver's penalty referee ({@code server::penalty_shoot_outs}): a match still level when
 * normal and extra time are over is decided by a penalty shoot-out ({@link ShootOut}).
 *
 * <p>The hand-over from the time referee is the clock itself, as in rcssserver: once the game
 * clock reaches {@code half_time × nr_normal_halfs + extra_half_time × nr_extra_halfs} (or at
 * once, with a negative {@code half_time} and no halves at all) while the score is level and the
 * match is under way, the time referee stays silent and this rule starts the shoot-out in the same
 * cycle; there is no play mode or call between the two. It starts at most once per match. When it
 * is over the play mode becomes {@code time_over}.
 */
@Component(scope = ServiceScope.PROTOTYPE, property = {RefereeRule.NAME_PROPERTY + "=penalty", RefereeRule.ORDER_PROPERTY + ":Integer=" + RuleOrder.PENALTY})
public final class PenaltyRule implements RefereeRule {
    private ShootOut shootOut;
    /** Who dashed and where bodies faced last cycle, for the foul check of a tackle. */
    private final RecentMotion motion = new RecentMotion();

    public PenaltyRule() {}

    @Override
    public void onMatchStart(RefereeContext context) {
        shootOut = null;
        motion.reset();
    }

    /** The shoot-out under way or over, {@code null} before one started. */
    ShootOut shootOut() { return shootOut; }

    @Override
    public void afterStep(RefereeContext context) {
        motion.remember(context.world());
        if (shootOut == null && due(context)) {
            shootOut = ShootOut.draw(context, PenaltyParams.of(context.parameters()));
            shootOut.firstKick(context);
        }
        if (shootOut != null) shootOut.judge(context);
    }

    @Override
    public void onKick(RefereeContext context, Player kicker, double acceleration) {
        if (inShootOut(context)) shootOut.kicked(context, kicker);
    }

    @Override
    public void onTackle(RefereeContext context, Player tackler, double acceleration, boolean foul) {
        if (inShootOut(context)) shootOut.tackled(context, tackler, foul, motion);
    }

    @Override
    public void onCatch(RefereeContext context, Player goalie) {
        if (inShootOut(context)) shootOut.caught(context, goalie);
    }

    @Override
    public void onPunch(RefereeContext context, Player goalie) {
        if (inShootOut(context)) shootOut.caught(context, goalie);
    }

    @Override
    public void onPlayModeChange(RefereeContext context, PlayMode previous) {
        if (inShootOut(context)) shootOut.modeChanged(context.world().playMode());
    }

    private boolean inShootOut(RefereeContext context) {
        return shootOut != null && context.world().playMode().isPenaltyShootOut();
    }

    /** Whether normal and extra time are over with the score level (rcssserver's start condition). */
    static boolean due(RefereeContext context) {
        Parameters p = context.parameters();
        if (!p.bool(ServerParam.PENALTY_SHOOT_OUTS)) return false;
        World world = context.world();
        if (world.playMode() == PlayMode.BEFORE_KICK_OFF) return false;
        if (!Scores.level(world)) return false;
        if (MatchTime.half(p) < 0) return MatchTime.withoutHalves(p);
        return world.time() >= MatchTime.fullTime(p);
    }
}
