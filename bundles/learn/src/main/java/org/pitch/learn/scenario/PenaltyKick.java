package org.pitch.learn.scenario;

import java.util.List;
import java.util.random.RandomGenerator;

import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.learn.Outcome;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.learn.InvalidRequest;

/**
 * One penalty kick: a kicker (left, number 9) against a goalie (right, number 1), the ball at rest
 * on the penalty spot of the right goal, the kicker a metre behind it, play on from the first step.
 * Options: {@code controlled} {@code kicker} (default; the goalie plays the scripted
 * {@code goalie}) or {@code goalie} (the kicker plays the scripted {@code striker}),
 * {@code max_steps} (default 200). Ends on a goal; when the goalie holds the ball
 * ({@link Outcome#CAPTURED_BY_DEFENSE}); when the ball leaves the field, rolls back out of the
 * penalty area, or the referee stops play ({@link Outcome#OUT_OF_BOUNDS}).
 */
public final class PenaltyKick implements Scenario {
    static final int KICKER = 9, GOALIE = 1;

    @Override public String id() { return "PenaltyKick-v0"; }

    @Override public String profile() { return "learn-penalty"; }

    @Override
    public ScenarioSetup configure(Options options) throws InvalidRequest {
        boolean goalieControlled = options.choice("controlled", "kicker", "goalie").equals("goalie");
        int maxSteps = options.integer("max_steps", 200, 1, 1_000_000);
        Seat kicker = goalieControlled ? Seat.scripted(Side.LEFT, KICKER, false, "striker") : Seat.controlled(Side.LEFT, KICKER, false);
        Seat goalie = goalieControlled ? Seat.controlled(Side.RIGHT, GOALIE, true) : Seat.scripted(Side.RIGHT, GOALIE, true, "goalie");
        List<Seat> roster = goalieControlled ? List.of(goalie, kicker) : List.of(kicker, goalie);
        return new Setup(roster, maxSteps, options.usedAsHocon());
    }

    private record Setup(List<Seat> roster, int maxSteps, String optionsUsed) implements ScenarioSetup {
        @Override public int teammateSlots() { return 0; }

        @Override public int opponentSlots() { return 1; }

        @Override public String defaultReward() { return "goal:1"; }

        @Override public List<String> serverArgs() { return List.of(); }

        @Override
        public void start(Episode e, RandomGenerator random) {
            double spot = FieldGeometry.HALF_LENGTH - FieldGeometry.PENALTY_SPOT_DIST;
            for (int i = 0; i < roster.size(); i++) {
                if (roster.get(i).side() == Side.LEFT) Placement.place(e.match(), e.seated(i), spot - 1, 0, 0);
                else Placement.place(e.match(), e.seated(i), FieldGeometry.HALF_LENGTH - 0.5, Placement.between(random, -1, 1), 180);
            }
            Placement.ball(e.match(), spot, 0);
            Placement.playOn(e.match());
        }

        @Override public Judge newJudge() { return this::judge; }

        private Outcome judge(Episode e) {
            if (e.scored() != null) return Outcome.GOAL;
            var world = e.match().world();
            for (int i = 0; i < roster.size(); i++) {
                if (roster.get(i).goalie() && e.seated(i).holdingBall()) return Outcome.CAPTURED_BY_DEFENSE;
            }
            PlayMode mode = world.playMode();
            if (mode == PlayMode.GOALIE_CATCH_BALL || (mode == PlayMode.FREE_KICK && world.playModeSide() == Side.RIGHT)) return Outcome.CAPTURED_BY_DEFENSE;
            Ball ball = world.ball();
            double areaFront = FieldGeometry.HALF_LENGTH - FieldGeometry.PENALTY_AREA_LENGTH;
            if (ball.x() < areaFront || ball.x() > FieldGeometry.HALF_LENGTH || Math.abs(ball.y()) > FieldGeometry.HALF_WIDTH) return Outcome.OUT_OF_BOUNDS;
            if (!mode.isPlayOn()) return Outcome.OUT_OF_BOUNDS;
            return Outcome.IN_PLAY;
        }
    }
}
