package org.pitch.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.pitch.api.config.Configurable;
import org.pitch.api.config.Settings;

/** A model with settings of its own is handed its block as lines of HOCON. */
class ModelFixtureSettingsTest {

    /** The settings of {@link Gusty}, with their defaults. */
    public @interface GustySettings {
        double push() default 0.01;

        boolean calm() default false;

        String mode() default "steady";
    }

    /** A model that reads its settings through the annotation, as a plugin does. */
    static final class Gusty implements Configurable {
        GustySettings read;

        @Override public void configure(Settings own) { read = own.as(GustySettings.class); }
    }

    @Test
    void theModelReadsWhatIsGivenAndTheDeclaredDefaultsOtherwise() {
        Gusty model = new Gusty();
        assertSame(model, ModelFixture.configure(model, "push = 0.2", "mode = gusty"));
        assertEquals(0.2, model.read.push());
        assertEquals("gusty", model.read.mode());
        assertEquals(false, model.read.calm(), "not given: the default");

        assertEquals(0.01, ModelFixture.configure(new Gusty()).read.push(), "nothing given");
    }

    @Test
    void valuesReadAsTheServersSettingsReadThem() {
        Settings s = ModelFixture.settings("push = -0.1", "calm = on", "noise { ball = 0, player = 0.1 }", "mode = \"two words\"");
        assertEquals(Optional.of(-0.1), s.number("push"));
        assertEquals(Optional.of("-0.1"), s.string("push"));
        assertEquals(Optional.of(true), s.bool("calm"));
        assertEquals(Optional.empty(), s.number("calm"));
        assertEquals(Optional.of(0.1), s.number("noise.player"));
        assertEquals(Set.of("ball", "player"), s.children("noise"));
        assertEquals(Optional.of(0.0), s.section("noise").number("ball"));
        assertEquals(Optional.of("two words"), s.string("mode"));
        assertEquals(Optional.empty(), s.bool("mode"));
        assertEquals(Optional.empty(), s.number("absent"));
        assertEquals(Set.of(), s.children("absent"));
    }

    @Test
    void linesThatAreNoHoconAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> ModelFixture.settings("push = {"));
    }
}
