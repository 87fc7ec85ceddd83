package org.pitch.rules.kickoff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.rules.testkit.MatchFixture;

/**
 * rcssserver's kick-off (Stadium::kickOff) as the {@code kick_off} rule does it for auto mode, a
 * trainer or a monitor. {@code half_time = 10} s is a 100-cycle half, {@code extra_half_time = 5}
 * a 50-cycle extra half. The match fixture includes this rule.
 */
class KickOffRuleTest {
    private static final String SHORT = "server { half_time = 10, extra_half_time = 5, nr_extra_halfs = 2 }\n";

    @Test
    void theFirstKickOffIsTheLeftsFromTheCentreAndHandsOutTheTypes() {
        MatchFixture m = MatchFixture.with(SHORT);
        Player goalie = m.left(1, -40, 0);
        Player second = m.left(2, -20, 0);
        Player third = m.left(3, -10, 0);
        Player right = m.right(2, 20, 0);
        m.ball(5, 5, 1, 0);
        m.kickOff();
        assertEquals(List.of("kick_off_l"), m.heard());
        assertEquals(PlayMode.KICK_OFF, m.world().playMode());
        assertEquals(0.0, m.ball().x());
        assertEquals(0.0, m.ball().vx());
        // pt_max = 1: distinct types, the goalie first, lowest id first (rcssserver's assignment)
        assertEquals(0, goalie.type().id());
        assertEquals(1, second.type().id());
        assertEquals(2, third.type().id());
        assertEquals(0, right.type().id(), "the right team's first player takes type 0 too");
        assertTrue(goalie.substituted() && second.substituted() && right.substituted(), "every player was given a type");
    }

    /** rcssserver's stdout lines, one per kick-off that happens; none when nothing happens or keepaway plays on. */
    @Test
    void eachKickOffIsNamedOnTheConsole() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        MatchFixture m = MatchFixture.with(SHORT);
        m.simulation().console(new PrintStream(out, true, StandardCharsets.UTF_8));
        m.left(1, -40, 0);
        m.kickOff();
        m.referee().time(50);
        m.kickOff(); // mid-half: nothing
        m.referee().time(100);
        m.kickOff();
        assertEquals("Kick_off_left" + System.lineSeparator() + "Kick_off_right" + System.lineSeparator(), out.toString(StandardCharsets.UTF_8));
        ByteArrayOutputStream keepaway = new ByteArrayOutputStream();
        MatchFixture k = MatchFixture.with("server { keepaway = true }");
        k.simulation().console(new PrintStream(keepaway, true, StandardCharsets.UTF_8));
        k.left(1, -10, 0);
        k.kickOff();
        assertEquals("", keepaway.toString(StandardCharsets.UTF_8));
    }

    @Test
    void withMultipleDefaultTypesNobodyIsGivenAType() {
        MatchFixture m = MatchFixture.with(SHORT + "player { allow_mult_default_type = true }");
        Player goalie = m.left(1, -40, 0);
        Player second = m.left(2, -20, 0);
        m.kickOff();
        assertEquals(List.of("kick_off_l"), m.heard());
        assertEquals(0, second.type().id());
        assertFalse(goalie.substituted() || second.substituted());
    }

    @Test
    void onlyAtTheStartOfAHalf() {
        MatchFixture m = MatchFixture.with(SHORT);
        m.left(1, -40, 0);
        m.referee().time(50);
        m.kickOff();
        assertEquals(List.of(), m.heard(), "mid-half: nothing happens, as in rcssserver");
        assertEquals(PlayMode.BEFORE_KICK_OFF, m.world().playMode());
    }

    @Test
    void halvesAlternateAndExtraHalvesCountFromTheLeftAgain() {
        assertEquals(List.of("kick_off_r"), kickOffAt(100), "the second half");
        assertEquals(List.of("kick_off_l"), kickOffAt(200), "the first extra half");
        assertEquals(List.of("kick_off_r"), kickOffAt(250), "the second extra half");
    }

    @Test
    void keepawayPlaysOnAtOnce() {
        MatchFixture m = MatchFixture.with("server { keepaway = true }");
        m.left(1, -10, 0);
        m.kickOff();
        assertEquals(List.of("play_on"), m.heard());
    }

    private static List<String> kickOffAt(int time) {
        MatchFixture m = MatchFixture.with(SHORT);
        m.left(1, -40, 0);
        m.referee().time(time);
        m.kickOff();
        return m.heard();
    }
}
