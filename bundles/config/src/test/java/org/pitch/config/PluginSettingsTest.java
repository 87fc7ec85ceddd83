package org.pitch.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pitch.config.Fixture.assertFileLine;
import static org.pitch.config.Fixture.assertProblem;
import static org.pitch.config.Fixture.write;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plugin blocks (pitch.models, pitch.rules, pitch.rewards, pitch.policies) checked against
 * what the installed bundles declare: every misspelt name or setting, wrong type and value out of
 * range is refused naming the nearest valid key, through every layer of the configuration.
 */
class PluginSettingsTest {
    @TempDir Path dir;

    /** The standard model of every slot, a plugin "windy" movement with settings, the offside rule and a plugin rule, a reward. */
    private static final PluginSchema SCHEMA = new PluginSchema(java.util.stream.Stream.of(
            java.util.Arrays.stream(org.pitch.api.model.ModelSlot.values()).map(slot -> new PluginComponent(PluginComponent.Kind.MODEL,
                    slot.key(), "standard", 0, "org.pitch.model." + slot.key(), "0.1.0", "built in", List.of())),
            // the rules the embedded defaults switch on or off
            ConfigLoader.embeddedDefaults().getObject("pitch.rules").keySet().stream().filter(r -> !r.equals("offside"))
                    .map(r -> new PluginComponent(PluginComponent.Kind.RULE, null, r, 10, "org.pitch.rule." + r, "0.1.0", "built in", List.of())),
            java.util.stream.Stream.of(
            new PluginComponent(PluginComponent.Kind.MODEL, "movement", "windy", 0, "org.example.windy", "1.0.0", "windy.jar",
                    List.of(new PluginSetting("strength", "Double", "0.05", 0.0, 1.0, List.of(), "push per cycle"),
                            new PluginSetting("direction", "String", "east", null, null, List.of("east", "west"), "where it blows"))),
            new PluginComponent(PluginComponent.Kind.RULE, null, "offside", 30, "org.pitch.rule.offside", "0.1.0", "built in", List.of()),
            new PluginComponent(PluginComponent.Kind.RULE, null, "long_shot", 55, "org.example.longshot", "1.0.0", "long-shot.jar",
                    List.of(new PluginSetting("max_distance", "Integer", "30", 1.0, 120.0, List.of(), "metres"))),
            new PluginComponent(PluginComponent.Kind.REWARD, null, "possession", 0, "org.example.rewards", "1.0.0", "rewards.jar",
                    List.of(new PluginSetting("share", "Boolean", "false", null, null, List.of(), "")))))
            .flatMap(s -> s).toList());

    private LoadedConfiguration load(Map<String, String> env, String... args) throws ConfigurationException {
        return new ConfigLoader(dir, pluginsDir -> SCHEMA).load(CommandLine.parse(args), env);
    }

    private ConfigurationException refused(Map<String, String> env, String... args) {
        return assertThrows(ConfigurationException.class, () -> load(env, args));
    }

    private ConfigurationException refused(String... args) { return refused(Map.of(), args); }

    @Test
    void aMisspeltRuleNameIsRefusedNamingTheNearest() {
        assertProblem(refused("pitch.rules.ofside.enabled=false"), "pitch.rules.ofside.enabled", "command line argument 1",
                "unknown rule 'ofside'", "did you mean pitch.rules.offside?", "long_shot, mercy, offside");
    }

    @Test
    void aMisspeltSettingOfARuleIsRefusedNamingTheNearest() {
        assertProblem(refused("pitch.rules.offside.enabeld=false"), "pitch.rules.offside.enabeld", null,
                "unknown setting 'enabeld' of pitch.rules.offside", "did you mean pitch.rules.offside.enabled?");
        assertProblem(refused("pitch.rules.long_shot.max_distanse=40"), "pitch.rules.long_shot.max_distanse", null,
                "did you mean pitch.rules.long_shot.max_distance?", "settings: enabled, max_distance");
    }

    @Test
    void aModelChoiceMustBeInstalledForItsSlot() {
        assertProblem(refused("pitch.models.movement=windyy"), "pitch.models.movement", null,
                "no implementation 'windyy' is installed for model slot movement", "did you mean windy?", "installed: standard, windy");
        // windy is a movement model, not a dash
        assertProblem(refused("pitch.models.dash=windy"), "pitch.models.dash", null, "installed: standard");
    }

    @Test
    void aModelsSettingIsCheckedByTypeRangeAndChoices() {
        assertProblem(refused("pitch.models.windy.strength=2"), "pitch.models.windy.strength", null, "out of range 0..1");
        assertProblem(refused("pitch.models.windy.strength=strong"), "pitch.models.windy.strength", null, "expected a number");
        assertProblem(refused("pitch.models.windy.direction=north"), "pitch.models.windy.direction", null, "expected one of east|west");
        assertProblem(refused("pitch.models.windy.strenght=0.2"), "pitch.models.windy.strenght", null,
                "did you mean pitch.models.windy.strength?");
        assertProblem(refused("pitch.models.windyy.strength=0.2"), "pitch.models.windyy.strength", null,
                "unknown model slot or model 'windyy'", "did you mean pitch.models.windy?");
        assertProblem(refused("pitch.rules.long_shot.max_distance=2.5"), "pitch.rules.long_shot.max_distance", null, "expected an integer");
        assertProblem(refused("pitch.rewards.possession.share=true"), "pitch.rewards.possession.share", null,
                "a reward takes no settings from the configuration");
        assertProblem(refused("pitch.rewards.posession.share=true"), "pitch.rewards.posession.share", null,
                "unknown reward 'posession'", "did you mean pitch.rewards.possession?");
    }

    @Test
    void everyLayerIsChecked() {
        write(dir, "league.conf", "pitch {\n  rules {\n    long_shot.max_distanse = 40\n  }\n}\n");
        String line = assertProblem(refused("--config", "league.conf"), "pitch.rules.long_shot.max_distanse", "league.conf",
                "did you mean pitch.rules.long_shot.max_distance?");
        assertFileLine(line, "league.conf", 3);
        write(dir, "conf/profiles/windy-league.conf", "pitch.models.windy.strength = 5\n");
        assertProblem(refused("--profile", "windy-league"), "pitch.models.windy.strength", "windy-league.conf", "out of range 0..1");
        assertProblem(refused(Map.of("PITCH_PITCH__RULES__OFSIDE__ENABLED", "false")), "pitch.rules.ofside.enabled",
                "environment variable PITCH_PITCH__RULES__OFSIDE__ENABLED", "did you mean pitch.rules.offside?");
    }

    @Test
    void validSettingsReachTheSettingsAndUnsetOnesTakeTheirDeclaredDefault() throws ConfigurationException {
        LoadedConfiguration c = load(Map.of("PITCH_PITCH__MODELS__WINDY__DIRECTION", "west"),
                "pitch.models.movement=windy", "pitch.models.windy.strength=0.2");
        assertEquals(0.2, c.settings().section("models.windy").number("strength").orElseThrow());
        assertEquals("west", c.settings().string("models.windy.direction").orElseThrow());
        assertEquals(30, c.settings().number("rules.long_shot.max_distance").orElseThrow());
        // what --print-config shows
        assertTrue(c.render().matches("(?s).*\"?max_distance\"?\\s*=\\s*30\\b.*"), c.render());
    }

    @Test
    void withoutAKnownSetOfBundlesThePluginBlocksStayOpen() throws ConfigurationException {
        LoadedConfiguration c = new ConfigLoader(dir).load(CommandLine.parse("pitch.rules.quick_throw.enabled=false",
                "pitch.models.windy.push=0.2"), Map.of());
        assertFalse(c.settings().bool("rules.quick_throw.enabled", true));
        assertEquals(0.2, c.settings().number("models.windy.push", 0));
        // a slot is still a slot: a misspelt one has no setting after it
        assertProblem(assertThrows(ConfigurationException.class, () -> new ConfigLoader(dir).load(CommandLine.parse("pitch.models.movment=windy"), Map.of())),
                "pitch.models.movment", null, "unknown model slot");
    }

    /** A rule's descriptors as bnd writes them: the component, and the Metatype declaration of its settings. */
    @Test
    void descriptorsAreReadAsBndWritesThem() throws IOException {
        Map<String, String> files = Map.of(
                "META-INF/MANIFEST.MF", "Manifest-Version: 1.0\nBundle-SymbolicName: org.example.longshot;singleton:=true\n"
                        + "Bundle-Version: 1.2.0\nService-Component: OSGI-INF/org.example.LongShot.xml\n",
                "OSGI-INF/org.example.LongShot.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        + "<scr:component xmlns:scr=\"http://www.osgi.org/xmlns/scr/v1.3.0\" name=\"org.example.LongShot\" scope=\"prototype\">\n"
                        + "  <property name=\"pitch.rule.name\" type=\"String\" value=\"long_shot\"/>\n"
                        + "  <property name=\"pitch.rule.order\" type=\"Integer\" value=\"55\"/>\n"
                        + "  <service scope=\"prototype\"><provide interface=\"org.pitch.api.rule.RefereeRule\"/></service>\n"
                        + "  <implementation class=\"org.example.LongShot\"/>\n</scr:component>\n",
                "OSGI-INF/metatype/org.example.LongShot$Settings.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        + "<metatype:MetaData xmlns:metatype=\"http://www.osgi.org/xmlns/metatype/v1.2.0\">\n"
                        + "  <OCD id=\"org.example.LongShot$Settings\" name=\"long shot\">\n"
                        + "    <AD id=\"max.distance\" type=\"Integer\" description=\"metres\" min=\"1\" max=\"120\" default=\"30\"/>\n"
                        + "    <AD id=\"side\" type=\"String\" default=\"both\"><Option label=\"Both\" value=\"both\"/><Option label=\"Left\" value=\"left\"/></AD>\n"
                        + "  </OCD>\n"
                        + "  <Designate pid=\"org.example.LongShot\"><Object ocdref=\"org.example.LongShot$Settings\"/></Designate>\n"
                        + "</metatype:MetaData>\n");
        BundleDescriptors.Entries entries = new BundleDescriptors.Entries() {
            @Override
            public java.io.InputStream open(String path) {
                String text = files.get(path);
                return text == null ? null : new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
            }

            @Override
            public List<String> list(String folder) {
                return files.keySet().stream().filter(p -> p.startsWith(folder)).sorted().toList();
            }
        };
        List<PluginComponent> read = BundleDescriptors.read(entries, "long-shot.jar");
        assertEquals(1, read.size());
        PluginComponent rule = read.get(0);
        assertEquals(PluginComponent.Kind.RULE, rule.kind());
        assertEquals("long_shot", rule.name());
        assertEquals(55, rule.order());
        assertEquals("org.example.longshot 1.2.0", rule.bundleAndVersion());
        assertEquals("long-shot.jar", rule.origin());
        // bnd's max.distance is the method max_distance(): the setting is named as the method
        PluginSetting distance = rule.setting("max_distance");
        assertEquals("Integer", distance.type());
        assertEquals(1.0, distance.min());
        assertEquals(120.0, distance.max());
        assertEquals("30", distance.defaultValue());
        assertEquals(List.of("both", "left"), rule.setting("side").options());
    }
}
