package org.pitch.api.world;

/**
 * How a tackle went, as rcssserver's monitor state shows it while the tackler lies: a success
 * ({@code TACKLE}), a failed draw ({@code TACKLE | TACKLE_FAULT}), or no draw at all because the
 * ball was out of reach ({@code TACKLE_FAULT}).
 */
public enum TackleResult {
    SUCCEEDED,
    FAILED,
    OUT_OF_REACH
}
