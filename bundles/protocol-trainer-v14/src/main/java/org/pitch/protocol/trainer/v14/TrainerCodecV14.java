package org.pitch.protocol.trainer.v14;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.GlobalViewV1;
import org.pitch.protocol.trainer.v13.TrainerCodecV13;

/**
 * The trainer's protocol, versions 14 to 19: {@code see_global} shows fouls and cards
 * ({@link GlobalViewV14}).
 */
@Component(service = CoachCodec.class)
public final class TrainerCodecV14 extends TrainerCodecV13 {
    private static final VersionRange VERSIONS = new VersionRange(14, 19);

    @Activate
    public TrainerCodecV14(@Reference(cardinality = ReferenceCardinality.OPTIONAL, policyOption = ReferencePolicyOption.GREEDY)
                          ServerConfiguration configuration) {
        this(CoachLimits.of(configuration));
    }

    /** A codec with these limits, without a framework (tests, tools). */
    public static TrainerCodecV14 withLimits(CoachLimits limits) { return new TrainerCodecV14(limits); }

    private TrainerCodecV14(CoachLimits limits) { super(limits); }

    @Override public VersionRange versions() { return VERSIONS; }

    @Override protected GlobalViewV1 view() { return GlobalViewV14.INSTANCE; }
}
