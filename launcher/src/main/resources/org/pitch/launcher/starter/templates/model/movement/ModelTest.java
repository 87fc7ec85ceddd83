package {{package}};

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.config.Settings;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.PlayMode;
import org.pitch.model.movement.StandardMovement;
import org.pitch.testkit.ModelFixture;

/**
 * The model on Pitch's test kit, over the real standard movement, without noise or wind: the
 * ball moves exactly as the push says.
 */
class {{Class}}Test {
    private static final String CALM = "server { ball_rand = 0, wind_force = 0, wind_rand = 0, wind_none = true }";

    /** The model as the server builds it: over a standard movement of its own, configured with the settings given. */
    private static {{Class}} model(Settings own) {
        {{Class}} model = new {{Class}}(new StandardMovement());
        model.configure(own);
        return model;
    }

    /** A match with the ball at rest on the centre spot, in play. */
    private static ModelFixture ballAtRest() {
        ModelFixture f = new ModelFixture(CALM);
        f.ball.position(0, 0);
        f.ball.velocity(0, 0);
        return f;
    }

    @Test
    void pushesTheBallAsSet() {
        ModelFixture f = ballAtRest();
        double decay = f.parameters.real(ServerParam.BALL_DECAY);
        {{Class}} model = model(own("push", 0.2));

        model.step(f);
        assertEquals(0.2, f.ball.x(), 1e-12, "moved by the push");
        assertEquals(0.2 * decay, f.ball.vx(), 1e-12, "then slowed by the ball's decay");
        model.step(f);
        assertEquals(0.2 + (0.2 * decay + 0.2), f.ball.x(), 1e-12, "pushed again");
        assertEquals(0, f.ball.y(), 0, "along x only");
    }

    @Test
    void aNegativePushTowardsTheLeftGoal() {
        ModelFixture f = ballAtRest();
        model(own("push", -0.1)).step(f);
        assertEquals(-0.1, f.ball.x(), 1e-12);
    }

    @Test
    void theDefaultPushWhenNothingIsConfigured() {
        ModelFixture f = ballAtRest();
        model(own("push", null)).step(f);
        assertEquals(0.01, f.ball.x(), 1e-12);
    }

    @Test
    void noPushOutOfPlay() {
        ModelFixture f = ballAtRest();
        f.playMode(PlayMode.BEFORE_KICK_OFF);
        model(own("push", 0.2)).step(f);
        assertEquals(0, f.ball.x(), 0);
        assertEquals(0, f.ball.vx(), 0);
    }

    /** The model's block of the configuration as the server hands it over (ModelFixture.settings), with one number set or, for null, none. */
    private static Settings own(String key, Double value) {
        return value == null ? ModelFixture.settings() : ModelFixture.settings(key + " = " + value);
    }
}
