package org.pitch.rules.humanreferee;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.pitch.api.geom.Vec2;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.rule.RuleOrder;
import org.pitch.api.world.Card;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.kit.Cards;
import org.pitch.rules.kit.SetPlays;

/**
 * rcssserver's human referee: what a person at a monitor calls with {@code (dispfoul X Y SIDE)}
 * and {@code (dispcard SIDE UNUM CARD)}. No referee of rcssserver's (it judges nothing by itself),
 * so it stays on in coach mode without referees, as the monitor's commands do there.
 */
@Component(scope = ServiceScope.PROTOTYPE, property = {RefereeRule.NAME_PROPERTY + "=human_referee", RefereeRule.ORDER_PROPERTY + ":Integer=" + RuleOrder.HUMAN_REFEREE})
public final class HumanRefereeRule implements RefereeRule {

    @Override
    public boolean isReferee() { return false; }

    /**
     * Outside a penalty shoot-out, a free kick for {@code side} where the monitor clicked (kept on
     * the pitch), announced as the other side's foul; for no side a drop ball, play going on at
     * once. Players standing outside the field are brought in.
     */
    @Override
    public boolean onFoulCalled(RefereeContext ctx, double x, double y, Side side) {
        PlayMode mode = ctx.world().playMode();
        Vec2 at = SetPlays.truncateToPitch(x, y);
        if (side == Side.NEUTRAL) {
            SetPlays.releaseBall(ctx);
            SetPlays.placeBall(ctx, PlayMode.DROP_BALL, Side.NEUTRAL, at.x(), at.y());
            SetPlays.bringPlayersIn(ctx);
            if (!mode.isPenaltyShootOut()) ctx.changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
            return true;
        }
        if (mode.isPenaltyShootOut()) return true;
        ctx.announce("foul_" + side.opponent().wire());
        SetPlays.releaseBall(ctx);
        SetPlays.placeBall(ctx, PlayMode.FREE_KICK, side, at.x(), at.y());
        SetPlays.bringPlayersIn(ctx);
        return true;
    }

    @Override
    public boolean onCardShown(RefereeContext ctx, Player player, Card card) {
        if (card == Card.RED) Cards.red(ctx, player);
        else if (card == Card.YELLOW) Cards.yellow(ctx, player);
        return true;
    }
}
