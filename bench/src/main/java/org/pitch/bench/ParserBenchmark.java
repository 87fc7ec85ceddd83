package org.pitch.bench;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.protocol.CommandSink;
import org.pitch.protocol.player.PlayerCommandParser;

/**
 * {@link PlayerCommandParser} on typical datagrams as clients send them (NUL-terminated, v19).
 * The sink keeps what it was given in fields so nothing is optimised away.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ParserBenchmark {

    /** As the v18-19 codec makes it: unterminated datagrams warned about, tackle angles. */
    private final PlayerCommandParser parser = new PlayerCommandParser(true, false);
    private final byte[] dashTurnNeck = datagram("(dash 100 0)(turn_neck 10)");
    private final byte[] kick = datagram("(kick 50 30)");
    private final byte[] say = datagram("(say \"hello\")");
    private final Sink sink = new Sink();

    private static byte[] datagram(String text) {
        byte[] t = text.getBytes(StandardCharsets.US_ASCII);
        byte[] d = new byte[t.length + 1];
        System.arraycopy(t, 0, d, 0, t.length);
        return d; // last byte NUL, as rcssclient and librcsc send
    }

    static final class Sink implements CommandSink {
        PlayerCommand last;
        int commands;
        String lastError;

        @Override public void command(PlayerCommand command) { last = command; commands++; }
        @Override public void error(String token) { lastError = token; }
        @Override public void warning(String token) { lastError = token; }
    }

    @Benchmark
    public Object dashTurnNeck() {
        parser.parse(dashTurnNeck, 0, dashTurnNeck.length, sink);
        return sink.last;
    }

    @Benchmark
    public Object kick() {
        parser.parse(kick, 0, kick.length, sink);
        return sink.last;
    }

    @Benchmark
    public Object say() {
        parser.parse(say, 0, say.length, sink);
        return sink.last;
    }
}
