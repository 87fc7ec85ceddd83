package org.pitch.learn.scenario;

import java.util.random.RandomGenerator;

import org.pitch.api.learn.SteppedMatch;
import org.pitch.api.random.Draws;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;

/** Start-state helpers the scenarios share: placing at rest, facing a direction, drawing in a band. */
public final class Placement {
    private Placement() {}

    /** Puts the player at rest at (x, y), its body facing {@code body} degrees (field coordinates) and its neck straight. */
    public static void place(SteppedMatch match, Player p, double x, double y, double body) {
        match.referee().placePlayer(p, x, y);
        p.velocity(0, 0);
        p.bodyDirection(body);
        p.neckDirection(0);
    }

    /** Puts the ball at rest at (x, y). */
    public static void ball(SteppedMatch match, double x, double y) {
        match.referee().placeBall(x, y);
        match.world().ball().velocity(0, 0);
    }

    public static double between(RandomGenerator random, double low, double high) { return Draws.uniform(random, low, high); }

    /** The direction a side attacks in, in field coordinates. */
    public static double facingAttack(Side side) { return side == Side.LEFT ? 0 : 180; }

    /** Play goes on from the first step: no kick-off to wait for. */
    public static void playOn(SteppedMatch match) { match.referee().changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL); }
}
