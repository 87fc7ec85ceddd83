package org.pitch.model.dash.bipedal;

import org.pitch.api.command.LegDash;
import org.pitch.api.world.Player;

/**
 * One player's leg orders of one cycle, and the player's state before they took effect, so that a
 * second leg arriving later in the cycle replaces the first leg's effect by the effect of both.
 * Reused from cycle to cycle.
 */
final class LegOrders {
    private Player owner;
    private long step = Long.MIN_VALUE;

    boolean left, right;
    /** Bounded power and discretised direction of each ordered leg; 0 for a leg without order. */
    double leftPower, leftDirection, rightPower, rightDirection;

    private double stamina, body, ax, ay;

    /** Forgets the orders unless they are this player's of this step. */
    LegOrders of(Player player, long now) {
        if (owner != player || step != now) {
            owner = player;
            step = now;
            left = right = false;
            leftPower = leftDirection = rightPower = rightDirection = 0.0;
        }
        return this;
    }

    boolean has(LegDash.Leg leg) { return leg == LegDash.Leg.LEFT ? left : right; }

    boolean any() { return left || right; }

    boolean both() { return left && right; }

    void order(LegDash.Leg leg, double power, double direction) {
        if (leg == LegDash.Leg.LEFT) {
            left = true;
            leftPower = power;
            leftDirection = direction;
        } else {
            right = true;
            rightPower = power;
            rightDirection = direction;
        }
    }

    /** Keeps what the legs' effect changes, before the first leg of the cycle takes effect. */
    void rememberBefore(Player player) {
        stamina = player.stamina();
        body = player.bodyDirection();
        ax = player.ax();
        ay = player.ay();
    }

    /** Undoes the effect of the legs ordered so far. */
    void restoreBefore(Player player) {
        player.stamina(stamina);
        player.bodyDirection(body);
        player.clearAcceleration();
        player.accelerate(ax, ay);
    }
}
