package org.pitch.protocol.coach.v14;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.pitch.api.clang.ClangParser;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.coach.v13.OnlineCoachCodecV13;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.GlobalViewV1;
import org.pitch.protocol.trainer.v14.GlobalViewV14;

/**
 * The online coach's protocol, versions 14 and 15: {@code see_global} shows fouls and cards
 * ({@link GlobalViewV14}).
 */
@Component(service = CoachCodec.class)
public class OnlineCoachCodecV14 extends OnlineCoachCodecV13 {
    private static final VersionRange VERSIONS = new VersionRange(14, 15);

    @Activate
    public OnlineCoachCodecV14(@Reference ClangParser clang,
                              @Reference(cardinality = ReferenceCardinality.OPTIONAL, policyOption = ReferencePolicyOption.GREEDY)
                              ServerConfiguration configuration) {
        this(clang, CoachLimits.of(configuration));
    }

    protected OnlineCoachCodecV14(ClangParser clang, CoachLimits limits) { super(clang, limits); }

    @Override public VersionRange versions() { return VERSIONS; }

    @Override protected GlobalViewV1 view() { return GlobalViewV14.INSTANCE; }
}
