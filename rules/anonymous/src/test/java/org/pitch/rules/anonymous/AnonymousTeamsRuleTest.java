package org.pitch.rules.anonymous;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.world.Side;
import org.pitch.api.world.Team;
import org.pitch.rules.testkit.MatchFixture;

class AnonymousTeamsRuleTest {
    private static MatchFixture match(String server) {
        MatchFixture m = MatchFixture.with("server { " + server + " }", "anonymous_teams", new AnonymousTeamsRule());
        m.left(1, -50, 0);
        m.right(1, 50, 0);
        m.step();
        return m;
    }

    @Test
    void theFixedNameIsWhatTheOpponentSees() {
        MatchFixture m = match("fixed_teamname_r = \"Anon2\"");
        Team right = m.world().team(Side.RIGHT);
        assertEquals("Right", right.name());
        assertEquals("Anon2", right.publicName());
        assertEquals("Anon2", right.nameSeenBy(Side.LEFT), "the opponent sees the fixed name");
        assertEquals("Right", right.nameSeenBy(Side.RIGHT), "the team itself keeps its own name");
        assertEquals("Right", right.nameSeenBy(Side.NEUTRAL), "monitors and logs keep the real name");
        Team left = m.world().team(Side.LEFT);
        assertEquals("Left", left.publicName(), "fixed_teamname_l is empty: the left team is not anonymous");
        assertEquals("Left", left.nameSeenBy(Side.RIGHT));
    }

    @Test
    void bothSidesAnonymous() {
        MatchFixture m = match("fixed_teamname_l = \"teamA\", fixed_teamname_r = \"teamB\"");
        assertEquals("teamA", m.world().team(Side.LEFT).nameSeenBy(Side.RIGHT));
        assertEquals("Left", m.world().team(Side.LEFT).nameSeenBy(Side.LEFT));
        assertEquals("teamB", m.world().team(Side.RIGHT).nameSeenBy(Side.LEFT));
    }

    @Test
    void offByDefault() {
        MatchFixture m = match("");
        assertEquals("Left", m.world().team(Side.LEFT).publicName());
        assertEquals("Right", m.world().team(Side.RIGHT).publicName());
    }

    @Test
    void rcssserverTeamNameCheck() {
        // characters outside [+-_A-Za-z0-9] turn the fixed name off; longer than 15 is cut
        MatchFixture m = match("fixed_teamname_l = \"bad name\", fixed_teamname_r = \"ABCDEFGHIJKLMNOPQRS\"");
        assertEquals("Left", m.world().team(Side.LEFT).publicName());
        assertEquals("ABCDEFGHIJKLMNO", m.world().team(Side.RIGHT).publicName());
    }

    @Test
    void theSameFixedNameTwiceIsRefusedForTheRightSide() {
        MatchFixture m = match("fixed_teamname_l = \"anon\", fixed_teamname_r = \"anon\"");
        assertEquals("anon", m.world().team(Side.LEFT).publicName());
        assertEquals("Right", m.world().team(Side.RIGHT).publicName());
    }

    @Test
    void aTeamThatJoinsLaterIsNamedToo() {
        MatchFixture m = MatchFixture.with("server.fixed_teamname_r = \"anon\"", "anonymous_teams", new AnonymousTeamsRule());
        m.left(1, -50, 0);
        m.steps(3);
        m.right(1, 50, 0);
        assertEquals("anon", m.world().team(Side.RIGHT).publicName());
    }

    @Test
    void ruleSwitchedOffLeavesNamesAlone() {
        MatchFixture m = MatchFixture.with("server.fixed_teamname_r = \"anon\"\npitch.rules.anonymous_teams.enabled = false",
                "anonymous_teams", new AnonymousTeamsRule());
        m.left(1, -50, 0);
        m.right(1, 50, 0);
        m.step();
        assertEquals("Right", m.world().team(Side.RIGHT).publicName());
    }
}
