package org.pitch.kernel;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;

import org.pitch.api.command.BodyCommand;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.model.ActionModel;
import org.pitch.api.model.PlayEvents;
import org.pitch.api.model.PlayerTypeGenerator;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.ReplyKind;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.record.Recorder;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.geom.Vec2;
import org.pitch.api.sense.Speaker;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Card;
import org.pitch.api.world.Team;
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
 * <p>A cycle (manual §4.8): commands received since the last cycle are executed, players in the
 * order their first command of the cycle arrived (rcssserver executes each command as it arrives),
 * those whose first command came in the same receive window ({@link #receiveWindow}) in a random
 * order, or, with {@code pitch.command_order = shuffled}, all in a seeded random order; each
 * player's in arrival order with at most one body command; then
 * movement, collisions, the referee rules, stamina; the clock advances; recorders see the result.
 */
public final class Simulation {
    private static final Logger LOG = System.getLogger("org.pitch.kernel");
    /** A failing model is reported at most this often, so a bug cannot flood the log. */
    private static final long FAULT_REPORT_INTERVAL = 100;
    /** {@code pitch.command_order}: players' commands in the order they arrived, as rcssserver. */
    public static final String COMMAND_ORDER_ARRIVAL = "arrival";
    /** {@code pitch.command_order}: players' commands in a seeded random order, whatever the clients' timing. */
    public static final String COMMAND_ORDER_SHUFFLED = "shuffled";

    private final ServerConfiguration configuration;
    private final Parameters parameters;
    private final Supplier<ModelSet> models;
    private final RandomStreams random;
    private final WorldState world;
    private final Context context = new Context();
    private final List<List<PlayerCommand>> pending = new ArrayList<>();
    private final List<Player> order = new ArrayList<>();
    /** Whether players' commands run in a seeded random order rather than in the order they arrived. */
    private final boolean shuffledOrder;
    /** Players added since the last cycle, whose facing that cycle settles. */
    private final List<Player> arrivals = new ArrayList<>();
    /** The body command each player's cycle went to (null: none yet); a cycle's two legs share one. */
    /** The receive window of each player's first command this cycle, by slot. */
    private final long[] windowOf = new long[2 * (WorldState.MAX_UNUM + 1)];
    /** The window commands submitted now arrived in; {@link #NO_WINDOW}: none, pure arrival order. */
    private long window = NO_WINDOW;
    private static final long NO_WINDOW = Long.MIN_VALUE;
    private final CommandKind[] bodyTaken = new CommandKind[2 * (WorldState.MAX_UNUM + 1)];
    private final List<String> announcements = new ArrayList<>();
    /** The match clock at each announcement, in the same order. */
    private int[] announcedAt = new int[8];
    private final List<Player> substituted = new ArrayList<>();
    /** A reply a model owes a player's client: {@code (kind token)}. */
    public record Reply(Player player, ReplyKind kind, String token) {}

    /** Replies models owe players' clients this cycle, in order. */
    private final List<Reply> replies = new ArrayList<>();
    private ModelSet cycleModels = ModelSet.EMPTY;
    /** Coach mode without referees: only rules that are no referee judge (see {@link RefereeRule#isReferee()}). */
    private final boolean refereesOff;
    private ModelSet rulesSource;
    private RefereeRule[] activeRules = new RefereeRule[0];
    /** Where the cycle is shown to monitors: with the records, before the rules' end of cycle. */
    private Runnable display = () -> { };
    /** Rule instances that have heard onMatchStart (identity: a re-registered rule starts again). */
    private final java.util.Set<RefereeRule> startedRules = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    /** Recorders that were told the match started, and so must be told it ended. */
    private final java.util.Set<Recorder> startedRecorders = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    private boolean ended;
    private double ballBeforeX, ballBeforeY;
    private org.pitch.api.geom.Vec2 ballBefore = org.pitch.api.geom.Vec2.ZERO;
    private String finishReason;
    private long lastFaultReport = -FAULT_REPORT_INTERVAL;
    private long faults;
    private int modeChangeDepth;

    public Simulation(ServerConfiguration configuration, ModelRegistry registry) {
        this(configuration, configuration.parameters(), registry);
    }

    /** With parameters that differ from the configuration's, e.g. the ports the server really bound. */
    public Simulation(ServerConfiguration configuration, Parameters parameters, ModelRegistry registry) {
        this(configuration, parameters, registry, configuration.seed());
    }

    /** With every random stream drawn from {@code seed} instead of the configuration's (learning environments' resets). */
    public Simulation(ServerConfiguration configuration, Parameters parameters, ModelRegistry registry, long seed) {
        this.configuration = configuration;
        this.models = registry::current;
        this.random = new RandomStreams(seed);
        this.parameters = parameters.withTypeSeedFrom(random.get(RandomPurpose.PLAYER_TYPES));
        this.refereesOff = parameters.bool(ServerParam.COACH) && !parameters.bool(ServerParam.COACH_W_REFEREE);
        this.shuffledOrder = COMMAND_ORDER_SHUFFLED.equals(configuration.settings().string("command_order", COMMAND_ORDER_ARRIVAL));
        ModelSet m = models.get();
        List<PlayerType> types = m.playerTypes != null
                ? m.playerTypes.generate(parameters, random.get(RandomPurpose.PLAYER_TYPES))
                : List.of(PlayerType.defaultType(parameters));
        this.world = new WorldState(Ball.of(parameters), types,
                this.parameters);
        for (int i = 0; i < 2 * (WorldState.MAX_UNUM + 1); i++) pending.add(new ArrayList<>());
    }

    public World world() { return world; }

    /** What models see; sensors use it between cycles. */
    public org.pitch.api.model.SimulationContext context() { return context; }

    public Parameters parameters() { return parameters; }

    /** The referee's powers, for the session layer (trainer, monitor's kick-off) and test harnesses. */
    public RefereeContext refereeContext() { return context; }

    /**
     * What shows the cycle to monitors, run after the recorders and before the rules' end of
     * cycle (rcssserver's display comes before its auto mode's kick-off and game over).
     */
    void onDisplay(Runnable display) { this.display = display; }

    /** Model or rule failures caught so far (each was logged, rate-limited, and the match went on). */
    public long faults() { return faults; }

    /** Referee messages of the last cycle, in order, for the session layer to deliver. */
    public List<String> announcements() { return announcements; }

    /**
     * The match clock when announcement {@code i} was made. rcssserver sends the referee's words
     * the moment it speaks: a mode that ends while the clock stands (after a goal, a foul) is
     * followed by its set play stamped with the stood time, before the clock moves on.
     */
    public int announcedAt(int i) { return announcedAt[i]; }

    /** The replies models owed clients in the last cycle, in order, for the session layer to send. */
    public List<Reply> replies() { return replies; }

    /** Players whose type changed in the last cycle, in order, for the session layer to announce. */
    public List<Player> substituted() { return substituted; }

    /**
     * Puts a player on the field with the default type and full stamina, as a connection would.
     * Returns {@code null} if that uniform number is taken.
     */
    public Player addPlayer(Side side, String teamName, int unum, boolean goalie) {
        if (world.player(side, unum) != null || unum < 1 || unum > WorldState.MAX_UNUM) return null;
        boolean newTeam = world.team(side) == null;
        org.pitch.api.world.Team team = world.teamOrCreate(side, teamName);
        if (newTeam) {
            for (RefereeRule r : rules(models.get())) {
                try { r.onTeamJoined(context, team); } catch (RuntimeException | LinkageError e) { fault("rule onTeamJoined", e); }
            }
        }
        Player p = new Player(side, unum, goalie, world.playerTypes().get(0));
        // players wait on the bench until they move (rcssserver: (-3·unum, -37) for the left team),
        // both teams' bodies at 0° in field coordinates, a right player's facing its own goal, as in
        // rcssserver; there a right player's committed direction (what a turn starts from, what
        // dashes and sees use) is 180° until its first cycle commits the body's 0°
        p.position(FieldGeometry.benchX(side, unum), FieldGeometry.BENCH_Y);
        if (side == Side.RIGHT) {
            p.provisionalFacing(180);
            arrivals.add(p);
        } else {
            p.bodyDirection(0);
        }
        ModelSet m = models.get();
        if (m.stamina != null) { // without a stamina model a player keeps what it was created with
            try { m.stamina.reset(p, parameters); } catch (RuntimeException | LinkageError e) { fault("stamina.reset", e); }
        }
        world.add(p);
        return p;
    }

    public void removePlayer(Player p) {
        pending.get(slot(p)).clear();
        order.remove(p);
        arrivals.remove(p);
        world.remove(p);
    }

    /** Queues a command for the next cycle. */
    public void submit(Player player, PlayerCommand command) {
        List<PlayerCommand> cmds = pending.get(slot(player));
        if (cmds.isEmpty() && !shuffledOrder) { // the first of the cycle decides the player's turn
            order.add(player);
            windowOf[slot(player)] = window;
        }
        cmds.add(command);
    }

    /**
     * The commands submitted from now on arrived in receive window {@code w} (windows only grow,
     * and so do the arrivals within them). rcssserver reads its clients every {@code recv_step}
     * in real time (every 10 ms), each time in a new random order, so commands that arrive within
     * one such window take effect in a random order, not in the order they arrived; players whose
     * first command of the cycle came in the same window go in a random order here too (from the
     * seeded {@link RandomPurpose#COMMAND_ORDER} stream). {@link Long#MIN_VALUE}: no windows, each
     * command stands alone (synch mode, where rcssserver polls without pause, and tests).
     */
    public void receiveWindow(long w) { window = w; }

    /**
     * Executes a command the moment it arrives rather than with the next cycle, counted like any
     * executed command. rcssserver does this for {@code change_view}: the new width and quality
     * decide the view cone and the see interval at the very next visual tick, which may come
     * before the next cycle. Simulation thread only; not for body commands.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public void executeNow(Player player, PlayerCommand command) {
        if (command instanceof BodyCommand) throw new IllegalArgumentException("a body command waits for the cycle: " + command);
        if (!player.enabled()) return;
        ActionModel model = models.get().actions[command.kind().ordinal()];
        if (model == null) return; // no model configured for this command: it has no effect
        try {
            if (model.apply(context, player, command)) player.counters().increment(command.kind().countedAs());
        } catch (RuntimeException | LinkageError e) {
            fault(command.kind().wireName(), e);
        }
    }

    /**
     * Why the match was finished by a rule ({@link RefereeContext#finishMatch}), or {@code null}
     * while it goes on. The kernel closes the match and stops when it sees this.
     */
    public String finishReason() { return finishReason; }

    /**
     * Simulates one cycle. The clock follows rcssserver: it stands before kick-off, after time
     * over and while the referee waits after a goal, offside, foul, back pass or fault (objects
     * still move then, and the clock moves again in the cycle that mode ends); otherwise it
     * advances before the rules judge the cycle.
     */
    public void step() {
        ModelSet m = models.get();
        cycleModels = m;
        announcements.clear();
        substituted.clear();
        replies.clear();
        startRules(m);
        startRecorders(m);
        List<Player> all = world.players();
        for (int i = 0, n = all.size(); i < n; i++) all.get(i).newCycle();
        executeCommands(m);
        if (!arrivals.isEmpty()) {
            for (int i = 0, n = arrivals.size(); i < n; i++) arrivals.get(i).settleFacing(0);
            arrivals.clear();
        }
        Ball ball = world.ball();
        ballBeforeX = ball.x();
        ballBeforeY = ball.y();
        ballBefore = null;
        PlayMode mode = world.playMode();
        if (mode.holdsStill()) {
            stillAll(); // before kick-off and after time over nothing moves but by (move), as in rcssserver
            world.stand();
            if (!mode.isOver()) judge(m);
        } else if (mode.isStoppage()) {
            releaseBall(); // nobody holds the ball while the referee waits (rcssserver clears its catcher)
            move(m);
            world.stand();
            judge(m);
            if (world.playMode() != mode) world.tick();
        } else {
            move(m);
            world.tick();
            judge(m);
        }
        List<Player> players = world.players();
        if (m.stamina != null) {
            for (int i = 0, n = players.size(); i < n; i++) {
                Player p = players.get(i);
                if (!p.enabled()) continue;
                try { m.stamina.endOfCycle(context, p); } catch (RuntimeException | LinkageError e) { fault("stamina", e); }
            }
        }
        world.advanceStep();
        for (Recorder r : m.recorders) {
            try { r.cycle(world); } catch (RuntimeException | LinkageError e) { fault("recorder", e); }
        }
        display.run();
        for (RefereeRule r : rules(m)) {
            try { r.endOfCycle(context); } catch (RuntimeException | LinkageError e) { fault("rule endOfCycle", e); }
        }
    }

    /**
     * A human referee's foul call (a monitor's {@code dispfoul}): a free kick for {@code side} at
     * ({@code x}, {@code y}), a drop ball for no side. The first enabled rule that takes such calls
     * places it; whether one did is returned.
     */
    public boolean humanFoulCall(double x, double y, Side side) {
        for (RefereeRule r : models.get().rules) {
            try {
                if (r.onFoulCalled(context, x, y, side)) return true;
            } catch (RuntimeException | LinkageError e) {
                fault("rule onFoulCalled", e);
            }
        }
        return false;
    }

    /** A human referee's card (a monitor's {@code dispcard}): the first enabled rule that shows cards shows it. */
    public boolean humanCard(Player player, Card card) {
        for (RefereeRule r : models.get().rules) {
            try {
                if (r.onCardShown(context, player, card)) return true;
            } catch (RuntimeException | LinkageError e) {
                fault("rule onCardShown", e);
            }
        }
        return false;
    }

    /** The rules that judge with this model set: all enabled ones, or in coach mode without referees those that are no referee. */
    private RefereeRule[] rules(ModelSet m) {
        if (m != rulesSource) {
            rulesSource = m;
            activeRules = refereesOff ? java.util.Arrays.stream(m.rules).filter(r -> !r.isReferee()).toArray(RefereeRule[]::new) : m.rules;
        }
        return activeRules;
    }

    private void releaseBall() {
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) players.get(i).holdingBall(false);
    }

    private void move(ModelSet m) {
        if (m.movement != null) {
            try { m.movement.step(context); } catch (RuntimeException | LinkageError e) { fault("movement", e); }
        }
        if (m.collision != null) {
            try { m.collision.resolve(context); } catch (RuntimeException | LinkageError e) { fault("collision", e); }
        }
    }

    private void judge(ModelSet m) {
        for (RefereeRule r : rules(m)) {
            try { r.afterStep(context); } catch (RuntimeException | LinkageError e) { fault("rule afterStep", e); }
        }
    }

    private void startRecorders(ModelSet m) {
        if (startedRecorders.size() == m.recorders.length && allStarted(m.recorders)) return; // the usual cycle: nothing allocated
        // one that left (its bundle stopped or was swapped) is forgotten: holding it would keep its class loader
        startedRecorders.retainAll(java.util.Arrays.asList(m.recorders));
        for (Recorder r : m.recorders) {
            if (startedRecorders.add(r)) {
                try { r.matchStarted(announced(), world); } catch (RuntimeException | LinkageError e) { fault("recorder matchStarted", e); }
            }
        }
    }

    /** The configuration with the parameters clients were told (bound ports, the types' seed), for logs. */
    private ServerConfiguration announced() {
        ServerConfiguration c = configuration;
        return new ServerConfiguration() {
            @Override public Parameters parameters() { return parameters; }
            @Override public org.pitch.api.config.Settings settings() { return c.settings(); }
            @Override public List<String> profiles() { return c.profiles(); }
            @Override public long seed() { return c.seed(); }
            @Override public String render() { return c.render(); }
        };
    }

    /**
     * Closes the match for every recorder that saw it start (final log records, results). The
     * kernel calls it once when the match finishes or the server stops; later calls do nothing.
     */
    public void end() {
        if (ended) return;
        ended = true;
        for (RefereeRule r : startedRules) {
            try { r.onMatchEnd(context); } catch (RuntimeException | LinkageError e) { fault("rule onMatchEnd", e); }
        }
        for (Recorder r : startedRecorders) {
            try { r.matchEnded(world); } catch (RuntimeException | LinkageError e) { fault("recorder matchEnded", e); }
        }
    }

    /** Rules enabled since the last cycle (or at the first) hear that a match is under way. */
    private void startRules(ModelSet m) {
        if (startedRules.size() == rules(m).length && allStarted(m)) return;
        // one that left (disabled, its bundle stopped or swapped) is forgotten: holding it would keep its class loader
        startedRules.retainAll(java.util.Arrays.asList(rules(m)));
        for (RefereeRule r : rules(m)) {
            if (startedRules.add(r)) {
                try { r.onMatchStart(context); } catch (RuntimeException | LinkageError e) { fault("rule onMatchStart", e); }
            }
        }
    }

    private boolean allStarted(ModelSet m) {
        for (RefereeRule r : rules(m)) if (!startedRules.contains(r)) return false;
        return true;
    }

    private boolean allStarted(Recorder[] recorders) {
        for (Recorder r : recorders) if (!startedRecorders.contains(r)) return false;
        return true;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private void executeCommands(ModelSet m) {
        if (shuffledOrder) {
            order.clear();
            List<Player> players = world.players();
            // one by one: addAll on the unmodifiable view would copy it into a new array every cycle
            for (int i = 0, n = players.size(); i < n; i++) order.add(players.get(i));
            shuffle(order, 0, order.size(), random.get(RandomPurpose.COMMAND_ORDER));
        } else {
            shuffleWithinWindows();
        }
        java.util.Arrays.fill(bodyTaken, null);
        for (int i = 0, n = order.size(); i < n; i++) {
            Player p = order.get(i);
            List<PlayerCommand> cmds = pending.get(slot(p));
            if (!p.enabled()) { cmds.clear(); continue; } // sent off: commands go nowhere
            for (int c = 0, cn = cmds.size(); c < cn; c++) {
                PlayerCommand cmd = cmds.get(c);
                boolean body = cmd instanceof BodyCommand;
                CommandKind taken = bodyTaken[slot(p)];
                // one body command per cycle, except that the two legs of a bipedal dash may come apart
                if (body && taken != null && !(taken == CommandKind.LEG_DASH && cmd.kind() == CommandKind.LEG_DASH)) continue;
                ActionModel model = m.actions[cmd.kind().ordinal()];
                if (model == null) continue; // no model configured for this command: it has no effect
                try {
                    if (model.apply(context, p, cmd)) {
                        if (!body || taken == null) p.counters().increment(cmd.kind().countedAs()); // a cycle's legs count as one dash
                        if (body) bodyTaken[slot(p)] = cmd.kind();
                    } else if (body && model.spendsBodyCommand(context, p, cmd)) {
                        bodyTaken[slot(p)] = cmd.kind(); // a missed kick: nothing counted, the cycle's body command gone
                    }
                } catch (RuntimeException | LinkageError e) {
                    fault(cmd.kind().wireName(), e);
                }
            }
            cmds.clear();
        }
        if (!shuffledOrder) order.clear();
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

    /** Players whose first commands came in one receive window go in a random order; windows keep theirs. */
    private void shuffleWithinWindows() {
        for (int i = 0, n = order.size(); i < n; ) {
            long w = windowOf[slot(order.get(i))];
            int j = i + 1;
            while (j < n && windowOf[slot(order.get(j))] == w) j++;
            if (j - i > 1 && w != NO_WINDOW) shuffle(order, i, j, random.get(RandomPurpose.COMMAND_ORDER));
            i = j;
        }
    }

    /** Shuffles {@code list[from, to)} in place. */
    private static void shuffle(List<Player> list, int from, int to, SplittableRandom rnd) {
        for (int i = to - 1; i > from; i--) {
            int j = from + rnd.nextInt(i - from + 1);
            Player t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }

    private static int slot(Player p) { return p.side().ordinal() * (WorldState.MAX_UNUM + 1) + p.unum(); }

    private void fault(String where, Throwable e) {
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

        @Override public void kicked(Player kicker, double acceleration) {
            for (RefereeRule r : rules(cycleModels)) {
                try { r.onKick(this, kicker, acceleration); } catch (RuntimeException | LinkageError e) { fault("rule onKick", e); }
            }
        }

        @Override public void kickFailed(Player kicker) {
            for (RefereeRule r : rules(cycleModels)) {
                try { r.onKickFailed(this, kicker); } catch (RuntimeException | LinkageError e) { fault("rule onKickFailed", e); }
            }
        }

        @Override public void tackled(Player tackler, double acceleration, boolean foul) {
            for (RefereeRule r : rules(cycleModels)) {
                try { r.onTackle(this, tackler, acceleration, foul); } catch (RuntimeException | LinkageError e) { fault("rule onTackle", e); }
            }
        }

        @Override public void tackleFailed(Player tackler, boolean foul) {
            for (RefereeRule r : rules(cycleModels)) {
                try { r.onTackleFailed(this, tackler, foul); } catch (RuntimeException | LinkageError e) { fault("rule onTackleFailed", e); }
            }
        }

        /**
         * A catch (the catch model has announced it): judged as a touch and as a catch; the goalie
         * keeps the ball only if a rule turned it into the goalie's free kick (a legal catch), as
         * in rcssserver.
         */
        @Override public void caught(Player goalie) {
            resolveCollisions(); // the goalie stepped to the ball: the referee judges separated bodies
            touched(goalie);
            for (RefereeRule r : rules(cycleModels)) {
                try { r.onCatch(this, goalie); } catch (RuntimeException | LinkageError e) { fault("rule onCatch", e); }
            }
            if (!world.playMode().letsGoalieHoldBall()) goalie.holdingBall(false);
        }

        @Override public void punched(Player goalie) {
            touched(goalie);
            for (RefereeRule r : rules(cycleModels)) {
                try { r.onPunch(this, goalie); } catch (RuntimeException | LinkageError e) { fault("rule onPunch", e); }
            }
        }

        @Override public void reply(Player player, ReplyKind kind, String token) {
            replies.add(new Reply(player, kind, token));
        }

        @Override public void touched(Player player) {
            for (RefereeRule r : rules(cycleModels)) {
                try { r.onTouch(this, player); } catch (RuntimeException | LinkageError e) { fault("rule onTouch", e); }
            }
        }

        @Override public void changePlayMode(PlayMode mode, Side side) {
            PlayMode previous = world.playMode();
            world.playMode(mode, side);
            if (modeChangeDepth > 8) return; // rules re-changing the mode in a loop: stop the recursion here
            modeChangeDepth++;
            try {
                for (RefereeRule r : rules(cycleModels)) {
                    try { r.onPlayModeChange(this, previous); } catch (RuntimeException | LinkageError e) { fault("rule onPlayModeChange", e); }
                }
            } finally {
                modeChangeDepth--;
            }
            if (mode.announcedByName()) announce(mode.wireName(world.playModeSide()));
        }

        @Override public void announce(String message) {
            int i = announcements.size();
            if (i == announcedAt.length) announcedAt = java.util.Arrays.copyOf(announcedAt, 2 * i);
            announcedAt[i] = world.time();
            announcements.add(message);
            for (Recorder r : cycleModels.recorders) {
                try { r.message(world, Speaker.REFEREE.heardAs(), message); } catch (RuntimeException | LinkageError e) { fault("recorder", e); }
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

        @Override public void resolveCollisions() {
            if (cycleModels.collision == null) return;
            try { cycleModels.collision.resolve(this); } catch (RuntimeException | LinkageError e) { fault("collision", e); }
        }

        @Override public Vec2 ballBefore() {
            Vec2 b = ballBefore;
            if (b == null) ballBefore = b = new Vec2(ballBeforeX, ballBeforeY); // at most once per cycle
            return b;
        }

        @Override public void scoreGoal(Side side) {
            Team t = world.team(side);
            if (t != null) t.score(t.score() + 1);
        }

        @Override public void substitute(Player player, PlayerType type) {
            player.type(type);
            player.substituted(true);
            if (cycleModels.stamina != null) {
                try { cycleModels.stamina.reset(player, parameters); } catch (RuntimeException | LinkageError e) { fault("stamina.reset", e); }
            }
            substituted.add(player);
        }

        @Override public void kickOff() { Simulation.this.kickOff(); }

        @Override public void assignInitialTypes() { Simulation.this.assignInitialTypes(); }

        @Override public org.pitch.api.config.Settings settings() { return configuration.settings(); }

        @Override public void time(int cycles) { world.time(cycles); }

        @Override public void recoverPlayers() { recover(false); }

        @Override public void recoverCapacity() { recover(true); }

        private void recover(boolean capacityOnly) {
            if (cycleModels.stamina == null) return;
            for (Player p : world.players()) {
                if (!p.enabled()) continue;
                try { cycleModels.stamina.halfTime(p, parameters, capacityOnly); } catch (RuntimeException | LinkageError e) { fault("stamina.halfTime", e); }
            }
        }

        @Override public void finishMatch(String reason) {
            if (finishReason == null) finishReason = reason;
        }
    }

    /**
     * A kick-off asked for (auto mode, a trainer, a monitor): the enabled rules are asked in order,
     * referees or not, until one takes it (with the default assembly the {@code kick_off} rule).
     */
    void kickOff() {
        for (RefereeRule r : models.get().rules) {
            try {
                if (r.onKickOffCalled(context)) return;
            } catch (RuntimeException | LinkageError e) {
                fault("rule onKickOffCalled", e);
            }
        }
    }

    /** The first kick-off's types, handed out by the player types model. */
    private void assignInitialTypes() {
        PlayerTypeGenerator generator = models.get().playerTypes;
        if (generator == null) return;
        try {
            generator.assignInitialTypes(world, parameters, context::substitute);
        } catch (RuntimeException | LinkageError e) {
            fault("player types assignInitialTypes", e);
        }
    }
}
