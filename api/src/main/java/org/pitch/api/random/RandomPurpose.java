package org.pitch.api.random;

/**
 * What a random stream is used for. Each purpose has its own stream derived from the one match
 * seed, so adding draws for one purpose never shifts another.
 */
public enum RandomPurpose {
    COMMAND_ORDER, MOVEMENT_NOISE, WIND, KICK_NOISE, TACKLE, CATCH, FOUL, VISION, HEARING,
    REFEREE, PLACEMENT, PLAYER_TYPES,
    /** Scripted players of a learning environment ({@code org.pitch.api.learn.ScriptedPolicy}). */
    POLICIES,
    /** A learning scenario's random start states. */
    START_STATES
}
