package org.pitch.learn;

/**
 * A request that cannot be served as asked: answered with an {@code Error} naming {@link #field()}
 * (e.g. {@code options.attackers}, {@code actions}, {@code sims}); nothing was changed.
 */
public final class InvalidRequest extends Exception {
    private final String field;

    public InvalidRequest(String field, String message) {
        super(message, null, false, false); // an answer, not a fault: no stack trace needed
        this.field = field;
    }

    public String field() { return field; }
}
