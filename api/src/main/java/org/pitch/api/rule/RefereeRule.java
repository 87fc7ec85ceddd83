package org.pitch.api.rule;

import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;

/**
 * One referee rule (offside, touch lines, fouls, ...). Registered as a service with
 * {@value #NAME_PROPERTY} and {@value #ORDER_PROPERTY}; enabled by
 * {@code pitch.rules.<name>.enabled}. The kernel calls enabled rules in ascending order on the
 * simulation thread; every hook has a no-op default so a rule implements only what it judges.
 */
public interface RefereeRule {
    String NAME_PROPERTY = "pitch.rule.name";
    String ORDER_PROPERTY = "pitch.rule.order";

    default void onKick(RefereeContext context, Player kicker) {}

    default void onTackle(RefereeContext context, Player tackler, boolean foul) {}

    default void onCatch(RefereeContext context, Player goalie) {}

    default void onTouch(RefereeContext context, Player player) {}

    /** After all objects moved and collided in a cycle. */
    default void afterStep(RefereeContext context) {}

    default void onPlayModeChange(RefereeContext context, PlayMode previous) {}
}
