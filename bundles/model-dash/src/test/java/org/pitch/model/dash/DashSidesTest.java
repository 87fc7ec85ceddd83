package org.pitch.model.dash;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.pitch.api.command.Dash;
import org.pitch.api.world.Player;
import org.pitch.api.world.Side;
import org.pitch.testkit.Mirror;

/**
 * The dash from both teams: a scene written for a left player is played again by a right player
 * turned half a circle about the centre spot ({@link Mirror}). rcssserver's dash
 * pushes along {@code angleBodyCommitted + dir}, so it mirrors. Its one side-dependent factor does
 * not: {@code slowness_on_top_for_left_team} / {@code _right_team} divide the power whenever the
 * player's <em>field</em> y is negative ({@code pos().y < 0.0}), the same half of the field for
 * both teams, which is the right team's right-hand side when it looks at the opponent's goal.
 */
class DashSidesTest {
    private static final double EPS = 1e-9;
    private final StandardDash dash = new StandardDash();

    /** Our next player at the scene's (x, y) facing the scene's {@code body}, rested as one who just connected. */
    private static Player player(Fixture f, Mirror s, double x, double y, double body) {
        return f.fullStamina(s.player(f, f.players().size() + 1, x, y, body));
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void aSideDashIsInTheBodyFrame(Side side) {
        Fixture f = new Fixture();
        Mirror s = new Mirror(side);
        Player p = player(f, s, -20, 10, 30);
        dash.apply(f, p, new Dash(100, 90));
        // side_dash_rate 0.4: 0.6 × 0.4 along body + 90° = 120° in the scene
        double a = Math.toRadians(120);
        assertEquals(0.24 * Math.cos(a), s.ax(p), EPS);
        assertEquals(0.24 * Math.sin(a), s.ay(p), EPS);
        assertEquals(7900, p.stamina(), EPS);
    }

    @ParameterizedTest
    @EnumSource(value = Side.class, names = {"LEFT", "RIGHT"})
    void slownessOnTopGoesByTheFieldsYNotTheTeamsView(Side side) {
        Fixture f = new Fixture("server { slowness_on_top_for_left_team = 2, slowness_on_top_for_right_team = 4 }");
        Mirror s = new Mirror(side);
        // the same scene point (0, 5) for both teams: field y +5 for the left, −5 for the right
        Player p = player(f, s, 0, 5, 0);
        dash.apply(f, p, new Dash(100, 0));
        assertEquals(side == Side.LEFT ? 0.6 : 0.6 / 4, s.ax(p), EPS,
                "only the right player is on the field's top half");
        // the same field point (0, −5) for both, facing the field's +x (not mirrored): each team's own factor
        Player top = f.fullStamina(f.player(side, 9, 0, -5, 0));
        dash.apply(f, top, new Dash(100, 0));
        assertEquals(side == Side.LEFT ? 0.6 / 2 : 0.6 / 4, top.ax(), EPS);
    }
}
