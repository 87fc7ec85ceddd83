package org.pitch.sessions;

import org.pitch.kernel.ModelSet;
import java.util.ArrayDeque;
import java.util.Deque;

import org.pitch.api.clang.ClangMessage;
import org.pitch.api.coach.CoachCodec;
import org.pitch.api.protocol.ClientKind;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.record.Sender;
import org.pitch.api.transport.ClientPort;
import org.pitch.api.world.Side;

/**
 * One connected trainer or online coach: its port, kind, version, its switches, and for an online
 * coach the coach-language messages waiting until the coach referees let them go (what a coach
 * may still say is theirs to count: {@link org.pitch.api.rule.CoachReferee}).
 */
final class CoachSession implements MessageSink {
    final ClientKind kind;
    final ClientPort port;
    final double version;
    /** The online coach's team side; {@link Side#NEUTRAL} for the trainer. */
    final Side side;
    /** How the text log names the client: {@code Coach}, or {@code TEAM_Coach}. */
    /** The client as the recorders are told of its datagrams. */
    final Sender sender;
    /** The online coach's name as it greeted, possibly empty. */
    final String coachName;
    CoachCodec codec;
    /** The model set the codec was looked up in; a new set may bring a new codec bundle. */
    ModelSet codecSource;
    boolean eye, ear;

    /** A coach-language message said, waiting for delivery. */
    record Queued(ClangMessage message, int timeSaid) {}

    final Deque<Queued> queue = new ArrayDeque<>();

    CoachSession(ClientKind kind, ClientPort port, double version, Side side, Sender sender, String coachName,
                 CoachCodec codec, ModelSet source) {
        this.kind = kind;
        this.port = port;
        this.version = version;
        this.side = side;
        this.sender = sender;
        this.coachName = coachName;
        this.codec = codec;
        this.codecSource = source;
    }

    /** A message to the client: the session is where its codec writes what the version gets. */
    @Override public MessageOut next() { return port.message(); }

    /** The codec for this client's kind and version in the current set, re-resolved after a swap. */
    CoachCodec codec(ModelSet current) {
        if (current != codecSource) {
            CoachCodec c = current.coachCodec(kind, version);
            if (c != null) codec = c; // no provider any more: keep talking with the last one
            codecSource = current;
        }
        return codec;
    }

    boolean trainer() { return kind == ClientKind.TRAINER; }

    String describe() {
        return (trainer() ? "trainer" : "online coach " + side.wire()) + " " + port.client() + " v" + version;
    }
}
