package {{package}};

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.pitch.api.command.{{Command}};
import org.pitch.api.config.Settings;
import org.pitch.api.world.Player;
import org.pitch.model.{{command}}.Standard{{Command}};
import org.pitch.testkit.ModelFixture;

/**
 * The model on Pitch's test kit, over the real standard {{command}}, without noise: a
 * {@code {{command}}} with the factor set does exactly what the standard one does with the power
 * scaled.
 */
class {{Class}}Test {
    private static final String NO_NOISE = "server { player_rand = 0, kick_rand = 0, ball_rand = 0 }";

    /** The model as the server builds it, configured with the settings given. */
    private static {{Class}} model(Settings own) {
        {{Class}} model = new {{Class}}(new Standard{{Command}}());
        model.configure(own);
        return model;
    }

    /** A rested player at (0, 10) facing the right goal, the ball half a metre ahead of it. */
    private static ModelFixture scene() {
        ModelFixture f = new ModelFixture(NO_NOISE);
        Player p = f.rested(f.defaultType);
        f.ballAt(p, 0.5, 0);
        return f;
    }

    private static Player player(ModelFixture f) { return f.players().get(0); }

    @Test
    void scalesThePower() {
        ModelFixture ours = scene(), standard = scene();
        assertTrue(model(own("factor", 0.5)).apply(ours, player(ours), new {{Command}}(80, 0)));
        assertTrue(new Standard{{Command}}().apply(standard, player(standard), new {{Command}}(40, 0)));

        assertSame(standard, ours);
        assertTrue(Math.abs(player(ours).ax()) + Math.abs(ours.ball.ax()) > 0.1, "the {{command}} accelerated the player or the ball");
    }

    @Test
    void theDefaultFactorWhenNothingIsConfigured() {
        ModelFixture ours = scene(), standard = scene();
        model(own("factor", null)).apply(ours, player(ours), new {{Command}}(50, 0));
        new Standard{{Command}}().apply(standard, player(standard), new {{Command}}(50 * 0.8, 0));
        assertSame(standard, ours);
    }

    /** The player and the ball accelerated alike, the same stamina spent. */
    private static void assertSame(ModelFixture expected, ModelFixture actual) {
        Player e = player(expected), a = player(actual);
        assertEquals(e.ax(), a.ax(), 1e-12, "player's acceleration x");
        assertEquals(e.ay(), a.ay(), 1e-12, "player's acceleration y");
        assertEquals(e.stamina(), a.stamina(), 1e-9, "stamina");
        assertEquals(expected.ball.ax(), actual.ball.ax(), 1e-12, "ball's acceleration x");
        assertEquals(expected.ball.ay(), actual.ball.ay(), 1e-12, "ball's acceleration y");
    }

    /** The model's block of the configuration as the server hands it over (ModelFixture.settings), with one number set or, for null, none. */
    private static Settings own(String key, Double value) {
        return value == null ? ModelFixture.settings() : ModelFixture.settings(key + " = " + value);
    }
}
