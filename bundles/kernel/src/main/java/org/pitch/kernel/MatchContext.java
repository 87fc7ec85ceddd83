package org.pitch.kernel;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;

import org.pitch.api.config.Settings;
import org.pitch.api.geom.Vec2;
import org.pitch.api.model.PlayEvents;
import org.pitch.api.model.PlayerTypeGenerator;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.ReplyKind;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.record.Recorder;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.sense.Speaker;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/**
 * What models and rules see of a match: the world, the parameters, the random streams, the events
 * models report (which the {@link RuleBus} passes to the rules) and the referee's powers. It also
 * gathers what a cycle owes the clients: the referee's messages with their clock, the models'
 * replies, the substitutions; {@link #newCycle} starts a new gathering. Simulation thread only.
 */
final class MatchContext implements RefereeContext, PlayEvents {
    /** Rules re-changing the play mode from their own onPlayModeChange: the recursion stops this deep. */
    private static final int MAX_MODE_CHANGE_DEPTH = 8;

    private final WorldState world;
    private final Parameters parameters;
    private final RandomStreams random;
    private final Settings settings;
    private final RuleBus rules;
    private final FaultLog faults;
    /** Where the models' console lines go: the server's stdout, or nowhere (in-process matches). */
    private PrintStream console;
    /** The models now, for calls between cycles (a trainer's kick-off, the first kick-off's types). */
    private final Supplier<ModelSet> current;
    /** The models of the cycle under way. */
    private ModelSet cycle = ModelSet.EMPTY;

    private final List<String> announcements = new ArrayList<>();
    /** The match clock at each announcement, in the same order. */
    private int[] announcedAt = new int[8], announcedInStoppage = new int[8];
    private final List<Simulation.Reply> replies = new ArrayList<>();
    private final List<Player> substituted = new ArrayList<>();
    private double ballBeforeX, ballBeforeY;
    private Vec2 ballBefore;
    private String finishReason;
    private int modeChangeDepth;

    /** Whether the players' marks are the last step's, shown and yet to be cleared ({@link #marksShown}). */
    private boolean marksShown = true;

    MatchContext(WorldState world, Parameters parameters, RandomStreams random, Settings settings, RuleBus rules,
            FaultLog faults, Supplier<ModelSet> current) {
        this.world = world;
        this.parameters = parameters;
        this.random = random;
        this.settings = settings;
        this.rules = rules;
        this.faults = faults;
        this.current = current;
    }

    /** A cycle starts with these models: what the last one gathered for the clients is forgotten. */
    void newCycle(ModelSet m) {
        cycle = m;
        announcements.clear();
        substituted.clear();
        replies.clear();
    }

    /**
     * The players' marks of the cycle just stepped (collisions, kicks, tackles, referee marks) have
     * been shown, or will be with the step's messages: they are cleared before anything marks a
     * player again. rcssserver clears them right after its step's sense_bodies and shows, before
     * it reads any client, so a collision a trainer's move causes in the wait is the next cycle's.
     */
    void marksShown() { marksShown = true; }

    /** Clears the marks shown ({@link #marksShown}); nothing to do while the cycle marks players. */
    void clearShownMarks() {
        if (!marksShown) return;
        marksShown = false;
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) players.get(i).newCycle();
    }

    /** The cycle goes on with these models (another set may have come since it started). */
    void use(ModelSet m) { cycle = m; }

    /** The replies from this index on are forgotten (answered at once). */
    void truncateReplies(int from) {
        if (from >= 0 && from < replies.size()) replies.subList(from, replies.size()).clear();
    }

    /** What was announced and substituted from these sizes on is forgotten (told between cycles already). */
    void truncate(int announced, int substituted) {
        if (announced >= 0 && announced < announcements.size()) announcements.subList(announced, announcements.size()).clear();
        if (substituted >= 0 && substituted < this.substituted.size()) this.substituted.subList(substituted, this.substituted.size()).clear();
    }

    /**
     * The referee rules have judged a step with the ball here: the next step's {@link #ballBefore}.
     * A trainer's or a monitor's move of the ball between the steps leaves it, as rcssserver's touch
     * referee remembers the ball where its last judgement saw it.
     */
    void ballJudged(Ball ball) {
        ballBeforeX = ball.x();
        ballBeforeY = ball.y();
        ballBefore = null;
    }

    List<String> announcements() { return announcements; }
    int announcedAt(int i) { return announcedAt[i]; }
    int announcedInStoppage(int i) { return announcedInStoppage[i]; }
    List<Simulation.Reply> replies() { return replies; }
    List<Player> substituted() { return substituted; }
    String finishReason() { return finishReason; }

    @Override public World world() { return world; }
    @Override public Parameters parameters() { return parameters; }
    @Override public RandomGenerator random(RandomPurpose purpose) { return random.get(purpose); }
    @Override public PlayEvents events() { return this; }
    @Override public void console(String line) { if (console != null) console.println(line); }
    void console(PrintStream out) { console = out; }
    @Override public Settings settings() { return settings; }

    @Override public void kicked(Player kicker, double acceleration) { rules.kicked(cycle, this, kicker, acceleration); }
    @Override public void kickFailed(Player kicker) { rules.kickFailed(cycle, this, kicker); }
    @Override public void tackled(Player tackler, double acceleration, boolean foul) { rules.tackled(cycle, this, tackler, acceleration, foul); }
    @Override public void tackleFailed(Player tackler, boolean foul) { rules.tackleFailed(cycle, this, tackler, foul); }
    @Override public void touched(Player player) { rules.touched(cycle, this, player); }

    /**
     * A catch (the catch model has announced it): judged as a touch and as a catch; the goalie
     * keeps the ball only if a rule turned it into the goalie's free kick (a legal catch), as in
     * rcssserver.
     */
    @Override
    public void caught(Player goalie) {
        // the goalie stepped to the ball: the referee judges separated bodies; rcssserver makes the
        // goalie its ball catcher only after this check, so a ball left touching it collides with
        // it, unless the goalie was its catcher still, holding the ball from an earlier catch (the
        // tester's seed 7353: caught again after moving with it)
        resolveCollisions();
        goalie.holdingBall(true);
        touched(goalie);
        rules.caught(cycle, this, goalie);
        if (!world.playMode().letsGoalieHoldBall()) goalie.holdingBall(false);
    }

    @Override
    public void moved(Player player) { resolveCollisions(); }

    @Override
    public void punched(Player goalie) {
        touched(goalie);
        rules.punched(cycle, this, goalie);
    }

    @Override
    public void reply(Player player, ReplyKind kind, String token) { replies.add(new Simulation.Reply(player, kind, token)); }

    @Override
    public void changePlayMode(PlayMode mode, Side side) {
        PlayMode previous = world.playMode();
        world.playMode(mode, side);
        if (modeChangeDepth > MAX_MODE_CHANGE_DEPTH) return;
        modeChangeDepth++;
        try {
            rules.playModeChanged(cycle, this, previous);
        } finally {
            modeChangeDepth--;
        }
        if (mode.announcedByName()) announce(mode.wireName(world.playModeSide()));
    }

    @Override
    public void announce(String message) {
        int i = announcements.size();
        if (i == announcedAt.length) {
            announcedAt = Arrays.copyOf(announcedAt, 2 * i);
            announcedInStoppage = Arrays.copyOf(announcedInStoppage, 2 * i);
        }
        announcedAt[i] = world.time();
        announcedInStoppage[i] = world.stoppageTime();
        announcements.add(message);
        for (Recorder r : cycle.recorders) {
            try { r.message(world, Speaker.REFEREE.heardAs(), message); } catch (RuntimeException | LinkageError e) { faults.report("recorder", e); }
        }
    }

    @Override
    public void placeBall(double x, double y) {
        Ball b = world.ball();
        b.position(x, y);
        b.velocity(0, 0);
        b.clearAcceleration();
    }

    @Override
    public void placePlayer(Player player, double x, double y) {
        player.position(x, y);
        player.velocity(0, 0);
        player.clearAcceleration();
    }

    /** After a placement between steps: overlaps only ({@link org.pitch.api.model.CollisionModel#resolveOverlaps}). */
    @Override
    public void resolveCollisions() { collide(false); }

    /** After the step's movement: the paths against the posts, then the overlaps. */
    void resolveStepCollisions() { collide(true); }

    private void collide(boolean step) {
        clearShownMarks(); // a move between cycles (a trainer's, a monitor's) marks the coming cycle
        if (cycle.collision == null) return;
        try {
            if (step) cycle.collision.resolve(this);
            else cycle.collision.resolveOverlaps(this);
        } catch (RuntimeException | LinkageError e) {
            faults.report("collision", e);
        }
    }

    @Override
    public Vec2 ballBefore() {
        Vec2 b = ballBefore;
        if (b == null) ballBefore = b = new Vec2(ballBeforeX, ballBeforeY); // at most once per cycle
        return b;
    }

    @Override
    public void scoreGoal(Side side) {
        Team t = world.team(side);
        if (t != null) t.score(t.score() + 1);
    }

    @Override
    public void substitute(Player player, PlayerType type) {
        player.type(type);
        player.substituted(true);
        player.clearShownStates(); // as rcssserver's Player::substitute
        if (cycle.stamina != null) {
            try { cycle.stamina.reset(player, parameters); } catch (RuntimeException | LinkageError e) { faults.report("stamina.reset", e); }
        }
        recoverHearing(player); // rcssserver's substitute recovers the player fully (the tester's seed 1574)
        substituted.add(player);
    }

    /** Asks the enabled rules, referees or not, in order until one takes it (with the default assembly the {@code kick_off} rule). */
    @Override
    public void kickOff() { rules.kickOffCalled(current.get(), this); }

    /** The first kick-off's types, handed out by the player types model. */
    @Override
    public void assignInitialTypes() {
        PlayerTypeGenerator generator = current.get().playerTypes;
        if (generator == null) return;
        try {
            generator.assignInitialTypes(world, parameters, this::substitute);
        } catch (RuntimeException | LinkageError e) {
            faults.report("player types assignInitialTypes", e);
        }
    }

    @Override public void time(int cycles) { world.time(cycles); }
    @Override public void recoverPlayers() { recover(false); }
    @Override public void recoverCapacity() { recover(true); }

    private void recover(boolean capacityOnly) {
        for (Player p : world.players()) {
            if (!p.enabled()) continue;
            if (cycle.stamina != null) {
                try { cycle.stamina.halfTime(p, parameters, capacityOnly); } catch (RuntimeException | LinkageError e) { faults.report("stamina.halfTime", e); }
            }
            // rcssserver's recoverAll fills the hear capacities too; its stamina capacity's recovery does not
            if (!capacityOnly) recoverHearing(p);
        }
    }

    /** The player's hear capacities full again, as rcssserver's {@code recoverAll} leaves them. */
    private void recoverHearing(Player p) {
        if (cycle.auralSensor == null) return;
        try { cycle.auralSensor.recovered(this, p); } catch (RuntimeException | LinkageError e) { faults.report("aural_sensor", e); }
    }

    @Override
    public void finishMatch(String reason) {
        if (finishReason == null) finishReason = reason;
    }
}
