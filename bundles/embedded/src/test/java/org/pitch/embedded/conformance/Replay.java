package org.pitch.embedded.conformance;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.pitch.api.command.PlayerCommand;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.CommandSink;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.config.ConfigurationException;
import org.pitch.embedded.Pitch;
import org.pitch.kernel.ModelRegistry;
import org.pitch.kernel.Simulation;

/**
 * A {@link Scenario} played in Pitch in-process, one step at a time, as rcssserver played it:
 * the trainer's commands of a step act on the world before the step (rcssserver executes them
 * when they arrive, before the players' commands of that cycle), the players' commands are
 * submitted in the order sent, then the simulation steps.
 */
final class Replay {
    /**
     * The parameters of the recording that matter to the physics: every random source off,
     * catches certain, the referees on (the trainer ran with {@code coach_w_referee}). Pitch
     * writes no logs of its own here.
     */
    static final List<String> PARAMETERS = List.of(
            "server::player_rand=0", "server::ball_rand=0", "server::kick_rand=0",
            "server::wind_none=true", "server::wind_force=0", "server::wind_rand=0",
            "server::tackle_rand_factor=0", "server::catch_probability=1", "server::coach_w_referee=true",
            "server::synch_mode=true", "player::random_seed=42",
            "server::game_logging=false", "server::text_logging=false", "server::keepaway_logging=false",
            "pitch.seed=1");

    private final Scenario scenario;
    private final Simulation simulation;
    private final ShownStates shownStates;
    private final RefereeContext trainer;
    private final Map<String, Player> players = new HashMap<>();
    private final Map<String, Double> versions = new HashMap<>();
    private final ModelRegistry registry;

    Replay(Scenario scenario) throws ConfigurationException {
        this.scenario = scenario;
        List<String> args = new ArrayList<>(PARAMETERS);
        args.addAll(scenario.params());
        Pitch pitch = Pitch.builder().args(args.toArray(new String[0])).build();
        simulation = pitch.simulation();
        registry = pitch.registry();
        trainer = simulation.refereeContext();
        shownStates = new ShownStates(simulation.parameters());
        for (Scenario.PlayerSpec spec : scenario.players()) {
            String team = spec.side() == Side.LEFT ? Scenario.LEFT_TEAM : Scenario.RIGHT_TEAM;
            Player p = simulation.addPlayer(spec.side(), team, spec.unum(), spec.goalie());
            players.put(spec.id(), p);
            versions.put(spec.id(), spec.version());
        }
        // rcssserver steps before kick-off while the clients connect; nothing moves then
        simulation.step();
    }

    Simulation simulation() { return simulation; }

    /** What Pitch's game log writer shows of the players' states after each step. */
    ShownStates shownStates() { return shownStates; }

    Player player(String id) { return players.get(id); }

    /** Runs step {@code k}: the trainer's commands, the players' commands, the simulation step. */
    void step(int k) {
        List<Scenario.Command> commands = scenario.commands().get(k);
        for (Scenario.Command c : commands) {
            if (c.who().equals("trainer")) trainer(c.text());
        }
        for (Scenario.Command c : commands) {
            if (c.who().equals("trainer")) continue;
            Player p = players.get(c.who());
            for (PlayerCommand command : parse(c.who(), c.text())) simulation.submit(p, command);
        }
        simulation.step();
    }

    private List<PlayerCommand> parse(String who, String text) {
        List<PlayerCommand> out = new ArrayList<>();
        byte[] data = (text + "\0").getBytes(StandardCharsets.US_ASCII);
        double version = versions.get(who);
        registry.playerCodec(version).decode(data, data.length, version, new CommandSink() {
            @Override public void command(PlayerCommand command) { out.add(command); }
            @Override public void error(String token) { throw new IllegalArgumentException(who + " " + text + ": " + token); }
            @Override public void warning(String token) { throw new IllegalArgumentException(who + " " + text + ": " + token); }
        });
        return out;
    }

    /**
     * rcssserver's trainer: {@code (move (player TEAM UNUM) X Y [DIR [VX VY]])} places a player
     * (direction limited to the moments, velocity kept unless given) and resolves collisions;
     * {@code (move (ball) X Y [DIR VX VY])} places the ball (at rest unless a velocity is given)
     * and takes it from a goalie; {@code (change_mode MODE)} changes the play mode;
     * {@code (change_player_type TEAM UNUM TYPE)} substitutes; {@code (start)} kicks off.
     */
    private void trainer(String text) {
        List<Object> c = RecordedLog.parse(text);
        switch ((String) c.get(0)) {
            case "move" -> {
                @SuppressWarnings("unchecked")
                List<Object> what = (List<Object>) c.get(1);
                double[] n = new double[c.size() - 2];
                for (int i = 0; i < n.length; i++) n[i] = Double.parseDouble((String) c.get(i + 2));
                if (what.get(0).equals("ball")) {
                    for (Player p : simulation.world().players()) p.holdingBall(false);
                    Ball b = simulation.world().ball();
                    b.position(n[0], n[1]);
                    if (n.length == 5) b.velocity(n[3], n[4]); else b.velocity(0, 0);
                    b.clearAcceleration();
                } else {
                    Side side = what.get(1).equals(Scenario.LEFT_TEAM) ? Side.LEFT : Side.RIGHT;
                    Player p = simulation.world().player(side, Integer.parseInt((String) what.get(2)));
                    p.position(n[0], n[1]);
                    if (n.length >= 3) {
                        double min = simulation.parameters().real(ServerParam.MINMOMENT);
                        double max = simulation.parameters().real(ServerParam.MAXMOMENT);
                        p.bodyDirection(Math.max(min, Math.min(max, n[2])));
                    }
                    if (n.length == 5) p.velocity(n[3], n[4]);
                    trainer.resolveCollisions();
                }
            }
            case "change_player_type" -> {
                Side side = c.get(1).equals(Scenario.LEFT_TEAM) ? Side.LEFT : Side.RIGHT;
                Player p = simulation.world().player(side, Integer.parseInt((String) c.get(2)));
                trainer.substitute(p, simulation.world().playerTypes().get(Integer.parseInt((String) c.get(3))));
            }
            case "start" -> trainer.kickOff();
            case "change_mode" -> {
                String name = (String) c.get(1);
                for (PlayMode m : PlayMode.values()) {
                    for (Side s : Side.values()) {
                        if (m.wireName(s).equals(name)) {
                            trainer.changePlayMode(m, m.sided() ? s : Side.NEUTRAL);
                            return;
                        }
                    }
                }
                throw new IllegalArgumentException("unknown play mode " + name);
            }
            default -> throw new IllegalArgumentException("trainer command not replayed: " + text);
        }
    }
}
