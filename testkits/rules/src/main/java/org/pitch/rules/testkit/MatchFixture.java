package org.pitch.rules.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.pitch.api.command.PlayerCommand;
import org.pitch.api.model.ModelSlot;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;
import org.pitch.assembly.Assembly;
import org.pitch.config.ConfigLoader;
import org.pitch.config.LoadedConfiguration;
import org.pitch.kernel.ModelRegistry;
import org.pitch.kernel.Simulation;
import org.pitch.rules.kickoff.KickOffRule;

/**
 * A real kernel {@link Simulation} with the standard models, the {@code kick_off} rule and only
 * the other rules a test names, for scenario tests of referee rules: place players and ball, send
 * commands, step cycle by cycle, and read what the referee said. Noise is off unless the test's HOCON turns it on.
 *
 * <pre>{@code
 * MatchFixture m = MatchFixture.with("server::half_time = 10", "time", new TimeRule());
 * Player a = m.left(1, -10, 0);
 * m.kickOff();
 * m.stepUntil(w -> w.playMode() == PlayMode.TIME_OVER, 1000);
 * assertTrue(m.heard().contains("half_time"));
 * }</pre>
 */
public final class MatchFixture {
    /** Noise off, so positions are exact; a test may turn any of it back on. */
    public static final String NO_NOISE = "server { player_rand = 0, ball_rand = 0, kick_rand = 0, "
            + "wind_force = 0, wind_none = true, wind_rand = 0 }\npitch.seed = 7\n";

    /** The rule that answers a kick-off request, in every fixture. */
    private static final String KICK_OFF = "kick_off";

    private final Simulation simulation;
    private final List<String> heard = new ArrayList<>();

    private MatchFixture(Simulation simulation) { this.simulation = simulation; }

    /** A match with the HOCON (added to rcssserver's defaults and {@link #NO_NOISE}) and the rules given as name, rule pairs. */
    public static MatchFixture with(String hocon, Object... namesAndRules) {
        LoadedConfiguration config;
        try {
            config = ConfigLoader.fromText(NO_NOISE + hocon, "test");
        } catch (Exception e) {
            throw new IllegalArgumentException("bad test configuration: " + e.getMessage(), e);
        }
        ModelRegistry registry = new ModelRegistry(config.settings());
        // the models as the server assembles them (no recorders: a scene writes no logs); the
        // rules are only those the test names
        Assembly.onClassPath(MatchFixture.class.getClassLoader()).registerInto(registry, config, MatchFixture::isModel);
        boolean kickOffNamed = false;
        for (int i = 0; i + 1 < namesAndRules.length; i += 2) {
            registry.addRule((String) namesAndRules[i], order((RefereeRule) namesAndRules[i + 1], 10 * (i + 1)), (RefereeRule) namesAndRules[i + 1]);
            kickOffNamed |= KICK_OFF.equals(namesAndRules[i]);
        }
        // every scene can kick off as the server does, unless the test brings its own kick-off
        if (!kickOffNamed) registry.addRule(KICK_OFF, order(new KickOffRule(), 2), new KickOffRule());
        return new MatchFixture(new Simulation(config, registry));
    }

    private static boolean isModel(Class<?> service) {
        for (ModelSlot slot : ModelSlot.values()) if (slot.service() == service) return true;
        return false;
    }

    /** The order the rule's component declares, as the server runs it; {@code otherwise} for a test's own rule. */
    private static int order(RefereeRule rule, int otherwise) {
        return Assembly.of(rule.getClass()).map(c -> c.properties().get(RefereeRule.ORDER_PROPERTY))
                .filter(Number.class::isInstance).map(o -> ((Number) o).intValue()).orElse(otherwise);
    }

    public Simulation simulation() { return simulation; }
    public World world() { return simulation.world(); }
    public RefereeContext referee() { return simulation.refereeContext(); }
    public Ball ball() { return simulation.world().ball(); }

    /** A left player (team "Left") placed at (x, y) facing the right goal; unum 1 is the goalie if {@code goalie}. */
    public Player left(int unum, double x, double y) { return add(Side.LEFT, "Left", unum, unum == 1, x, y); }

    /** A right player (team "Right") placed at (x, y) facing the left goal; unum 1 is the goalie. */
    public Player right(int unum, double x, double y) { return add(Side.RIGHT, "Right", unum, unum == 1, x, y); }

    /**
     * A player placed at (x, y), facing the opponent's goal as a scene expects (a connecting right
     * player faces its own goal, as in rcssserver, until it turns).
     */
    public Player add(Side side, String team, int unum, boolean goalie, double x, double y) {
        Player p = simulation.addPlayer(side, team, unum, goalie);
        if (p == null) throw new IllegalStateException(side + " " + unum + " is taken");
        p.position(x, y);
        p.bodyDirection(side == Side.RIGHT ? 180 : 0);
        return p;
    }

    /** Places the ball with a velocity, as a test scene needs. */
    public void ball(double x, double y, double vx, double vy) {
        Ball b = ball();
        b.position(x, y);
        b.velocity(vx, vy);
        b.clearAcceleration();
    }

    /** Queues a command for the next cycle, as if the player had sent it. */
    public void send(Player p, PlayerCommand command) { simulation.submit(p, command); }

    /** The kernel's kick-off (what auto mode and the trainer call). */
    public void kickOff() {
        int before = simulation.announcements().size();
        referee().kickOff();
        List<String> said = simulation.announcements(); // outside a step they stay in the list until the next step
        heard.addAll(said.subList(before, said.size()));
    }

    /** Sets the play mode directly, as a test scene needs (rules hear the change). */
    public void playMode(PlayMode mode, Side side) { referee().changePlayMode(mode, side); }

    /** One cycle; returns the referee messages of that cycle. */
    public List<String> step() {
        simulation.step();
        List<String> said = List.copyOf(simulation.announcements());
        heard.addAll(said);
        return said;
    }

    /** Steps until the condition holds (checked after each cycle) or {@code maxCycles} passed; returns the cycles stepped. */
    public int stepUntil(Predicate<World> condition, int maxCycles) {
        for (int i = 1; i <= maxCycles; i++) {
            step();
            if (condition.test(world())) return i;
        }
        throw new AssertionError("condition not reached in " + maxCycles + " cycles; play mode "
                + world().playMode().wireName(world().playModeSide()) + ", time " + world().time() + ", heard " + heard);
    }

    public void steps(int n) { for (int i = 0; i < n; i++) step(); }

    /** Every referee message so far, in order. */
    public List<String> heard() { return heard; }
}
