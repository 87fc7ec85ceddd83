package org.pitch.protocol.coach.v16;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.pitch.api.clang.ClangParser;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.coach.v14.OnlineCoachCodecV14;
import org.pitch.protocol.trainer.CoachLimits;

/**
 * The online coach's protocol, versions 16 to 19: the coach is told when a coach makes a player
 * the goalie, {@code (change_player_type l|r UNUM goalie)}; the messages are version 14's.
 */
@Component(service = CoachCodec.class)
public final class OnlineCoachCodecV16 extends OnlineCoachCodecV14 {
    private static final VersionRange VERSIONS = new VersionRange(16, 19);

    @Activate
    public OnlineCoachCodecV16(@Reference ClangParser clang,
                               @Reference(cardinality = ReferenceCardinality.OPTIONAL, policyOption = ReferencePolicyOption.GREEDY)
                               ServerConfiguration configuration) {
        this(clang, CoachLimits.of(configuration));
    }

    /** A codec with these limits, without a framework (tests, tools). */
    public static OnlineCoachCodecV16 withLimits(ClangParser clang, CoachLimits limits) { return new OnlineCoachCodecV16(clang, limits); }

    private OnlineCoachCodecV16(ClangParser clang, CoachLimits limits) { super(clang, limits); }

    @Override public VersionRange versions() { return VERSIONS; }

    /** rcssserver tells online coaches of goalie changes from version 16. */
    @Override protected boolean tellsGoalieChanges() { return true; }
}
