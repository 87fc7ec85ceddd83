package org.pitch.kernel;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;

import org.pitch.api.command.BodyCommand;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.PlayEvents;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.PlayerParam;
import org.pitch.api.param.ServerParam;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.record.Recorder;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * One match's simulation, one cycle per {@link #step()}, with no threads and no network: the
 * kernel paces it, tests and benchmarks drive it directly. Every model and rule comes from the
 * {@link ModelSet} taken at the start of the cycle. Not thread-safe: one thread owns it.
 *
 * <p>A cycle (manual §4.8): commands received since the last cycle are executed, players in a
 * seeded random order, each player's in arrival order with at most one body command; then
 * movement, collisions, the referee rules, stamina; the clock advances; recorders see the result.
 */
public final class Simulation {
    private static final Logger LOG = System.getLogger("org.pitch.kernel");
    /** A failing model is reported at most this often, so a bug cannot flood the log. */
    private static final long FAULT_REPORT_INTERVAL = 100;

    private final Parameters parameters;
    private final Supplier<ModelSet> models;
    private final RandomStreams random;
    private final WorldState world;
    private final Context context = new Context();
    private final List<List<PlayerCommand>> pending = new ArrayList<>();
    private final List<Player> order = new ArrayList<>();
    private final boolean[] bodyDone = new boolean[2 * (WorldState.MAX_UNUM + 1)];
    private final List<String> announcements = new ArrayList<>();
    private final List<Player> substituted = new ArrayList<>();
    private ModelSet cycleModels = ModelSet.EMPTY;
    private boolean clockStopped;
    private long lastFaultReport = -FAULT_REPORT_INTERVAL;
    private long faults;
    private int modeChangeDepth;

    public Simulation(ServerConfiguration configuration, ModelRegistry registry) {
        this(configuration, configuration.parameters(), registry);
    }

    /** With parameters that differ from the configuration's, e.g. the ports the server really bound. */
    public Simulation(ServerConfiguration configuration, Parameters parameters, ModelRegistry registry) {
        this.models = registry::current;
        this.random = new RandomStreams(configuration.seed());
        this.parameters = withTypeSeed(parameters, random.get(RandomPurpose.PLAYER_TYPES));
        ModelSet m = models.get();
        List<PlayerType> types = m.playerTypes != null
                ? m.playerTypes.generate(parameters, random.get(RandomPurpose.PLAYER_TYPES))
                : List.of(PlayerType.defaultType(parameters));
        this.world = new WorldState(new Ball(parameters.real(ServerParam.BALL_SIZE), parameters.real(ServerParam.BALL_DECAY)), types);
        for (int i = 0; i < 2 * (WorldState.MAX_UNUM + 1); i++) pending.add(new ArrayList<>());
    }

    public World world() { return world; }

    /**
     * {@code player::random_seed = -1} asks for a fresh set of player types; like rcssserver, the
     * seed actually used is then written back, so {@code player_param} announces a seed that
     * reproduces the types. It comes from the match seed, so a replay gets the same types.
     */
    private static Parameters withTypeSeed(Parameters p, SplittableRandom typesStream) {
        if (p.player().integer(PlayerParam.RANDOM_SEED) >= 0) return p;
        int seed = typesStream.nextInt(Integer.MAX_VALUE);
        return new Parameters(p.server(), p.player().toBuilder().number(PlayerParam.RANDOM_SEED, seed).build(), p.csvSaver());
    }

    /** What models see; sensors use it between cycles. */
    public org.pitch.api.model.SimulationContext context() { return context; }

    public Parameters parameters() { return parameters; }

    /** Model or rule failures caught so far (each was logged, rate-limited, and the match went on). */
    public long faults() { return faults; }

    /** Referee messages of the last cycle, in order, for the session layer to deliver. */
    public List<String> announcements() { return announcements; }

    /** Players whose type changed in the last cycle, in order, for the session layer to announce. */
    public List<Player> substituted() { return substituted; }

    /**
     * Puts a player on the field with the default type and full stamina, as a connection would.
     * Returns {@code null} if that uniform number is taken.
     */
    public Player addPlayer(Side side, String teamName, int unum, boolean goalie) {
        if (world.player(side, unum) != null || unum < 1 || unum > WorldState.MAX_UNUM) return null;
        world.teamOrCreate(side, teamName);
        Player p = new Player(side, unum, goalie, world.playerTypes().get(0));
        // players wait outside the field until they move (rcssserver: (-3·unum, -37) for the left team)
        p.position(-3.0 * unum * side.sign(), -37.0);
        p.bodyDirection(side == Side.LEFT ? 0 : 180);
        ModelSet m = models.get();
        if (m.stamina != null) {
            try { m.stamina.reset(p, parameters); } catch (RuntimeException e) { fault("stamina.reset", e); }
        } else {
            p.stamina(parameters.real(ServerParam.STAMINA_MAX));
            p.effort(parameters.real(ServerParam.EFFORT_INIT));
            p.recovery(parameters.real(ServerParam.RECOVER_INIT));
            p.capacity(parameters.real(ServerParam.STAMINA_CAPACITY));
        }
        world.add(p);
        return p;
    }

    public void removePlayer(Player p) {
        pending.get(slot(p)).clear();
        world.remove(p);
    }

    /** Queues a command for the next cycle. */
    public void submit(Player player, PlayerCommand command) {
        pending.get(slot(player)).add(command);
    }

    /** Simulates one cycle. */
    public void step() {
        ModelSet m = models.get();
        cycleModels = m;
        announcements.clear();
        substituted.clear();
        List<Player> all = world.players();
        for (int i = 0, n = all.size(); i < n; i++) all.get(i).newCycle();
        executeCommands(m);
        if (world.playMode() == PlayMode.BEFORE_KICK_OFF) {
            stillAll(); // before kick-off nothing moves but by (move), as in rcssserver
        } else {
            if (m.movement != null) {
                try { m.movement.step(context); } catch (RuntimeException e) { fault("movement", e); }
            }
            if (m.collision != null) {
                try { m.collision.resolve(context); } catch (RuntimeException e) { fault("collision", e); }
            }
        }
        for (RefereeRule r : m.rules) {
            try { r.afterStep(context); } catch (RuntimeException e) { fault("rule afterStep", e); }
        }
        if (m.stamina != null) {
            List<Player> players = world.players();
            for (int i = 0, n = players.size(); i < n; i++) {
                try { m.stamina.endOfCycle(context, players.get(i)); } catch (RuntimeException e) { fault("stamina", e); }
            }
        }
        PlayMode mode = world.playMode();
        world.advanceStep(!clockStopped && mode != PlayMode.BEFORE_KICK_OFF && mode != PlayMode.TIME_OVER);
        for (Recorder r : m.recorders) {
            try { r.cycle(world); } catch (RuntimeException e) { fault("recorder", e); }
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private void executeCommands(ModelSet m) {
        order.clear();
        List<Player> players = world.players();
        // one by one: addAll on the unmodifiable view would copy it into a new array every cycle
        for (int i = 0, n = players.size(); i < n; i++) order.add(players.get(i));
        shuffle(order, random.get(RandomPurpose.COMMAND_ORDER));
        java.util.Arrays.fill(bodyDone, false);
        for (int i = 0, n = order.size(); i < n; i++) {
            Player p = order.get(i);
            List<PlayerCommand> cmds = pending.get(slot(p));
            for (int c = 0, cn = cmds.size(); c < cn; c++) {
                PlayerCommand cmd = cmds.get(c);
                boolean body = cmd instanceof BodyCommand;
                if (body && bodyDone[slot(p)]) continue;
                ActionModel model = m.actions[cmd.kind().ordinal()];
                if (model == null) continue; // no model configured for this command: it has no effect
                try {
                    if (model.apply(context, p, cmd)) {
                        p.counters().increment(cmd.kind());
                        if (body) bodyDone[slot(p)] = true;
                    }
                } catch (RuntimeException e) {
                    fault(cmd.kind().wireName(), e);
                }
            }
            cmds.clear();
        }
    }

    private void stillAll() {
        world.ball().velocity(0, 0);
        world.ball().clearAcceleration();
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            players.get(i).velocity(0, 0);
            players.get(i).clearAcceleration();
        }
    }

    private static void shuffle(List<Player> list, SplittableRandom rnd) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            Player t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }

    private static int slot(Player p) { return p.side().ordinal() * (WorldState.MAX_UNUM + 1) + p.unum(); }

    private void fault(String where, RuntimeException e) {
        faults++;
        if (world.step() - lastFaultReport >= FAULT_REPORT_INTERVAL) {
            lastFaultReport = world.step();
            LOG.log(Level.ERROR, "cycle " + world.step() + ": " + where + " failed (" + faults
                    + " failures so far; the match goes on)", e);
        }
    }

    /** What models and rules see: the world, parameters, random streams, and the referee's powers. */
    private final class Context implements RefereeContext, PlayEvents {
        @Override public World world() { return world; }
        @Override public Parameters parameters() { return parameters; }
        @Override public RandomGenerator random(RandomPurpose purpose) { return random.get(purpose); }
        @Override public PlayEvents events() { return this; }

        @Override public void kicked(Player kicker) {
            for (RefereeRule r : cycleModels.rules) {
                try { r.onKick(this, kicker); } catch (RuntimeException e) { fault("rule onKick", e); }
            }
        }

        @Override public void tackled(Player tackler, boolean foul) {
            for (RefereeRule r : cycleModels.rules) {
                try { r.onTackle(this, tackler, foul); } catch (RuntimeException e) { fault("rule onTackle", e); }
            }
        }

        @Override public void caught(Player goalie) {
            for (RefereeRule r : cycleModels.rules) {
                try { r.onCatch(this, goalie); } catch (RuntimeException e) { fault("rule onCatch", e); }
            }
        }

        @Override public void touched(Player player) {
            for (RefereeRule r : cycleModels.rules) {
                try { r.onTouch(this, player); } catch (RuntimeException e) { fault("rule onTouch", e); }
            }
        }

        @Override public void changePlayMode(PlayMode mode, Side side) {
            PlayMode previous = world.playMode();
            world.playMode(mode, side);
            if (modeChangeDepth > 8) return; // rules re-changing the mode in a loop: stop the recursion here
            modeChangeDepth++;
            try {
                for (RefereeRule r : cycleModels.rules) {
                    try { r.onPlayModeChange(this, previous); } catch (RuntimeException e) { fault("rule onPlayModeChange", e); }
                }
            } finally {
                modeChangeDepth--;
            }
        }

        @Override public void announce(String message) {
            announcements.add(message);
            for (Recorder r : cycleModels.recorders) {
                try { r.message(world, "referee", message); } catch (RuntimeException e) { fault("recorder", e); }
            }
        }

        @Override public void placeBall(double x, double y) {
            Ball b = world.ball();
            b.position(x, y);
            b.velocity(0, 0);
            b.clearAcceleration();
        }

        @Override public void placePlayer(Player player, double x, double y) {
            player.position(x, y);
            player.velocity(0, 0);
            player.clearAcceleration();
        }

        @Override public void scoreGoal(Side side) {
            world.team(side).score(world.team(side).score() + 1);
        }

        @Override public void clockRunning(boolean running) { clockStopped = !running; }

        @Override public void substitute(Player player, PlayerType type) {
            player.type(type);
            if (cycleModels.stamina != null) {
                try { cycleModels.stamina.reset(player, parameters); } catch (RuntimeException e) { fault("stamina.reset", e); }
            }
            substituted.add(player);
        }
    }
}
