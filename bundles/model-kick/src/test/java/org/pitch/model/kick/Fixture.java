package org.pitch.model.kick;

import org.pitch.api.world.PlayerType;
import org.pitch.testkit.ModelFixture;

/** The shared test world, with what the kick and collision tests add. */
final class Fixture extends ModelFixture {
    Fixture(String hocon) { super(hocon); }

    Fixture(String hocon, long seed) { super(hocon, seed); }

    /** Noise-free: kick_rand 0. */
    static Fixture noiseFree() { return new Fixture("server { kick_rand = 0 }"); }

    /** A copy of a type with another kick_power_rate and kickable_margin (a heterogeneous player). */
    static PlayerType withKick(PlayerType t, double kickPowerRate, double kickableMargin) {
        return new PlayerType(t.id() + 1, t.playerSpeedMax(), t.staminaIncMax(), t.playerDecay(), t.inertiaMoment(),
                t.dashPowerRate(), t.playerSize(), kickableMargin, t.kickRand(), t.extraStamina(), t.effortMax(),
                t.effortMin(), kickPowerRate, t.foulDetectProbability(), t.catchableAreaLStretch(), t.unumFarLength(),
                t.unumTooFarLength(), t.teamFarLength(), t.teamTooFarLength(), t.playerMaxObservationLength(),
                t.ballVelFarLength(), t.ballVelTooFarLength(), t.ballMaxObservationLength(), t.flagChgFarLength(),
                t.flagChgTooFarLength(), t.flagMaxObservationLength(), t.distNoiseRate(), t.focusDistNoiseRate(),
                t.landDistNoiseRate(), t.landFocusDistNoiseRate());
    }
}
