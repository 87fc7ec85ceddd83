package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.testkit.RecordingMonitorSink;

/** Monitor commands as rcssserver 19's {@code Monitor::parseCommand} reads them, in every version. */
class MonitorCommandParserTest {
    private static final String ILLEGAL = "(error illegal_command_form)";
    private static final String NOT_NULL = "(warning message_not_null_terminated)";
    private final MonitorCommandParser parser = new MonitorCommandParser();

    private List<String> parse(String text) {
        RecordingMonitorSink sink = new RecordingMonitorSink();
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        parser.parse(b, b.length, true, sink);
        return sink.calls;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "(dispstart)|start",
        "(dispbye)|bye",
        "(dispplayer 1 5 160 -320 90)|move LEFT 5 10.0 -20.0 90.0",
        "(dispplayer -1 11 8 8 -180)|move RIGHT 11 0.5 0.5 -180.0",
        "(dispplayer 0 3 0 0 0)|move NEUTRAL 3 0.0 0.0 0.0",
        "(dispplayer 2 3 0 0 0)|move NEUTRAL 3 0.0 0.0 0.0",
        "(dispplayer 1 5 160 -320 90|move LEFT 5 10.0 -20.0 90.0",
        "(dispplayer 1 5 160 -320 90 extra)|move LEFT 5 10.0 -20.0 90.0",
        "(dispfoul 160 -80 1)|foul 10.0 -5.0 LEFT",
        "(dispfoul 160 -80 -1)|foul 10.0 -5.0 RIGHT",
        "(dispfoul 0 0 0)|foul 0.0 0.0 NEUTRAL",
        "(dispfoul 16 16 3)|foul 1.0 1.0 RIGHT",
        "(dispdiscard -1 7)|discard RIGHT 7",
        "(dispdiscard 1 1)|discard LEFT 1",
        "(dispcard 1 5 yellow)|card LEFT 5 YELLOW",
        "(dispcard -1 2 red)|card RIGHT 2 RED",
        "(dispcard -1 2    red)|card RIGHT 2 RED",
        "(compression 9)|compression 9",
        "(compression 0)|compression 0",
        "(compression -1)|compression -1",
        "(compression -100)|compression -100",
    })
    void commands(String text, String expected) {
        assertEquals(List.of(expected), parse(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "(dispfoo)", "(dispstart) ", "(dispstart)x", " (dispstart)", "(dispbye )", "(dispstar)", "(start)",
        "(change_mode play_on)", "(dispplayer 1 5 160 -320)", "(dispplayer 1 5 1.5 2 3)", "(dispplayer)", "(dispplayerx 1 2 3 4 5)",
        "(dispfoul 1 2)", "(dispfoul)", "(dispdiscard 1)", "(dispcard 1 5)", "(dispcard 1 5 blue)",
        "(dispcard 1 5 red )", "(dispcard 1 5 yellowx)", "(dispcard 1 5 yellowxx)", "(compression 10)", "(compression)",
        "(compression x)", "", "((((", "(DISPSTART)",
    })
    void anythingElseIsAnIllegalCommandForm(String text) {
        assertEquals(List.of(ILLEGAL), parse(text));
    }

    @Test
    void whiteSpaceBetweenNumbersIsAnyCSpace() {
        assertEquals(List.of("move LEFT 5 10.0 -20.0 90.0"), parse("(dispplayer\t1\n5 +160\r-320\u000b90)"));
    }

    @Test
    void aDatagramWithoutNulIsWarnedAboutAndStillExecutedWhereTheVersionExpectsOne() {
        // each codec says whether its version expects the NUL (MonitorCodecV2Test and later)
        RecordingMonitorSink sink = new RecordingMonitorSink();
        byte[] b = "(dispstart)".getBytes(StandardCharsets.ISO_8859_1);
        parser.parse(b, b.length, true, sink);
        assertEquals(List.of(NOT_NULL, "start"), sink.calls);
        sink.calls.clear();
        parser.parse(b, b.length, false, sink); // version 1 monitors never were
        assertEquals(List.of("start"), sink.calls);
    }

    @Test
    void theCommandEndsAtTheFirstNul() {
        RecordingMonitorSink sink = new RecordingMonitorSink();
        byte[] b = "(dispstart)\0(dispbye)".getBytes(StandardCharsets.ISO_8859_1);
        parser.parse(b, b.length, true, sink);
        assertEquals(List.of(NOT_NULL, "start"), sink.calls); // the last byte is not a NUL
    }

    @Test
    void numbersOverflowAsGlibcScanfStoresThem() {
        // strtol saturates at LONG_MAX, the low 32 bits of which are -1
        assertEquals(List.of("discard RIGHT 1"), parse("(dispdiscard 99999999999999999999 1)"));
        // 2^32 + 1 keeps its low bits: 1
        assertEquals(List.of("discard LEFT 3"), parse("(dispdiscard 4294967297 3)"));
    }

    @Test
    void aMonitorTranscriptAnswer() {
        // (dispfoo) in every monitor transcript is answered on the board
        assertEquals(List.of(MonitorCommandParser.ILLEGAL_COMMAND_FORM), parse("(dispfoo)"));
        assertEquals(ILLEGAL, MonitorCommandParser.ILLEGAL_COMMAND_FORM);
    }
}
