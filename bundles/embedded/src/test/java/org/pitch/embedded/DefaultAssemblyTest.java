package org.pitch.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.pitch.api.rule.RefereeRule;
import org.pitch.assembly.Assembly;
import org.pitch.assembly.ComponentDescriptor;
import org.pitch.config.ConfigLoader;
import org.pitch.kernel.ModelRegistry;

/**
 * The embedded server is assembled from the same component declarations as the framework's:
 * every rule the configuration names, every model slot, every client kind's protocol, with the
 * names and rule orders the {@code @Component} annotations give.
 */
class DefaultAssemblyTest {

    @Test
    void everyConfiguredRuleAndModelHasItsProvider() throws Exception {
        Pitch pitch = Pitch.builder().build();
        Map<String, String> impl = new TreeMap<>(pitch.implementations());
        assertEquals(java.util.List.of(), pitch.registry().missing(), impl.toString());
        for (String rule : ConfigLoader.embeddedDefaults().getConfig("pitch.rules").root().keySet()) {
            String state = impl.get("rule " + rule);
            assertTrue("on".equals(state) || "off".equals(state), rule + ": " + state);
        }
        assertEquals("off", impl.get("rule mercy"), "a league variant, off unless a profile turns it on");
        for (String recorder : new String[] {"game_log", "text_log", "results"}) assertEquals("on", impl.get("recorder " + recorder));
        for (String kind : new String[] {"protocol player v", "protocol monitor v", "protocol trainer v", "protocol online coach v"}) {
            assertTrue(impl.keySet().stream().anyMatch(k -> k.startsWith(kind)), kind + " in " + impl);
        }
    }

    @Test
    void ruleOrdersAndCoachCodecReferencesAreTheDeclaredOnes() {
        Assembly assembly = Assembly.onClassPath(getClass().getClassLoader());
        Map<String, Integer> orders = new TreeMap<>();
        for (ComponentDescriptor c : assembly.components()) {
            if (c.provides().contains(RefereeRule.class.getName())) {
                orders.put((String) c.properties().get(RefereeRule.NAME_PROPERTY), (Integer) c.properties().get(RefereeRule.ORDER_PROPERTY));
            }
        }
        assertEquals(10, orders.get("time"), "the time referee judges first");
        assertEquals(70, orders.get("foul"));
        assertEquals(200, orders.get("auto_mode"), "auto mode looks at the cycle last");
        assertTrue(orders.keySet().containsAll(ConfigLoader.embeddedDefaults().getConfig("pitch.rules").root().keySet()), orders.toString());
    }

    @Test
    void componentsAreBuiltOnceAndSharedAsTheFrameworkSharesServices() throws Exception {
        Pitch pitch = Pitch.builder().build();
        ModelRegistry fresh = new ModelRegistry(pitch.configuration().settings());
        Map<String, Object> added = Assembly.onClassPath(getClass().getClassLoader()).registerInto(fresh, pitch.configuration());
        assertTrue(added.keySet().stream().anyMatch(n -> n.endsWith("GameLogRecorder")), added.keySet().toString());
        assertEquals(pitch.implementations(), fresh.implementations());
    }
}
