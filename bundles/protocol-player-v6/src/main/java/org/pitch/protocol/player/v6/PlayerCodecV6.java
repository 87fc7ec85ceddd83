package org.pitch.protocol.player.v6;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.sense.BodyObservation;
import org.pitch.protocol.player.SeenNames;
import org.pitch.protocol.player.Wire;
import org.pitch.protocol.player.v5.PlayerCodecV5;

/**
 * The player protocol, version 6: short object names in see ({@code (f c t 10)}, {@code (p "TEAM" 1 goalie)})
 * and the speed's direction in sense_body.
 */
@Component(service = PlayerCodec.class)
public class PlayerCodecV6 extends PlayerCodecV5 {
    private static final SeenNames SHORT_NAMES = new SeenNames("(f", "(g", "(l", "(b)", "(p",
            "(F)", "(G)", "(B)", "(P)", "(L)", true, true);

    public PlayerCodecV6() {
        this(6, 6);
    }

    protected PlayerCodecV6(int minVersion, int maxVersion) {
        super(minVersion, maxVersion);
    }

    @Override protected SeenNames seenNames() { return SHORT_NAMES; }

    /** Relative to the head, truncated to an integer. */
    @Override
    protected void speedDirection(MessageOut out, BodyObservation b) {
        out.character(' ').integer(Wire.truncate(b.speedDirection()));
    }
}
