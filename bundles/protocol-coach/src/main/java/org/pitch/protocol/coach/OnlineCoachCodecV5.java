package org.pitch.protocol.coach;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachCommandSink;
import org.pitch.api.coach.CoachHeard;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.protocol.ClientKind;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.world.Side;
import org.pitch.protocol.trainer.CoachCodecBase;
import org.pitch.protocol.trainer.CoachLimits;
import org.pitch.protocol.trainer.CoachMessages;
import org.pitch.protocol.trainer.CommonCommands;
import org.pitch.protocol.trainer.GlobalViewV1;

/**
 * The online coach's protocol, version 5 (the lowest an online coach may ask for), as
 * rcssserver 19 speaks it; the base of one subclass per version range where the wire changes,
 * each in its own bundle ({@code protocol-coach-v6}, {@code -v7}, {@code -v8}, {@code -v11},
 * {@code -v13}, {@code -v14}, {@code -v16}) and overriding only its hooks: {@link #init},
 * {@link #say}, {@link #playerAudio}, {@link #view()}, {@link #warnsUnterminated()}, the
 * parameter messages and what the coach is told ({@link #tellsSubstitutions()} ...).
 *
 * <p>Version 5: {@code (init ok)}, no parameters, a plain say (its text cut out as the
 * trainer's, to {@code say_coach_msg_size}), {@code (see T ...)} with long names and the
 * opponents under their fixed name ({@link GlobalViewV1}), and
 * {@code (hear T referee MSG)} / {@code (hear T (player TEAM U) MSG)}.
 *
 * <p>Whether the server sends substitutions, the players' coach-language versions and goalie
 * changes is each range's answer to the hooks (none here; {@code coach_msg_file} is the
 * override of version 11); the one form rcssserver has for each is printed here.
 */
@Component(service = CoachCodec.class)
public class OnlineCoachCodecV5 extends CoachCodecBase {
    private static final VersionRange VERSIONS = new VersionRange(5, 5);
    private static final String REFEREE = "referee";

    private final CoachLimits limits;
    private final OnlineCoachCommandReader reader = new OnlineCoachCommandReader(this::say);

    @Activate
    public OnlineCoachCodecV5(@Reference(cardinality = ReferenceCardinality.OPTIONAL, policyOption = ReferencePolicyOption.GREEDY)
                              ServerConfiguration configuration) {
        this(CoachLimits.of(configuration));
    }

    protected OnlineCoachCodecV5(CoachLimits limits) {
        super(false); // an online coach substitutes in its own team only
        this.limits = limits;
    }

    @Override public final ClientKind kind() { return ClientKind.ONLINE_COACH; }

    @Override public VersionRange versions() { return VERSIONS; }

    /** The say and move limits in force. */
    protected final CoachLimits limits() { return limits; }

    // ------------------------------------------------------------------ hooks

    /** {@code (init ok)}. */
    protected void init(MessageOut out, Side side) {
        out.text("(init ok)");
    }

    /**
     * A plain say: its text as {@link CommonCommands#plainSay} cuts it out, or
     * {@code illegal_command_form}. (rcssserver checks the play mode and the allowance before it
     * reads the text; this reports the form error whatever the mode.)
     */
    protected void say(String text, CoachCommandSink out) {
        String said = CommonCommands.plainSay(text, limits.sayCoachMsgSize());
        if (said == null) out.error(CommonCommands.ILLEGAL_COMMAND_FORM);
        else out.command(new CoachCommand.Say(said));
    }

    /** {@code (hear T (player TEAM U) MSG)}. */
    protected void playerAudio(MessageOut out, CoachHeard heard) {
        out.text("(hear ").integer(heard.time()).character(' ');
        CoachMessages.longName(out, heard.team(), heard.unum());
        out.character(' ').text(heard.message()).character(')');
    }

    /** Whether the coach is told of substitutions: from version 7. */
    protected boolean tellsSubstitutions() { return false; }

    /** Whether the coach is told its players' coach-language versions: from version 8. */
    protected boolean tellsClangVersions() { return false; }

    /** Whether the coach is told of goalie changes: from version 16. */
    protected boolean tellsGoalieChanges() { return false; }

    // ------------------------------------------------------------------ CoachCodec

    @Override
    protected final void readCommand(String text, CoachCommandSink out) {
        reader.read(text, out);
    }

    @Override
    public final void writeInit(MessageOut out, double version, Side side) {
        init(out, side);
    }

    /**
     * What an online coach hears: the referee and the trainer alike as {@code (hear T referee MSG)},
     * unquoted; players' says ({@link CoachHeard#team()} as this coach knows the team, fixed for
     * the opponents). Online coaches never hear each other: those sources are refused.
     */
    @Override
    public final void writeHear(MessageOut out, double version, CoachHeard heard) {
        switch (heard.source()) {
            case REFEREE, TRAINER -> out.text("(hear ").integer(heard.time()).character(' ').text(REFEREE)
                    .character(' ').text(heard.message()).character(')');
            case PLAYER -> playerAudio(out, heard);
            default -> throw new IllegalArgumentException("rcssserver's online coaches never hear " + heard.source());
        }
    }

    /** {@code (change_player_type UNUM TYPE)}, or {@code (change_player_type UNUM)} for the other team ({@code type} &lt; 0). */
    @Override
    public final void tellPlayerType(MessageSink out, double version, int unum, int type) {
        if (!tellsSubstitutions()) return;
        MessageOut m = out.next();
        changePlayerType(m, unum, type);
        m.send();
    }

    private static void changePlayerType(MessageOut out, int unum, int type) {
        out.text("(change_player_type ").integer(unum);
        if (type >= 0) out.character(' ').integer(type);
        out.character(')');
    }

    @Override
    public final void tellGoalieChange(MessageSink out, double version, Side side, int unum) {
        if (!tellsGoalieChanges()) return;
        MessageOut m = out.next();
        m.text("(change_player_type ").character(side.wire()).character(' ').integer(unum).text(" goalie)");
        m.send();
    }

    /** {@code (clang (ver (p "TEAM" UNUM[ goalie]) MIN MAX))}, the versions unsigned as rcssserver keeps them. */
    @Override
    public final void tellClangVersion(MessageSink out, double version, String team, int unum, boolean goalie, int min, int max) {
        if (!tellsClangVersions()) return;
        MessageOut m = out.next();
        m.text("(clang (ver ");
        CoachMessages.shortName(m, team, unum, goalie);
        m.character(' ').integer(Integer.toUnsignedLong(min)).character(' ').integer(Integer.toUnsignedLong(max)).text("))");
        m.send();
    }
}
