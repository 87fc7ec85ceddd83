package {{package}};

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.pitch.api.config.Settings;
import org.pitch.api.param.ServerParam;
import org.pitch.api.world.Player;
import org.pitch.model.stamina.StandardStamina;
import org.pitch.testkit.ModelFixture;

/** The model on Pitch's test kit, over the real standard stamina model. */
class {{Class}}Test {
    /** The model as the server builds it, configured with the settings given. */
    private static {{Class}} model(Settings own) {
        {{Class}} model = new {{Class}}(new StandardStamina());
        model.configure(own);
        return model;
    }

    /** A rested player whose stamina is down to {@code stamina}. */
    private static Player tired(ModelFixture f, double stamina) {
        Player p = f.rested(f.defaultType);
        p.stamina(stamina);
        return p;
    }

    @Test
    void recoversTheExtraOnTopOfTheStandardRecovery() {
        ModelFixture ours = new ModelFixture(""), standard = new ModelFixture("");
        Player a = tired(ours, 4000), b = tired(standard, 4000);
        model(own("extra", 50.0)).endOfCycle(ours, a);
        new StandardStamina().endOfCycle(standard, b);
        assertEquals(b.stamina() + 50, a.stamina(), 1e-9);
        assertEquals(b.capacity(), a.capacity(), 1e-9, "the extra is not taken from the capacity");
    }

    @Test
    void neverAboveTheMaximum() {
        ModelFixture f = new ModelFixture("");
        double max = f.parameters.real(ServerParam.STAMINA_MAX);
        Player p = tired(f, max - 5);
        model(own("extra", 500.0)).endOfCycle(f, p);
        assertEquals(max, p.stamina(), 0);
    }

    @Test
    void theDefaultExtraWhenNothingIsConfigured() {
        ModelFixture ours = new ModelFixture(""), standard = new ModelFixture("");
        Player a = tired(ours, 4000), b = tired(standard, 4000);
        model(own("extra", null)).endOfCycle(ours, a);
        new StandardStamina().endOfCycle(standard, b);
        assertEquals(b.stamina() + 10, a.stamina(), 1e-9);
    }

    /** The model's block of the configuration as the server hands it over (ModelFixture.settings), with one number set or, for null, none. */
    private static Settings own(String key, Double value) {
        return value == null ? ModelFixture.settings() : ModelFixture.settings(key + " = " + value);
    }
}
