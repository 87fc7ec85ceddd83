package org.pitch.protocol.coach.v7;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.pitch.api.clang.ClangMessage;
import org.pitch.api.clang.ClangParser;
import org.pitch.api.clang.ClangSyntaxException;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachCommandSink;
import org.pitch.api.coach.CoachHeard;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.VersionRange;
import org.pitch.protocol.coach.v6.OnlineCoachCodecV6;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.CoachMessages;
import org.pitch.protocol.trainer.CoachParameters;
import org.pitch.protocol.trainer.GlobalViewV1;
import org.pitch.protocol.trainer.v7.GlobalViewV7;
import org.pitch.protocol.trainer.v7.PlayerParameters;

/**
 * The online coach's protocol, version 7: the coach language. A say is the whole datagram parsed
 * by the {@link ClangParser} service ({@code could_not_parse_say} when it does not parse); the
 * parameters follow the greeting's answer (positional, as a version 7 player gets them);
 * {@code (see_global T ...)} with short names and rounded angles ({@link GlobalViewV7}); players
 * heard as {@code (hear T (p "TEAM" U[ goalie]) "MSG")}.
 */
@Component(service = CoachCodec.class)
public class OnlineCoachCodecV7 extends OnlineCoachCodecV6 {
    static final String COULD_NOT_PARSE_SAY = "could_not_parse_say";
    private static final VersionRange VERSIONS = new VersionRange(7, 7);

    private final ClangParser clang;

    @Activate
    public OnlineCoachCodecV7(@Reference ClangParser clang,
                              @Reference(cardinality = ReferenceCardinality.OPTIONAL, policyOption = ReferencePolicyOption.GREEDY)
                              ServerConfiguration configuration) {
        this(clang, CoachLimits.of(configuration));
    }

    protected OnlineCoachCodecV7(ClangParser clang, CoachLimits limits) {
        super(limits);
        this.clang = clang;
    }

    @Override public VersionRange versions() { return VERSIONS; }

    @Override protected GlobalViewV1 view() { return GlobalViewV7.INSTANCE; }

    /**
     * The whole datagram text, with {@code say_coach_msg_size} as the freeform limit. rcssserver
     * answers {@code could_not_parse_say} to anything its parser refuses or throws on.
     */
    @Override
    protected void say(String text, CoachCommandSink out) {
        ClangMessage message;
        try {
            message = clang.parseSay(text, limits().sayCoachMsgSize());
        } catch (ClangSyntaxException | RuntimeException e) {
            message = null;
        }
        if (message == null) out.error(COULD_NOT_PARSE_SAY);
        else out.command(new CoachCommand.SayClang(message));
    }

    /** {@code (hear T (p "TEAM" U[ goalie]) "MSG")}. */
    @Override
    protected void playerAudio(MessageOut out, CoachHeard heard) {
        out.text("(hear ").integer(heard.time()).character(' ');
        CoachMessages.shortName(out, heard.team(), heard.unum(), heard.goalie());
        out.text(" \"").text(heard.message()).text("\")");
    }

    /** rcssserver tells online coaches of substitutions from version 7. */
    @Override protected boolean tellsSubstitutions() { return true; }

    /** The same server_param, player_param and player_type messages a player of the version gets. */
    @Override protected CoachParameters parameters() { return PlayerParameters.INSTANCE; }
}
