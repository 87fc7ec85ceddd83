package org.pitch.learn.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

import org.pitch.api.learn.Outcome;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Ball;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.learn.InvalidRequest;

/**
 * Keepaway on the server's own keepaway referee ({@code rules/keepaway}, {@code server::keepaway}):
 * controlled keepers (the left team) hold the ball in a box against scripted {@code taker}s.
 * Options: {@code keepers} 1..11 (default 3), {@code takers} 0..11 (default 2),
 * {@code box_length}, {@code box_width} (metres, default 20), {@code max_steps} (default 1000).
 *
 * <p>The referee lays out each episode's start when play goes on (from the match's seed) and
 * ends the episode saying {@code training Keepaway 1}: the ball left the box
 * ({@link Outcome#OUT_OF_BOUNDS}) or a taker had it within kicking distance for
 * {@value #TURNOVER_TIME} judged cycles with no keeper as close ({@link Outcome#CAPTURED_BY_DEFENSE}).
 * The referee puts the field back at once, so which of the two it was is told by counting the
 * takers' cycles on the ball as the referee does: when both happen in one cycle (the referee says
 * the ball left), this judge says captured.
 */
public final class Keepaway implements Scenario {
    /** What the keepaway referee says when an episode ends. */
    static final String EPISODE_OVER = "training Keepaway 1";
    /** The referee's judged cycles of a taker on the ball before the keepers lose it. */
    static final int TURNOVER_TIME = 4;

    @Override public String id() { return "Keepaway-v0"; }

    @Override public String profile() { return "learn-keepaway"; }

    @Override
    public ScenarioSetup configure(Options options) throws InvalidRequest {
        int keepers = options.integer("keepers", 3, 1, 11);
        int takers = options.integer("takers", 2, 0, 11);
        double length = options.real("box_length", 20, 5, 100);
        double width = options.real("box_width", 20, 5, 64);
        int maxSteps = options.integer("max_steps", 1000, 1, 1_000_000);
        List<Seat> roster = new ArrayList<>();
        for (int i = 1; i <= keepers; i++) roster.add(Seat.controlled(Side.LEFT, i, false));
        for (int i = 1; i <= takers; i++) roster.add(Seat.scripted(Side.RIGHT, i, false, "taker"));
        List<String> args = List.of("server::keepaway_length=" + length, "server::keepaway_width=" + width);
        return new Setup(List.copyOf(roster), maxSteps, keepers - 1, takers, args, options.usedAsHocon());
    }

    private record Setup(List<Seat> roster, int maxSteps, int teammateSlots, int opponentSlots, List<String> serverArgs, String optionsUsed)
            implements ScenarioSetup {
        @Override public String defaultReward() { return "keepaway_time:1"; }

        @Override
        public void start(Episode e, RandomGenerator random) {
            for (int i = 0; i < roster.size(); i++) e.seated(i).bodyDirection(Placement.facingAttack(roster.get(i).side()));
            Placement.playOn(e.match()); // the referee's first play on lays out the episode
        }

        @Override
        public Judge newJudge() {
            int[] takeTime = {0};
            return e -> {
                if (e.match().announcements().contains(EPISODE_OVER)) {
                    return takeTime[0] >= TURNOVER_TIME ? Outcome.CAPTURED_BY_DEFENSE : Outcome.OUT_OF_BOUNDS;
                }
                takeTime[0] = takenFor(e, takeTime[0]);
                return Outcome.IN_PLAY;
            };
        }

        /** The referee's count: a taker within the kickable area adds a cycle, a keeper alone there clears it. */
        private static int takenFor(Episode e, int before) {
            Parameters p = e.match().parameters();
            double area = p.real(ServerParam.KICKABLE_MARGIN) + p.real(ServerParam.PLAYER_SIZE) + p.real(ServerParam.BALL_SIZE);
            Ball ball = e.match().world().ball();
            boolean keeper = false;
            List<Player> players = e.match().world().players();
            for (int i = 0, n = players.size(); i < n; i++) {
                Player pl = players.get(i);
                if (!pl.enabled() || pl.distanceTo(ball) >= area) continue;
                if (pl.side() == Side.RIGHT) return before + 1;
                keeper = true;
            }
            return keeper ? 0 : before;
        }
    }
}
