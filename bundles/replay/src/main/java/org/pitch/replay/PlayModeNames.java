package org.pitch.replay;

import java.util.HashMap;
import java.util.Map;

import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Side;

/** A play mode as a log names it ({@code kick_off_l}, {@code play_on}): the mode and its side. */
record PlayModeNames(PlayMode mode, Side side) {
    private static final Map<String, PlayModeNames> BY_NAME = new HashMap<>();

    static {
        for (PlayMode m : PlayMode.values()) {
            if (m == PlayMode.NULL) continue;
            if (m.sided()) {
                BY_NAME.put(m.wireName(Side.LEFT), new PlayModeNames(m, Side.LEFT));
                BY_NAME.put(m.wireName(Side.RIGHT), new PlayModeNames(m, Side.RIGHT));
            } else {
                BY_NAME.put(m.wireName(Side.NEUTRAL), new PlayModeNames(m, Side.NEUTRAL));
            }
        }
    }

    /** The mode of that name, or {@code null} if rcssserver has none so called. */
    static PlayModeNames of(String name) { return BY_NAME.get(name); }
}
