package org.pitch.bench;

import java.util.SplittableRandom;

import org.pitch.api.command.Dash;
import org.pitch.api.command.Kick;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.command.Turn;
import org.pitch.api.command.TurnNeck;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.config.ConfigurationException;
import org.pitch.embedded.Pitch;
import org.pitch.kernel.Simulation;

/**
 * A match for the benchmarks: 22 players (11 per side, unum 1 the goalie) on the field in a 4-4-2
 * shape, the ball on the centre spot, play mode {@code play_on} from the first cycle on, and
 * precomputed random legal commands so that driving it allocates nothing of its own.
 */
final class BenchMatch {
    static final int PLAYERS_PER_SIDE = 11;
    /** Precomputed commands per kind; a power of two so the index wraps with a mask. */
    static final int COMMANDS = 1 << 14;
    static final int MASK = COMMANDS - 1;

    /** Own-half positions of a 4-4-2, unum 1 to 11, for the left side (the right side mirrors x). */
    private static final double[][] FORMATION = {
            {-50, 0}, {-35, -20}, {-37, -7}, {-37, 7}, {-35, 20},
            {-18, -22}, {-20, -7}, {-20, 7}, {-18, 22}, {-5, -6}, {-4, 8},
    };

    /** Switches {@code before_kick_off} to {@code play_on} so that everything moves. */
    static final RefereeRule PLAY_ON = new RefereeRule() {
        @Override public void afterStep(RefereeContext context) {
            if (context.world().playMode() == PlayMode.BEFORE_KICK_OFF) {
                context.changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
            }
        }
    };

    final Simulation simulation;
    final Player[] players = new Player[2 * PLAYERS_PER_SIDE];
    /** Body commands, dash 50 %, turn 30 %, kick 20 %, legal ranges. */
    final PlayerCommand[] body = new PlayerCommand[COMMANDS];
    final PlayerCommand[] neck = new PlayerCommand[COMMANDS];
    private int next;

    BenchMatch(long seed, String... args) {
        Pitch pitch;
        try {
            pitch = Pitch.builder().args(args).rule("bench-play-on", 0, PLAY_ON).build();
        } catch (ConfigurationException e) {
            throw new IllegalStateException(e);
        }
        simulation = pitch.simulation();
        int i = 0;
        for (Side side : new Side[] {Side.LEFT, Side.RIGHT}) {
            String team = side == Side.LEFT ? "BenchLeft" : "BenchRight";
            for (int unum = 1; unum <= PLAYERS_PER_SIDE; unum++) {
                Player p = simulation.addPlayer(side, team, unum, unum == 1);
                double[] at = FORMATION[unum - 1];
                p.position(at[0] * side.sign(), at[1] * side.sign());
                players[i++] = p;
            }
        }
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int c = 0; c < COMMANDS; c++) {
            int k = rnd.nextInt(10);
            if (k < 5) {
                body[c] = new Dash(rnd.nextDouble(-100, 100), rnd.nextInt(-4, 5) * 45.0);
            } else if (k < 8) {
                body[c] = new Turn(rnd.nextDouble(-180, 180));
            } else {
                body[c] = new Kick(rnd.nextDouble(0, 100), rnd.nextDouble(-180, 180));
            }
            neck[c] = new TurnNeck(rnd.nextDouble(-180, 180));
        }
        simulation.step(); // the rule switches to play_on here
        if (simulation.world().playMode() != PlayMode.PLAY_ON) {
            throw new IllegalStateException("play mode is " + simulation.world().playMode());
        }
    }

    /** One cycle: every player submits a body command and a turn_neck, then the simulation steps. */
    void cycle() {
        Simulation sim = simulation;
        Player[] ps = players;
        int n = next;
        for (int i = 0; i < ps.length; i++, n++) {
            sim.submit(ps[i], body[n & MASK]);
            sim.submit(ps[i], neck[n & MASK]);
        }
        next = n & MASK;
        sim.step();
    }
}
