package org.pitch.protocol.coach.v13;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.pitch.api.clang.ClangParser;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.coach.v11.OnlineCoachCodecV11;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.GlobalViewV1;
import org.pitch.protocol.trainer.v13.GlobalViewV13;

/**
 * The online coach's protocol, version 13: {@code see_global} marks kicks, and the look reply
 * shows pointing and tackles ({@link GlobalViewV13}).
 */
@Component(service = CoachCodec.class)
public class OnlineCoachCodecV13 extends OnlineCoachCodecV11 {
    private static final VersionRange VERSIONS = new VersionRange(13, 13);

    @Activate
    public OnlineCoachCodecV13(@Reference ClangParser clang,
                              @Reference(cardinality = ReferenceCardinality.OPTIONAL, policyOption = ReferencePolicyOption.GREEDY)
                              ServerConfiguration configuration) {
        this(clang, CoachLimits.of(configuration));
    }

    protected OnlineCoachCodecV13(ClangParser clang, CoachLimits limits) { super(clang, limits); }

    @Override public VersionRange versions() { return VERSIONS; }

    @Override protected GlobalViewV1 view() { return GlobalViewV13.INSTANCE; }
}
