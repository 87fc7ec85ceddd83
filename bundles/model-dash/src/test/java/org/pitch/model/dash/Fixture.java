package org.pitch.model.dash;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

import org.pitch.api.model.PlayEvents;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.random.RandomPurpose;
import org.pitch.api.world.Ball;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;
import org.pitch.config.ConfigLoader;
import org.pitch.config.ConfigurationException;

/** A hand-built world and context for the dash and stamina tests. */
final class Fixture implements SimulationContext, World {
    final Parameters parameters;
    final Ball ball = new Ball(0.085, 0.94);
    final List<Player> players = new ArrayList<>();
    final List<PlayerType> types = new ArrayList<>();
    PlayMode playMode = PlayMode.PLAY_ON;
    long step = 100;

    /** rcssserver 19 defaults, with the given HOCON overrides (e.g. {@code server.min_dash_power = -100}). */
    Fixture(String overrides) {
        try {
            parameters = ConfigLoader.fromText(overrides, "test").parameters();
        } catch (ConfigurationException e) {
            throw new IllegalArgumentException(overrides, e);
        }
        types.add(PlayerType.defaultType(parameters));
    }

    Fixture() { this(""); }

    /** A left player of type 0 at (0, 10), facing 0°, with the stamina of a kick-off. */
    Player player() { return player(types.get(0)); }

    Player player(PlayerType type) {
        Player p = new Player(Side.LEFT, players.size() + 1, false, type);
        p.position(0, 10);
        p.stamina(parameters.real(ServerParam.STAMINA_MAX));
        p.effort(type.effortMax());
        p.recovery(1.0);
        p.capacity(parameters.real(ServerParam.STAMINA_CAPACITY));
        players.add(p);
        return p;
    }

    /** Type 0 with other dash and stamina values. */
    PlayerType type(double dashPowerRate, double staminaIncMax, double extraStamina, double effortMax, double effortMin) {
        PlayerType t = types.get(0);
        return new PlayerType(1, t.playerSpeedMax(), staminaIncMax, t.playerDecay(), t.inertiaMoment(), dashPowerRate,
                t.playerSize(), t.kickableMargin(), t.kickRand(), extraStamina, effortMax, effortMin,
                t.kickPowerRate(), t.foulDetectProbability(), t.catchableAreaLStretch(), t.unumFarLength(),
                t.unumTooFarLength(), t.teamFarLength(), t.teamTooFarLength(), t.playerMaxObservationLength(),
                t.ballVelFarLength(), t.ballVelTooFarLength(), t.ballMaxObservationLength(), t.flagChgFarLength(),
                t.flagChgTooFarLength(), t.flagMaxObservationLength(), t.distNoiseRate(), t.focusDistNoiseRate(),
                t.landDistNoiseRate(), t.landFocusDistNoiseRate());
    }

    // SimulationContext
    @Override public World world() { return this; }
    @Override public Parameters parameters() { return parameters; }
    @Override public RandomGenerator random(RandomPurpose purpose) { return new SplittableRandom(purpose.ordinal()); }
    @Override public PlayEvents events() {
        return new PlayEvents() {
            @Override public void kicked(Player kicker, double acceleration) {}
            @Override public void tackled(Player tackler, double acceleration, boolean foul) {}
            @Override public void caught(Player goalie) {}
            @Override public void touched(Player player) {}
        };
    }

    // World
    @Override public Ball ball() { return ball; }
    @Override public List<Player> players() { return players; }
    @Override public Player player(Side side, int unum) {
        for (Player p : players) if (p.side() == side && p.unum() == unum) return p;
        return null;
    }
    @Override public Team team(Side side) { return null; }
    @Override public PlayMode playMode() { return playMode; }
    @Override public Side playModeSide() { return Side.NEUTRAL; }
    @Override public int time() { return (int) step; }
    @Override public int stoppageTime() { return 0; }
    @Override public long step() { return step; }
    @Override public List<PlayerType> playerTypes() { return types; }
}
