package org.pitch.protocol.trainer;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.coach.CoachCommandSink;
import org.pitch.api.coach.CoachHeard;
import org.pitch.api.config.ServerConfiguration;
import org.pitch.api.protocol.ClientKind;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.world.Side;

/**
 * The trainer's (offline coach's) protocol, versions 1 to 6, as rcssserver 19 speaks it; the base
 * of one subclass per version range where the wire changes, each in its own bundle
 * ({@code protocol-trainer-v7}, {@code -v8}, {@code -v13}, {@code -v14}) and overriding only its
 * hooks: {@link #view()}, {@link #warnsUnterminated()}, {@link #coachAudio},
 * {@link #playerAudio}, the parameter messages and {@link #holdsToOwnPort()}.
 *
 * <p>Commands are read alike in every version ({@link TrainerCommandReader}). The
 * {@code move} direction is limited to {@code minmoment..maxmoment} and a say is cut to
 * {@code say_coach_msg_size}: those come from the {@link ServerConfiguration} when there is one,
 * else rcssserver's defaults ({@link CoachLimits#DEFAULTS}).
 *
 * <p>Versions 1 to 6: {@code (init ok)}, no parameters, {@code (see T ...)} with long names
 * ({@link GlobalViewV1}), and everything heard as {@code (hear NAME T MSG)}.
 */
@Component(service = CoachCodec.class)
public class TrainerCodecV1 extends CoachCodecBase {
    private static final VersionRange VERSIONS = new VersionRange(1, 6);
    private static final String REFEREE = "referee";
    private static final String ONLINE_COACH_LEFT = "online_coach_left";
    private static final String ONLINE_COACH_RIGHT = "online_coach_right";

    private final TrainerCommandReader reader;

    @Activate
    public TrainerCodecV1(@Reference(cardinality = ReferenceCardinality.OPTIONAL, policyOption = ReferencePolicyOption.GREEDY)
                          ServerConfiguration configuration) {
        this(CoachLimits.of(configuration));
    }

    protected TrainerCodecV1(CoachLimits limits) {
        super(true); // the trainer's substitution names the team
        this.reader = new TrainerCommandReader(limits);
    }

    @Override public final ClientKind kind() { return ClientKind.TRAINER; }

    @Override public VersionRange versions() { return VERSIONS; }

    // ------------------------------------------------------------------ hooks

    /** {@code (hear referee T MSG)}: the referee, in every version. */
    protected void refereeAudio(MessageOut out, int time, String message) {
        out.text("(hear ").text(REFEREE).character(' ').integer(time).character(' ').text(message).character(')');
    }

    /** A coach's say (its own as {@code referee}, an online coach's plain or CLang text): {@code (hear NAME T MSG)}. */
    protected void coachAudio(MessageOut out, int time, String name, String message) {
        out.text("(hear ").text(name).character(' ').integer(time).character(' ').text(message).character(')');
    }

    /** A player's say: {@code (hear (player TEAM U) T MSG)}. */
    protected void playerAudio(MessageOut out, CoachHeard heard) {
        out.text("(hear ");
        CoachMessages.longName(out, heard.team(), heard.unum());
        out.character(' ').integer(heard.time()).character(' ').text(heard.message()).character(')');
    }

    // ------------------------------------------------------------------ CoachCodec

    @Override
    protected final void readCommand(String text, CoachCommandSink out) {
        reader.read(text, out);
    }

    /** {@code (init ok)}: the trainer has no side. */
    @Override
    public final void writeInit(MessageOut out, double version, Side side) {
        out.text("(init ok)");
    }

    /**
     * What the trainer hears (the server sends it only with the ear on): the referee; its own say
     * under the name {@code referee}; the online coaches' plain says and delivered CLang messages
     * (already printed) as {@code online_coach_left}/{@code _right}; players' says, with
     * {@link CoachHeard#team()} the real team name.
     */
    @Override
    public final void writeHear(MessageOut out, double version, CoachHeard heard) {
        switch (heard.source()) {
            case REFEREE -> refereeAudio(out, heard.time(), heard.message());
            case TRAINER -> coachAudio(out, heard.time(), REFEREE, heard.message());
            case ONLINE_COACH_LEFT -> coachAudio(out, heard.time(), ONLINE_COACH_LEFT, heard.message());
            case ONLINE_COACH_RIGHT -> coachAudio(out, heard.time(), ONLINE_COACH_RIGHT, heard.message());
            case PLAYER -> playerAudio(out, heard);
        }
    }
}
