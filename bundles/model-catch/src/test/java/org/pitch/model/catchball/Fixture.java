package org.pitch.model.catchball;

import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.testkit.ModelFixture;

/** The shared test world, with what the catch tests add. */
final class Fixture extends ModelFixture {
    Fixture(String hocon) { super(hocon); }

    Fixture(String hocon, long seed) { super(hocon, seed); }

    /** A goalie of the default type. */
    Player goalie(Side side, int unum, double x, double y, double body) {
        Player p = player(side, unum, x, y, body);
        p.goalie(true);
        return p;
    }

    /** A copy of a type with another catchable_area_l_stretch (a heterogeneous goalie). */
    static PlayerType withStretch(PlayerType t, double stretch) {
        return new PlayerType(t.id() + 1, t.playerSpeedMax(), t.staminaIncMax(), t.playerDecay(), t.inertiaMoment(),
                t.dashPowerRate(), t.playerSize(), t.kickableMargin(), t.kickRand(), t.extraStamina(), t.effortMax(),
                t.effortMin(), t.kickPowerRate(), t.foulDetectProbability(), stretch, t.unumFarLength(),
                t.unumTooFarLength(), t.teamFarLength(), t.teamTooFarLength(), t.playerMaxObservationLength(),
                t.ballVelFarLength(), t.ballVelTooFarLength(), t.ballMaxObservationLength(), t.flagChgFarLength(),
                t.flagChgTooFarLength(), t.flagMaxObservationLength(), t.distNoiseRate(), t.focusDistNoiseRate(),
                t.landDistNoiseRate(), t.landFocusDistNoiseRate());
    }
}
