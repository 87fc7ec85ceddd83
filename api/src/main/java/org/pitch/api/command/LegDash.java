package org.pitch.api.command;

/**
 * One leg of a bipedal dash (v19): {@code (dash (l Power Dir) (r Power Dir))} decodes to two of
 * these; a leg may also come alone, or in another datagram of the same cycle. Executed by the
 * {@link CommandKind#LEG_DASH} model, not by the one for plain dashes.
 */
public record LegDash(Leg leg, double power, double direction) implements BodyCommand {
    public enum Leg { LEFT, RIGHT }

    @Override public CommandKind kind() { return CommandKind.LEG_DASH; }
}
