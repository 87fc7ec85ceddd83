package org.pitch.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pitch.config.Fixture.load;
import static org.pitch.config.Fixture.write;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The seed of a match, and the rendered configuration that reproduces it. */
class SeedAndRenderTest {
    @TempDir Path dir;

    @Test
    void minusOneBecomesAConcreteNonNegativeSeed() throws Exception {
        LoadedConfiguration c = load(dir, "pitch.seed=-1");
        assertTrue(c.seed() >= 0, "seed " + c.seed());
        // what --print-config shows is the seed actually used, so the match can be replayed
        assertTrue(c.render().contains(Long.toString(c.seed())), c.render());
        assertTrue(load(dir).seed() >= 0);
        assertTrue(ConfigLoader.fromText("", "t").seed() >= 0);
    }

    @Test
    void explicitSeedIsKept() throws Exception {
        assertEquals(42, load(dir, "pitch.seed=42").seed());
        assertEquals(42, load(dir, Map.of("PITCH_PITCH__SEED", "42")).seed());
        assertEquals(0, load(dir, "pitch.seed=0").seed());
        assertEquals(Long.MAX_VALUE, load(dir, "pitch.seed=" + Long.MAX_VALUE).seed());
        write(dir, "s.conf", "pitch.seed = 42\n");
        assertEquals(42, load(dir, "--config", "s.conf").seed());
        assertEquals(42, ConfigLoader.fromText("pitch.seed = 42", "t").seed());
    }

    @Test
    void seedMustBeAWholeNumber() {
        ConfigurationException e = Fixture.failure(dir, "pitch.seed=1.5");
        Fixture.assertProblem(e, "pitch.seed", "command line argument 1", "integer");
    }

    @Test
    void renderCompactReadsBackToAnEqualConfiguration() throws Exception {
        write(dir, "conf/profiles/p.conf", "server.half_time = 1234\n");
        LoadedConfiguration c = load(dir, "--profile", "p", "server::ball_decay=0.5", "server::use_offside=off",
                "server::game_log_dir='/tmp/a b'", "server::log_date_format=%Y-%m-%d", "player::subs_max=7",
                "CSVSaver::save=on", "pitch.models.movement=fast", "pitch.rules.offside.enabled=false",
                "pitch.rules.offside.margin=0.5");
        LoadedConfiguration back = ConfigLoader.fromText(c.renderCompact(), "rendered");
        Fixture.assertSameParameters(c.parameters(), back.parameters());
        assertEquals(c.seed(), back.seed());
        assertEquals(1234, Fixture.value(back, "server.half_time"));
        assertEquals("/tmp/a b", Fixture.value(back, "server.game_log_dir"));
        assertEquals("fast", back.settings().string("models.movement").orElseThrow());
        assertEquals(false, back.settings().bool("rules.offside.enabled").orElseThrow());
        assertEquals(0.5, back.settings().number("rules.offside.margin").orElseThrow());
        assertEquals(List.of("p"), back.profiles());
        assertEquals(c.renderCompact(), back.renderCompact());
    }

    /** What the launcher hands the framework (validated already) reads back as the same configuration, without the checks. */
    @Test
    void aValidatedTextReadsBackToAnEqualConfiguration() throws Exception {
        write(dir, "conf/profiles/p.conf", "server.half_time = 1234\n");
        LoadedConfiguration c = load(dir, "--profile", "p", "server::use_offside=off", "server::game_log_dir='/tmp/a b'",
                "player::subs_max=7", "pitch.models.movement=fast", "pitch.rules.offside.enabled=false", "pitch.seed=-1");
        LoadedConfiguration back = ConfigLoader.fromValidatedText(c.renderCompact(), "validated");
        Fixture.assertSameParameters(c.parameters(), back.parameters());
        assertEquals(c.seed(), back.seed(), "the seed chosen at start-up is the one the server uses");
        assertEquals("fast", back.settings().string("models.movement").orElseThrow());
        assertEquals(false, back.settings().bool("rules.offside.enabled").orElseThrow());
        assertEquals(List.of("p"), back.profiles());
        assertEquals(c.renderCompact(), back.renderCompact());
        ConfigurationException e = org.junit.jupiter.api.Assertions.assertThrows(ConfigurationException.class,
                () -> ConfigLoader.fromValidatedText("server { half_time = ", "broken"));
        assertTrue(e.problems().get(0).toString().contains("broken"), e.problems().toString());
    }

    @Test
    void renderCompactOfDefaultsReadsBack() throws Exception {
        LoadedConfiguration c = load(dir);
        LoadedConfiguration back = ConfigLoader.fromText(c.renderCompact(), "rendered");
        Fixture.assertSameParameters(c.parameters(), back.parameters());
        assertEquals(c.seed(), back.seed());
    }

    @Test
    void printedConfigurationIsAValidConfigFile() throws Exception {
        LoadedConfiguration c = load(dir, "server::half_time=1234", "pitch.seed=7");
        write(dir, "printed.conf", c.render());
        LoadedConfiguration back = load(dir, "--config", "printed.conf");
        Fixture.assertSameParameters(c.parameters(), back.parameters());
        assertEquals(7, back.seed());
    }
}
