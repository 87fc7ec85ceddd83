package org.pitch.sessions;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;

import org.pitch.api.coach.CoachCodec;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.MessageOut;
import org.pitch.api.protocol.MessageSink;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.World;
import org.pitch.api.world.Side;
import org.pitch.kernel.ModelSet;

/**
 * Runs the greetings' replies once before the server is ready, into nowhere: every player, trainer
 * and online coach codec writes its answer to the greeting and its welcome for its newest version.
 * A greeting on a cold JVM (classes loaded, code interpreted) took some 150 ms, during which the
 * cycle's step came due; rcssserver answers in well under a millisecond. The clients that connect
 * first (a team's goalie, the online coach after its players) no longer hold up the cycle.
 */
final class HandshakeWarmup {
    private static final Logger LOG = System.getLogger("org.pitch.sessions");

    private HandshakeWarmup() {}

    static void run(ModelSet models, Parameters parameters, World world) {
        long t0 = System.nanoTime();
        Nowhere out = new Nowhere();
        try {
            for (PlayerCodec c : models.playerCodecs) {
                double v = c.versions().max();
                c.writeInit(out, v, Side.LEFT, 1, PlayMode.atStart(), Side.NEUTRAL);
                c.welcome(out, v, parameters, world, Side.LEFT);
            }
            for (CoachCodec c : models.coachCodecs) {
                double v = c.versions().max();
                c.writeInit(out, v, Side.LEFT);
                c.welcome(out, v, Side.LEFT, parameters, world);
            }
        } catch (RuntimeException | LinkageError e) {
            // a warm-up only: the real greeting will say what is wrong
            LOG.log(Level.DEBUG, "warming the greetings up failed", e);
        }
        LOG.log(Level.DEBUG, () -> "greetings warmed up in " + (System.nanoTime() - t0) / 1_000_000 + " ms");
    }

    /** Messages that go nowhere; they only make the codecs run. */
    private static final class Nowhere implements MessageSink, MessageOut {
        @Override public MessageOut next() { return this; }
        @Override public MessageOut text(CharSequence s) { return this; }
        @Override public MessageOut character(char c) { return this; }
        @Override public MessageOut integer(long v) { return this; }
        @Override public MessageOut number(double v) { return this; }
        @Override public void send() { }
    }
}
