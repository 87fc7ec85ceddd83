package org.pitch.protocol.trainer.v13;

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
import org.pitch.protocol.trainer.v8.TrainerCodecV8;

/**
 * The trainer's protocol, version 13: {@code see_global} marks kicks, and the look reply shows
 * pointing and tackles ({@link GlobalViewV13}).
 */
@Component(service = CoachCodec.class)
public class TrainerCodecV13 extends TrainerCodecV8 {
    private static final VersionRange VERSIONS = new VersionRange(13, 13);

    @Activate
    public TrainerCodecV13(@Reference(cardinality = ReferenceCardinality.OPTIONAL, policyOption = ReferencePolicyOption.GREEDY)
                          ServerConfiguration configuration) {
        this(CoachLimits.of(configuration));
    }

    protected TrainerCodecV13(CoachLimits limits) { super(limits); }

    @Override public VersionRange versions() { return VERSIONS; }

    @Override protected GlobalViewV1 view() { return GlobalViewV13.INSTANCE; }
}
