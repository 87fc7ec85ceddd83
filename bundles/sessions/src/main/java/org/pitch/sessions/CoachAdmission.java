package org.pitch.sessions;

import org.pitch.kernel.Simulation;
import org.pitch.kernel.ModelSet;
import org.pitch.kernel.Inbox;
import java.io.IOException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.nio.file.Files;
import java.nio.file.Path;

import org.pitch.api.coach.CoachCodec;
import org.pitch.api.param.Parameters;
import org.pitch.api.param.ServerParam;
import org.pitch.api.protocol.ClientKind;
import org.pitch.api.protocol.ConnectError;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.record.Sender;
import org.pitch.api.rule.CoachReferee;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.transport.Port;
import org.pitch.api.transport.Transport;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.api.world.World;

/**
 * Datagrams on the trainer's and the online coaches' well-known ports: greetings read by the
 * {@link GreetingParser}s within the greeting guard's budget (one trainer, if the coach mode
 * allows it; one coach a side, for a team that has a player), refusals with rcssserver's errors,
 * and what a connected client of an old version may still send there. Simulation thread only.
 */
final class CoachAdmission {
    private static final Logger LOG = System.getLogger("org.pitch.sessions");
    /** rcssserver sends a {@code coach_msg_file} of at most this many bytes. */
    private static final int MAX_COACH_MESSAGE_FILE = 8176;

    private final Simulation simulation;
    private final Transport transport;
    private final GreetingGuard guard;
    private final CoachRoster roster;
    private final CoachDispatch dispatch;
    private final CoachDelivery delivery;
    private final ModelsInUse models;
    private final boolean trainerAllowed;

    CoachAdmission(Simulation simulation, Transport transport, GreetingGuard guard, CoachRoster roster,
                   CoachDispatch dispatch, CoachDelivery delivery, ModelsInUse models) {
        this.simulation = simulation;
        this.transport = transport;
        this.guard = guard;
        this.roster = roster;
        this.dispatch = dispatch;
        this.delivery = delivery;
        this.models = models;
        Parameters p = simulation.parameters();
        this.trainerAllowed = p.bool(ServerParam.COACH) || p.bool(ServerParam.COACH_W_REFEREE);
    }

    /** A datagram on the trainer's or the online coaches' well-known port. */
    void fromWellKnownPort(Inbox.Datagram d) {
        CoachSession known = roster.at(d.from());
        if (d.port() == Port.TRAINER) {
            if (!trainerAllowed) {
                refuse(d, ConnectError.OFFLINE_COACH_WITHOUT_COACH_MODE.text());
            } else if (known != null && known.trainer()) {
                fromConnectedOnWellKnownPort(known, d);
            } else if (roster.trainer() != null) {
                refuse(d, ConnectError.ALREADY_HAVE_OFFLINE_COACH.text());
            } else {
                greeting(d);
            }
        } else if (known != null && !known.trainer()) {
            fromConnectedOnWellKnownPort(known, d);
        } else {
            greeting(d);
        }
    }

    /** rcssserver holds newer clients to their own port ({@link CoachCodec#answerOnWellKnownPort}); older ones may use the well-known one. */
    private void fromConnectedOnWellKnownPort(CoachSession s, Inbox.Datagram d) {
        if (!s.codec(models.get()).answerOnWellKnownPort(s, s.version)) dispatch.execute(s, d.payload());
    }

    private void greeting(Inbox.Datagram d) {
        if (!guard.admit(d.from().getAddress())) return;
        Greeting g = null;
        for (GreetingParser p : models.get().greetingParsers) {
            g = p.parse(d.port(), d.payload(), d.payload().length);
            if (g != null) break;
        }
        if (g == null) {
            refuse(d, ConnectError.UNKNOWN_COMMAND.text()); // no protocol bundle serves this port
        } else if (g instanceof Greeting.Refused r) {
            refuse(d, ConnectError.text(r.errorToken()));
        } else if (g instanceof Greeting.TrainerInit t) {
            connectTrainer(d, t);
        } else if (g instanceof Greeting.OnlineCoachInit o) {
            connectOnlineCoach(d, o);
        }
        // Unanswered: (rcssserver's trainer) a command without greeting, or an empty datagram
    }

    private void connectTrainer(Inbox.Datagram d, Greeting.TrainerInit init) {
        ModelSet current = models.get();
        CoachCodec codec = current.coachCodec(ClientKind.TRAINER, init.version());
        if (codec == null) {
            refuse(d, ConnectError.ILLEGAL_CLIENT_VERSION.text());
            return;
        }
        ClientPort port = openPort(d);
        if (port == null) return;
        CoachSession trainer = roster.attach(new CoachSession(ClientKind.TRAINER, port, init.version(), Side.NEUTRAL,
                Sender.TRAINER, "", codec, current));
        dispatch.record(trainer, d.payload());
        MessageOut out = port.message();
        codec.writeInit(out, trainer.version, Side.NEUTRAL);
        out.send();
        codec.welcome(trainer, trainer.version, Side.NEUTRAL, simulation.parameters(), simulation.world());
        LOG.log(Level.INFO, "A new (v" + (int) init.version() + ") offline coach connected");
    }

    /**
     * {@code (init TEAM [NAME] [(version V)])}: the team must have a player, and no coach yet.
     * rcssserver never lets a second coach in once a team's coach has left (its port is never
     * reopened); Pitch lets a coach that crashed come back.
     */
    private void connectOnlineCoach(Inbox.Datagram d, Greeting.OnlineCoachInit init) {
        ModelSet current = models.get();
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
        if (roster.coach(side) != null) {
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
        CoachSession s = roster.attach(new CoachSession(ClientKind.ONLINE_COACH, port, init.version(), side,
                new Sender.OnlineCoach(init.team()), init.coachName(), codec, current));
        for (CoachReferee r : current.coachReferees) r.coachConnected(simulation.refereeContext(), side);
        dispatch.record(s, d.payload());
        MessageOut out = port.message();
        codec.writeInit(out, s.version, side);
        out.send();
        // the parameters and the types given so far, the players' coach-language versions, coach_msg_file: each if the version gets it
        codec.welcome(s, s.version, side, simulation.parameters(), w);
        delivery.tellClangVersions(s);
        codec.sendCoachMessageFile(s, s.version, this::coachMessageFile);
        LOG.log(Level.INFO, "A new (v" + (int) init.version() + ") online coach (" + init.team() + ") connected.");
    }

    /**
     * {@code coach_msg_file}'s content, for a coach whose version gets it
     * ({@link CoachCodec#sendCoachMessageFile}); null if there is none, or it is unreadable or
     * too long (warned).
     */
    private byte[] coachMessageFile() {
        String file = simulation.parameters().string(ServerParam.COACH_MSG_FILE);
        if (file == null || file.isEmpty()) return null;
        try {
            byte[] content = Files.readAllBytes(Path.of(file));
            if (content.length > MAX_COACH_MESSAGE_FILE) {
                LOG.log(Level.WARNING, "coach_msg_file " + file + " has " + content.length + " bytes; rcssserver sends no more than "
                        + MAX_COACH_MESSAGE_FILE);
                return null;
            }
            return content;
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "coach_msg_file " + file + " cannot be read: " + e.getMessage());
            return null;
        }
    }

    private void refuse(Inbox.Datagram d, String error) { ClientPorts.refuse(transport, d, error); }

    /** A port for the coach; rcssserver tells one it cannot serve {@code connection_failed}. */
    private ClientPort openPort(Inbox.Datagram d) {
        ClientPort port = ClientPorts.open(transport, d);
        if (port == null) refuse(d, ConnectError.CONNECTION_FAILED.text());
        return port;
    }
}
