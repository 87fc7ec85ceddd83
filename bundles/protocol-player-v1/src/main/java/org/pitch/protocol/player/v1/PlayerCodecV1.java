package org.pitch.protocol.player.v1;

import static org.pitch.protocol.player.Wire.quoted;
import static org.pitch.protocol.player.Wire.text;

import org.osgi.service.component.annotations.Component;
import org.pitch.api.command.Clang;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Compression;
import org.pitch.api.command.GaussianSee;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.command.SynchSee;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.CommandSink;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.PlayerRefusal;
import org.pitch.api.protocol.ReplyKind;
import org.pitch.api.protocol.VersionRange;
import org.pitch.api.sense.BodyObservation;
import org.pitch.api.sense.Heard;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.sense.SeenObject.Kind;
import org.pitch.api.sense.Sighting;
import org.pitch.api.sense.SightRules;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.World;
import org.pitch.protocol.player.HeardSources;
import org.pitch.protocol.player.PlayerCommandParser;
import org.pitch.protocol.player.SeenNames;
import org.pitch.protocol.player.Wire;

/**
 * The player protocol, versions 1-2, byte for byte as rcssserver 19 prints it, and the root of the
 * codec chain: the codec of each later version range extends the one before and overrides only
 * the protected hooks its version changed. What version 1 has: long object names, directions
 * truncated to integers, no landmarks, no full state, no parameters, unquoted hear messages; no
 * goalie changes, no synchronous see at the start, and the well-known port open to a new greeting.
 *
 * <p>Every hook is called for every message of every player, so hooks allocate nothing and
 * return constants where they answer a question. A version that changes a message beyond what
 * the hooks cover overrides the whole writer.
 */
@Component(service = PlayerCodec.class)
public class PlayerCodecV1 implements PlayerCodec {
    private static final SightRules SIGHT = new SightRules(false, false, false);
    private static final SeenNames LONG_NAMES = new SeenNames("(flag", "(goal", "(line", "(ball)", "(player",
            "(Flag)", "(Goal)", "(Ball)", "(Player)", "(Line)", false, false);

    private final VersionRange versions;
    private final PlayerCommandParser parser;

    public PlayerCodecV1() {
        this(1, 2);
    }

    /** For the codecs of later ranges. The parser is made from the hooks, which answer constants. */
    protected PlayerCodecV1(int minVersion, int maxVersion) {
        this.versions = new VersionRange(minVersion, maxVersion);
        this.parser = new PlayerCommandParser(warnsUnterminated(), tacklePowerForm());
    }

    @Override public final VersionRange versions() { return versions; }

    @Override public SightRules sightRules(double version) { return SIGHT; }

    /** rcssserver's audio senders before version 8 send what is said at once. */
    @Override public boolean hearsAtOnce(double version) { return true; }

    // ------------------------------------------------------------------ what the version has: hooks

    /** Whether players have types: parameters after the greeting's answer, {@code change_player_type}. */
    protected boolean knowsPlayerTypes() { return false; }

    /** Whether a client starts in synchronous see mode, told so after its parameters. */
    protected boolean startsInSynchSee() { return false; }

    /** Whether a connected client's datagram on the well-known port is refused (else it is a new greeting). */
    protected boolean holdsToOwnPort() { return false; }

    /** Whether players are told that an online coach made a player the goalie. */
    protected boolean hearsGoalieChanges() { return false; }

    // ------------------------------------------------------------------ commands

    @Override
    public void decode(byte[] data, int length, double version, CommandSink out) {
        parser.parse(data, 0, length, out);
    }

    /** Whether a datagram not ending in NUL is warned about. */
    protected boolean warnsUnterminated() { return false; }

    /** Whether a tackle's argument is a power along the body (else an angle). */
    protected boolean tacklePowerForm() { return true; }

    // ------------------------------------------------------------------ greetings and replies

    @Override
    public void writeInit(MessageOut out, double version, Side side, int unum, PlayMode mode, Side modeSide) {
        out.text("(init ").character(side.wire()).character(' ').integer(unum).character(' ');
        Wire.playMode(out, mode, modeSide).character(')');
    }

    @Override
    public void writeReconnect(MessageOut out, double version, Side side, PlayMode mode, Side modeSide) {
        out.text("(reconnect ").character(side.wire()).character(' ');
        Wire.playMode(out, mode, modeSide).character(')');
    }

    @Override
    public void writeReply(MessageOut out, double version, ReplyKind kind, String text) {
        out.character('(').text(kind.word()).character(' ').text(text).character(')');
    }

    @Override
    public void writeDone(MessageOut out, double version, PlayerCommand command) {
        out.text("(ok ");
        if (command instanceof Compression c) {
            out.text("compression ").integer(c.level());
        } else if (command instanceof SynchSee) {
            out.text("synch_see");
        } else if (command instanceof GaussianSee) {
            out.text("gaussian_see");
        } else if (command instanceof Clang c) {
            out.text("clang (ver ").integer(c.minVersion()).character(' ').integer(c.maxVersion()).character(')');
        } else {
            throw new IllegalArgumentException("rcssserver acknowledges no " + command + " with (ok ...)");
        }
        out.character(')');
    }

    @Override
    public void writeRefusal(MessageOut out, double version, PlayerRefusal refusal) {
        writeReply(out, version, ReplyKind.ERROR, refusal.name().toLowerCase(java.util.Locale.ROOT));
    }

    @Override
    public void writeThink(MessageOut out, double version) {
        out.text("(think)");
    }

    @Override
    public void writeScore(MessageOut out, double version, int time, int our, int their) {
        out.text("(score ").integer(time).character(' ').integer(our).character(' ').integer(their).character(')');
    }

    @Override
    public boolean answerOnWellKnownPort(MessageSink out, double version) {
        if (!holdsToOwnPort()) return false;
        MessageOut m = out.next();
        writeRefusal(m, version, PlayerRefusal.ONLY_INIT_ALLOWED_ON_INIT_PORT);
        m.send();
        return true;
    }

    @Override
    public void tellPlayerType(MessageSink out, double version, int unum, int type) {
        if (!knowsPlayerTypes()) return;
        MessageOut m = out.next();
        changePlayerType(m, unum, type);
        m.send();
    }

    /** {@code (change_player_type Unum Type)}, or {@code (change_player_type Unum)} ({@code type} &lt; 0). */
    private static void changePlayerType(MessageOut out, int unum, int type) {
        out.text("(change_player_type ").integer(unum);
        if (type >= 0) out.character(' ').integer(type);
        out.character(')');
    }

    @Override
    public void tellGoalieChange(MessageSink out, double version, Side side, int unum) {
        if (!hearsGoalieChanges()) return;
        MessageOut m = out.next();
        m.text("(change_player_type ").character(side.wire()).character(' ').integer(unum).text(" goalie)");
        m.send();
    }

    // ------------------------------------------------------------------ the welcome; parameters: none before v7

    /** rcssserver's order: the parameters, the types, the players not of the default type, synch see. */
    @Override
    public boolean welcome(MessageSink out, double version, Parameters parameters, World world, Side side) {
        if (knowsPlayerTypes()) {
            MessageOut m = out.next();
            writeServerParam(m, version, parameters);
            m.send();
            m = out.next();
            writePlayerParam(m, version, parameters);
            m.send();
            for (PlayerType t : world.playerTypes()) {
                m = out.next();
                writePlayerType(m, version, t);
                m.send();
            }
            // the types given so far: rcssserver lists every player not of the default type
            for (Player p : world.players()) {
                if (p.type().id() != 0) tellPlayerType(out, version, p.unum(), p.side() == side ? p.type().id() : -1);
            }
        }
        if (!startsInSynchSee()) return false;
        MessageOut m = out.next();
        writeDone(m, version, new SynchSee());
        m.send();
        return true;
    }

    @Override public void writeServerParam(MessageOut out, double version, Parameters parameters) {}

    @Override public void writePlayerParam(MessageOut out, double version, Parameters parameters) {}

    @Override public void writePlayerType(MessageOut out, double version, PlayerType type) {}

    // ------------------------------------------------------------------ full state: none before v5

    @Override public void sendFullState(MessageSink out, double version, World world, Player receiver, BodyObservation body) {}

    // ------------------------------------------------------------------ sense_body

    /**
     * {@code (sense_body T (view_mode Q W) (stamina S E) (speed V) (kick n) (dash n) (turn n) (say n))};
     * the speed quantised to 0.01. Later versions fill the hooks.
     */
    @Override
    public void writeSenseBody(MessageOut out, double version, BodyObservation b) {
        out.text("(sense_body ").integer(b.time());
        out.text(" (view_mode ").text(b.viewQuality().wireName()).character(' ')
                .text(b.viewWidth().wireName()).character(')');
        out.text(" (stamina ").number(b.stamina()).character(' ').number(b.effort());
        capacity(out, b.capacity());
        out.character(')');
        out.text(" (speed ").number(Wire.quantize(b.speed(), 0.01));
        speedDirection(out, b);
        out.character(')');
        headAngle(out, b);
        senseBodyCounters(out, b.counters());
        senseBodyStates(out, b);
        focusPoint(out, b.focusPointDistance(), b.focusPointDirection());
        out.character(')');
    }

    /** The stamina capacity after stamina and effort (sense_body) or recovery (fullstate). */
    protected void capacity(MessageOut out, double capacity) {}

    /** The direction of the speed after its amount. */
    protected void speedDirection(MessageOut out, BodyObservation b) {}

    /** {@code (head_angle H)} after the speed. */
    protected void headAngle(MessageOut out, BodyObservation b) {}

    /** The command counters, in wire order. */
    protected void senseBodyCounters(MessageOut out, int[] counters) {
        Wire.counter(out, "kick", counters, CommandKind.KICK);
        Wire.counter(out, "dash", counters, CommandKind.DASH);
        Wire.counter(out, "turn", counters, CommandKind.TURN);
        Wire.counter(out, "say", counters, CommandKind.SAY);
    }

    /** The states after the counters: arm, focus, tackle, collision, foul. */
    protected void senseBodyStates(MessageOut out, BodyObservation b) {}

    /** {@code (focus_point DIST DIR)} (sense_body last, fullstate after a player's arm). */
    protected void focusPoint(MessageOut out, double distance, double direction) {}

    // ------------------------------------------------------------------ hear

    /**
     * {@code (hear T referee MSG)}, {@code (hear T self MSG)}, the trainer and the online coaches,
     * and other players through {@link #hearPlayer}. A CLANG message (starting with {@code (}) is
     * never quoted.
     */
    @Override
    public void writeHear(MessageOut out, double version, Heard h) {
        String source = h.source();
        String msg = h.message();
        out.text("(hear ").integer(h.time());
        if (HeardSources.REFEREE.equals(source)) {
            out.text(" referee ");
            text(out, msg).character(')');
        } else if (HeardSources.SELF.equals(source)) {
            out.text(" self ");
            said(out, msg).character(')');
        } else if (HeardSources.COACH.equals(source)) {
            hearTrainer(out, msg);
        } else if (HeardSources.onlineCoach(source)) {
            out.character(' ').text(source).character(' ');
            (isClang(msg) ? text(out, msg) : said(out, msg)).character(')');
        } else {
            hearPlayer(out, h);
        }
    }

    /** A message as said, after the sender: as it is. */
    protected MessageOut said(MessageOut out, String msg) {
        return text(out, msg);
    }

    /** The trainer's message and the closing parenthesis: the trainer speaks as the referee. */
    protected void hearTrainer(MessageOut out, String msg) {
        out.text(" referee ");
        text(out, msg).character(')');
    }

    /** Another player's message and the closing parenthesis: {@code DIR MSG}, the direction truncated. */
    protected void hearPlayer(MessageOut out, Heard h) {
        out.character(' ').integer(Wire.truncate(h.direction())).character(' ');
        text(out, h.message()).character(')');
    }

    /** A CLANG message (printed as the coach language term it is). */
    private static boolean isClang(String msg) {
        return msg != null && !msg.isEmpty() && msg.charAt(0) == '(';
    }

    // ------------------------------------------------------------------ see

    /**
     * {@code (see T (NAME DIST DIR [DISTCHG DIRCHG]) ...)}: each object prints what is present
     * ({@code NaN} = absent) and what its form can carry; a low-quality object only its direction.
     * The vision sensor has quantised the distances; directions are converted by {@link #direction}.
     */
    @Override
    public void writeSee(MessageOut out, double version, SeeObservation see) {
        SeenNames names = seenNames();
        out.text("(see ").integer(see.time());
        for (int i = 0, n = see.size(); i < n; i++) {
            seenObject(out, names, see.get(i));
        }
        out.character(')');
    }

    /** The names of the objects. */
    protected SeenNames seenNames() { return LONG_NAMES; }

    /** A direction in degrees as the integer printed: truncated toward zero. Integers pass unchanged. */
    protected long direction(double degrees) {
        return (long) degrees;
    }

    /** After a fully known player's distance and direction changes: its body and head directions. */
    protected void seenFacing(MessageOut out, Sighting o) {}

    /** After a player of a known team: its arm and what it is doing. */
    protected void seenPlayerState(MessageOut out, Sighting o) {}

    private void seenObject(MessageOut out, SeenNames names, Sighting o) {
        out.text(" (");
        Kind kind = o.kind();
        boolean player = kind == Kind.PLAYER;
        boolean anonymous = o.anonymous();
        boolean team = player && !anonymous && o.team() != null;
        boolean full = team && o.unum() > 0;

        name(out, names, o, team, full);

        if (Double.isNaN(o.distance())) {
            out.character(' ').integer(direction(o.direction())).character(')');
            return;
        }
        out.character(' ').number(o.distance()).character(' ').integer(direction(o.direction()));

        boolean changes = player ? full : kind != Kind.LINE && !anonymous;
        if (changes && !Double.isNaN(o.distanceChange()) && !Double.isNaN(o.directionChange())) {
            out.character(' ').number(o.distanceChange()).character(' ').number(o.directionChange());
            if (full) seenFacing(out, o);
        }
        if (team) seenPlayerState(out, o);
        out.character(')');
    }

    private static void name(MessageOut out, SeenNames names, Sighting o, boolean team, boolean full) {
        Kind kind = o.kind();
        if (o.anonymous()) {
            out.text(switch (kind) {
                case FLAG -> names.anonymousFlag();
                case GOAL -> names.anonymousGoal();
                case BALL -> names.anonymousBall();
                case PLAYER -> names.anonymousPlayer();
                case LINE -> names.anonymousLine();
            });
            return;
        }
        switch (kind) {
            case FLAG -> landmark(out, names.flag(), o.name());
            case GOAL -> landmark(out, names.goal(), o.name());
            case LINE -> landmark(out, names.line(), o.name());
            case BALL -> out.text(names.ball());
            case PLAYER -> {
                out.text(names.player());
                if (team) {
                    out.character(' ');
                    if (names.quotedTeam()) quoted(out, o.team());
                    else out.text(o.team());
                    if (full) {
                        out.character(' ').integer(o.unum());
                        if (names.goalieWord() && o.goalie()) out.text(" goalie");
                    }
                }
                out.character(')');
            }
        }
    }

    private static void landmark(MessageOut out, String kind, String name) {
        out.text(kind);
        if (name != null && !name.isEmpty()) out.character(' ').text(name);
        out.character(')');
    }
}
