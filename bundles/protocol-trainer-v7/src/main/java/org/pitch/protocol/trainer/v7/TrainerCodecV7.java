package org.pitch.protocol.trainer.v7;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.coach.CoachHeard;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.CoachMessages;
import org.pitch.protocol.trainer.CoachParameters;
import org.pitch.protocol.trainer.GlobalViewV1;
import org.pitch.protocol.trainer.TrainerCodecV1;

/**
 * The trainer's protocol, version 7: the parameters after {@code (init ok)} (in the positional
 * form a version 7 player gets), {@code (see_global T ...)} with short names and rounded angles
 * ({@link GlobalViewV7}), and says heard as {@code (hear T NAME "MSG")}; the referee keeps
 * {@code (hear referee T MSG)}.
 */
@Component(service = CoachCodec.class)
public class TrainerCodecV7 extends TrainerCodecV1 {
    private static final VersionRange VERSIONS = new VersionRange(7, 7);

    @Activate
    public TrainerCodecV7(@Reference(cardinality = ReferenceCardinality.OPTIONAL, policyOption = ReferencePolicyOption.GREEDY)
                          ServerConfiguration configuration) {
        this(CoachLimits.of(configuration));
    }

    protected TrainerCodecV7(CoachLimits limits) { super(limits); }

    @Override public VersionRange versions() { return VERSIONS; }

    @Override protected GlobalViewV1 view() { return GlobalViewV7.INSTANCE; }

    /** {@code (hear T NAME "MSG")}. */
    @Override
    protected void coachAudio(MessageOut out, int time, String name, String message) {
        out.text("(hear ").integer(time).character(' ').text(name).text(" \"").text(message).text("\")");
    }

    /** {@code (hear T (p "TEAM" U[ goalie]) "MSG")}. */
    @Override
    protected void playerAudio(MessageOut out, CoachHeard heard) {
        out.text("(hear ").integer(heard.time()).character(' ');
        CoachMessages.shortName(out, heard.team(), heard.unum(), heard.goalie());
        out.text(" \"").text(heard.message()).text("\")");
    }

    /** The same server_param, player_param and player_type messages a player of the version gets. */
    @Override protected CoachParameters parameters() { return PlayerParameters.INSTANCE; }
}
