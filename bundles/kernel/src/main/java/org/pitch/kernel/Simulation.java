package org.pitch.kernel;

import java.io.PrintStream;
import java.util.List;
import java.util.function.Supplier;

import org.pitch.api.command.PlayerCommand;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.geom.Libm;
import org.pitch.api.model.MovementModel;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.ReplyKind;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Card;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/**
 * One match's simulation, one cycle per {@link #step()}, with no threads and no network: the
 * kernel paces it, tests and benchmarks drive it directly. Every model and rule comes from the
 * {@link ModelSet} taken at the start of the cycle. Not thread-safe: one thread owns it.
 *
 * <p>Its parts: {@link CycleCommands} (the players' commands of a cycle and their order),
 * {@link RuleBus} (the referee rules, hook by hook), {@link RecorderBus} (the logs), {@link MatchContext} (what models and rules
 * see and may do, and what a cycle owes the clients), {@link FaultLog} (a failing model or rule
 * costs its work, never the match).
 */
public final class Simulation {
    /** {@code pitch.command_order}: players' commands in the order they arrived, as rcssserver. */
    public static final String COMMAND_ORDER_ARRIVAL = "arrival";
    /** {@code pitch.command_order}: players' commands in a seeded random order, whatever the clients' timing. */
    public static final String COMMAND_ORDER_SHUFFLED = "shuffled";
    /** A reply a model owes a player's client: {@code (kind token)}. */
    public record Reply(Player player, ReplyKind kind, String token) {}

    private final ServerConfiguration configuration;
    private final Parameters parameters;
    private final Supplier<ModelSet> models;
    private final WorldState world;
    private final FaultLog faults;
    private final RuleBus rules;
    private final MatchContext context;
    private final CycleCommands commands;
    private final RecorderBus recorders;
    private final PlayerTiming timing;
    /** The cycle under way has started: a player's commands ran before the step ({@link #runArrivedCommands}). */
    private boolean cycleOpen;
    /** Players added since the last cycle: where they wait, which way they face until then. */
    private final Newcomers newcomers = new Newcomers();
    /** Where the cycle is shown to monitors: with the records, before the rules' end of cycle. */
    private Runnable display = () -> { };
    private boolean ended;

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
        RandomStreams random = new RandomStreams(seed);
        this.parameters = parameters.withTypeSeedFrom(random.get(RandomPurpose.PLAYER_TYPES));
        ModelSet m = models.get();
        List<PlayerType> types = m.playerTypes != null
                ? m.playerTypes.generate(parameters, random.get(RandomPurpose.PLAYER_TYPES))
                : List.of(PlayerType.defaultType(parameters));
        this.world = new WorldState(Ball.of(parameters), types, this.parameters);
        this.faults = new FaultLog(world::step);
        // coach mode without referees: only rules that are no referee judge (RefereeRule.isReferee)
        this.rules = new RuleBus(parameters.bool(ServerParam.COACH) && !parameters.bool(ServerParam.COACH_W_REFEREE), faults);
        this.context = new MatchContext(world, this.parameters, random, configuration.settings(), rules, faults, models);
        boolean shuffled = COMMAND_ORDER_SHUFFLED.equals(configuration.settings().string("command_order", COMMAND_ORDER_ARRIVAL));
        this.timing = new PlayerTiming(this.parameters);
        this.commands = new CycleCommands(world, shuffled, () -> random.get(RandomPurpose.COMMAND_ORDER), faults, timing);
        this.recorders = new RecorderBus(configuration, this.parameters, faults, timing);
    }

    public World world() { return world; }

    /** The models' console lines ({@code wind factor: ...}) go to {@code out}; none before this is called. */
    public void console(PrintStream out) { context.console(out); }
    /** What models see; sensors use it between cycles. */
    public SimulationContext context() { return context; }
    public Parameters parameters() { return parameters; }

    /** The referee's powers, for the session layer (trainer, monitor's kick-off) and test harnesses. */
    public RefereeContext refereeContext() { return context; }

    /** What shows the cycle to monitors: after the recorders, before the rules' end of cycle (as rcssserver's display). */
    public void onDisplay(Runnable display) { this.display = display; }

    /** Every player's timing (holes, clashes, lateness): the sessions report arrivals and sends to it. */
    public PlayerTiming timing() { return timing; }

    /** Model or rule failures caught so far (each was logged, rate-limited, and the match went on). */
    public long faults() { return faults.count(); }

    /** Referee messages of the last cycle, in order, for the session layer to deliver. */
    public List<String> announcements() { return context.announcements(); }

    /**
     * The clock when announcement {@code i} was made, as rcssserver stamps the referee's words the
     * moment it speaks (a set play after a goal: the stood time, before the clock moves on).
     */
    public int announcedAt(int i) { return context.announcedAt(i); }
    /** The stoppage cycles on the clock then. */
    public int announcedInStoppage(int i) { return context.announcedInStoppage(i); }

    /** The replies models owed clients in the last cycle, in order, for the session layer to send. */
    public List<Reply> replies() { return context.replies(); }

    /** Players whose type changed in the last cycle, in order, for the session layer to announce. */
    public List<Player> substituted() { return context.substituted(); }

    /** Why a rule finished the match ({@link RefereeContext#finishMatch}), else {@code null}: the kernel then closes it and stops. */
    public String finishReason() { return context.finishReason(); }

    /** Puts a player on the field with the default type and full stamina, as a connection would; {@code null} if the number is taken. */
    public Player addPlayer(Side side, String teamName, int unum, boolean goalie) {
        if (world.player(side, unum) != null || unum < 1 || unum > WorldState.MAX_UNUM) return null;
        boolean newTeam = world.team(side) == null;
        Team team = world.teamOrCreate(side, teamName);
        if (newTeam) rules.teamJoined(models.get(), context, team);
        Player p = new Player(side, unum, goalie, world.playerTypes().get(0));
        newcomers.seat(p, world);
        ModelSet m = models.get();
        if (m.stamina != null) { // without a stamina model a player keeps what it was created with
            try { m.stamina.reset(p, parameters); } catch (RuntimeException | LinkageError e) { faults.report("stamina.reset", e); }
        }
        world.add(p);
        return p;
    }

    public void removePlayer(Player p) {
        commands.remove(p);
        newcomers.forget(p);
        world.remove(p);
    }

    /** A player's {@code (bye)}, as rcssserver's {@code Player::disable}: commands gone, disabled on its bench spot, its number kept. */
    public void leave(Player p) {
        commands.remove(p);
        newcomers.forget(p);
        context.sendOff(p);
    }

    /** Queues a command for the next cycle ({@link CycleCommands}: the order players' commands run in). */
    public void submit(Player player, PlayerCommand command) { commands.submit(player, command); }

    /** The commands submitted from now on arrived in receive window {@code w} ({@link CycleCommands#receiveWindow}). */
    public void receiveWindow(long w) { commands.receiveWindow(w); }

    /** A command executed as it arrives rather than with the cycle ({@link CycleCommands#executeNow}): whether its model executed it. */
    public boolean executeNow(Player player, PlayerCommand command) { return commands.executeNow(models.get(), context, player, command); }

    /**
     * A player's commands that came so far run now, with its {@code (move)}: rcssserver moves a
     * player as the command arrives, so every client (a trainer's look, a change of play mode) sees
     * it moved at once. The cycle starts here; its other commands run with the {@link #step()}.
     * Returns where the {@link #replies()} of these start.
     */
    public int runArrivedCommands(Player p) {
        if (!commands.anyArrived(p)) return context.replies().size(); // nothing to run: the cycle stays unopened
        ModelSet m = models.get();
        openCycle(m);
        int before = context.replies().size();
        commands.executeFor(p, m, context);
        return before;
    }

    /** Whether commands wait for their receive window to close to run ({@link #runArrived}); not those held for the step. */
    public boolean commandsArrived() { return commands.anyToRun(); }

    /** What came so far and takes effect on arrival runs now: a receive window closed ({@link CycleCommands#executeArrived}). */
    public void runArrived() {
        if (!commands.anyArrived()) return;
        ModelSet m = models.get();
        openCycle(m);
        commands.executeArrived(m, context);
    }

    /** The cycle starts, once: lists of what it owes the clients emptied, the players' marks cleared. */
    private void openCycle(ModelSet m) {
        if (cycleOpen) return;
        cycleOpen = true;
        context.newCycle(m);
        rules.start(m, context);
        recorders.start(m, world);
        context.clearShownMarks();
        timing.cycleStarts(world.time(), world.playMode());
    }

    /**
     * The step's messages are out (sense_bodies, shows, logs): the players' marks of the cycle
     * (collisions, kicks, tackles, referee marks) are cleared now, as rcssserver clears them right
     * after its sense_bodies, so a sense_body asked for before the next step shows none. A caller
     * that steps the simulation itself may leave this out: the marks are then cleared before
     * anything marks a player again.
     */
    public void marksSent() { context.clearShownMarks(); }

    /** What a coach's, the trainer's or a monitor's command announced or substituted (from these sizes on) was told at once: not the cycle's. */
    public void toldAtOnce(int announcedBefore, int substitutedBefore) { context.truncate(announcedBefore, substitutedBefore); }

    /** The models' replies from this index on went out at once: not with the cycle's messages. */
    public void answeredAtOnce(int repliesBefore) { context.truncateReplies(repliesBefore); }

    /**
     * Simulates one cycle (manual §4.8): the commands, then movement and collisions, the referee
     * rules, stamina; the clock advances; recorders and monitors see the result. The clock follows
     * rcssserver: it stands before kick-off, after time over and while the referee waits after a
     * goal, offside, foul, back pass or fault (objects still move then, and the clock moves again
     * in the cycle that mode ends); otherwise it advances before the rules judge the cycle.
     */
    public void step() {
        ModelSet m = models.get();
        openCycle(m);
        context.use(m); // a cycle opened early keeps its start; rules or recorders added since start with the next
        commands.execute(m, context);
        commands.closeCycle();
        cycleOpen = false;
        List<Player> players = world.players();
        // the turns read as they came; after time over rcssserver's step commits nothing any more
        if (!world.playMode().isOver()) for (int i = 0, n = players.size(); i < n; i++) players.get(i).commitFacing();
        newcomers.settle();
        PlayMode mode = world.playMode();
        if (mode.holdsStill()) {
            // nothing moves but by (move); before the kick-off rcssserver stops the players (the
            // ball keeps a velocity a trainer gave it), after time over it touches nothing
            if (!mode.isOver()) stopPlayers();
            world.stand();
            if (!mode.isOver()) judge(m);
        } else if (mode.isStoppage()) {
            world.releaseBall(); // nobody holds the ball while the referee waits (rcssserver clears its catcher)
            move(m);
            world.stand();
            judge(m);
            if (world.playMode() != mode) world.tick();
        } else {
            move(m);
            world.tick();
            judge(m);
        }
        if (m.stamina != null) {
            for (int i = 0, n = players.size(); i < n; i++) {
                Player p = players.get(i);
                if (!p.enabled()) continue;
                try { m.stamina.endOfCycle(context, p); } catch (RuntimeException | LinkageError e) { faults.report("stamina", e); }
            }
        }
        world.advanceStep();
        recorders.cycle(m, world);
        display.run();
        rules.endOfCycle(m, context);
        context.marksShown();
    }

    /**
     * A human referee's foul call (a monitor's {@code dispfoul}): a free kick for {@code side} at
     * ({@code x}, {@code y}), a drop ball for no side. The first enabled rule that takes such calls
     * places it; whether one did is returned.
     */
    public boolean humanFoulCall(double x, double y, Side side) { return rules.foulCalled(models.get(), context, x, y, side); }

    /** A human referee's card (a monitor's {@code dispcard}): the first enabled rule that shows cards shows it. */
    public boolean humanCard(Player player, Card card) { return rules.cardShown(models.get(), context, player, card); }

    /**
     * A server's match starts, as rcssserver's at start-up: its records open (a server stopped
     * before it stepped still leaves logs and results) and the movement model draws its weather
     * ({@link MovementModel#matchStarts}). A simulation stepped by its caller does this at its first {@link #step()}.
     */
    public void open() {
        ModelSet m = models.get();
        recorders.start(m, world);
        if (m.movement != null) {
            try { m.movement.matchStarts(context); } catch (RuntimeException | LinkageError e) { faults.report("movement", e); }
        }
    }

    /**
     * Closes the match for every rule and recorder that saw it start (final log records, results).
     * The kernel calls it once when the match finishes or the server stops; later calls do nothing.
     */
    public void end() {
        if (ended) return;
        ended = true;
        rules.end(context);
        recorders.end(world);
    }

    /**
     * The referee rules judge the step; where the ball lies then is where the next step's goal
     * line check starts from ({@link MatchContext#ballJudged}), whatever moves it in between.
     */
    private void judge(ModelSet m) {
        rules.afterStep(m, context);
        context.ballJudged(world.ball());
    }

    private void move(ModelSet m) {
        if (m.movement != null) {
            try { m.movement.step(context); } catch (RuntimeException | LinkageError e) { faults.report("movement", e); }
        }
        context.resolveStepCollisions();
        carryHeldBall();
    }

    /**
     * A ball a goalie holds stays in front of its body after the step's moves, as rcssserver's
     * {@code incMovableObjects} keeps it; collisions a referee's placement resolves leave it where
     * it lies, so a goalie cleared from a set play's ball carries it only in the next step.
     */
    private void carryHeldBall() {
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player p = players.get(i);
            if (!p.holdingBall()) continue;
            double r = p.size() + world.ball().size(), a = p.bodyRadians();
            world.ball().position(p.x() + r * Libm.cos(a), p.y() + r * Libm.sin(a));
            return;
        }
    }

    private void stopPlayers() {
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            players.get(i).velocity(0, 0);
            players.get(i).clearAcceleration();
        }
    }
}
