package org.pitch.protocol.coach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.transport.Port;

/**
 * Spec 1.3: {@code (init TEAM [COACHNAME] [(version V)])} on the online coaches' port. Cases
 * marked "binary" were checked against rcssserver 19.0.0 (where the spec and the binary differ,
 * the binary wins).
 */
class OnlineCoachGreetingParserTest {
    private final OnlineCoachGreetingParser parser = new OnlineCoachGreetingParser();

    private Greeting parse(String text) {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        return parser.parse(Port.ONLINE_COACH, b, b.length);
    }

    private static Greeting init(String team, String coach, double version) {
        return new Greeting.OnlineCoachInit(team, coach, version);
    }

    private static Greeting refused(String token) {
        return new Greeting.Refused(token);
    }

    @Test
    void granted() {
        assertEquals(init("TestTeam", "", 19), parse("(init TestTeam (version 19))"));
        assertEquals(init("TestTeam", "MyCoach", 19), parse("(init TestTeam MyCoach (version 19))"));
        assertEquals(init("TestTeam", "MyCoach", 5), parse("(init TestTeam MyCoach)"));          // binary
        assertEquals(init("TestTeam", "MyCoach", 5), parse("(init TestTeam MyCoach )"));         // binary
        assertEquals(init("TestTeam", "", 19), parse("(init TestTeam\t(version 19))"));         // binary
        assertEquals(init("TestTeam", "", 19), parse("(init TestTeam (version 19) )"));         // binary
        assertEquals(init("TestTeam", "", 19), parse("(init TestTeam (version 19))x"));         // binary: after ')' and its space, ')'
        assertEquals(init("TestTeam", "", 19), parse("(init TestTeam (version 19)(foo)"));      // binary
        assertEquals(init("TestTeam", "x", 19), parse("(init TestTeam x(version 19))"));        // binary
        assertEquals(init("TestTeam", "", 10), parse("(init TestTeam (version 1e1))"));         // binary
        assertEquals(init("TestTeam", "", 19.5), parse("(init TestTeam (version 19.5))"));
        assertEquals(init("TestTeam", "", 20), parse("(init TestTeam (version 20))"));          // the server refuses 20
        assertEquals(init("TestTeam", "MyCoach", 5), parse("(initTestTeam MyCoach)"));           // binary
        assertEquals(init("TestTeamXYZ1234", "5", 19), parse("(init TestTeamXYZ12345 (version 19))")); // binary: split at 15
        assertEquals(init("A+-./:;<=>?@[\\]", "^_", 5), parse("(init A+-./:;<=>?@[\\]^_ )"));
    }

    @Test
    void withoutAVersionTokenItIsVersion5() {
        assertEquals(init("TestTeam", "", 5), parse("(init TestTeam ( version 9))"));    // binary
        assertEquals(init("TestTeam", "", 5), parse("(init TestTeam (vers 1e1))"));      // binary
    }

    @Test
    void aNaNVersionPassesTheParserAndTheServerRefusesIt() {
        assertEquals(Double.NaN, ((Greeting.OnlineCoachInit) parse("(init TestTeam (version nan))")).version());  // binary
    }

    @Test
    void illegalCommandForm() {
        for (String text : new String[] {"(look)", " (init TestTeam)", "", "((((", "(init", "(init )", "(init $x)", "(init TestTeam)",
                "(init TestTeam )", "(init TestTeam", "(init TestTeam (version abc))", "(init TestTeam (version))"}) {
            assertEquals(refused("illegal_command_form"), parse(text), text);
        }
    }

    @Test
    void illegalCoachName() {
        assertEquals(refused("illegal_coachname_or_too_long_coachname"), parse("(init TestTeam MyCoach$ (version 19))"));  // binary
        assertEquals(refused("illegal_coachname_or_too_long_coachname"), parse("(init TestTeam MyCoach"));                 // binary
        assertEquals(refused("illegal_coachname_or_too_long_coachname"), parse("(init TestTeam " + "c".repeat(128) + ")"));
        assertEquals(init("TestTeam", "c".repeat(127), 5), parse("(init TestTeam " + "c".repeat(127) + ")"));
        byte[] newline = "(init TestTeam MyCoach\n\0".getBytes(StandardCharsets.ISO_8859_1); // the newline is not the last byte
        assertEquals(refused("illegal_coachname_or_too_long_coachname"), parser.parse(Port.ONLINE_COACH, newline, newline.length));
    }

    @Test
    void illegalClientVersion() {
        assertEquals(refused("illegal_client_version"), parse("(init TestTeam (version 4.99))"));  // binary
        assertEquals(refused("illegal_client_version"), parse("(init TestTeam (version 19)x"));   // VERIFIED
        assertEquals(refused("illegal_client_version"), parse("(init TestTeam (version 19) x"));   // binary
        assertEquals(refused("illegal_client_version"), parse("(init TestTeam (version 19)"));    // binary: the end is no delimiter
        assertEquals(refused("illegal_client_version"), parse("(init TestTeam (version 19 )"));   // binary
        assertEquals(refused("illegal_client_version"), parse("(init TestTeam (version -7))"));
    }

    @Test
    void aVersionWithoutItsParenthesisAdvancesByTheStaleCount() {
        // rcssserver moves on by the length read for the team ("(init TestTeam " = 15) or the coach name
        assertEquals(refused("illegal_client_version"), parse("(init TestTeam (version 19"));       // binary: past the end
        assertEquals(refused("illegal_client_version"), parse("(init TestTeam (version 19  x)"));   // binary: past the end
        assertEquals(init("TestTeam", "", 19), parse("(init TestTeam (version 19  x  ) "));         // binary: lands on a space
        assertEquals(init("TestTeam", "MyCoach", 19), parse("(init TestTeam MyCoach (version 19")); // binary: "MyCoach " = 8
    }

    @Test
    void aFinalNewlineIsDropped() {
        byte[] b = "(init TestTeam MyCoach (version 8))\n".getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(init("TestTeam", "MyCoach", 8), parser.parse(Port.ONLINE_COACH, b, b.length));
    }

    @Test
    void otherPortsAreNotItsBusinessAndEmptyDatagramsAreLeftUnanswered() {
        byte[] b = "(init TestTeam)\0".getBytes(StandardCharsets.ISO_8859_1);
        assertNull(parser.parse(Port.PLAYER, b, b.length));
        assertNull(parser.parse(Port.TRAINER, b, b.length));
        assertEquals(Greeting.UNANSWERED, parser.parse(Port.ONLINE_COACH, b, 0));
        assertEquals(refused("illegal_command_form"), parser.parse(Port.ONLINE_COACH, new byte[] {0}, 1));
    }
}
