package org.pitch.model.dash.bipedal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.command.LegDash;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.Mirror;
import org.pitch.testkit.ModelFixture;

/**
 * The bipedal dash from both teams: the legs push in the body frame ({@code angleBodyCommitted +
 * dashDir}) and the turn comes from the legs' speeds along the body, so a right player in the
 * mirrored scene ({@link Mirror}) accelerates and turns the mirrored way. Slowness on top goes by
 * the field's y ({@code M_player.pos().y < 0.0}), the same half for both teams.
 */
class BipedalSidesTest {
    private static final double EPS = 1e-12;
    private final BipedalDash legs = new BipedalDash();

    private Player rested(Mirror s, ModelFixture f, double x, double y, double body) {
        Player p = s.player(f, 7, x, y, body);
        p.stamina(8000);
        p.effort(1);
        p.recovery(1);
        return p;
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void unequalLegsAccelerateAndTurnTheMirroredWay(Side side) {
        ModelFixture f = new ModelFixture("server.player_rand = 0");
        Mirror s = new Mirror(side);
        Player p = rested(s, f, -10, 12, 20);
        assertTrue(legs.apply(f, p, new LegDash(LegDash.Leg.LEFT, 100, 0)));
        assertTrue(legs.apply(f, p, new LegDash(LegDash.Leg.RIGHT, 50, 0)));
        // the mean of 0.6 and 0.3 along the body; ω = (0.6 − 0.3) / 0.6 rad to the right (+)
        double body = Math.toRadians(20);
        assertEquals(0.45 * Math.cos(body), s.ax(p), 1e-9);
        assertEquals(0.45 * Math.sin(body), s.ay(p), 1e-9);
        assertEquals(20 + Math.toDegrees(0.5), s.direction(p.bodyDirection()), 1e-9);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void eachLegIsSlowedOnTheFieldsTopHalfByItsTeamsFactor(Side side) {
        ModelFixture f = new ModelFixture("server { player_rand = 0, slowness_on_top_for_left_team = 2, "
                + "slowness_on_top_for_right_team = 4 }");
        Mirror s = new Mirror(side);
        Player p = rested(s, f, 0, 5, 0); // field y +5 for the left player, −5 for the right one
        legs.apply(f, p, new LegDash(LegDash.Leg.LEFT, 100, 0));
        legs.apply(f, p, new LegDash(LegDash.Leg.RIGHT, 100, 0));
        assertEquals(side == Side.LEFT ? 0.6 : 0.6 / 4, s.ax(p), EPS);
    }
}
