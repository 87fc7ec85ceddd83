package {{package}};

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import java.util.Set;

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

    /** The model's block of the configuration as the server hands it over, with one number set (or none, for null). */
    private static Settings own(String key, Double value) {
        return new Settings() {
            @Override public Optional<String> string(String path) { return Optional.empty(); }
            @Override public Optional<Double> number(String path) { return path.equals(key) ? Optional.ofNullable(value) : Optional.empty(); }
            @Override public Optional<Boolean> bool(String path) { return Optional.empty(); }
            @Override public Set<String> children(String path) { return Set.of(); }
        };
    }
}
