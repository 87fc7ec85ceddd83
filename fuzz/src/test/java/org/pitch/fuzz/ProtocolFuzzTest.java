package org.pitch.fuzz;

import java.util.List;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.DictionaryFile;
import com.code_intelligence.jazzer.junit.FuzzTest;

import org.pitch.api.coach.CoachCodec;
import org.pitch.api.coach.CoachCommand;
import org.pitch.api.coach.CoachCommandSink;
import org.pitch.api.command.PlayerCommand;
import org.pitch.api.protocol.CommandSink;
import org.pitch.api.protocol.GreetingParser;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCommandSink;
import org.pitch.api.protocol.PlayerCodec;
import org.pitch.api.transport.Port;
import org.pitch.api.world.Card;
import org.pitch.api.world.Side;

/**
 * Coverage-guided fuzzing of every decoder a datagram meets: greetings on the three well-known
 * ports, player commands of every protocol version, monitor commands, trainer and online coach
 * commands. A decoder must answer any bytes with commands, errors or warnings: an exception or a
 * hang is a finding. In a plain build each target replays its inputs under
 * {@code src/test/resources} (the regressions); with {@code JAZZER_FUZZ=1} the one selected
 * fuzzes for its budget ({@code fuzz/README.md}).
 */
class ProtocolFuzzTest {
    private static final List<PlayerCodec> PLAYERS = Decoders.all(PlayerCodec.class);
    private static final List<GreetingParser> GREETINGS = Decoders.all(GreetingParser.class);
    private static final List<MonitorCodec> MONITORS = Decoders.all(MonitorCodec.class);
    private static final List<CoachCodec> COACHES = Decoders.all(CoachCodec.class);
    private static final Port[] PORTS = Port.values();

    private static final CommandSink PLAYER_SINK = new CommandSink() {
        @Override public void command(PlayerCommand command) { }
        @Override public void error(String token) { }
        @Override public void warning(String token) { }
    };
    private static final MonitorCommandSink MONITOR_SINK = new MonitorCommandSink() {
        @Override public void start() { }
        @Override public void foul(double x, double y, Side side) { }
        @Override public void movePlayer(Side side, int unum, double x, double y, double angle) { }
        @Override public void discard(Side side, int unum) { }
        @Override public void card(Side side, int unum, Card card) { }
        @Override public void compression(int level) { }
        @Override public void bye() { }
        @Override public void error(String reply) { }
    };
    private static final CoachCommandSink COACH_SINK = new CoachCommandSink() {
        @Override public void command(CoachCommand command) { }
        @Override public void error(String token) { }
        @Override public void warning(String token) { }
    };

    @FuzzTest(maxExecutions = FuzzBudget.EXECUTIONS, maxDuration = FuzzBudget.DURATION)
    @DictionaryFile(resourcePath = "/org/pitch/fuzz/dictionaries/player.dict")
    void playerCommands(FuzzedDataProvider data) {
        PlayerCodec codec = PLAYERS.get(Math.floorMod(data.consumeInt(), PLAYERS.size()));
        double version = Decoders.version(codec.versions(), data.consumeInt(), data.consumeBoolean());
        byte[] bytes = data.consumeRemainingAsBytes();
        codec.decode(bytes, bytes.length, version, PLAYER_SINK);
    }

    @FuzzTest(maxExecutions = FuzzBudget.EXECUTIONS, maxDuration = FuzzBudget.DURATION)
    @DictionaryFile(resourcePath = "/org/pitch/fuzz/dictionaries/player.dict")
    void greetings(FuzzedDataProvider data) {
        Port port = PORTS[Math.floorMod(data.consumeInt(), PORTS.length)];
        byte[] bytes = data.consumeRemainingAsBytes();
        for (GreetingParser p : GREETINGS) p.parse(port, bytes, bytes.length);
    }

    @FuzzTest(maxExecutions = FuzzBudget.EXECUTIONS, maxDuration = FuzzBudget.DURATION)
    @DictionaryFile(resourcePath = "/org/pitch/fuzz/dictionaries/monitor.dict")
    void monitorCommands(FuzzedDataProvider data) {
        MonitorCodec codec = MONITORS.get(Math.floorMod(data.consumeInt(), MONITORS.size()));
        byte[] bytes = data.consumeRemainingAsBytes();
        codec.decode(bytes, bytes.length, codec.versions().min(), MONITOR_SINK);
    }

    @FuzzTest(maxExecutions = FuzzBudget.EXECUTIONS, maxDuration = FuzzBudget.DURATION)
    @DictionaryFile(resourcePath = "/org/pitch/fuzz/dictionaries/coach.dict")
    void coachCommands(FuzzedDataProvider data) {
        CoachCodec codec = COACHES.get(Math.floorMod(data.consumeInt(), COACHES.size()));
        double version = Decoders.version(codec.versions(), data.consumeInt(), data.consumeBoolean());
        byte[] bytes = data.consumeRemainingAsBytes();
        codec.decode(bytes, bytes.length, version, COACH_SINK);
    }
}
