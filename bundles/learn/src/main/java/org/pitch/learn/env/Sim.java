package org.pitch.learn.env;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;

import org.pitch.api.command.PlayerCommand;
import org.pitch.api.learn.Outcome;
import org.pitch.api.learn.PolicyContext;
import org.pitch.api.learn.RewardContext;
import org.pitch.api.learn.SteppedMatch;
import org.pitch.api.param.Parameters;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;
import org.pitch.learn.observe.FeatureWriter;
import org.pitch.learn.observe.Observer;
import org.pitch.learn.observe.Scene;
import org.pitch.learn.scenario.Episode;
import org.pitch.learn.scenario.Judge;
import org.pitch.learn.scenario.Seat;

/**
 * One simulation of an environment: a match per episode (opened from the environment's template
 * with the episode's seed), its roster's players, the scripted players' commands, the judge's
 * outcome, rewards and observations. Stepped by its connection's thread only.
 */
public final class Sim implements Episode, Scene, PolicyContext, RewardContext {
    private static final Logger LOG = System.getLogger("org.pitch.learn");
    public static final String LEFT_TEAM = "Left", RIGHT_TEAM = "Right";

    private final int id;
    private final Environment env;
    private SplittableRandom seeds;
    private final Observer observer;
    private final List<Seat> roster;
    private final Player[] seated;
    @SuppressWarnings("unchecked")
    private final Consumer<PlayerCommand>[] scripted;
    private SteppedMatch match;
    private SplittableRandom policyRandom;
    private Judge judge;
    private long seed;
    private boolean started;
    private boolean everStarted;
    private int steps;
    private Side scored;
    private Outcome outcome = Outcome.IN_PLAY;
    private double ballBeforeX, ballBeforeY;
    private final double[] beforeX, beforeY;
    private boolean policyFaultLogged;
    private final boolean[] seeDue;
    private final int[] lastSee;

    /** @param streamSeed seeds the stream this simulation draws its episodes' seeds from */
    @SuppressWarnings("unchecked")
    public Sim(int id, Environment env, long streamSeed) {
        this.id = id;
        this.env = env;
        this.seeds = new SplittableRandom(streamSeed);
        this.observer = env.newObserver();
        this.roster = env.setup().roster();
        this.seated = new Player[roster.size()];
        this.scripted = new Consumer[roster.size()];
        this.beforeX = new double[roster.size()];
        this.beforeY = new double[roster.size()];
        this.seeDue = new boolean[env.agents()];
        this.lastSee = new int[env.agents()];
        env.opened();
    }

    public int id() { return id; }

    public Environment environment() { return env; }

    /** Whether an episode was started (by a Reset); Step needs one. */
    public boolean started() { return started; }

    /** The seed of the next episode when the client names none. */
    public long nextSeed() { return seeds.nextLong(); }

    /**
     * Restarts the stream of episode seeds from a seed the client named, so that the episodes
     * after a seeded Reset (a vector env's autoresets) are reproducible too, as Gymnasium's
     * {@code reset(seed=...)} promises.
     */
    public void reseed(long seed) { seeds = new SplittableRandom(Seeds.mix(seed)); }

    /** A new episode from {@code seed}: a new match, the roster added, the scenario's start. */
    public void reset(long seed) {
        this.seed = seed;
        if (match != null) match.leave(); // the last episode's rules and models go back
        match = null;
        started = false;
        match = env.serverMatch() != null ? env.serverMatch().join() : env.template().open(seed);
        everStarted = true;
        try {
            for (int i = 0; i < roster.size(); i++) {
                Seat s = roster.get(i);
                Player p = match.addPlayer(s.side(), teamName(s.side()), s.unum(), s.goalie());
                seated[i] = p;
                scripted[i] = s.isControlled() ? null : command -> match.submit(p, command);
            }
        } catch (RuntimeException e) { // e.g. a number a UDP client of the server's match has taken
            match.leave();
            throw e;
        }
        policyRandom = Seeds.stream(seed, RandomPurpose.POLICIES);
        steps = 0;
        scored = null;
        outcome = Outcome.IN_PLAY;
        judge = env.setup().newJudge();
        env.setup().start(this, Seeds.stream(seed, RandomPurpose.START_STATES));
        started = true;
    }

    /** A side's team name: the server's match keeps the name its clients gave a side. */
    private String teamName(Side side) {
        Team existing = env.serverMatch() != null ? match.world().team(side) : null;
        return existing != null ? existing.name() : side == Side.LEFT ? LEFT_TEAM : RIGHT_TEAM;
    }

    /** Whether an episode was ever started: the server's own match has only one. */
    public boolean everStarted() { return everStarted; }

    /** The server's match ended for this simulation: its players leave, and it takes no more steps. */
    public void leaveServerMatch() {
        match.leave();
        started = false;
    }

    /** After the start and any placed start state: the observers begin the episode. */
    public void begin() {
        for (int a = 0; a < env.agents(); a++) {
            seated[env.agent(a)].synchSee(true); // as every v18+ client: sees aligned to cycles
            seeDue[a] = true;
            lastSee[a] = 0;
        }
        observer.reset(this);
        observer.update(this);
    }

    /** Submits the agents' checked actions, {@code [agents][STRIDE]} floats from byte {@code base}. */
    public void act(ByteBuffer actions, int base) {
        for (int a = 0; a < env.agents(); a++) {
            ActionLayout.submit(match, seated[env.agent(a)], actions, base + a * ActionLayout.STRIDE * 4);
        }
    }

    /** One cycle: the scripted players act, the match steps, the judge decides. */
    public void step() {
        World w = match.world();
        ballBeforeX = w.ball().x();
        ballBeforeY = w.ball().y();
        for (int i = 0; i < seated.length; i++) {
            beforeX[i] = seated[i].x();
            beforeY[i] = seated[i].y();
        }
        int left = score(w, Side.LEFT), right = score(w, Side.RIGHT);
        for (int i = 0; i < seated.length; i++) {
            if (scripted[i] == null) continue;
            try {
                env.policy(i).act(this, seated[i], scripted[i]);
            } catch (RuntimeException e) { // a faulty policy costs its player the cycle, not the client its connection
                if (!policyFaultLogged) LOG.log(Level.WARNING, "scripted policy " + roster.get(i).policy() + " failed", e);
                policyFaultLogged = true;
            }
        }
        match.step();
        steps++;
        scored = score(w, Side.LEFT) > left ? Side.LEFT : score(w, Side.RIGHT) > right ? Side.RIGHT : null;
        Outcome o = judge.judge(this);
        if (o == Outcome.IN_PLAY && (match.finishReason() != null || w.playMode().isOver())) o = Outcome.MATCH_OVER;
        if (o == Outcome.IN_PLAY && steps >= env.setup().maxSteps()) o = Outcome.OUT_OF_TIME;
        outcome = o;
        for (int a = 0; a < env.agents(); a++) {
            seeDue[a] = steps - lastSee[a] >= match.cyclesBetweenSees(seated[env.agent(a)]);
            if (seeDue[a]) lastSee[a] = steps;
        }
        observer.update(this);
    }

    private int indexOf(Player player) {
        for (int i = 0; i < seated.length; i++) if (seated[i] == player) return i;
        throw new IllegalArgumentException(player.side() + " " + player.unum() + " is not a player of this match");
    }

    private static int score(World w, Side side) {
        Team t = w.team(side);
        return t == null ? 0 : t.score();
    }

    /** Writes agent {@code a}'s observation. */
    public void observe(int a, FeatureWriter out) { observer.write(this, env.agent(a), out); }

    public double reward(int a) { return env.rewards().reward(this, seated[env.agent(a)]); }

    /** The agent's player. */
    public Player agentPlayer(int a) { return seated[env.agent(a)]; }

    /** Frees the match; the last simulation of an environment closes its template. */
    public void close() {
        if (match != null) match.leave();
        match = null;
        env.closed();
    }

    public long seed() { return seed; }

    // Episode, Scene
    @Override public SteppedMatch match() { return match; }
    @Override public Player seated(int index) { return seated[index]; }
    @Override public Side scored() { return scored; }
    @Override public int steps() { return steps; }
    @Override public int players() { return seated.length; }
    @Override public Player player(int index) { return seated[index]; }
    @Override public int maxSteps() { return env.setup().maxSteps(); }
    @Override public int agents() { return env.agents(); }
    @Override public int agent(int a) { return env.agent(a); }
    @Override public boolean seeDue(int a) { return seeDue[a]; }

    // PolicyContext, RewardContext
    @Override public World world() { return match.world(); }
    @Override public Parameters parameters() { return match.parameters(); }
    @Override public RandomGenerator random() { return policyRandom; }
    @Override public double ballBeforeX() { return ballBeforeX; }
    @Override public double ballBeforeY() { return ballBeforeY; }
    @Override public double agentBeforeX(Player player) { return beforeX[indexOf(player)]; }
    @Override public double agentBeforeY(Player player) { return beforeY[indexOf(player)]; }
    @Override public Outcome outcome() { return outcome; }
    @Override public int episodeSteps() { return steps; }
}
