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

/**
 * Simulation cycles per second: 22 players in {@code play_on}, each submitting one random legal
 * body command (dash, turn or kick) and a {@code turn_neck} per cycle, then {@code step()}. No
 * sensors, no network: the kernel with the default models and one tiny rule. Run with
 * {@code -prof gc}: {@code gc.alloc.rate.norm} is the garbage one cycle creates.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class CycleBenchmark {
    private BenchMatch match;

    @Setup(Level.Trial)
    public void setUp() {
        match = new BenchMatch(20240601L, "pitch.seed=7");
    }

    @Benchmark
    public long cycle() {
        match.cycle();
        return match.simulation.world().step();
    }
}
