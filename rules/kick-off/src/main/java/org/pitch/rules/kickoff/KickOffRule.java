package org.pitch.rules.kickoff;

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

/**
 * rcssserver's kick-off, whoever asks for it (auto mode, a trainer's {@code (start)}, a monitor's
 * {@code (dispstart)}). In keepaway mode play goes on at once. Otherwise only when the clock stands
 * at the start of a half: the ball to the centre, the kick-off to the side whose turn it is
 * (halves alternate, left first; extra halves count again from the left), stamina recovered
 * before a normal half, and at the very first kick-off the heterogeneous types handed out; the
 * server's console gets rcssserver's {@code Kick_off_left} or {@code Kick_off_right} (a match
 * stepped in-process prints nothing).
 * No referee of rcssserver's: a trainer starts matches in coach mode without referees too.
 */
@Component(scope = ServiceScope.PROTOTYPE, property = {RefereeRule.NAME_PROPERTY + "=kick_off", RefereeRule.ORDER_PROPERTY + ":Integer=" + RuleOrder.KICK_OFF})
public final class KickOffRule implements RefereeRule {

    @Override
    public boolean isReferee() { return false; }

    @Override
    public boolean onKickOffCalled(RefereeContext ctx) {
        Parameters p = ctx.parameters();
        if (p.bool(ServerParam.KEEPAWAY)) {
            ctx.changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
            return true;
        }
        Side side = sideKickingOff(p, ctx.world().time());
        if (side == null) return true; // not at a half's start: nothing happens, as in rcssserver
        int t = ctx.world().time();
        if (p.integer(ServerParam.NR_NORMAL_HALFS) >= 0 && t < MatchTime.normalTime(p)) ctx.recoverPlayers();
        ctx.placeBall(0, 0);
        if (t == 0 && side == Side.LEFT) ctx.assignInitialTypes();
        ctx.changePlayMode(PlayMode.KICK_OFF, side);
        ctx.events().console(side == Side.LEFT ? "Kick_off_left" : "Kick_off_right");
        return true;
    }

    /**
     * The side kicking off at {@code time} if a half starts then, else {@code null}. Without
     * halves every moment is a start, the left's. rcssserver's kick-off counts extra halves from
     * the left again (its referees' kick-off side continues the count; see {@link MatchTime}).
     */
    static Side sideKickingOff(Parameters p, int t) {
        int half = MatchTime.half(p);
        int extraHalf = MatchTime.extraHalf(p);
        int normalTime = MatchTime.normalTime(p);
        boolean start = half <= 0
                || (t <= normalTime && t % half == 0)
                || (t > normalTime && extraHalf > 0 && (t - normalTime) % extraHalf == 0);
        if (!start) return null;
        int elapsed = t > normalTime ? t - normalTime : t;
        int length = t > normalTime ? extraHalf : half;
        return length <= 0 || (elapsed / length) % 2 == 0 ? Side.LEFT : Side.RIGHT;
    }
}
