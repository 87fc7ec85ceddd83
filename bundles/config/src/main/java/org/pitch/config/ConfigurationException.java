package org.pitch.config;

import java.util.List;
import java.util.stream.Collectors;

/** The configuration cannot be used; every problem found is listed, not just the first. */
public final class ConfigurationException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient List<ConfigProblem> problems;

    public ConfigurationException(List<ConfigProblem> problems) {
        super(problems.stream().map(p -> "configuration error: " + p).collect(Collectors.joining("\n")));
        this.problems = List.copyOf(problems);
    }

    public ConfigurationException(ConfigProblem problem) { this(List.of(problem)); }

    public List<ConfigProblem> problems() { return problems; }
}
