package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.param.Parameters;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.protocol.MonitorCodec;
import org.pitch.api.protocol.MonitorCodec.MonitorWriter;
import org.pitch.api.transport.Port;
import org.pitch.api.world.PlayMode;
import org.pitch.protocol.monitor.json.JsonMonitorCodec;
import org.pitch.protocol.monitor.v3.MonitorCodecV3;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.TestWorld;
import org.pitch.testkit.TextOut;

/**
 * What a monitor of each version receives, byte for byte as in the transcripts captured from
 * rcssserver 19: one v19 player {@code TestTeam 1} connected, then {@code (dispinit version N)},
 * shows before the kick-off, {@code (dispstart)}, shows of {@code kick_off_l}, and the board's
 * answer to {@code (dispfoo)}.
 */
class MonitorTranscriptTest {
    private static final Parameters P = Reference.parameters();

    /** The world of the transcripts: TestTeam's player 1 waiting off the field, in synchronous see. */
    private static TestWorld world() {
        TestWorld w = new TestWorld(P).types(Reference.types(P));
        Player p = w.connect(Side.LEFT, "TestTeam", 1);
        p.synchSee(true); // a v19 player
        return w;
    }

    private static MonitorCodec codec(String file) {
        return Codecs.monitor(version(file));
    }

    private static double version(String file) {
        return file.equals("vjson") ? -1 : Integer.parseInt(file.substring(1));
    }

    @ParameterizedTest
    @ValueSource(strings = {"v3", "v4", "v5", "vjson"})
    void greetingIsTheParametersAndTheTypes(String file) {
        List<String> expected = Reference.received("monitor_" + file + ".txt").stream()
                .filter(l -> !l.startsWith("(show") && !l.startsWith("{\"show") && !l.startsWith("(msg")
                        && !l.startsWith("{\"msg") && !l.startsWith("(error"))
                .collect(Collectors.toList());
        assertEquals(2 + 18, expected.size());
        List<String> sent = new ArrayList<>();
        MonitorWriter w = codec(file).open(version(file), P);
        w.greeting(TextOut.sink(sent), world());
        assertEquals(expected, sent);
    }

    @ParameterizedTest
    @ValueSource(strings = {"v3", "v4", "v5"})
    void showsBeforeAndAfterTheKickOff(String file) {
        List<String> shows = Reference.received("monitor_" + file + ".txt").stream()
                .filter(l -> l.startsWith("(show ")).collect(Collectors.toList());
        TestWorld w = world();
        MonitorWriter writer = codec(file).open(version(file), P);
        writer.greeting(TextOut.sink(new ArrayList<>()), w);
        List<String> sent = new ArrayList<>();
        writer.cycle(TextOut.sink(sent), w);
        assertEquals(shows.get(0), sent.get(0));
        // (dispstart): kick_off_l, the clock runs
        w.playMode(PlayMode.KICK_OFF, Side.LEFT);
        for (int t = 1; t <= 16; t++) {
            w.time(t);
            sent.clear();
            writer.cycle(TextOut.sink(sent), w);
            assertEquals(1, sent.size());
            String expected = Reference.first(shows, "(show " + t + " ");
            assertEquals(expected, sent.get(0), "show " + t);
        }
    }

    @Test
    void jsonShowsCarryTheStoppageTimeWhileTheClockStands() {
        List<String> shows = Reference.received("monitor_vjson.txt").stream()
                .filter(l -> l.startsWith("{\"show\"")).collect(Collectors.toList());
        TestWorld w = world();
        MonitorWriter writer = Codecs.open(-1, P);
        List<String> sent = new ArrayList<>();
        for (int stime = 6; stime <= 15; stime++) {
            w.stoppage(stime);
            writer.cycle(TextOut.sink(sent), w);
        }
        w.stoppage(0);
        w.playMode(PlayMode.KICK_OFF, Side.LEFT);
        for (int t = 1; t <= 16; t++) {
            w.time(t);
            writer.cycle(TextOut.sink(sent), w);
        }
        assertEquals(shows, sent);
    }

    @ParameterizedTest
    @ValueSource(strings = {"v3", "v4", "v5", "vjson"})
    void errorsGoToTheMessageBoard(String file) {
        String expected = Reference.received("monitor_" + file + ".txt").stream()
                .filter(l -> l.startsWith("(msg") || l.startsWith("{\"msg")).findFirst().orElseThrow();
        TestWorld w = world();
        w.playMode(PlayMode.KICK_OFF, Side.LEFT);
        w.time(13);
        List<String> sent = new ArrayList<>();
        codec(file).open(version(file), P).message(TextOut.sink(sent), w, 1, MonitorCommandParser.ILLEGAL_COMMAND_FORM);
        assertEquals(List.of(expected), sent);
    }

    @Test
    void aMonitorGetsEveryServerParameter() {
        String line = Reference.first(Reference.received("monitor_v3.txt"), "(server_param ");
        assertTrue(line.contains("(coach_msg_file \"\")") && line.contains("(max_monitors -1)"));
        // 202 pairs: every parameter rcssserver 19 has
        assertEquals(202, line.chars().filter(c -> c == '(').count() - 1);
    }

    @Test
    void versionsAreServedAsTheirWholePart() {
        assertEquals(MonitorCodecV3.class, Codecs.monitor(3.7).getClass());
        assertNull(Codecs.monitor(6));
        assertNull(Codecs.monitor(-0.5)); // 0: no version
        assertEquals(JsonMonitorCodec.class, Codecs.monitor(-1.5).getClass());
        List<String> sent = new ArrayList<>();
        Codecs.open(-1.5, P).cycle(TextOut.sink(sent), world());
        assertTrue(sent.get(0).startsWith("{\"show\":{\"time\":0,"));
    }

    /** The reference server's answers to the monitor greetings in init_errors_v19.txt. */
    @Test
    void greetingsOfTheInitErrorsTranscript() {
        var lines = Reference.lines("init_errors_v19.txt");
        int i = lines.indexOf("> (dispinit version 99)");
        assertTrue(i >= 0);
        assertEquals("< (error illegal_client_version)", lines.get(i + 1)); // the kernel's answer: no codec
        assertEquals(new Greeting.MonitorInit(99), greeting("(dispinit version 99)"));
        assertTrue(lines.contains("> (dispinit version 2.5)"));
        assertEquals(new Greeting.MonitorInit(2.5), greeting("(dispinit version 2.5)"));
    }

    private static Greeting greeting(String text) {
        byte[] b = text.getBytes(StandardCharsets.ISO_8859_1);
        return new MonitorGreetingParser().parse(Port.PLAYER, b, b.length);
    }
}
