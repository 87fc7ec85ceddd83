package org.pitch.config;

/**
 * One thing wrong with the configuration: the key, where its value came from (file and line,
 * command-line argument or environment variable) and what was expected.
 */
public record ConfigProblem(String key, String origin, String message) {
    @Override
    public String toString() {
        return key + (origin == null || origin.isEmpty() ? "" : " (" + origin + ")") + ": " + message;
    }
}
