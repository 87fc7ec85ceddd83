package org.pitch.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pitch.config.Fixture.load;
import static org.pitch.config.Fixture.write;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pitch.api.config.Settings;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigValue;

/** {@link Settings}: the pitch tree as rules and models read it. */
class SettingsTest {
    /** The rules conf/server.conf lists (every shipped rule bundle). */
    private static final Set<String> SHIPPED = Set.of("anonymous_teams", "auto_mode", "ball_stuck", "catch", "foul",
            "free_kick", "human_referee", "illegal_defense", "keepaway", "kick_off", "online_coach", "mercy", "offside", "penalty", "time", "touch");
    @TempDir Path dir;

    private static Set<String> shippedPlus(String... more) {
        Set<String> all = new java.util.TreeSet<>(SHIPPED);
        all.addAll(Set.of(more));
        return all;
    }

    @Test
    void rulesFromAFile() throws Exception {
        write(dir, "r.conf", "pitch.rules {\n  offside { enabled = true, margin = 0.5 }\n  backpass.enabled = false\n  foul { }\n}\n");
        Settings s = load(dir, "--config", "r.conf").settings();
        assertEquals(shippedPlus("backpass"), s.children("rules"));
        assertEquals(Optional.of(true), s.bool("rules.offside.enabled"));
        assertEquals(Optional.of(false), s.bool("rules.backpass.enabled"));
        assertEquals(Optional.of(0.5), s.number("rules.offside.margin"));
        assertEquals(Optional.of(true), s.bool("rules.foul.enabled"), "foul { } in the file keeps the default");
        assertEquals(Set.of("enabled", "margin"), s.children("rules.offside"));
    }

    @Test
    void rulesFromCommandLineAndEnvironment() throws Exception {
        Settings s = load(dir, Map.of("PITCH_PITCH__RULES__BACKPASS__ENABLED", "true"),
                "pitch.rules.offside.enabled=off", "pitch.rules.offside.mode=strict", "pitch.rules.x.enabled=on").settings();
        assertEquals(shippedPlus("backpass", "x"), s.children("rules"));
        assertEquals(Optional.of(false), s.bool("rules.offside.enabled"));
        assertEquals(Optional.of(true), s.bool("rules.x.enabled"));
        assertEquals(Optional.of(true), s.bool("rules.backpass.enabled"));
        assertEquals(Optional.of("strict"), s.string("rules.offside.mode"));
    }

    @Test
    void rulesFromText() throws Exception {
        Settings s = ConfigLoader.fromText("pitch.rules { offside.enabled = on, backpass.enabled = no }", "text").settings();
        assertEquals(Optional.of(true), s.bool("rules.offside.enabled"));
        assertEquals(Optional.of(false), s.bool("rules.backpass.enabled"));
        assertEquals(shippedPlus("backpass"), s.children("rules"));
    }

    @Test
    void theShippedRulesByDefault() throws Exception {
        Settings s = load(dir).settings();
        assertEquals(SHIPPED, s.children("rules"));
        assertEquals(Optional.empty(), s.bool("rules.x.enabled"));
        assertEquals(Set.of(), s.children("nosuch"));
        assertEquals(Set.of(), s.children("seed"));   // a leaf has no children
    }

    @Test
    void models() throws Exception {
        assertEquals(Optional.of("standard"), load(dir).settings().string("models.movement"));
        Settings s = load(dir, "pitch.models.movement=fast", "pitch.models.dash='quoted name'").settings();
        assertEquals(Optional.of("fast"), s.string("models.movement"));
        assertEquals(Optional.of("quoted name"), s.string("models.dash"));
        assertTrue(s.children("models").containsAll(Set.of("movement", "dash")), s.children("models").toString());
        assertEquals(s.children("models"), new java.util.TreeSet<>(s.children("models")), "children come sorted");
        assertEquals(Optional.of("standard"), s.string("models.say"), "every slot has its default, say too");
        assertEquals(Optional.empty(), s.string("models.no_such_slot"));
        assertEquals("standard", s.string("models.no_such_slot", "standard"));
    }

    @Test
    void everyPitchDefaultIsASetting() throws Exception {
        // the defaults file is the schema of pitch.*: each of its leaves reads back through Settings
        Settings s = load(dir).settings();
        Config defaults = ConfigLoader.embeddedDefaults().getConfig("pitch");
        for (Map.Entry<String, ConfigValue> e : defaults.entrySet()) {
            String path = e.getKey();
            Object v = e.getValue().unwrapped();
            if (path.equals("seed")) continue; // -1 became a concrete seed
            if (v instanceof Number) assertEquals(Optional.of(((Number) v).doubleValue()), s.number(path), path);
            else if (v instanceof Boolean) assertEquals(Optional.of(v), s.bool(path), path);
            else if (v instanceof String) assertEquals(Optional.of(v), s.string(path), path);
        }
    }

    @Test
    void fixedPitchSettings() throws Exception {
        Settings s = load(dir).settings();
        assertEquals(Optional.of("0.0.0.0"), s.string("bind"));
        assertEquals(Optional.of(1250.0), s.number("synch_timeout_ms"));
        s = load(dir, "pitch.bind=127.0.0.1", "pitch.inbound_queue=1024", "pitch.synch_timeout_ms=100").settings();
        assertEquals(Optional.of("127.0.0.1"), s.string("bind"));
        assertEquals(Optional.of(1024.0), s.number("inbound_queue"));
        assertEquals(Optional.of(100.0), s.number("synch_timeout_ms"));
    }

    @Test
    void wrongKindGivesEmptyNotAnException() throws Exception {
        Settings s = load(dir, "pitch.rules.offside.enabled=true").settings();
        assertEquals(Optional.empty(), s.number("bind"));
        assertEquals(Optional.empty(), s.bool("bind"));
        assertEquals(Optional.empty(), s.number("rules"));
        assertEquals(Optional.empty(), s.string("rules"));
        assertEquals(Optional.empty(), s.string("models"));
        assertEquals(Optional.empty(), s.string("nosuch"));
    }
}
