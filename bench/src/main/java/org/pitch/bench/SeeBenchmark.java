package org.pitch.bench;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.pitch.api.model.SimulationContext;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.sense.SeeObservation;
import org.pitch.api.sense.VisionSensor;
import org.pitch.api.world.Player;
import org.pitch.api.world.ViewQuality;
import org.pitch.api.world.ViewWidth;
import org.pitch.protocol.player.v18.PlayerCodecV18;
import org.pitch.sense.vision.StandardVisionSensor;

/**
 * One synch-mode cycle's see messages: for each of 22 players (narrow view, high quality,
 * {@code synch_see} on) the standard vision sensor builds the observation and the v19 codec prints
 * it into a reusable byte buffer. One operation = all 22 messages. {@link #seeOnly} and
 * {@link #writeOnly} split the cost into the sensor and the printer.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class SeeBenchmark {
    private static final double VERSION = 19.0;

    private BenchMatch match;
    private Player[] players;
    private SimulationContext context;
    private final VisionSensor sensor = new StandardVisionSensor();
    private final PlayerCodec codec = new PlayerCodecV18();
    private final ByteMessageOut out = new ByteMessageOut(8192);
    private SeeObservation[] observations;
    private final SeeObservation reused = new SeeObservation();

    @Setup(Level.Trial)
    public void setUp() {
        match = new BenchMatch(20240601L, "pitch.seed=7", "server::synch_mode=true");
        for (int c = 0; c < 20; c++) match.cycle(); // players moving, heads turned, velocities non-zero
        players = match.players;
        for (Player p : players) {
            p.view(ViewWidth.NARROW, ViewQuality.HIGH);
            p.synchSee(true);
        }
        context = match.simulation.context();
        observations = new SeeObservation[players.length];
        for (int i = 0; i < players.length; i++) observations[i] = sensor.see(context, players[i], codec.sightRules(VERSION), false);
    }

    @TearDown(Level.Trial)
    public void report() {
        long objects = 0;
        for (SeeObservation o : observations) objects += o.size();
        long bytes = 0;
        for (SeeObservation o : observations) {
            codec.writeSee(out.reset(), VERSION, o);
            bytes += out.length() + 1;
        }
        System.out.printf("%n[see] 22 messages: %.1f objects and %.0f bytes per message on average%n",
                objects / 22.0, bytes / 22.0);
    }

    /** What the target is about: observe and print, 22 players, into one reused observation as the server does. */
    @Benchmark
    public long seeAndWrite() {
        long bytes = 0;
        for (Player p : players) {
            sensor.see(context, p, codec.sightRules(VERSION), false, reused);
            codec.writeSee(out.reset(), VERSION, reused);
            out.send();
            bytes += out.length();
        }
        return bytes;
    }

    /** The sensor alone, 22 players. */
    @Benchmark
    public int seeOnly() {
        int objects = 0;
        for (Player p : players) {
            sensor.see(context, p, codec.sightRules(VERSION), false, reused);
            objects += reused.size();
        }
        return objects;
    }

    /** The v19 printer alone, 22 prepared observations. */
    @Benchmark
    public long writeOnly() {
        long bytes = 0;
        for (SeeObservation o : observations) {
            codec.writeSee(out.reset(), VERSION, o);
            out.send();
            bytes += out.length();
        }
        return bytes;
    }
}
