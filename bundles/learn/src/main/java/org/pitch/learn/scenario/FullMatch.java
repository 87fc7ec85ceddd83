package org.pitch.learn.scenario;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;

import org.pitch.api.learn.Outcome;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;
import org.pitch.learn.InvalidRequest;

/**
 * A full match, 11 v 11, with rcssserver 19's rules (offside, fouls, halves) from the normal
 * kick-off. Options: {@code controlled} ({@code both}, the default; {@code left}; {@code right}; or
 * a list such as {@code left_1,left_2,right_9}), {@code scripted} (default true: the others play
 * the scripted {@code goalie} as number 1 and {@code chaser} otherwise; false: they are absent),
 * {@code max_steps} (default 8000: two halves of 3000 cycles with room for the stopped clock),
 * {@code server_match} (default false; true: the controlled players join the server's own match,
 * the one its UDP clients (helios-base, ...) play in synch mode, instead of matches of their own:
 * the others are those clients, so {@code scripted} is false; one episode, not seeded).
 * Ends {@link Outcome#MATCH_OVER} when the referee ends the match.
 */
public final class FullMatch implements Scenario {
    static final int PLAYERS = 11;
    /**
     * Kick-off places in the left team's half (rcssserver's field coordinates), by uniform
     * number: a goalie, four defenders, four midfielders, two forwards; the right team takes the
     * mirror image. The left number 11 stands at the ball for the left team's kick-off.
     */
    private static final double[][] FORMATION = {
        {-50, 0}, {-36, -20}, {-36, -7}, {-36, 7}, {-36, 20},
        {-20, -20}, {-20, -7}, {-20, 7}, {-20, 20}, {-10.5, -4}, {-0.5, 0},
    };

    @Override public String id() { return "FullMatch-v0"; }

    @Override public String profile() { return "learn-match"; }

    @Override
    public ScenarioSetup configure(Options options) throws InvalidRequest {
        String controlled = options.text("controlled", "both").trim();
        boolean serverMatch = options.bool("server_match", false);
        boolean scripted = options.bool("scripted", !serverMatch);
        if (serverMatch && scripted) {
            throw new InvalidRequest(Options.field("scripted"), "scripted: in the server's own match (server_match=true) the players "
                    + "nobody controls here are its UDP clients; scripted must be false");
        }
        int maxSteps = options.integer("max_steps", 8000, 1, 10_000_000);
        Set<String> chosen = chosen(controlled);
        List<Seat> agents = new ArrayList<>(), others = new ArrayList<>();
        for (Side side : new Side[] {Side.LEFT, Side.RIGHT}) {
            for (int unum = 1; unum <= PLAYERS; unum++) {
                boolean goalie = unum == 1;
                if (chosen.contains(Seat.agentName(side, unum))) agents.add(Seat.controlled(side, unum, goalie));
                else if (scripted) others.add(Seat.scripted(side, unum, goalie, goalie ? "goalie" : "chaser"));
            }
        }
        List<Seat> roster = new ArrayList<>(agents);
        roster.addAll(others);
        return new Setup(List.copyOf(roster), maxSteps, PLAYERS - 1, PLAYERS, options.usedAsHocon(), serverMatch);
    }

    private static Set<String> chosen(String controlled) throws InvalidRequest {
        Set<String> names = new LinkedHashSet<>();
        switch (controlled) {
            case "both", "left", "right" -> {
                for (Side side : new Side[] {Side.LEFT, Side.RIGHT}) {
                    if (controlled.equals("both") || controlled.equals(side == Side.LEFT ? "left" : "right")) {
                        for (int unum = 1; unum <= PLAYERS; unum++) names.add(Seat.agentName(side, unum));
                    }
                }
            }
            default -> {
                for (String part : controlled.split(",")) {
                    String name = part.trim();
                    if (!name.matches("(left|right)_([1-9]|1[01])")) {
                        throw new InvalidRequest(Options.field("controlled"), "controlled: '" + name
                                + "' is not a player (valid: both, left, right, or a list of left_1..left_11, right_1..right_11)");
                    }
                    if (!names.add(name)) throw new InvalidRequest(Options.field("controlled"), "controlled: " + name + " is named twice");
                }
            }
        }
        return names;
    }

    private record Setup(List<Seat> roster, int maxSteps, int teammateSlots, int opponentSlots, String optionsUsed,
                         boolean joinsServerMatch) implements ScenarioSetup {
        @Override public String defaultReward() { return "goal:1"; }

        @Override public List<String> serverArgs() { return List.of(); }

        @Override
        public void start(Episode e, RandomGenerator random) {
            // the server's match: its referee and clients start it; before the kick-off the
            // joined players take their places, as a client's (move) would
            if (joinsServerMatch && e.match().world().playMode() != PlayMode.BEFORE_KICK_OFF) return;
            for (int i = 0; i < roster.size(); i++) {
                Seat s = roster.get(i);
                double[] at = FORMATION[s.unum() - 1];
                double x = at[0], y = at[1];
                if (s.side() == Side.RIGHT && s.unum() == PLAYERS) x = -10.5; // outside the centre circle at the other side's kick-off
                double sign = s.side() == Side.LEFT ? 1 : -1;
                Placement.place(e.match(), e.seated(i), sign * x, sign * y, Placement.facingAttack(s.side()));
            }
            if (!joinsServerMatch) e.match().referee().kickOff();
        }

        /** The referee ends the match (time over): the simulation reports it as {@link Outcome#MATCH_OVER}. */
        @Override public Judge newJudge() { return e -> Outcome.IN_PLAY; }
    }
}
