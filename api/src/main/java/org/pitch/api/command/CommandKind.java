package org.pitch.api.command;

/**
 * One constant per player command, in an order that lets the kernel dispatch through an array.
 * {@link #body()} commands are the ones of which only one may be executed per cycle.
 */
public enum CommandKind {
    TURN("turn", true), DASH("dash", true), KICK("kick", true), TACKLE("tackle", true),
    CATCH("catch", true), MOVE("move", true),
    TURN_NECK("turn_neck", false), CHANGE_VIEW("change_view", false), CHANGE_FOCUS("change_focus", false),
    SAY("say", false), POINT_TO("pointto", false), ATTENTION_TO("attentionto", false),
    SENSE_BODY("sense_body", false), SCORE("score", false), DONE("done", false), BYE("bye", false),
    COMPRESSION("compression", false), EAR("ear", false), CLANG("clang", false),
    SYNCH_SEE("synch_see", false), GAUSSIAN_SEE("gaussian_see", false);

    private final String wireName;
    private final boolean body;

    CommandKind(String wireName, boolean body) { this.wireName = wireName; this.body = body; }

    /** The command's name on the wire, which is also its model slot name in configuration. */
    public String wireName() { return wireName; }

    public boolean body() { return body; }
}
