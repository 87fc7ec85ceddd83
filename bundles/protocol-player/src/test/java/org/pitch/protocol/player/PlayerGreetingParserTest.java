package org.pitch.protocol.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pitch.api.protocol.Greeting;
import org.pitch.api.transport.Port;

/** Greetings on the player port, with rcssserver 19's answers from init_errors_v19.txt and reconnect_v19.txt. */
class PlayerGreetingParserTest {
    private final PlayerGreetingParser parser = new PlayerGreetingParser();

    private Greeting parse(String text) {
        byte[] b = (text + "\0").getBytes(StandardCharsets.ISO_8859_1);
        return parser.parse(Port.PLAYER, b, b.length);
    }

    @ParameterizedTest(name = "{0} -> (error {1})")
    @CsvSource(delimiter = '|', value = {
            "(init)|unknown_command",
            "(init TestTeam (version abc))|illegal_command_form",
            "(init ThisTeamNameIsTooLong (version 19))|illegal_teamname_or_too_long_teamname",
            "(init Test$Team (version 19))|illegal_teamname_or_too_long_teamname",
            "(init TestTeam (version 19) (foo))|illegal_command_form",
            "(INIT TestTeam (version 19))|unknown_command",
            "(foo)|unknown_command",
            "(dash 100)|unknown_command",
            "(init $Team)|illegal_teamname",
            "(reconnect TestTeam)|illegal_command_form",
    })
    void refusedAsRcssserverRefuses(String text, String token) {
        assertEquals(new Greeting.Refused(token), parse(text));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "(init TestTeam)|TestTeam|3|false",
            "(init TestTeam (version 19)(goalie))|TestTeam|19|true",
            "(init TestTeam (version 2))|TestTeam|2|false",
            "(init TestTeam (version 19.5))|TestTeam|19.5|false",
            "(init  TestTeam  (version  19) )|TestTeam|19|false",
            "(init TestTeam(version 19))|TestTeam|19|false",
            "(init Team3 (goalie) (version 13))|Team3|13|true",
            "(init A+-_.09xyz (version 7))|A+-_.09xyz|7|false",
            // the version is checked by the server, not the parser: these reach it and are refused there
            "(init TestTeam (version 0))|TestTeam|0|false",
            "(init TestTeam (version 20))|TestTeam|20|false",
    })
    void acceptedAsRcssserverAccepts(String text, String team, double version, boolean goalie) {
        assertEquals(new Greeting.PlayerInit(team, version, goalie), parse(text));
    }

    @Test
    void aLoneNulOrNothingIsAnUnknownCommand() {
        assertEquals(new Greeting.Refused("unknown_command"), parser.parse(Port.PLAYER, new byte[] {0}, 1));
    }

    @Test
    void reconnectCarriesTeamAndNumber() {
        assertEquals(new Greeting.PlayerReconnect("TestTeam", 2), parse("(reconnect TestTeam 2)"));
        assertEquals(new Greeting.PlayerReconnect("NoSuchTeam", 1), parse("(reconnect NoSuchTeam 1)"));
        assertEquals(new Greeting.PlayerReconnect("TestTeam", 0), parse("(reconnect TestTeam 0)"));
    }

    @Test
    void otherPortsAndMonitorsAreNotOurs() {
        byte[] b = "(init TestTeam)\0".getBytes(StandardCharsets.ISO_8859_1);
        assertNull(parser.parse(Port.ONLINE_COACH, b, b.length));
        assertNull(parse("(dispinit version 5)"));
    }
}
