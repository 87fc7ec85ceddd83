package org.pitch.learn.env;

import org.pitch.api.learn.SteppedMatch;
import org.pitch.api.world.Player;

/** What a protocol-19 client would have received in a cycle, as text (the {@code raw_messages} option). */
public interface RawMessages {
    /** The cycle's messages of {@code player}, joined by newlines; {@code seeDue}: a synchronous see came this cycle. */
    String of(SteppedMatch match, Player player, boolean seeDue);
}
