package org.pitch.rules.illegaldefense;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.command.Kick;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.testkit.MatchFixture;
import org.pitch.rules.testkit.MatchScene;

/**
 * IllegalDefenseRef from both ends: we attack, they crowd the zone before their goal (x beyond
 * ±(52.5 − {@code illegal_defense_dist_x}), |y| below half {@code illegal_defense_width}, the
 * ball in their half); written for the left team attacking and mirrored for the right
 * ({@link MatchScene}). rcssserver has one branch per side (ball x &gt; 0 and x &gt; right_x for the
 * right team's defenders, the mirror for the left), the spot ±41.5 and the kick for the attackers.
 */
class IllegalDefenseSidesTest {
    private static final String THREE_CYCLES = "server { illegal_defense_number = 2, illegal_defense_duration = 3 }\n";

    private static MatchScene attack(Side us, String hocon, Player[] defenders) {
        MatchScene s = MatchScene.of(MatchFixture.with(hocon, "illegal_defense", new IllegalDefenseRule()), us);
        Player striker = s.ours(9, 20, 0);
        defenders[0] = s.theirs(2, 45, -5);
        defenders[1] = s.theirs(3, 40, 10);
        s.ball(20.385, 0, 0, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m().send(striker, new Kick(20, 0));
        return s;
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theyCrowdTheirZoneTheirIllegalDefenseOnTheirPenaltySpotThenOurFreeKick(Side us) {
        Player[] defenders = new Player[2];
        MatchScene s = attack(us, THREE_CYCLES, defenders);
        assertEquals(List.of(), s.m().step());
        assertEquals(List.of(), s.m().step());
        assertEquals(List.of(PlayMode.ILLEGAL_DEFENSE.wireName(us.opponent())), s.m().step());
        assertEquals(41.5, s.x(s.m().ball()), 1e-9, "their penalty spot");
        assertEquals(0, s.m().ball().y(), 1e-9);
        s.m().steps(30);
        assertEquals(PlayMode.ILLEGAL_DEFENSE, s.m().world().playMode());
        assertEquals(List.of(PlayMode.FREE_KICK.wireName(us)), s.m().step());
        for (Player p : defenders) {
            double d = Math.hypot(p.x() - s.m().ball().x(), p.y() - s.m().ball().y());
            assertTrue(d >= 5.5 + p.size() - 1e-6, p.unum() + " cleared the goal area's length: " + d);
        }
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theZoneEndsAtHalfTheWidthAndAtTheDistanceFromTheGoalLine(Side us) {
        Player[] defenders = new Player[2];
        MatchScene s = attack(us, THREE_CYCLES, defenders);
        s.place(defenders[1], 40, 20.2); // just outside |y| < 40.32 / 2
        s.m().steps(10);
        assertEquals(List.of(), s.m().heard());

        s = attack(us, THREE_CYCLES, defenders);
        s.place(defenders[1], 35.9, 10); // just outside x beyond 52.5 − 16.5
        s.m().steps(10);
        assertEquals(List.of(), s.m().heard());
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void ourOwnCrowdedZoneIsNoOffenceWhileWeAttack(Side us) {
        MatchScene s = MatchScene.of(MatchFixture.with(THREE_CYCLES, "illegal_defense", new IllegalDefenseRule()), us);
        Player striker = s.ours(9, -20, 0);
        s.ours(2, -45, -5);
        s.ours(3, -40, 10);
        s.ball(-19.615, 0, 0, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m().send(striker, new Kick(10, 0)); // the ball stays in our half
        s.m().steps(10);
        assertEquals(List.of(), s.m().heard(), "only the side that did not play the ball can defend illegally");
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theBallInOurHalfIsNoAttack(Side us) {
        MatchScene s = MatchScene.of(MatchFixture.with(THREE_CYCLES, "illegal_defense", new IllegalDefenseRule()), us);
        Player striker = s.ours(9, -20, 0);
        s.theirs(2, 45, 0);
        s.theirs(3, 44, 5);
        s.ball(-19.615, 0, 0, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m().send(striker, new Kick(10, 0));
        s.m().steps(10);
        assertEquals(List.of(), s.m().heard());
    }
}
