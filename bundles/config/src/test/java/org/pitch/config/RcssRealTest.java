package org.pitch.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.api.param.ServerParam;

/**
 * Decimal text read with rcssserver's bits: the values are rcssserver 19's own, printed
 * with {@code %.17g} from a build of it on this project's machines (the default player's size and
 * kickable margin as its player types hold them).
 */
class RcssRealTest {
    @Test
    void theFractionIsItsDigitsTimesAPowerOfTen() {
        assertEquals(0.30000000000000004, RcssReal.read("0.3"), "rcssserver's player_size, not 0.3");
        assertEquals(0.70000000000000007, RcssReal.read("0.7"), "rcssserver's kickable_margin");
        assertEquals(0.4, RcssReal.read("0.4"), "4 × 0.1 is the nearest double to 0.4");
        assertEquals(85 * 0.001, RcssReal.read("0.085"));
        assertEquals(-0.5, RcssReal.read("-0.5"));
        assertEquals(-(2 + 3 * 0.1), RcssReal.read("-2.3"));
        assertEquals(100.0, RcssReal.read("100"));
        assertEquals(1.0e-10, RcssReal.read("1e-10"));
        assertEquals((2 + 5 * 0.1) * 1000, RcssReal.read("2.5E+3"));
        assertEquals(7.0, RcssReal.read(" 7. "));
    }

    @Test
    void textThatIsNoSuchNumberIsLeftToTheCaller() {
        for (String s : new String[] {"", ".", "-", "1e", "abc", "1.2.3", "0x10", "1e+"}) assertTrue(Double.isNaN(RcssReal.read(s)), s);
    }

    /** Files, arguments and the embedded defaults alike: what the parameters hold is what rcssserver holds. */
    @Test
    void theParametersHoldRcssserversBits(@TempDir Path work) throws ConfigurationException {
        var defaults = Fixture.load(work).parameters();
        assertEquals(0.30000000000000004, defaults.real(ServerParam.PLAYER_SIZE));
        assertEquals(0.70000000000000007, defaults.real(ServerParam.KICKABLE_MARGIN));
        assertEquals(0.30000000000000004, Fixture.load(work, "server::player_decay=0.3").parameters().real(ServerParam.PLAYER_DECAY));
        assertEquals(0.30000000000000004, Fixture.load(work, "server.player_decay=0.3").parameters().real(ServerParam.PLAYER_DECAY));
        assertEquals(0.30000000000000004,
                Fixture.load(work, Map.of("PITCH_SERVER__PLAYER_DECAY", "0.3")).parameters().real(ServerParam.PLAYER_DECAY));
    }
}
