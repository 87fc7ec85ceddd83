package org.pitch.kernel;

import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.pitch.api.clang.ClangMessage;
import org.pitch.api.clang.ClangType;
import org.pitch.api.coach.BallPlace;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachCommandSink;
import org.pitch.api.coach.CoachHeard;
import org.pitch.api.coach.CoachRefusal;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.ClientKind;
import org.pitch.api.protocol.ConnectError;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.record.Recorder;
import org.pitch.api.rule.CoachReferee;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.Port;
import org.pitch.api.transport.Transport;
import org.pitch.api.world.Player;
import org.pitch.api.world.PlayerType;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/**
 * The trainer and the two online coaches, as rcssserver 19 serves them: who may connect on the
 * trainer's and the online coaches' ports, what each command does and answers, what they see and
 * hear, and the coach-language messages an online coach says, which reach its players after
 * {@code clang_mess_delay}. The codecs ({@link CoachCodec}) read and write the wire; this decides.
 * Simulation thread only.
 */
final class CoachSessions implements CoachCommandSink {
    private static final Logger LOG = System.getLogger("org.pitch.kernel");
    private static final String TRAINER_LOG_NAME = "Coach";

    /** What the rest of the server must do about a coach's command. */
    interface Audience {
        /** A command changed types or made the referee speak: the players and monitors learn of it at once. */
        void afterCommand(int announcedBefore, int substitutedBefore);

        /** A plain say (the trainer's, an online coach's before v7): players hear it after the next cycle. */
        void coachSaid(String source, String text);

        /** A coach-language message delivered now to a side's players. */
        void clangDelivered(Side side, int time, ClangMessage message);

        /** A board message for monitors when {@code send_comms} is on. */
        void toBoards(String text);

        /** An online coach made a player the goalie: the players (v16 and later) and every monitor are told. */
        void goalieChanged(Side side, int unum);
    }

    private final Simulation simulation;
    /** What sources nobody has verified may draw (shared with the player port). */
    private final GreetingGuard guard;
    private final Transport transport;
    private final SynchBarrier barrier;
    private final Audience audience;
    private final boolean synchMode;
    private final boolean trainerAllowed;
    private CoachSession trainer;
    private final CoachSession[] coaches = new CoachSession[2];
    /** Sides whose coach left: rcssserver never lets another in (see {@link #connectOnlineCoach}). */
    private final Map<ClientPort, CoachSession> byPort = new HashMap<>();
    private final Map<InetSocketAddress, CoachSession> byAddress = new HashMap<>();
    /** The session whose datagram is being decoded. */
    private CoachSession decoding;
    private ModelSet models = ModelSet.EMPTY;
    private long faults;

    CoachSessions(Simulation simulation, Transport transport, SynchBarrier barrier, GreetingGuard guard, Audience audience) {
        this.simulation = simulation;
        this.guard = guard;
        this.transport = transport;
        this.barrier = barrier;
        this.audience = audience;
        Parameters p = simulation.parameters();
        this.synchMode = p.bool(ServerParam.SYNCH_MODE);
        this.trainerAllowed = p.bool(ServerParam.COACH) || p.bool(ServerParam.COACH_W_REFEREE);
    }

    long faults() { return faults; }

    /** Whether any trainer or coach is connected (nothing to do per cycle otherwise). */
    private boolean anyone() { return trainer != null || coaches[0] != null || coaches[1] != null; }

    /** How many online coaches are connected: 0, 1 or 2. */
    int onlineCoaches() { return (coaches[0] != null ? 1 : 0) + (coaches[1] != null ? 1 : 0); }

    // ------------------------------------------------------------------ datagrams

    /** A datagram on a client's own port: true if it is a coach's (and was handled). */
    boolean fromOwnPort(Inbox.Datagram d, ModelSet current) {
        CoachSession s = byPort.get(d.clientPort());
        if (s == null) return false;
        models = current;
        execute(s, d.payload());
        return true;
    }

    /** A datagram on the trainer's or the online coaches' well-known port. */
    void fromWellKnownPort(Inbox.Datagram d, ModelSet current) {
        models = current;
        CoachSession known = byAddress.get(d.from());
        if (d.port() == Port.TRAINER) {
            if (!trainerAllowed) {
                refuse(d, ConnectError.OFFLINE_COACH_WITHOUT_COACH_MODE.text());
            } else if (known != null && known.trainer()) {
                fromConnectedOnWellKnownPort(known, d);
            } else if (trainer != null) {
                refuse(d, ConnectError.ALREADY_HAVE_OFFLINE_COACH.text());
            } else {
                greeting(d, current);
            }
        } else if (known != null && !known.trainer()) {
            fromConnectedOnWellKnownPort(known, d);
        } else {
            greeting(d, current);
        }
    }

    /** rcssserver holds newer clients to their own port ({@link CoachCodec#holdsToOwnPort}); older ones may use the well-known one. */
    private void fromConnectedOnWellKnownPort(CoachSession s, Inbox.Datagram d) {
        if (s.codec(models).holdsToOwnPort(s.version)) refuse(s, CoachRefusal.ONLY_INIT_ALLOWED_ON_INIT_PORT);
        else execute(s, d.payload());
    }

    private void greeting(Inbox.Datagram d, ModelSet current) {
        if (!guard.admit(d.from().getAddress())) return;
        Greeting g = null;
        for (GreetingParser p : current.greetingParsers) {
            g = p.parse(d.port(), d.payload(), d.payload().length);
            if (g != null) break;
        }
        if (g == null) {
            refuse(d, ConnectError.UNKNOWN_COMMAND.text()); // no protocol bundle serves this port
        } else if (g instanceof Greeting.Refused r) {
            refuse(d, ConnectError.text(r.errorToken()));
        } else if (g instanceof Greeting.TrainerInit t) {
            connectTrainer(d, t, current);
        } else if (g instanceof Greeting.OnlineCoachInit o) {
            connectOnlineCoach(d, o, current);
        }
        // Unanswered: (rcssserver's trainer) a command without greeting, or an empty datagram
    }

    private void connectTrainer(Inbox.Datagram d, Greeting.TrainerInit init, ModelSet current) {
        CoachCodec codec = current.coachCodec(ClientKind.TRAINER, init.version());
        if (codec == null) {
            refuse(d, ConnectError.ILLEGAL_CLIENT_VERSION.text());
            return;
        }
        ClientPort port = openPort(d);
        if (port == null) return;
        trainer = attach(new CoachSession(ClientKind.TRAINER, port, init.version(), Side.NEUTRAL, TRAINER_LOG_NAME, "", codec, current));
        record(trainer, d.payload());
        MessageOut out = port.message();
        codec.writeInit(out, trainer.version, Side.NEUTRAL);
        out.send();
        sendParameters(trainer);
        LOG.log(Level.INFO, "A new (v" + (int) init.version() + ") offline coach connected");
    }

    /**
     * {@code (init TEAM [NAME] [(version V)])}: the team must have a player, and no coach yet.
     * rcssserver never lets a second coach in once a team's coach has left (its port is never
     * reopened); Pitch lets a coach that crashed come back.
     */
    private void connectOnlineCoach(Inbox.Datagram d, Greeting.OnlineCoachInit init, ModelSet current) {
        World w = simulation.world();
        Side side = null;
        for (Side s : new Side[] {Side.LEFT, Side.RIGHT}) {
            Team t = w.team(s);
            if (side == null && t != null && t.name().equals(init.team())) side = s;
        }
        if (side == null) {
            refuse(d, ConnectError.NO_SUCH_TEAM.text());
            return;
        }
        if (coaches[side.ordinal()] != null) {
            refuse(d, ConnectError.ALREADY_HAVE_COACH.text());
            return;
        }
        CoachCodec codec = current.coachCodec(ClientKind.ONLINE_COACH, init.version());
        if (codec == null) {
            refuse(d, ConnectError.ILLEGAL_CLIENT_VERSION.text());
            return;
        }
        ClientPort port = openPort(d);
        if (port == null) return;
        CoachSession s = attach(new CoachSession(ClientKind.ONLINE_COACH, port, init.version(), side, init.team() + "_Coach",
                init.coachName(), codec, current));
        coaches[side.ordinal()] = s;
        for (CoachReferee r : current.coachReferees) r.coachConnected(referee(), side);
        record(s, d.payload());
        MessageOut out = port.message();
        codec.writeInit(out, s.version, side);
        out.send();
        sendParameters(s);
        if (codec.sendsParameters(s.version)) {
            // the types given so far, in slot order, then the players' coach-language versions
            for (Side team : new Side[] {Side.LEFT, Side.RIGHT}) {
                for (int u = 1; u <= WorldState.MAX_UNUM; u++) {
                    Player p = w.player(team, u);
                    if (p != null && p.type().id() != 0) tellType(s, p);
                }
            }
            tellClangVersions(s);
            sendExternalMessage(s);
        }
        LOG.log(Level.INFO, "A new (v" + (int) init.version() + ") online coach (" + init.team() + ") connected.");
    }

    private CoachSession attach(CoachSession s) {
        byPort.put(s.port, s);
        byAddress.put(s.port.client(), s);
        return s;
    }

    private void detach(CoachSession s) {
        byPort.remove(s.port);
        byAddress.remove(s.port.client(), s);
        barrier.leave(s);
        s.port.close();
        if (s == trainer) trainer = null;
        else if (!s.trainer() && coaches[s.side.ordinal()] == s) coaches[s.side.ordinal()] = null;
    }

    private void sendParameters(CoachSession s) {
        CoachCodec c = s.codec(models);
        if (!c.sendsParameters(s.version)) return;
        Parameters p = simulation.parameters();
        MessageOut out = s.port.message();
        c.writeServerParam(out, s.version, p);
        out.send();
        out = s.port.message();
        c.writePlayerParam(out, s.version, p);
        out.send();
        for (PlayerType t : simulation.world().playerTypes()) {
            out = s.port.message();
            c.writePlayerType(out, s.version, t);
            out.send();
        }
    }

    /** The players' coach-language versions, which players tell with {@code (clang (ver MIN MAX))} (kept by {@link Sessions}). */
    private void tellClangVersions(CoachSession s) {
        for (Map.Entry<Player, int[]> e : clangVersions.entrySet()) {
            Player p = e.getKey();
            if (simulation.world().player(p.side(), p.unum()) == p) clangVersion(s, p, e.getValue()[0], e.getValue()[1]);
        }
    }

    /** Players' coach-language ranges as they announced them; an online coach connecting later is told them. */
    private final Map<Player, int[]> clangVersions = new java.util.LinkedHashMap<>();

    /**
     * A player announced {@code (clang (ver MIN MAX))}: its team's online coach hears of it if
     * its version does ({@link CoachCodec#tellsClangVersions}). A coach connecting later is told every player's, both teams'.
     */
    void playerClang(Player p, int min, int max) {
        clangVersions.put(p, new int[] {min, max});
        CoachSession s = coaches[p.side().ordinal()];
        if (s != null) clangVersion(s, p, min, max);
    }

    private void clangVersion(CoachSession s, Player p, int min, int max) {
        CoachCodec codec = s.codec(models);
        if (!codec.tellsClangVersions(s.version)) return;
        Team t = simulation.world().team(p.side());
        MessageOut out = s.port.message();
        codec.writeClangVersion(out, s.version, t == null ? "" : t.name(), p.unum(), p.goalie(), min, max);
        out.send();
    }

    /** {@code coach_msg_file} ({@link CoachCodec#sendsCoachMessageFile}): {@code (include BYTES <the file>)}, if it is readable and small enough. */
    private void sendExternalMessage(CoachSession s) {
        if (!s.codec(models).sendsCoachMessageFile(s.version)) return;
        String file = simulation.parameters().string(ServerParam.COACH_MSG_FILE);
        if (file == null || file.isEmpty()) return;
        try {
            byte[] content = Files.readAllBytes(Path.of(file));
            if (content.length >= 8177) {
                LOG.log(Level.WARNING, "coach_msg_file " + file + " has " + content.length + " bytes; rcssserver sends no more than 8176");
                return;
            }
            MessageOut out = s.port.message();
            s.codec(models).writeCoachMessageFile(out, s.version, content);
            out.send();
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "coach_msg_file " + file + " cannot be read: " + e.getMessage());
        }
    }

    private void execute(CoachSession s, byte[] data) {
        record(s, data);
        decoding = s;
        try {
            s.codec(models).decode(data, data.length, s.version, this);
        } catch (RuntimeException | LinkageError e) {
            faults++;
            LOG.log(Level.ERROR, "decoding a datagram of the " + s.describe() + " failed", e);
            refuse(s, CoachRefusal.ILLEGAL_COMMAND_FORM);
        } finally {
            decoding = null;
        }
    }

    /** What a coach sent, for the text log (and the game log with record_messages), before it acts. */
    private void record(CoachSession s, byte[] data) {
        Recorder[] recorders = models.recorders;
        if (recorders.length == 0) return;
        int n = data.length;
        while (n > 0 && (data[n - 1] == 0 || data[n - 1] == '\n')) n--;
        String text = new String(data, 0, n, StandardCharsets.ISO_8859_1);
        for (Recorder r : recorders) {
            try {
                r.received(simulation.world(), s.logName, text);
            } catch (RuntimeException | LinkageError e) {
                faults++;
            }
        }
    }

    // ------------------------------------------------------------------ commands

    @Override
    public void error(String token) {
        if (decoding != null) relay(decoding, "error", token);
    }

    @Override
    public void warning(String token) {
        if (decoding != null) relay(decoding, "warning", token);
    }

    @Override
    public void command(CoachCommand c) {
        CoachSession s = decoding;
        if (s == null) return;
        World w = simulation.world();
        if (c instanceof CoachCommand.Done) {
            barrier.done(s);
        } else if (c instanceof CoachCommand.Look) {
            MessageOut out = s.port.message();
            s.codec(models).writeGlobalView(out, s.version, w, s.side, true);
            out.send();
        } else if (c instanceof CoachCommand.TeamNames) {
            MessageOut out = s.port.message();
            s.codec(models).writeTeamNames(out, s.version, w, s.side);
            out.send();
        } else if (c instanceof CoachCommand.CheckBall) {
            MessageOut out = s.port.message();
            s.codec(models).writeCheckBall(out, s.version, w.time(), BallPlace.of(w.ball(), simulation.parameters()));
            out.send();
        } else if (c instanceof CoachCommand.Eye e) {
            s.eye = e.on();
            if (synchMode) {
                if (e.on()) barrier.join(s);
                else barrier.leave(s);
            }
            done(s, c);
        } else if (c instanceof CoachCommand.Ear e) {
            s.ear = e.on();
            done(s, c);
        } else if (c instanceof CoachCommand.Compression k) {
            done(s, c);
            s.port.compression(k.level());
        } else if (c instanceof CoachCommand.Bye) {
            detach(s);
            decoding = null;
            Team t = w.team(s.side);
            LOG.log(Level.INFO, "An online coach disconnected : (" + (t == null ? "" : t.name())
                    + (s.coachName.isEmpty() ? "" : " " + s.coachName) + ")");
        } else if (s.trainer()) {
            trainerCommand(s, c, w);
        } else {
            coachCommand(s, c, w);
        }
    }

    /** What only the trainer does: it judges and moves as the referee would. */
    private void trainerCommand(CoachSession s, CoachCommand c, World w) {
        RefereeContext referee = simulation.refereeContext();
        int announced = simulation.announcements().size(), substituted = simulation.substituted().size();
        if (c instanceof CoachCommand.Start) {
            referee.kickOff();
            audience.afterCommand(announced, substituted);
            done(s, c);
        } else if (c instanceof CoachCommand.ChangeMode m) {
            referee.changePlayMode(m.mode(), m.side());
            audience.afterCommand(announced, substituted);
            done(s, c);
        } else if (c instanceof CoachCommand.MoveBall m) {
            for (Player p : w.players()) p.holdingBall(false); // a goalie lets go of the ball the trainer moves
            referee.placeBall(m.x(), m.y());
            w.ball().velocity(m.vx(), m.vy());
            done(s, c);
        } else if (c instanceof CoachCommand.MovePlayer m) {
            Side side = teamSide(w, m.team());
            Player p = side == null ? null : w.player(side, m.unum());
            if (p != null) {
                p.position(m.x(), m.y());
                if (m.turns()) p.bodyDirection(org.pitch.api.geom.Angles.normalize(m.limitedDirection(simulation.parameters())));
                if (m.withVelocity()) p.velocity(m.vx(), m.vy());
                referee.resolveCollisions();
            }
            done(s, c); // an unknown team or player changes nothing, and is still ok
        } else if (c instanceof CoachCommand.Recover) {
            referee.recoverPlayers();
            done(s, c);
        } else if (c instanceof CoachCommand.Say say) {
            coachAudio(s, say.text());
            done(s, c);
        } else if (c instanceof CoachCommand.ChangePlayerType t) {
            Side side = teamSide(w, t.team());
            Player p = side == null ? null : w.player(side, t.unum());
            if (side == null) {
                refuse(s, CoachRefusal.NO_TEAM_FOUND);
            } else if (t.type() < 0 || t.type() >= w.playerTypes().size()) {
                refuse(s, CoachRefusal.OUT_OF_RANGE_PLAYER_TYPE);
            } else if (p == null) {
                refuse(s, CoachRefusal.NO_SUCH_PLAYER);
            } else {
                substitute(p, t.type(), announced, substituted);
                done(s, c);
            }
        } else {
            refuse(s, CoachRefusal.UNKNOWN_COMMAND); // an online coach's command the codec let through
        }
    }

    /** What only an online coach does: say, substitute in its own team, draw its team's graphic. */
    private void coachCommand(CoachSession s, CoachCommand c, World w) {
        if (c instanceof CoachCommand.SayClang say) {
            sayClang(s, say, w);
        } else if (c instanceof CoachCommand.Say say) {
            CoachRefusal no = firstRefusal(r -> r.plainSay(referee(), s.side));
            if (no != null) {
                refuse(s, no);
            } else {
                coachAudio(s, say.text());
                done(s, c);
            }
        } else if (c instanceof CoachCommand.ChangePlayerType t) {
            coachSubstitution(s, t, w);
        } else if (c instanceof CoachCommand.MakeGoalie g) {
            makeGoalie(s, g, w);
        } else if (c instanceof CoachCommand.TeamGraphic g) {
            teamGraphic(s, g, w);
        } else {
            refuse(s, CoachRefusal.UNKNOWN_COMMAND); // a trainer's command the codec let through
        }
    }

    /**
     * A plain say: every player hears it after the next cycle, the trainer (ear on) and the online
     * coaches at once; monitors and the game log record it.
     */
    private void coachAudio(CoachSession s, String text) {
        int now = simulation.world().time();
        CoachHeard.Source source = s.trainer() ? CoachHeard.Source.TRAINER
                : s.side == Side.LEFT ? CoachHeard.Source.ONLINE_COACH_LEFT : CoachHeard.Source.ONLINE_COACH_RIGHT;
        String name = s.trainer() ? "coach" : sourceName(s.side);
        audience.coachSaid(name, text);
        CoachHeard heard = new CoachHeard(now, source, null, 0, false, text);
        if (trainer != null && trainer.ear) hear(trainer, heard);
        if (s.trainer()) {
            for (CoachSession c : coaches) if (c != null) hear(c, heard); // coaches hear the trainer, never each other
        }
        String board = s.trainer() ? "referee" : sourceName(s.side);
        audience.toBoards("(" + board + " " + text + ")");
        message(board, text);
    }

    private void sayClang(CoachSession s, CoachCommand.SayClang say, World w) {
        ClangMessage m = say.message();
        ClangType type = m.type();
        if (type == ClangType.UNSUPPORTED) return; // rcssserver drops it without a word
        if (type == ClangType.FREEFORM) {
            CoachRefusal no = firstRefusal(r -> r.freeform(referee(), s.side));
            if (no != null) {
                refuse(s, no);
                return;
            }
        } else {
            for (CoachReferee r : models.coachReferees) {
                if (!r.clangWindowOpen(referee(), s.side, type)) {
                    clangWindowFull(s, type);
                    return;
                }
            }
        }
        s.queue.add(new CoachSession.Queued(m, w.time()));
        done(s, say);
    }

    /**
     * An online coach's substitution: the coach referees judge it (rcssserver's checks in its
     * order); without them only what cannot be done at all is refused.
     */
    private void coachSubstitution(CoachSession s, CoachCommand.ChangePlayerType command, World w) {
        int unum = command.unum(), type = command.type();
        CoachRefusal no = firstRefusal(r -> r.substitution(referee(), s.side, unum, type));
        Player target = w.player(s.side, unum);
        if (no == null && (type < 0 || type >= w.playerTypes().size())) no = CoachRefusal.OUT_OF_RANGE_PLAYER_TYPE;
        if (no == null && target == null) no = CoachRefusal.NO_SUCH_PLAYER;
        if (no != null) {
            refuse(s, no);
            return;
        }
        int announced = simulation.announcements().size(), substituted = simulation.substituted().size();
        substitute(target, type, announced, substituted);
        for (CoachReferee r : models.coachReferees) r.substituted(referee(), s.side, unum, type);
        done(s, command);
    }

    /** The players, online coaches and monitors learn of a substitution at once. */
    private void substitute(Player p, int type, int announced, int substituted) {
        simulation.refereeContext().substitute(p, simulation.world().playerTypes().get(type));
        audience.afterCommand(announced, substituted); // the online coaches are told with the players
    }

    /** Online coaches learn of substitutions ({@link CoachCodec#tellsSubstitutions}): the right coach first, as rcssserver tells them. */
    void substituted(List<Player> players) {
        if (players.isEmpty()) return;
        for (int k = 1; k >= 0; k--) {
            CoachSession c = coaches[k];
            if (c == null || !c.codec(models).tellsSubstitutions(c.version)) continue;
            for (int i = 0, n = players.size(); i < n; i++) tellType(c, players.get(i));
        }
    }

    private void tellType(CoachSession c, Player p) {
        MessageOut out = c.port.message();
        c.codec(models).writeChangePlayerType(out, c.version, p.unum(), p.side() == c.side ? p.type().id() : -1);
        out.send();
    }

    /** {@code (change_player_type UNUM goalie)}: the team may have one goalie; not while the ball is in play or a penalty is taken. */
    private void makeGoalie(CoachSession s, CoachCommand.MakeGoalie command, World w) {
        int unum = command.unum();
        CoachRefusal no = firstRefusal(r -> r.goalieChange(referee(), s.side));
        if (no != null) {
            refuse(s, no);
            return;
        }
        Player target = null;
        for (int u = 1; u <= WorldState.MAX_UNUM; u++) {
            Player p = w.player(s.side, u);
            if (p == null || !p.enabled()) continue;
            if (p.goalie()) {
                refuse(s, CoachRefusal.GOALIE_ALREADY_EXISTS);
                return;
            }
            if (u == unum) target = p;
        }
        if (target == null) {
            refuse(s, CoachRefusal.NO_SUCH_PLAYER);
            return;
        }
        target.goalie(true);
        audience.goalieChanged(s.side, unum);
        for (CoachSession c : coaches) {
            if (c == null || !c.codec(models).tellsGoalieChanges(c.version)) continue;
            MessageOut out = c.port.message();
            c.codec(models).writeGoalieChange(out, c.version, s.side, unum);
            out.send();
        }
        done(s, command);
    }

    /** Team graphics are kept per side and tile; monitors and the game log show them (see {@link #graphics()}). */
    private void teamGraphic(CoachSession s, CoachCommand.TeamGraphic g, World w) {
        CoachRefusal no = firstRefusal(r -> r.teamGraphic(referee(), s.side));
        if (no != null) {
            refuse(s, no);
            return;
        }
        if (g.x() >= 32 || g.y() >= 8) refuse(s, CoachRefusal.INVALID_TILE_LOCATION); // and the tile is still taken
        if (g.tile() == null) {
            refuse(s, CoachRefusal.INVALID_XPM_DATA);
            return;
        }
        if (g.tile().width() != 8 || g.tile().height() != 8) {
            refuse(s, CoachRefusal.INVALID_TILE_SIZE);
            return;
        }
        graphics.put(s.side, g);
        for (Recorder r : models.recorders) {
            try {
                r.teamGraphic(w, s.side, g);
            } catch (RuntimeException | LinkageError e) {
                faults++;
            }
        }
        done(s, g);
    }

    private final TeamGraphics graphics = new TeamGraphics();

    /** The team graphics received so far, for monitors and the game log. */
    TeamGraphics graphics() { return graphics; }

    // ------------------------------------------------------------------ every cycle

    /**
     * Before a cycle, as rcssserver serves its coaches' queues at the start of its step: every
     * message whose delay is over (outside play_on: every message) goes to the coach's players,
     * stamped with the clock now; then the per-type windows of play_on open again every
     * {@code clang_win_size} cycles.
     */
    void beforeStep(ModelSet current) {
        if (coaches[0] == null && coaches[1] == null) return;
        models = current;
        int now = simulation.world().time();
        for (CoachSession s : coaches) {
            if (s == null) continue;
            while (!s.queue.isEmpty() && due(s.side, s.queue.peek().timeSaid())) deliverClang(s, s.queue.poll(), now);
        }
        for (CoachReferee r : models.coachReferees) r.beforeCycle(referee());
    }

    /** Whether every coach referee lets a message said at {@code timeSaid} go to the players now. */
    private boolean due(Side side, int timeSaid) {
        for (CoachReferee r : models.coachReferees) if (!r.messageDue(referee(), side, timeSaid)) return false;
        return true;
    }

    private void deliverClang(CoachSession s, CoachSession.Queued q, int now) {
        audience.clangDelivered(s.side, now, q.message());
        String printed = q.message().print();
        CoachHeard.Source source = s.side == Side.LEFT ? CoachHeard.Source.ONLINE_COACH_LEFT : CoachHeard.Source.ONLINE_COACH_RIGHT;
        if (trainer != null && trainer.ear) hear(trainer, new CoachHeard(now, source, null, 0, false, printed));
        String text = q.timeSaid() + " " + printed;
        audience.toBoards("(" + sourceName(s.side) + " " + text + ")");
        message(sourceName(s.side), text);
    }

    /**
     * After a cycle: the coach referees update the allowances, what the referee said reaches the
     * trainer (ear on) and the online coaches, and the clients with the eye on get the field.
     */
    void afterStep(ModelSet current) {
        World w = simulation.world();
        if (!anyone()) return;
        models = current;
        for (CoachReferee r : models.coachReferees) r.afterCycle(referee());
        refereeSpoke(simulation.announcements(), 0);
        substituted(simulation.substituted());
        sendGlobalView(trainer, w, current);
        sendGlobalView(coaches[0], w, current);
        sendGlobalView(coaches[1], w, current);
    }

    /** The field to a trainer or coach with the eye on; a codec bug costs this message only. */
    private void sendGlobalView(CoachSession s, World w, ModelSet current) {
        if (s == null || !s.eye) return;
        try {
            MessageOut out = s.port.message();
            s.codec(current).writeGlobalView(out, s.version, w, s.side, false);
            out.send();
        } catch (RuntimeException | LinkageError e) {
            faults++;
            if (faults == 1 || faults % 1000 == 0) LOG.log(Level.ERROR, "sending see_global to the " + s.describe() + " failed", e);
        }
    }

    /** The referee's words from {@code from} on, to the trainer (ear on) and the online coaches, with their times. */
    void refereeSpoke(List<String> announced, int from) {
        if (!anyone()) return;
        for (int i = from, n = announced.size(); i < n; i++) {
            CoachHeard h = new CoachHeard(simulation.announcedAt(i), CoachHeard.Source.REFEREE, null, 0, false, announced.get(i));
            if (trainer != null && trainer.ear) hear(trainer, h);
            for (CoachSession c : coaches) if (c != null) hear(c, h);
        }
    }

    /** The referee's words of a command between cycles (a monitor's or the trainer's kick-off), heard now. */
    void refereeSpokeNow(List<String> messages) {
        if (!anyone() || messages.isEmpty()) return;
        int now = simulation.world().time();
        for (String m : messages) {
            CoachHeard h = new CoachHeard(now, CoachHeard.Source.REFEREE, null, 0, false, m);
            if (trainer != null && trainer.ear) hear(trainer, h);
            for (CoachSession c : coaches) if (c != null) hear(c, h);
        }
    }

    /** A player's accepted say: the trainer (ear on) and the online coaches hear it at once. */
    void playerSaid(Player p, String message) {
        if (!anyone()) return;
        World w = simulation.world();
        Team t = w.team(p.side());
        if (trainer != null && trainer.ear) {
            hear(trainer, new CoachHeard(w.time(), CoachHeard.Source.PLAYER, t == null ? "" : t.name(), p.unum(), p.goalie(), message));
        }
        for (CoachSession c : coaches) {
            if (c == null) continue;
            hear(c, new CoachHeard(w.time(), CoachHeard.Source.PLAYER, t == null ? "" : t.nameSeenBy(c.side), p.unum(), p.goalie(), message));
        }
    }

    /** Synch mode, at the think: the clients with the eye on think too, and are waited for. */
    void think() {
        think(trainer); // no array per cycle: this runs every cycle in synch mode
        think(coaches[0]);
        think(coaches[1]);
    }

    private void think(CoachSession s) {
        if (s == null || !s.eye) return;
        MessageOut out = s.port.message();
        s.codec(models).writeThink(out, s.version);
        out.send();
    }

    /** The first refusal of the coach referees, asked in rule order, or {@code null} if all allow it. */
    private CoachRefusal firstRefusal(java.util.function.Function<CoachReferee, CoachRefusal> ask) {
        for (CoachReferee r : models.coachReferees) {
            CoachRefusal no = ask.apply(r);
            if (no != null) return no;
        }
        return null;
    }

    /** The referee's powers, for the coach referees. */
    private org.pitch.api.rule.RefereeContext referee() { return simulation.refereeContext(); }

    // ------------------------------------------------------------------ helpers

    private void hear(CoachSession s, CoachHeard h) {
        try {
            MessageOut out = s.port.message();
            s.codec(models).writeHear(out, s.version, h);
            out.send();
        } catch (RuntimeException | LinkageError e) {
            faults++;
            LOG.log(Level.ERROR, "telling the " + s.describe() + " what it heard failed", e);
        }
    }

    /** A coach's or the referee's words for logs that record messages. */
    private void message(String source, String text) {
        for (Recorder r : models.recorders) {
            try {
                r.message(simulation.world(), source, text);
            } catch (RuntimeException | LinkageError e) {
                faults++;
            }
        }
    }

    /** What the codec found wrong while reading a datagram, written back in its own words. */
    private void relay(CoachSession s, String kind, String token) {
        MessageOut out = s.port.message();
        s.codec(models).writeReply(out, s.version, kind, token);
        out.send();
    }

    /** {@code (ok ...)}: the command was carried out. */
    private void done(CoachSession s, CoachCommand c) {
        MessageOut out = s.port.message();
        s.codec(models).writeDone(out, s.version, c);
        out.send();
    }

    /** {@code (error ...)} or {@code (warning ...)}: why it was not. */
    private void refuse(CoachSession s, CoachRefusal refusal) {
        MessageOut out = s.port.message();
        s.codec(models).writeRefusal(out, s.version, refusal);
        out.send();
    }

    private void clangWindowFull(CoachSession s, ClangType type) {
        MessageOut out = s.port.message();
        s.codec(models).writeClangWindowFull(out, s.version, type);
        out.send();
    }

    /** A refusal before any codec serves the client ({@link ConnectError#text}), from the port it wrote to. */
    private void refuse(Inbox.Datagram d, String error) {
        transport.replyFrom(d.port(), d.from()).text(error).send();
    }

    private ClientPort openPort(Inbox.Datagram d) {
        try {
            return transport.openClientPort(d.from());
        } catch (IOException e) {
            LOG.log(Level.ERROR, "cannot open a port for " + d.from() + ": " + e.getMessage());
            refuse(d, ConnectError.CONNECTION_FAILED.text());
            return null;
        }
    }

    private static Side teamSide(World w, String name) {
        for (Side s : new Side[] {Side.LEFT, Side.RIGHT}) {
            Team t = w.team(s);
            if (t != null && t.name().equals(name)) return s;
        }
        return null;
    }

    private static String sourceName(Side side) {
        return side == Side.LEFT ? "online_coach_left" : "online_coach_right";
    }
}
