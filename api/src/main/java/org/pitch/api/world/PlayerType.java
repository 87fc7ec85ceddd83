package org.pitch.api.world;

import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.geom.Libm;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;

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

    /** Observation lengths rcssserver gives every type: near and far limits of what is recognised. */
    private static final double NEAR_LENGTH = 20.0;
    private static final double FAR_LENGTH = 40.0;

    /** The field's diagonal (125.096 m): the default "too far to tell" length of every observation. */
    public static final double MAX_OBSERVATION_LENGTH = Libm.length(FieldGeometry.PITCH_LENGTH, FieldGeometry.PITCH_WIDTH);

    /** Type 0, the default player, built from the server parameters (manual §4.6). */
    public static PlayerType defaultType(Parameters p) {
        double max = MAX_OBSERVATION_LENGTH;
        return new PlayerType(0,
                p.real(ServerParam.PLAYER_SPEED_MAX), p.real(ServerParam.STAMINA_INC_MAX), p.real(ServerParam.PLAYER_DECAY),
                p.real(ServerParam.INERTIA_MOMENT), p.real(ServerParam.DASH_POWER_RATE), p.real(ServerParam.PLAYER_SIZE),
                p.real(ServerParam.KICKABLE_MARGIN), p.real(ServerParam.KICK_RAND), p.real(ServerParam.EXTRA_STAMINA),
                p.real(ServerParam.EFFORT_INIT), p.real(ServerParam.EFFORT_MIN), p.real(ServerParam.KICK_POWER_RATE),
                p.real(ServerParam.FOUL_DETECT_PROBABILITY), 1.0,
                NEAR_LENGTH, FAR_LENGTH, max, max, max,
                NEAR_LENGTH, FAR_LENGTH, max,
                NEAR_LENGTH, FAR_LENGTH, max,
                p.real(ServerParam.DIST_NOISE_RATE), p.real(ServerParam.FOCUS_DIST_NOISE_RATE),
                p.real(ServerParam.LAND_DIST_NOISE_RATE), p.real(ServerParam.LAND_FOCUS_DIST_NOISE_RATE));
    }

    /** Distance from the player's centre within which the ball can be kicked. */
    public double kickableArea(double ballSize) {
        return playerSize + kickableMargin + ballSize;
    }
}
