package org.pitch.rules.offside;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.command.Kick;
import org.pitch.api.geom.FieldGeometry;
import org.pitch.api.rule.RefereeContext;
import org.pitch.api.rule.RefereeRule;
import org.pitch.api.world.PlayMode;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.rules.testkit.MatchFixture;
import org.pitch.rules.testkit.MatchScene;

/**
 * OffsideRef from both ends of the field: each scene is written for the left team attacking the
 * right goal and played again mirrored by the right team ({@link MatchScene}); the referee's words
 * swap {@code _l}/{@code _r} and every position comes out negated. rcssserver's OffsideRef has a
 * branch per side (the line as a maximum of x for the left kicker, a minimum for the right one, the
 * retreat zone and margin per side); its one asymmetry is the free-kick spot for a mark with y = 0
 * in a goal area, which always goes to the corner at negative y.
 */
class OffsideSidesTest {
    private static final double CLEARED = 9.15 + 0.3 + 1.0e-5; // clearPlayersFromBall's distance, default player

    /** What the free-kick rule does when a set play is kicked: play on (no free-kick rule here). */
    static final class PlayOnWhenKicked implements RefereeRule {
        @Override public void onKick(RefereeContext ctx, Player kicker, double acceleration) {
            PlayMode mode = ctx.world().playMode();
            if (mode != PlayMode.PLAY_ON && mode != PlayMode.OFFSIDE && !mode.isPenaltyShootOut()) {
                ctx.changePlayMode(PlayMode.PLAY_ON, Side.NEUTRAL);
            }
        }
    }

    private static MatchScene scene(Side us) {
        MatchFixture m = MatchFixture.with("", "offside", new OffsideRule(), "play_on", new PlayOnWhenKicked());
        m.step();
        return MatchScene.of(m, us);
    }

    /**
     * Our 9 passes from (passerX, passerY); our 10 at the receiver's place is beyond their 2 (the
     * second-last defender, x = lineX) when the ball is played, then kicks the ball put at his feet.
     */
    private static Player offsideAt(MatchScene s, double lineX, double passerX, double passerY, double receiverX, double receiverY) {
        Player passer = s.ours(9, passerX, passerY);
        Player receiver = s.ours(10, receiverX, receiverY);
        s.theirs(1, 52, 0);
        s.theirs(2, lineX, -8);
        s.ball(passerX + 0.5, passerY, 0, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m().send(passer, new Kick(10, 0));
        s.m().step();
        s.ball(receiverX + 0.5, receiverY, 0, 0);
        s.m().send(receiver, new Kick(50, 0));
        return receiver;
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void theReceiverIsOffsideRetreatsAndTheOtherSideTakesTheFreeKick(Side us) {
        MatchScene s = scene(us);
        Player receiver = offsideAt(s, 20, 10, 0, 30, 3);
        assertEquals(List.of(PlayMode.OFFSIDE.wireName(us)), s.m().step());
        assertEquals(us, s.m().world().playModeSide());
        assertEquals(20, s.x(s.m().ball()), 1e-12, "the mark: the offside line at the receiver's y");
        assertEquals(3, s.y(s.m().ball()), 1e-12);
        // the wait's first cycle already sent him behind the line by offside_kick_margin 9.15
        assertEquals(20 - 9.15, s.x(receiver), 1e-9);
        assertEquals(3, s.y(receiver), 1e-9);
        for (int i = 1; i < OffsideRule.AFTER_OFFSIDE_WAIT; i++) assertEquals(List.of(), s.m().step(), "wait " + i);
        assertEquals(List.of(PlayMode.FREE_KICK.wireName(us.opponent())), s.m().step());
        assertEquals(20, s.x(s.m().ball()), 1e-12);
        assertEquals(CLEARED, Math.hypot(s.x(receiver) - 20, s.y(receiver) - 3), 1e-9);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aVainKickWithinTheActiveAreaIsOffside(Side us) {
        MatchScene s = scene(us);
        Player passer = s.ours(9, 10, 0);
        Player receiver = s.ours(10, 30, 3);
        s.theirs(1, 50, 0);
        s.theirs(2, 20, 5);
        s.ball(10.5, 0, 0, 0);
        s.m().playMode(PlayMode.PLAY_ON, Side.NEUTRAL);
        s.m().send(passer, new Kick(10, 0));
        s.m().step();
        s.ball(30, 0.4, 0, 0); // 2.6 m: beyond offside_active_area_size 2.5
        s.m().send(receiver, new Kick(50, 0));
        assertEquals(List.of(), s.m().step());
        s.ball(30, 1.0, 0, 0); // 2 m: not kickable, but within the active area
        s.m().send(receiver, new Kick(50, 0));
        assertEquals(List.of(PlayMode.OFFSIDE.wireName(us)), s.m().step());
        assertEquals(20, s.x(s.m().ball()), 1e-12);
        assertEquals(3, s.y(s.m().ball()), 1e-12);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aMarkInTheOpponentsGoalAreaGoesToItsFrontCorner(Side us) {
        MatchScene s = scene(us);
        offsideAt(s, 48, 40, -10, 50, 3); // the mark (48, 3) is in the goal area we attack
        assertEquals(List.of(PlayMode.OFFSIDE.wireName(us)), s.m().step());
        assertEquals(FieldGeometry.HALF_LENGTH - FieldGeometry.GOAL_AREA_LENGTH, s.x(s.m().ball()), 1e-12);
        assertEquals(FieldGeometry.GOAL_AREA_WIDTH / 2, s.y(s.m().ball()), 1e-12);
    }

    /**
     * rcssserver's corner for a goal-area mark is chosen by {@code y > 0 ? 1 : -1}: a mark on the
     * long axis goes to the corner at negative field y at either goal, so the mirrored scenes do not
     * mirror here.
     */
    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aGoalAreaMarkOnTheLongAxisGoesToTheCornerAtNegativeFieldYAtEitherGoal(Side us) {
        MatchScene s = scene(us);
        offsideAt(s, 48, 40, -10, 50, 0);
        assertEquals(List.of(PlayMode.OFFSIDE.wireName(us)), s.m().step());
        assertEquals(FieldGeometry.HALF_LENGTH - FieldGeometry.GOAL_AREA_LENGTH, s.x(s.m().ball()), 1e-12);
        assertEquals(-FieldGeometry.GOAL_AREA_WIDTH / 2, s.m().ball().y(), 1e-12, "field y");
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aMarkNearTheTouchLineComesCornerKickMarginIn(Side us) {
        MatchScene s = scene(us);
        offsideAt(s, 20, 10, 30, 30, 33.5);
        assertEquals(List.of(PlayMode.OFFSIDE.wireName(us)), s.m().step());
        assertEquals(20, s.x(s.m().ball()), 1e-12);
        assertEquals(FieldGeometry.HALF_WIDTH - 1.0, s.y(s.m().ball()), 1e-12); // ckick_margin 1
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void nobodyIsOffsideInHisOwnHalf(Side us) {
        MatchScene s = scene(us);
        offsideAt(s, -10, -15, 0, -2, 0); // beyond their 2, but in our half: the line is never short of x = 0
        for (int i = 0; i < 10; i++) assertEquals(List.of(), s.m().step());
        assertEquals(PlayMode.PLAY_ON, s.m().world().playMode());
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void atOurKickOffEverybodyGoesBehindTheCentreLineAndTheyLeaveTheCircle(Side us) {
        MatchScene s = scene(us);
        Player ahead = s.ours(7, 5, 10);
        Player kicker = s.ours(8, 2, 1);
        Player defender = s.theirs(7, -4, 3);
        s.m().playMode(PlayMode.KICK_OFF, us);
        s.m().step();
        assertEquals(-0.3, s.x(ahead), 1e-12, "just behind the centre line (its size)");
        assertEquals(10, s.y(ahead), 1e-12);
        assertEquals(-0.3, s.x(kicker), 1e-12, "the side kicking off may stand in the circle");
        assertEquals(1, s.y(kicker), 1e-12);
        // the defender went to x = +0.3 (his half), then to the circle's edge along that direction
        assertEquals(9.15 + 0.3, Math.hypot(defender.x(), defender.y()), 1e-9);
        assertEquals(3 / 0.3, s.y(defender) / s.x(defender), 1e-9);
        assertTrue(s.x(defender) > 0, "in his own half");
    }
}
