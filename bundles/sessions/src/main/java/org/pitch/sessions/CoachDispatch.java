package org.pitch.sessions;

import org.pitch.kernel.SynchBarrier;
import org.pitch.kernel.Simulation;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;

import org.pitch.api.coach.BallPlace;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachCommandSink;
import org.pitch.api.coach.CoachHeard;
import org.pitch.api.coach.CoachRefusal;
import org.pitch.api.geom.Angles;
import org.pitch.api.protocol.BoardNotice;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.ReplyKind;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.sense.Speaker;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;
import org.pitch.monitors.TeamGraphics;

/**
 * A trainer's or online coach's datagrams: decoded by the {@link org.pitch.api.coach.CoachCodec}
 * of its version, which calls back here ({@link CoachCommandSink}) for every command; each is
 * carried out as rcssserver 19 does and answered. The trainer acts as the referee would (kick-off,
 * modes, moves, types); an online coach says, substitutes in its team and draws its team's
 * graphic, within what the coach referees allow. Simulation thread only.
 */
final class CoachDispatch implements CoachCommandSink {
    private static final Logger LOG = System.getLogger("org.pitch.sessions");

    private final Simulation simulation;
    private final SynchBarrier barrier;
    private final CoachRoster roster;
    private final CoachReplies replies;
    private final CoachAudience audience;
    private final ModelsInUse models;
    private final boolean synchMode;
    private final TeamGraphics graphics = new TeamGraphics();
    private final OnlineCoachCommands onlineCoach;
    /** The session whose datagram is being decoded; null after its (bye). */
    private CoachSession decoding;
    private final ClientFaults faults;
    /** Hands received text to the recorders; counts a recorder that failed on it. */
    private final ReceivedLog receivedLog;

    CoachDispatch(Simulation simulation, SynchBarrier barrier, CoachRoster roster, CoachReplies replies,
                  CoachAudience audience, ModelsInUse models, boolean synchMode, ClientFaults faults) {
        this.simulation = simulation;
        this.faults = faults;
        this.receivedLog = new ReceivedLog(e -> faults.report("a recorder on a coach's message", e));
        this.barrier = barrier;
        this.roster = roster;
        this.replies = replies;
        this.audience = audience;
        this.models = models;
        this.synchMode = synchMode;
        this.onlineCoach = new OnlineCoachCommands(simulation, roster, replies, audience, models, graphics, this::coachAudio, faults);
    }

    /** The team graphics received so far, for monitors and the game log. */
    TeamGraphics graphics() { return graphics; }

    void execute(CoachSession s, byte[] data) {
        record(s, data);
        decoding = s;
        try {
            s.codec(models.get()).decode(data, data.length, s.version, this);
        } catch (RuntimeException | LinkageError e) {
            faults.report("decoding a datagram of the " + s.describe(), e);
            replies.refuse(s, CoachRefusal.ILLEGAL_COMMAND_FORM);
        } finally {
            decoding = null;
        }
    }

    /** What a coach sent, for the text log (and the game log with record_messages), before it acts. */
    void record(CoachSession s, byte[] data) {
        receivedLog.record(models.get().recorders, simulation.world(), s.sender, data, true);
    }

    @Override
    public void error(String token) {
        if (decoding != null) replies.relay(decoding, ReplyKind.ERROR, token);
    }

    @Override
    public void warning(String token) {
        if (decoding != null) replies.relay(decoding, ReplyKind.WARNING, token);
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
            s.codec(models.get()).writeGlobalView(out, s.version, w, s.side, true);
            out.send();
        } else if (c instanceof CoachCommand.TeamNames) {
            MessageOut out = s.port.message();
            s.codec(models.get()).writeTeamNames(out, s.version, w, s.side);
            out.send();
        } else if (c instanceof CoachCommand.CheckBall) {
            MessageOut out = s.port.message();
            s.codec(models.get()).writeCheckBall(out, s.version, w.time(), BallPlace.of(w.ball(), simulation.parameters()));
            out.send();
        } else if (c instanceof CoachCommand.Eye e) {
            s.eye = e.on();
            if (synchMode) {
                if (e.on()) barrier.join(s);
                else barrier.leave(s);
            }
            replies.done(s, c);
        } else if (c instanceof CoachCommand.Ear e) {
            s.ear = e.on();
            replies.done(s, c);
        } else if (c instanceof CoachCommand.Compression k) {
            replies.done(s, c);
            s.port.compression(k.level());
        } else if (c instanceof CoachCommand.Bye) {
            roster.detach(s);
            decoding = null;
            Team t = w.team(s.side);
            LOG.log(Level.INFO, "An online coach disconnected : (" + (t == null ? "" : t.name())
                    + (s.coachName.isEmpty() ? "" : " " + s.coachName) + ")");
        } else if (s.trainer()) {
            trainerCommand(s, c, w);
        } else {
            onlineCoach.execute(s, c, w);
        }
    }

    /** What only the trainer does: it judges and moves as the referee would. */
    private void trainerCommand(CoachSession s, CoachCommand c, World w) {
        RefereeContext referee = simulation.refereeContext();
        int announced = simulation.announcements().size(), substituted = simulation.substituted().size();
        if (c instanceof CoachCommand.Start) {
            referee.kickOff();
            audience.afterCommand(announced, substituted);
            replies.done(s, c);
        } else if (c instanceof CoachCommand.ChangeMode m) {
            referee.changePlayMode(m.mode(), m.side());
            audience.afterCommand(announced, substituted);
            replies.done(s, c);
        } else if (c instanceof CoachCommand.MoveBall m) {
            w.releaseBall(); // a goalie lets go of the ball the trainer moves
            referee.placeBall(m.x(), m.y());
            w.ball().velocity(m.vx(), m.vy());
            replies.done(s, c);
        } else if (c instanceof CoachCommand.MovePlayer m) {
            Side side = teamSide(w, m.team());
            Player p = side == null ? null : w.player(side, m.unum());
            if (p != null) {
                p.position(m.x(), m.y());
                if (m.turns()) p.bodyDirection(Angles.normalize(m.limitedDirection(simulation.parameters())));
                // without a direction rcssserver places the player facing its committed angle: a turn
                // of the cycle is undone, and a newcomer keeps the side's facing (the tester's seed 1598)
                else p.turnBody(p.bodyDirection(), p.bodyRadians());
                if (m.withVelocity()) p.velocity(m.vx(), m.vy());
                referee.resolveCollisions();
            } else if (side != null) { // rcssserver moves the slot's idle object: shown there, a newcomer starts there
                w.moveIdle(side, m.unum(), m.x(), m.y(), m.turns() ? Angles.normalize(m.limitedDirection(simulation.parameters())) : w.idleBody(side, m.unum()));
                // and resolves collisions after it as after any move: bodies a stoppage's step left
                // touching are separated now, their velocities reversed once more (the tester's seed 2076)
                referee.resolveCollisions();
            }
            replies.done(s, c); // an unknown team or player changes nothing, and is still ok
        } else if (c instanceof CoachCommand.Recover) {
            referee.recoverPlayers();
            replies.done(s, c);
        } else if (c instanceof CoachCommand.Say say) {
            coachAudio(s, say.text());
            replies.done(s, c);
        } else if (c instanceof CoachCommand.ChangePlayerType t) {
            Side side = teamSide(w, t.team());
            Player p = side == null ? null : w.player(side, t.unum());
            if (side == null) {
                replies.refuse(s, CoachRefusal.NO_TEAM_FOUND);
            } else if (t.type() < 0 || t.type() >= w.playerTypes().size()) {
                replies.refuse(s, CoachRefusal.OUT_OF_RANGE_PLAYER_TYPE);
            } else if (p == null) {
                replies.refuse(s, CoachRefusal.NO_SUCH_PLAYER);
            } else {
                substitute(p, t.type(), announced, substituted);
                replies.done(s, c);
            }
        } else {
            replies.refuse(s, CoachRefusal.UNKNOWN_COMMAND); // an online coach's command the codec let through
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
        audience.coachSaid(s.trainer() ? Speaker.TRAINER : Speaker.onlineCoach(s.side), text);
        CoachHeard heard = new CoachHeard(now, source, null, 0, false, text);
        CoachSession trainer = roster.trainer();
        if (trainer != null && trainer.ear) replies.hear(trainer, heard);
        if (s.trainer()) {
            // coaches hear the trainer, never each other
            for (int k = 0; k < 2; k++) if (roster.coach(k) != null) replies.hear(roster.coach(k), heard);
        }
        // rcssserver names the trainer "referee" on the boards and in the logs (players hear "coach")
        String board = s.trainer() ? Speaker.REFEREE.heardAs() : Speaker.onlineCoach(s.side).heardAs();
        audience.toBoards(new BoardNotice.CoachSaid(board, text));
        replies.message(board, text);
    }

    /** The players, online coaches and monitors learn of a substitution at once. */
    private void substitute(Player p, int type, int announced, int substituted) {
        simulation.refereeContext().substitute(p, simulation.world().playerTypes().get(type));
        audience.afterCommand(announced, substituted); // the online coaches are told with the players
    }

    private static Side teamSide(World w, String name) {
        for (Side s : new Side[] {Side.LEFT, Side.RIGHT}) {
            Team t = w.team(s);
            if (t != null && t.name().equals(name)) return s;
        }
        return null;
    }
}
