package org.pitch.learn.policies;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

import org.pitch.api.learn.MatchTemplate;
import org.pitch.api.learn.PolicyContext;
import org.pitch.api.learn.ScriptedPolicy;
import org.pitch.api.learn.SteppedMatch;
import org.pitch.api.param.Parameters;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;
import org.pitch.embedded.Pitch;

/**
 * A real stepped match of the training profile with the server's own models and rules, players
 * placed by hand, and a loop that lets each scripted player's policy act before every step, as a
 * learning environment does.
 */
final class Scene implements PolicyContext {
    private static MatchTemplate template;

    final SteppedMatch match;
    private final RandomGenerator random;
    private final List<Player> scripted = new ArrayList<>();
    private final List<ScriptedPolicy> policies = new ArrayList<>();
    /** Every announcement of the steps so far, in order. */
    final List<String> heard = new ArrayList<>();

    Scene(long seed) {
        match = template().open(seed);
        random = new SplittableRandom(seed);
    }

    private static synchronized MatchTemplate template() {
        if (template == null) {
            try {
                Pitch pitch = Pitch.builder().args("--profile", "training", "pitch.seed=1").build();
                template = pitch.simulationFactory().prepare(pitch.configuration());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        return template;
    }

    /** A player at (x, y) facing {@code body} degrees, at rest, played by {@code policy} (null: it stands still). */
    Player add(Side side, int unum, boolean goalie, double x, double y, double body, ScriptedPolicy policy) {
        Player p = match.addPlayer(side, side == Side.LEFT ? "Left" : "Right", unum, goalie);
        match.referee().placePlayer(p, x, y);
        p.bodyDirection(body);
        if (policy != null) {
            scripted.add(p);
            policies.add(policy);
        }
        return p;
    }

    void ball(double x, double y, double vx, double vy) {
        match.referee().placeBall(x, y);
        match.world().ball().velocity(vx, vy);
    }

    void playOn() { match.referee().changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL); }

    /** Each scripted player's commands, then one cycle. */
    void step() {
        for (int i = 0; i < scripted.size(); i++) {
            Player p = scripted.get(i);
            policies.get(i).act(this, p, command -> match.submit(p, command));
        }
        match.step();
        heard.addAll(match.announcements());
    }

    Ball theBall() { return match.world().ball(); }

    @Override public World world() { return match.world(); }

    @Override public Parameters parameters() { return match.parameters(); }

    @Override public RandomGenerator random() { return random; }
}
