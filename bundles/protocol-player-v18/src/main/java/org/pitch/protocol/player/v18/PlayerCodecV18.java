package org.pitch.protocol.player.v18;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.CommandKind;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.sense.SightRules;
import org.pitch.protocol.player.Wire;
import org.pitch.protocol.player.v16.PlayerCodecV16;

/**
 * The player protocol, versions 18-19: the focus point ({@code change_focus} counted,
 * {@code (focus_point DIST DIR)} in sense_body and for each player of the full state), players
 * start in synchronous see mode, and team names are told up to the type's observation lengths.
 */
@Component(service = PlayerCodec.class)
public class PlayerCodecV18 extends PlayerCodecV16 {
    private static final SightRules SIGHT = new SightRules(true, true, true);

    public PlayerCodecV18() {
        this(18, 19);
    }

    protected PlayerCodecV18(int minVersion, int maxVersion) {
        super(minVersion, maxVersion);
    }

    @Override protected boolean startsInSynchSee() { return true; }

    @Override public SightRules sightRules(double version) { return SIGHT; }

    @Override
    protected void senseBodyCounters(MessageOut out, int[] counters) {
        super.senseBodyCounters(out, counters);
        Wire.counter(out, "change_focus", counters, CommandKind.CHANGE_FOCUS);
    }

    @Override
    protected void fullStateExtraCounts(MessageOut out, int[] counters) {
        out.character(' ').integer(Wire.count(counters, CommandKind.CHANGE_FOCUS));
    }

    @Override
    protected void focusPoint(MessageOut out, double distance, double direction) {
        out.text(" (focus_point ").number(distance).character(' ').number(direction).character(')');
    }
}
