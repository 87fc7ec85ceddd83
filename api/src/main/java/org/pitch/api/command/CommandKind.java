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
    SYNCH_SEE("synch_see", false), GAUSSIAN_SEE("gaussian_see", false),
    /**
     * One leg of a bipedal dash (v19, {@code (dash (l P D) (r P D))}). Its own kind so that a bundle
     * of its own executes it: the second leg of a cycle joins the first instead of being a second
     * body command, and an executed leg dash counts as a {@link #DASH} ({@link #countedAs()}).
     */
    LEG_DASH("dash", true);

    private final String wireName;
    private final boolean body;

    CommandKind(String wireName, boolean body) { this.wireName = wireName; this.body = body; }

    /**
     * The command's name on the wire. It is also the command's model slot name in configuration,
     * except for {@link #LEG_DASH}, which shares the wire name {@code dash} and has the slot
     * {@code leg_dash}.
     */
    public String wireName() { return wireName; }

    public boolean body() { return body; }

    /** The kind whose sense_body counter an executed command of this kind adds to. */
    public CommandKind countedAs() { return this == LEG_DASH ? DASH : this; }
}
