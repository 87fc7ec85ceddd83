package org.pitch.api.world;

/**
 * One heterogeneous player type (manual §4.6), with the fields rcssserver 19 announces in
 * {@code player_type}, in that order. Type 0 is the default type built from server parameters.
 */
public record PlayerType(
        int id,
        double playerSpeedMax,
        double staminaIncMax,
        double playerDecay,
        double inertiaMoment,
        double dashPowerRate,
        double playerSize,
        double kickableMargin,
        double kickRand,
        double extraStamina,
        double effortMax,
        double effortMin,
        double kickPowerRate,
        double foulDetectProbability,
        double catchableAreaLStretch,
        double unumFarLength,
        double unumTooFarLength,
        double teamFarLength,
        double teamTooFarLength,
        double playerMaxObservationLength,
        double ballVelFarLength,
        double ballVelTooFarLength,
        double ballMaxObservationLength,
        double flagChgFarLength,
        double flagChgTooFarLength,
        double flagMaxObservationLength,
        double distNoiseRate,
        double focusDistNoiseRate,
        double landDistNoiseRate,
        double landFocusDistNoiseRate) {

    /** Distance from the player's centre within which the ball can be kicked. */
    public double kickableArea(double ballSize) {
        return playerSize + kickableMargin + ballSize;
    }
}
