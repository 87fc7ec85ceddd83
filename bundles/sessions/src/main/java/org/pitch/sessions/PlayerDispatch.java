package org.pitch.sessions;

import java.util.List;

import org.pitch.kernel.SynchBarrier;
import org.pitch.kernel.Simulation;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;

import org.pitch.api.command.Clang;
import org.pitch.api.command.CommandKind;
import org.pitch.api.command.Compression;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.command.Say;
import org.pitch.api.protocol.CommandSink;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.protocol.PlayerRefusal;
import org.pitch.api.protocol.ReplyKind;
import org.pitch.api.record.Recorder;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/**
 * A connected player's datagrams: each decoded by the {@link PlayerCodec} of the client's
 * version, which calls back here ({@link CommandSink}) for every command. Commands that change
 * the body go to the {@link Simulation} for the next cycle (or at once, where rcssserver executes
 * them at once); those about the connection itself (compression, synch see, score, done, bye,
 * ...) are answered at once. Simulation thread only.
 */
final class PlayerDispatch implements CommandSink {
    private static final Logger LOG = System.getLogger("org.pitch.sessions");

    private final Simulation simulation;
    private final SynchBarrier barrier;
    private final PlayerRoster roster;
    private final PlayerReplies replies;
    private final CoachSessions coaches;
    private final MonitorBoards boards;
    private final PendingSays says;
    private final ModelsInUse models;
    /** The session whose datagram is being decoded, for the callbacks; null after its (bye). */
    private PlayerSession decoding;
    private final ClientFaults faults;
    /** Hands received text to the recorders; counts and logs a recorder that failed on it. */
    private final ReceivedLog receivedLog;
    /** When the datagram being decoded arrived, and whether its commands were noted for the timing yet. */
    private long arrivedAt;
    private boolean arrivalNoted;

    PlayerDispatch(Simulation simulation, SynchBarrier barrier, PlayerRoster roster, PlayerReplies replies,
                   CoachSessions coaches, MonitorBoards boards, PendingSays says, ModelsInUse models, ClientFaults faults) {
        this.simulation = simulation;
        this.faults = faults;
        this.receivedLog = new ReceivedLog(e -> faults.report("a recorder on a received message", e));
        this.barrier = barrier;
        this.roster = roster;
        this.replies = replies;
        this.coaches = coaches;
        this.boards = boards;
        this.says = says;
        this.models = models;
    }

    void fromClient(PlayerSession s, byte[] data) {
        record(s, data);
        decoding = s;
        arrivedAt = System.nanoTime();
        arrivalNoted = false;
        try {
            s.codec(models.get()).decode(data, data.length, s.version, this);
        } catch (RuntimeException | LinkageError e) {
            // a codec bug must cost this datagram only, never the connection or the server
            faults.report("decoding a datagram of " + s.describe(), e);
            replies.refuse(s, PlayerRefusal.ILLEGAL_COMMAND_FORM);
        } finally {
            decoding = null;
        }
    }

    /** Hands what a player sent to the recorders (text logs); nothing is built when none listens. */
    void record(PlayerSession s, byte[] data) {
        Recorder[] recorders = models.get().recorders;
        if (recorders.length == 0) return;
        World w = simulation.world();
        receivedLog.record(recorders, w, s.sender(w), data, false);
    }

    @Override
    public void command(PlayerCommand c) {
        PlayerSession s = decoding;
        if (s == null) return; // after (bye) in the same datagram: nobody to act for
        World w = simulation.world();
        if (!arrivalNoted && c.kind() != CommandKind.DONE && c.kind() != CommandKind.BYE) {
            arrivalNoted = true; // the datagram's first command is when the player answered
            simulation.timing().commandArrived(s.player, arrivedAt);
        }
        switch (c.kind()) {
            case DONE:
                simulation.timing().doneArrived(s.player, arrivedAt);
                barrier.done(s);
                break;
            case BYE:
                roster.detach(s); // the connection closes; the player stays, disabled, its number taken
                simulation.leave(s.player);
                LOG.log(Level.INFO, "A player disconnected : (" + w.team(s.player.side()).name() + " " + s.player.unum() + ")");
                decoding = null; // anything after (bye) in the same datagram has nobody to go to
                break;
            case SCORE: {
                Team our = w.team(s.player.side()), their = w.team(s.player.side().opponent());
                MessageOut out = s.port.message();
                s.codec(models.get()).writeScore(out, s.version, w.time(), our == null ? 0 : our.score(), their == null ? 0 : their.score());
                out.send();
                break;
            }
            case COMPRESSION: {
                int level = ((Compression) c).level();
                replies.done(s, c); // the reply itself still goes out as before
                s.port.compression(level);
                break;
            }
            case SYNCH_SEE:
                PlayerReplies.synchSee(s);
                replies.done(s, c);
                break;
            case GAUSSIAN_SEE:
                s.gaussianSee = true;
                replies.done(s, c);
                break;
            case CLANG: {
                Clang cl = (Clang) c;
                s.clangMin = cl.minVersion();
                s.clangMax = cl.maxVersion();
                coaches.playerClang(s.player, cl.minVersion(), cl.maxVersion());
                replies.done(s, c);
                break;
            }
            case SENSE_BODY:
                runArrived(s); // what came before it in the player's datagrams has run: counted, as in rcssserver
                replies.senseBody(s);
                break;
            case EAR:
                simulation.executeNow(s.player, c); // as rcssserver: heard differently from now on
                break;
            case SAY: {
                String message = ((Say) c).message();
                if (simulation.executeNow(s.player, c)) { // its model takes it (and counts it), or drops it
                    says.playerSaid(s.player, message);
                    coaches.playerSaid(s.player, message);
                    boards.said(s.player, message);
                }
                break;
            }
            case LEG_DASH:
                if (models.get().actions[CommandKind.LEG_DASH.ordinal()] == null) {
                    // no bipedal dash served: the command does not exist, as for rcssserver 18, and
                    // the rest of the datagram is dropped as after any parse error
                    replies.refuse(s, PlayerRefusal.ILLEGAL_COMMAND_FORM);
                    decoding = null;
                    break;
                }
                simulation.submit(s.player, c);
                break;
            case CHANGE_VIEW:
                simulation.executeNow(s.player, c); // as rcssserver: the next visual tick sees with it
                break;
            case MOVE:
                simulation.submit(s.player, c);
                runArrived(s);
                break;
            default:
                simulation.submit(s.player, c); // executed by its model in the next cycle
        }
    }

    /**
     * The player's commands of the cycle so far run now, and their models' replies go out at once:
     * rcssserver moves a player the moment its {@code (move)} arrives and answers it then
     * ({@code (warning moving_to_opponent_field)}, {@code (error too_many_moves)}), and a
     * {@code (sense_body)} asked for counts what came before it.
     */
    private void runArrived(PlayerSession s) {
        int from = simulation.runArrivedCommands(s.player);
        List<Simulation.Reply> said = simulation.replies();
        for (int i = from; i < said.size(); i++) replies.relay(s, said.get(i).kind(), said.get(i).token());
        simulation.answeredAtOnce(from);
    }

    @Override
    public void error(String token) {
        if (decoding != null) replies.relay(decoding, ReplyKind.ERROR, token);
    }

    @Override
    public void warning(String token) {
        if (decoding != null) replies.relay(decoding, ReplyKind.WARNING, token);
    }
}
