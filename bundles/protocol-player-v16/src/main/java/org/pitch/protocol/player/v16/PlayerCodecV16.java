package org.pitch.protocol.player.v16;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.protocol.player.v14.PlayerCodecV14;

/**
 * The player protocol, versions 16-17: players are told when an online coach makes a player the
 * goalie ({@code (change_player_type l|r UNUM goalie)}).
 */
@Component(service = PlayerCodec.class)
public class PlayerCodecV16 extends PlayerCodecV14 {
    public PlayerCodecV16() {
        this(16, 17);
    }

    protected PlayerCodecV16(int minVersion, int maxVersion) {
        super(minVersion, maxVersion);
    }

    @Override protected boolean hearsGoalieChanges() { return true; }
}
