package org.pitch.rules.keepaway;

import java.time.Clock;
import java.util.List;
import java.util.random.RandomGenerator;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ServiceScope;
import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.Designate;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.pitch.api.config.Configurable;
import org.pitch.api.config.Settings;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.rule.RuleOrder;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;

/**
 * rcssserver's keepaway referee ({@code server::keepaway}): the left team keeps the ball inside a
 * {@code keepaway_length} × {@code keepaway_width} rectangle at the centre, the right team tries
 * to take it. An episode ends when the ball leaves the rectangle ({@code o}) or when a taker has
 * had the ball within kicking distance for {@value #TURNOVER_TIME} judged cycles in a row with no
 * keeper as close ({@code t}); the referee then says {@value #TRAINING_MESSAGE}, puts keepers on
 * the corners of the rectangle and takers on another corner with a random jitter, the ball near
 * the first keepers' corner, and restores every player's stamina.
 *
 * <p>The first {@code play_on} counts keepers and takers, writes the episode log's header and
 * sets the field up for episode 1. With {@code keepaway_start} ≥ 0 the referee starts play by
 * itself once that many wall-clock seconds have passed since it first looked at the match, and
 * resumes play the same way whenever another mode interrupts it.
 *
 * <p>The episode log ({@code keepaway_logging}) is {@link EpisodeLog}.
 *
 * <p>Not in rcssserver: with {@code pitch.rules.keepaway.episodes = N} (N &gt; 0, for batches of
 * episodes) the match ends after the N-th episode: the referee says {@code time_up} and the play
 * mode becomes {@code time_over}, as at the end of regular time, so auto mode closes the match.
 */
@Component(scope = ServiceScope.PROTOTYPE, property = {RefereeRule.NAME_PROPERTY + "=keepaway", RefereeRule.ORDER_PROPERTY + ":Integer=" + RuleOrder.KEEPAWAY})
@Designate(ocd = KeepawayRule.KeepawaySettings.class)
public final class KeepawayRule implements RefereeRule, Configurable {
    /** The keepaway rule's settings, {@code pitch.rules.keepaway.*}. */
    @ObjectClassDefinition(name = "keepaway", description = "Keepaway episodes (server::keepaway)")
    public @interface KeepawaySettings {
        @AttributeDefinition(min = "0", description = "episodes after which the match ends (time_up); 0: at time over")
        int episodes() default 0;
    }

    /** What the referee says when an episode ends (rcssserver's training message). */
    public static final String TRAINING_MESSAGE = "training Keepaway 1";
    /** Judged cycles a taker must control the ball for the keepers to lose it. */
    public static final int TURNOVER_TIME = 4;

    /** Jitter of the starting positions around the rectangle's corners, metres. */
    private static final double CORNER_JITTER = 3.0;
    /** How far inside the rectangle's corner the ball starts, metres. */
    private static final double BALL_INSET = 4.0;

    private final Clock clock;
    private int episodeLimit;

    private int episode;
    private int keepers, takers;
    private int episodeStart;
    private int takeTime;
    /** Wall-clock second of the referee's first look at the match; the auto start counts from it. */
    private long firstLook = Long.MIN_VALUE;
    private EpisodeLog log;

    public KeepawayRule() { this(Clock.systemUTC()); }

    /** With the clock {@code keepaway_start} is measured on (tests pass a fixed one). */
    KeepawayRule(Clock clock) { this.clock = clock; }

    @Override
    public void configure(Settings own) {
        episodeLimit = own.as(KeepawaySettings.class).episodes();
    }

    @Override
    public void onMatchStart(RefereeContext context) {
        if (log != null) log.close(context.world(), context.parameters());
        episode = 0;
        keepers = 0;
        takers = 0;
        episodeStart = 0;
        takeTime = 0;
        firstLook = Long.MIN_VALUE;
        log = null;
        Parameters p = context.parameters();
        if (p.bool(ServerParam.KEEPAWAY) && p.bool(ServerParam.KEEPAWAY_LOGGING)) {
            log = EpisodeLog.open(p, clock);
        }
    }

    @Override
    public void afterStep(RefereeContext context) {
        Parameters p = context.parameters();
        if (!p.bool(ServerParam.KEEPAWAY)) return;
        long now = clock.millis() / 1000; // whole seconds, as rcssserver's time_t
        if (firstLook == Long.MIN_VALUE) firstLook = now;
        World world = context.world();
        if (world.playMode() == PlayMode.PLAY_ON) {
            if (!ballInRegion(world.ball(), p)) {
                endEpisode(context, "o");
            } else if (takeTime >= TURNOVER_TIME) {
                endEpisode(context, "t");
            } else {
                judgePossession(world, p);
            }
        } else {
            int start = p.integer(ServerParam.KEEPAWAY_START);
            if (start >= 0 && now - firstLook > start) context.changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        }
    }

    @Override
    public void onPlayModeChange(RefereeContext context, PlayMode previous) {
        Parameters p = context.parameters();
        if (!p.bool(ServerParam.KEEPAWAY)) return;
        PlayMode mode = context.world().playMode();
        if (mode == PlayMode.PLAY_ON && episode == 0) {
            episode = 1;
            countTeams(context.world());
            if (log != null) log.header(keepers, takers, p);
            resetField(context);
        } else if (mode == PlayMode.TIME_OVER && log != null) {
            // the match is over: the log gets its final name, as rcssserver's does when it closes
            log.close(context.world(), p);
        }
    }

    /** The server stops without a time_over: the log still gets its final name. */
    @Override
    public void onMatchEnd(RefereeContext context) {
        if (log != null) log.close(context.world(), context.parameters());
    }

    /** The episode number the next episode line will carry (0 before the first play on). */
    int episode() { return episode; }

    int takeTime() { return takeTime; }

    private void endEpisode(RefereeContext context, String how) {
        int now = context.world().time();
        if (log != null) log.episode(episode, episodeStart, now, how);
        episode++;
        episodeStart = now;
        if (episodeLimit > 0 && episode > episodeLimit) {
            context.announce("time_up");
            context.changePlayMode(PlayMode.TIME_OVER, Side.NEUTRAL);
            return;
        }
        context.announce(TRAINING_MESSAGE);
        resetField(context);
    }

    private static boolean ballInRegion(Ball ball, Parameters p) {
        return Math.abs(ball.x()) < p.real(ServerParam.KEEPAWAY_LENGTH) * 0.5
                && Math.abs(ball.y()) < p.real(ServerParam.KEEPAWAY_WIDTH) * 0.5;
    }

    /**
     * A taker within the server's kickable area counts one more cycle of taking the ball, whoever
     * else is near; only a keeper alone near the ball resets the count.
     */
    private void judgePossession(World world, Parameters p) {
        double area = p.real(ServerParam.KICKABLE_MARGIN) + p.real(ServerParam.PLAYER_SIZE) + p.real(ServerParam.BALL_SIZE);
        double area2 = area * area;
        Ball ball = world.ball();
        boolean keeperHasIt = false;
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player pl = players.get(i);
            if (!pl.enabled()) continue;
            double dx = pl.x() - ball.x(), dy = pl.y() - ball.y();
            if (dx * dx + dy * dy >= area2) continue;
            if (pl.side() == Side.LEFT) {
                keeperHasIt = true;
            } else if (pl.side() == Side.RIGHT) {
                keeperHasIt = false;
                takeTime++;
                break;
            }
        }
        if (keeperHasIt) takeTime = 0;
    }

    private void countTeams(World world) {
        List<Player> players = world.players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player pl = players.get(i);
            if (!pl.enabled()) continue;
            if (pl.side() == Side.LEFT) keepers++;
            else if (pl.side() == Side.RIGHT) takers++;
        }
    }

    /**
     * A new episode's start (y grows downwards): keepers on the rectangle's corners in turn, from
     * a random one of top left, top right, bottom right, then the centre; takers at the bottom left
     * corner, each up to 3 m inside; the ball 4 m inside the top left corner; stamina restored.
     */
    private void resetField(RefereeContext context) {
        Parameters p = context.parameters();
        double halfLength = p.real(ServerParam.KEEPAWAY_LENGTH) * 0.5;
        double halfWidth = p.real(ServerParam.KEEPAWAY_WIDTH) * 0.5;
        RandomGenerator rnd = context.random(RandomPurpose.REFEREE);
        int corner = keepers <= 1 ? 0 : rnd.nextInt(keepers);
        List<Player> players = context.world().players();
        for (int i = 0, n = players.size(); i < n; i++) {
            Player pl = players.get(i);
            if (!pl.enabled()) continue;
            double x, y;
            if (pl.side() == Side.LEFT) {
                switch (corner) {
                    case 0:
                        x = -halfLength + jitter(rnd, 0, CORNER_JITTER);
                        y = -halfWidth + jitter(rnd, 0, CORNER_JITTER);
                        break;
                    case 1:
                        x = halfLength - jitter(rnd, 0, CORNER_JITTER);
                        y = -halfWidth + jitter(rnd, 0, CORNER_JITTER);
                        break;
                    case 2:
                        x = halfLength - jitter(rnd, 0, CORNER_JITTER);
                        y = halfWidth - jitter(rnd, 0, CORNER_JITTER);
                        break;
                    default:
                        x = jitter(rnd, -1, 1);
                        y = jitter(rnd, -1, 1);
                        break;
                }
                context.placePlayer(pl, x, y);
                corner = (corner + 1) % Math.max(1, keepers);
            } else if (pl.side() == Side.RIGHT) {
                x = -halfLength + jitter(rnd, 0, CORNER_JITTER);
                y = halfWidth - jitter(rnd, 0, CORNER_JITTER);
                context.placePlayer(pl, x, y);
            }
        }
        context.placeBall(-halfLength + BALL_INSET, -halfWidth + BALL_INSET);
        context.recoverPlayers();
        takeTime = 0;
    }

    /** Uniform in [low, high), as rcssserver's drand. */
    private static double jitter(RandomGenerator rnd, double low, double high) {
        return low + rnd.nextDouble() * (high - low);
    }
}
