package org.pitch.learn.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.learn.Outcome;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.learn.InvalidRequest;

/**
 * Half Field Offense: attackers (the left team) try to score in the right goal against defenders
 * and a goalie in the right half. Options: {@code attackers} 1..4 (default 1), {@code defenders}
 * 0..4 scripted {@code chaser}s (default 0), {@code goalie} (default true, scripted {@code goalie}),
 * {@code controlled_defense} (default false: the defenders and goalie are controlled and the
 * attackers play the scripted {@code striker}), {@code max_steps} (default 500).
 *
 * <p>Start: the ball at rest in a band just past the half-way line, in front of the first
 * attacker; the other attackers behind the ball's band, defenders between it and the goal, the
 * goalie on its line; play on from the first step. The episode ends on a goal; when the defence
 * wins the ball (the goalie holds it or a defender can kick it); when the ball leaves the field or
 * goes back over the half-way line, or the referee stops play for any other reason.
 */
public final class HalfFieldOffense implements Scenario {
    @Override public String id() { return "HalfFieldOffense-v0"; }

    @Override public String profile() { return "learn-hfo"; }

    @Override
    public ScenarioSetup configure(Options options) throws InvalidRequest {
        int attackers = options.integer("attackers", 1, 1, 4);
        int defenders = options.integer("defenders", 0, 0, 4);
        boolean goalie = options.bool("goalie", true);
        boolean controlledDefense = options.bool("controlled_defense", false);
        int maxSteps = options.integer("max_steps", 500, 1, 1_000_000);
        if (controlledDefense && defenders == 0 && !goalie) {
            throw new InvalidRequest(Options.field("controlled_defense"), "controlled_defense: there is no defence to control (defenders = 0, goalie = false)");
        }
        List<Seat> offence = new ArrayList<>();
        for (int i = 1; i <= attackers; i++) {
            offence.add(controlledDefense ? Seat.scripted(Side.LEFT, i, false, "striker") : Seat.controlled(Side.LEFT, i, false));
        }
        List<Seat> defence = new ArrayList<>();
        if (goalie) defence.add(controlledDefense ? Seat.controlled(Side.RIGHT, 1, true) : Seat.scripted(Side.RIGHT, 1, true, "goalie"));
        for (int i = 0; i < defenders; i++) {
            defence.add(controlledDefense ? Seat.controlled(Side.RIGHT, i + 2, false) : Seat.scripted(Side.RIGHT, i + 2, false, "chaser"));
        }
        List<Seat> roster = new ArrayList<>();
        if (controlledDefense) { roster.addAll(defence); roster.addAll(offence); } else { roster.addAll(offence); roster.addAll(defence); }
        int ownSide = controlledDefense ? defence.size() : attackers;
        int otherSide = controlledDefense ? attackers : defence.size();
        return new Setup(List.copyOf(roster), attackers, maxSteps, Math.max(ownSide - 1, 0), otherSide, options.usedAsHocon());
    }

    private record Setup(List<Seat> roster, int attackers, int maxSteps, int teammateSlots, int opponentSlots, String optionsUsed)
            implements ScenarioSetup {
        @Override public String defaultReward() { return "goal:1"; }

        @Override public List<String> serverArgs() { return List.of(); }

        @Override
        public void start(Episode e, RandomGenerator random) {
            var match = e.match();
            double ballX = Placement.between(random, 2, 12);
            double ballY = Placement.between(random, -15, 15);
            for (int i = 0; i < roster.size(); i++) {
                Seat s = roster.get(i);
                Player p = e.seated(i);
                if (s.side() == Side.LEFT) {
                    if (s.unum() == 1) Placement.place(match, p, ballX - 0.6, ballY, 0);
                    else Placement.place(match, p, Placement.between(random, 1, 12), Placement.between(random, -25, 25), 0);
                } else if (s.goalie()) {
                    Placement.place(match, p, FieldGeometry.HALF_LENGTH - 1.5, Placement.between(random, -2, 2), 180);
                } else {
                    Placement.place(match, p, Placement.between(random, 30, 45), Placement.between(random, -20, 20), 180);
                }
            }
            Placement.ball(match, ballX, ballY);
            Placement.playOn(match);
        }

        @Override public Judge newJudge() { return this::judge; }

        private Outcome judge(Episode e) {
            if (e.scored() != null) return Outcome.GOAL;
            var world = e.match().world();
            Ball ball = world.ball();
            double ballSize = e.match().parameters().real(ServerParam.BALL_SIZE);
            for (int i = 0; i < roster.size(); i++) {
                if (roster.get(i).side() != Side.RIGHT) continue;
                Player p = e.seated(i);
                if (p.holdingBall() || p.distanceTo(ball) <= p.type().kickableArea(ballSize)) return Outcome.CAPTURED_BY_DEFENSE;
            }
            if (ball.x() < 0 || ball.x() > FieldGeometry.HALF_LENGTH || Math.abs(ball.y()) > FieldGeometry.HALF_WIDTH) return Outcome.OUT_OF_BOUNDS;
            PlayMode mode = world.playMode();
            if (mode == PlayMode.GOALIE_CATCH_BALL || (mode == PlayMode.FREE_KICK && world.playModeSide() == Side.RIGHT)) return Outcome.CAPTURED_BY_DEFENSE;
            if (!mode.isPlayOn()) return Outcome.OUT_OF_BOUNDS; // the referee stopped play (a throw-in, a goal kick, ...)
            return Outcome.IN_PLAY;
        }
    }
}
