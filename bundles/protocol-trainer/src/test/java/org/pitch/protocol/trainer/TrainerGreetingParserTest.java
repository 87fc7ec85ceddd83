package org.pitch.protocol.trainer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.transport.Port;

/** Spec 1.2: {@code (init [(version V)])} on the trainer's port. */
class TrainerGreetingParserTest {
    private final TrainerGreetingParser parser = new TrainerGreetingParser();

    private Greeting parse(String text) {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        return parser.parse(Port.TRAINER, b, b.length);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "(init (version 19))|19", "(init)|3", "(init foo)|3", "(init (version abc))|3", "(init ( version 9))|9",
        "(init (version 7)|7", "(init (version 5) junk)|5", " (init)|3", "( init(version 8))|8", "(init (version 19.5))|19.5",
        "(init (version 20))|20", "(init (version 1))|1", "(init(version 1e1))|10", "(init)(version 9)|3",
    })
    void initIsGranted(String text, double version) {
        assertEquals(new Greeting.TrainerInit(version), parse(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"(init", "(init ", "(init (version 0.5))", "(init (version -3))", "((((", "", "(", "x(init)"})
    void malformedIsIllegalCommandForm(String text) {
        assertEquals(new Greeting.Refused("illegal_command_form"), parse(text));
    }

    @Test
    void aVersionThatIsNotANumberOrIsNaNIsTheServersToRefuse() {
        assertEquals(Double.NaN, ((Greeting.TrainerInit) parse("(init (version nan))")).version());
    }

    @Test
    void aCommandWithoutGreetingIsLeftUnanswered() {
        assertEquals(Greeting.UNANSWERED, parse("(look)"));
        assertEquals(Greeting.UNANSWERED, parse("(start)"));
        assertEquals(Greeting.UNANSWERED, parse("(initx)"));
    }

    @Test
    void aFinalNewlineIsDroppedAndTheTextEndsAtTheFirstNul() {
        byte[] b = "(init (version 8))\n".getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(new Greeting.TrainerInit(8), parser.parse(Port.TRAINER, b, b.length));
        b = "(init\0 (version 8))".getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(new Greeting.Refused("illegal_command_form"), parser.parse(Port.TRAINER, b, b.length));
        b = "(init (version 8))\n\0".getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(new Greeting.TrainerInit(8), parser.parse(Port.TRAINER, b, b.length));
    }

    @Test
    void otherPortsAreNotItsBusinessAndEmptyDatagramsAreLeftUnanswered() {
        byte[] b = "(init)\0".getBytes(StandardCharsets.ISO_8859_1);
        assertNull(parser.parse(Port.PLAYER, b, b.length));
        assertNull(parser.parse(Port.ONLINE_COACH, b, b.length));
        assertEquals(Greeting.UNANSWERED, parser.parse(Port.TRAINER, b, 0));
        assertEquals(new Greeting.Refused("illegal_command_form"), parser.parse(Port.TRAINER, new byte[] {0}, 1));
    }
}
