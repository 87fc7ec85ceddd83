package org.pitch.protocol.coach.v8;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.pitch.api.clang.ClangParser;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.coach.v7.OnlineCoachCodecV7;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.GlobalViewV1;
import org.pitch.protocol.trainer.v8.GlobalViewV8;

/**
 * The online coach's protocol, versions 8 to 10: a datagram without a final NUL is warned about
 * ({@code message_not_null_terminated}) and still executed; the parameters come as
 * {@code (name value)} pairs; {@code see_global} shows where players point and who tackles
 * ({@link GlobalViewV8}).
 */
@Component(service = CoachCodec.class)
public class OnlineCoachCodecV8 extends OnlineCoachCodecV7 {
    private static final VersionRange VERSIONS = new VersionRange(8, 10);

    @Activate
    public OnlineCoachCodecV8(@Reference ClangParser clang,
                              @Reference(cardinality = ReferenceCardinality.OPTIONAL, policyOption = ReferencePolicyOption.GREEDY)
                              ServerConfiguration configuration) {
        this(clang, CoachLimits.of(configuration));
    }

    protected OnlineCoachCodecV8(ClangParser clang, CoachLimits limits) { super(clang, limits); }

    @Override public VersionRange versions() { return VERSIONS; }

    @Override protected GlobalViewV1 view() { return GlobalViewV8.INSTANCE; }

    /** rcssserver warns from version 8 on. */
    @Override protected boolean warnsUnterminated() { return true; }

    /** From version 8 rcssserver answers a connected coach's datagram on the well-known port with an error. */
    @Override protected boolean holdsToOwnPort() { return true; }

    /** From version 8 the coach learns which coach-language versions its players understand. */
    @Override protected boolean tellsClangVersions() { return true; }
}
