package org.pitch.learn.env;

import org.pitch.api.learn.SteppedMatch;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.learn.InvalidRequest;
import org.pitch.learn.proto.Placed;
import org.pitch.learn.proto.PlacedPlayer;
import org.pitch.learn.proto.StartState;
import org.pitch.learn.scenario.Placement;
import org.pitch.learn.scenario.Seat;

/**
 * A client's start state over the scenario's own, as a trainer would set it: players of the
 * roster placed (position, velocity, body with neck, stamina), the ball, the play mode by
 * rcssserver's name. Checked before any simulation changes.
 */
public final class StartStates {
    private StartStates() {}

    /** @throws InvalidRequest naming the agent or play mode that does not exist, and what does */
    public static void check(StartState state, Environment env, String field) throws InvalidRequest {
        for (PlacedPlayer p : state.getPlayersList()) {
            if (seat(env, p.getAgent()) < 0) {
                throw new InvalidRequest(field + ".players", "no player '" + p.getAgent() + "' in this scenario (its players: " + roster(env) + ")");
            }
        }
        if (!state.getPlayMode().isEmpty() && mode(state.getPlayMode()) == null) {
            throw new InvalidRequest(field + ".play_mode", "no play mode '" + state.getPlayMode() + "' (rcssserver's names: play_on, kick_off_l, free_kick_r, ...)");
        }
    }

    public static void apply(StartState state, Sim sim) {
        SteppedMatch match = sim.match();
        Environment env = sim.environment();
        for (PlacedPlayer pp : state.getPlayersList()) {
            Player p = sim.seated(seat(env, pp.getAgent()));
            if (pp.hasAt()) {
                Placed at = pp.getAt();
                match.referee().placePlayer(p, at.getX(), at.getY());
                p.velocity(at.getVx(), at.getVy());
            }
            if (pp.getHasBody()) {
                p.bodyDirection(pp.getBody());
                p.neckDirection(pp.getNeck());
            }
            if (pp.getHasStamina()) p.stamina(pp.getStamina());
        }
        if (state.hasBall()) {
            Placed b = state.getBall();
            Placement.ball(match, b.getX(), b.getY());
            match.world().ball().velocity(b.getVx(), b.getVy());
        }
        if (!state.getPlayMode().isEmpty()) {
            Named m = mode(state.getPlayMode());
            match.referee().changePlayMode(m.mode(), m.side());
        }
    }

    private static int seat(Environment env, String agent) {
        for (int i = 0; i < env.setup().roster().size(); i++) if (env.setup().roster().get(i).agent().equals(agent)) return i;
        return -1;
    }

    private static String roster(Environment env) {
        return String.join(", ", env.setup().roster().stream().map(Seat::agent).toList());
    }

    private record Named(PlayMode mode, Side side) {}

    /** The mode and its side named {@code name}, or null. */
    private static Named mode(String name) {
        for (PlayMode m : PlayMode.values()) {
            if (m == PlayMode.NULL) continue;
            if (m.sided()) {
                if (m.wireName(Side.LEFT).equals(name)) return new Named(m, Side.LEFT);
                if (m.wireName(Side.RIGHT).equals(name)) return new Named(m, Side.RIGHT);
            } else if (m.wireName().equals(name)) {
                return new Named(m, Side.NEUTRAL);
            }
        }
        return null;
    }
}
