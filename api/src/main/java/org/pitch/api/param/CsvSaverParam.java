package org.pitch.api.param;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The {@code CSVSaver::} parameters of rcssserver 19 (the match-result CSV file), in the order of its
 * {@code CSVSaver::help}.
 */
public enum CsvSaverParam implements ParamKey {
    SAVE("save", ParamType.BOOLEAN),
    FILENAME("filename", ParamType.STRING);

    private static final Map<String, CsvSaverParam> BY_RCSS_NAME = Arrays.stream(values())
            .collect(Collectors.toUnmodifiableMap(CsvSaverParam::rcssName, Function.identity()));

    private final String rcssName;
    private final ParamType type;

    CsvSaverParam(String rcssName, ParamType type) {
        this.rcssName = rcssName;
        this.type = type;
    }

    /** The parameter called {@code rcssName} (without {@code CSVSaver::}), if there is one. */
    public static Optional<CsvSaverParam> byRcssName(String rcssName) {
        return Optional.ofNullable(BY_RCSS_NAME.get(rcssName));
    }

    @Override public String namespace() { return "CSVSaver"; }

    @Override public String rcssName() { return rcssName; }

    @Override public ParamType type() { return type; }

    /** Always unbounded: this namespace has no numeric parameters. */
    @Override public double min() { return Double.NEGATIVE_INFINITY; }

    /** Always unbounded: this namespace has no numeric parameters. */
    @Override public double max() { return Double.POSITIVE_INFINITY; }
}
