package org.pitch.api.param;

/** The value type of an rcssserver parameter, as its {@code --help} output labels it. */
public enum ParamType {
    INTEGER("<INTEGER>"),
    REAL("<REAL>"),
    BOOLEAN("<on|off|true|false|1|0|>"),
    STRING("'<STRING>'");

    private final String rcssLabel;

    ParamType(String rcssLabel) { this.rcssLabel = rcssLabel; }

    /** The label rcssserver's help prints after {@code namespace::name=}, e.g. {@code <INTEGER>}. */
    public String rcssLabel() { return rcssLabel; }
}
