package org.pitch.protocol.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.transport.Port;

/** {@code (dispinit ...)} as rcssserver 19's {@code Stadium::parseMonitorInit} reads it. */
class MonitorGreetingParserTest {
    private final MonitorGreetingParser parser = new MonitorGreetingParser();

    private Greeting parse(String text) {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        return parser.parse(Port.PLAYER, b, b.length);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "(dispinit)|1",
        "(dispinit)trailing garbage|1",
        "(dispinit version 3)|3",
        "(dispinit version 4)|4",
        "(dispinit version 5)|5",
        "(dispinit version -1)|-1",
        "(dispinit version 2.5)|2.5",
        "(dispinit version 99)|99",
        "(dispinit version 0)|0",
        "'  (  dispinit   version   4  )'|4",
        "(dispinitversion 5)|5",
        "(dispinit version5)|5",
        "(dispinit version 3|3",
        "(dispinit version 3abc)|3",
        "(dispinit version 1e1)|10",
        "(dispinit version +3.)|3",
        "(dispinit version .5e1)|5",
        "(dispinit version 0x3)|3",
        "(dispinit version 0x1.8p1)|3",
        "(dispinit version -INF)|-Infinity",
        "(dispinit version infinity)|Infinity",
    })
    void monitorsOfEveryVersionAreRecognised(String text, double version) {
        assertEquals(new Greeting.MonitorInit(version), parse(text));
    }

    @Test
    void notANumberIsStillAMonitorTheKernelRefuses() {
        Greeting g = parse("(dispinit version nan)");
        assertTrue(g instanceof Greeting.MonitorInit m && Double.isNaN(m.version()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"(dispinit version)", "(dispinit version abc)", "(dispinit foo)", "(dispinit", " (dispinit 3)",
        "(dispinit version -)", "(dispinit version .)", "(dispinit version e5)",
        // glibc's %lf fails on a bare 0x prefix and on an "inf" continued by anything but "inity"
        "(dispinit version 0x)", "(dispinit version 0xg)", "(dispinit version infi)"})
    void somethingLikeAMonitorIsAnUnknownCommand(String text) {
        assertEquals(new Greeting.Refused("unknown_command"), parse(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"(init TestTeam (version 19))", "(reconnect TestTeam 1)", "(dispstart)", "(disp)", "dispinit", ""})
    void otherDatagramsAreNotItsOwn(String text) {
        assertNull(parse(text));
    }

    @Test
    void theTextEndsAtTheFirstNul() {
        byte[] b = "(dispinit version 4\0 5)".getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(new Greeting.MonitorInit(4), parser.parse(Port.PLAYER, b, b.length));
        byte[] cut = "(disp\0init)".getBytes(StandardCharsets.ISO_8859_1);
        assertNull(parser.parse(Port.PLAYER, cut, cut.length));
    }

    @Test
    void onlyThePlayerPortTakesMonitors() {
        byte[] b = "(dispinit version 3)".getBytes(StandardCharsets.ISO_8859_1);
        assertNull(parser.parse(Port.TRAINER, b, b.length));
        assertNull(parser.parse(Port.ONLINE_COACH, b, b.length));
    }
}
