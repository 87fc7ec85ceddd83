package org.pitch.api.command;

import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;

/**
 * {@code (change_view Width [Quality])}; {@code quality} is {@code null} when the one-argument
 * form left it unchanged.
 */
public record ChangeView(ViewWidth width, ViewQuality quality) implements PlayerCommand {
    @Override public CommandKind kind() { return CommandKind.CHANGE_VIEW; }
}
