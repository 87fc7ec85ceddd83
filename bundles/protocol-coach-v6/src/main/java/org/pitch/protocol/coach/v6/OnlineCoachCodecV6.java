package org.pitch.protocol.coach.v6;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.world.Side;
import org.pitch.protocol.coach.OnlineCoachCodecV5;
import org.pitch.protocol.trainer.CoachLimits;

/** The online coach's protocol, version 6: the greeting's answer names the side, {@code (init l ok)}. */
@Component(service = CoachCodec.class)
public class OnlineCoachCodecV6 extends OnlineCoachCodecV5 {
    private static final VersionRange VERSIONS = new VersionRange(6, 6);

    @Activate
    public OnlineCoachCodecV6(@Reference(cardinality = ReferenceCardinality.OPTIONAL, policyOption = ReferencePolicyOption.GREEDY)
                              ServerConfiguration configuration) {
        this(CoachLimits.of(configuration));
    }

    protected OnlineCoachCodecV6(CoachLimits limits) { super(limits); }

    @Override public VersionRange versions() { return VERSIONS; }

    /** {@code (init l ok)} / {@code (init r ok)}. */
    @Override
    protected void init(MessageOut out, Side side) {
        out.text("(init ").character(side.wire()).text(" ok)");
    }
}
