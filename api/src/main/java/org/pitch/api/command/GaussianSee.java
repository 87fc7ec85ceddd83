package org.pitch.api.command;

/** {@code (gaussian_see)} (v19): Gaussian distance noise instead of quantisation. */
public record GaussianSee() implements PlayerCommand {
    @Override public CommandKind kind() { return CommandKind.GAUSSIAN_SEE; }
}
