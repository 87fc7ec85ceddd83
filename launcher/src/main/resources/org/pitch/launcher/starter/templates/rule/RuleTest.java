package {{package}};

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.Kick;
import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.testkit.MatchFixture;

/**
 * Scenes of the rule on Pitch's rules test kit: a real simulation with the standard models, noise
 * off, and only this rule (and the kick-off) judging. The touch rule, which gives goals, is not
 * in the scene: a goal the rule lets stand is a ball that flies on over the goal line in play.
 * A full kick of a ball 0.6 m ahead goes about 40 m.
 */
class {{Class}}Test {
    /** The goal kick's spot: the corner of the goal area. */
    private static final double GOAL_KICK_X = FieldGeometry.HALF_LENGTH - FieldGeometry.GOAL_AREA_LENGTH;

    private static MatchFixture match(double maxDistance) {
        return MatchFixture.with("pitch.rules.{{name}}.max_distance = " + maxDistance, "{{name}}", new {{Class}}());
    }

    /**
     * The shooter kicks the ball from 0.6 m ahead straight on in play, and the scene runs until
     * play stops or the ball is over a goal line.
     */
    private static void shoot(MatchFixture m, Player shooter) {
        m.step(); // the rules start
        m.playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        double facing = Math.toRadians(shooter.bodyDirection());
        m.ball(shooter.x() + 0.6 * Math.cos(facing), shooter.y() + 0.6 * Math.sin(facing), 0, 0);
        m.send(shooter, new Kick(100, 0));
        m.stepUntil(w -> w.playMode() != PlayMode.PLAY_ON || Math.abs(w.ball().x()) > FieldGeometry.HALF_LENGTH + 1, 200);
    }

    @Test
    void aGoalFromFartherThanTheSettingIsAGoalKick() {
        MatchFixture m = match(20);
        Player shooter = m.left(9, 25, 0); // 27 m from the goal
        shoot(m, shooter);
        assertEquals(PlayMode.GOAL_KICK, m.world().playMode());
        assertEquals(Side.RIGHT, m.world().playModeSide());
        assertTrue(m.heard().contains("goal_kick_r"), m.heard()::toString);
        assertEquals(GOAL_KICK_X, m.ball().x(), 1e-9, "the ball on the goal kick's spot");
    }

    @Test
    void aGoalFromCloserStands() {
        MatchFixture m = match(40);
        Player shooter = m.left(9, 25, 0);
        shoot(m, shooter);
        assertEquals(PlayMode.PLAY_ON, m.world().playMode(), "left to the touch rule");
        assertTrue(m.ball().x() > FieldGeometry.HALF_LENGTH + 1);
    }

    @Test
    void theRightTeamsLongShotMirrored() {
        MatchFixture m = match(20);
        Player shooter = m.right(9, -25, 0); // faces the left goal
        shoot(m, shooter);
        assertEquals(PlayMode.GOAL_KICK, m.world().playMode());
        assertEquals(Side.LEFT, m.world().playModeSide());
        assertEquals(-GOAL_KICK_X, m.ball().x(), 1e-9);
    }

    @Test
    void anOwnGoalIsNotTheRulesBusiness() {
        MatchFixture m = match(20);
        Player defender = m.right(4, 25, 0);
        defender.bodyDirection(0); // towards its own goal
        shoot(m, defender);
        assertEquals(PlayMode.PLAY_ON, m.world().playMode());
        assertTrue(m.ball().x() > FieldGeometry.HALF_LENGTH + 1);
    }

    @Test
    void theDefaultDistanceWhenNothingIsConfigured() {
        MatchFixture m = MatchFixture.with("", "{{name}}", new {{Class}}());
        Player shooter = m.left(9, 20, 0); // 32 m from the goal, farther than the default 30
        shoot(m, shooter);
        assertEquals(PlayMode.GOAL_KICK, m.world().playMode());
    }
}
