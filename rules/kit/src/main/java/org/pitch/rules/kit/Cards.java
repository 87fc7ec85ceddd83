package org.pitch.rules.kit;

import org.pitch.api.rule.RefereeContext;
import org.pitch.api.world.Card;
import org.pitch.api.world.Player;

/**
 * Cards as rcssserver shows them, whoever shows them (the foul referee, the human referee): a
 * second yellow card is red, and a red card sends the player off for good, to the bench.
 */
public final class Cards {
    private Cards() {}

    /** A yellow card ({@code yellow_card_l_5}); a player who had one is sent off. */
    public static void yellow(RefereeContext ctx, Player player) {
        if (!player.enabled()) return;
        ctx.announce("yellow_card_" + player.side().wire() + "_" + player.unum());
        if (player.card() == Card.YELLOW) {
            sendOff(ctx, player);
        } else {
            player.card(Card.YELLOW);
        }
    }

    /** A red card ({@code red_card_l_5}): the player is sent off. */
    public static void red(RefereeContext ctx, Player player) {
        if (!player.enabled()) return;
        sendOff(ctx, player);
    }

    /** Announced and shown red; the player leaves the match ({@link RefereeContext#sendOff}). */
    private static void sendOff(RefereeContext ctx, Player player) {
        ctx.announce("red_card_" + player.side().wire() + "_" + player.unum());
        player.card(Card.RED);
        ctx.sendOff(player);
    }
}
